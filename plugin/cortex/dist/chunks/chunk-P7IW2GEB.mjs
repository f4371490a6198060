import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  shortId
} from "./chunk-A5IE5JQV.mjs";
import {
  stripControlCharacters
} from "./chunk-CP2KPV6Y.mjs";

// src/trust/provenance.ts
function committedByOther(event, committer) {
  return committer !== void 0 && event.author !== null && event.author.includes("@") && event.author.toLowerCase() !== committer.toLowerCase();
}
function isFromTrustedAuthor(event, committer, trust) {
  if (trust.everyone) return true;
  const known = (email) => trust.authors.has(email.toLowerCase()) || trust.self !== null && email.toLowerCase() === trust.self.toLowerCase();
  if (committer !== void 0) return known(committer);
  return event.author === null || !event.author.includes("@") || known(event.author);
}
function describeProvenance(event, committer) {
  if (committer !== void 0) {
    if (committedByOther(event, committer))
      return `recorded as ${event.author}, committed by ${committer}`;
    return `by ${committer}`;
  }
  return event.author ? `recorded as ${event.author}` : void 0;
}
function describeUntrustedAuthors(trust, one = false) {
  const authors = one ? "an author" : "authors";
  return trust.source.kind === "branch" ? `${authors} with no commit on \`${trust.source.branch}\`` : `${authors} not in \`briefing.trustedAuthors\``;
}
function describeUntrustedLeftOut(count, trust, activitySessions = 0) {
  const parts = [
    ...count ? [`${count} memor${count === 1 ? "y" : "ies"}`] : [],
    ...activitySessions ? [`the activity of ${activitySessions} session${activitySessions === 1 ? "" : "s"}`] : []
  ];
  const one = count + activitySessions === 1;
  return `${parts.join(" and ")} from ${describeUntrustedAuthors(trust)} left out; \`cortex log\` shows ${one ? "it" : "them"}.`;
}
function describeUntrustedFlag(trust) {
  return trust.source.kind === "branch" ? `author has no commit on ${trust.source.branch}: not in the briefing` : "author not in briefing.trustedAuthors: not in the briefing";
}
var UNAPPLIED_VERBS = {
  memory_retracted: "forgotten",
  memory_superseded: "replaced",
  memory_pinned: "pinned",
  memory_edited: "reworded"
};
function describeUnappliedCorrection(correction, author, trust) {
  const verb = correction.type === "memory_pinned" && correction.pinned === false ? "unpinned" : UNAPPLIED_VERBS[correction.type];
  const by = author !== void 0 ? ` by ${stripControlCharacters(author)}` : "";
  const why = trust === void 0 ? "git cannot say who committed it" : trust.source.kind === "branch" ? `author has no commit on ${trust.source.branch}` : "author not in briefing.trustedAuthors";
  return `${verb}${by} (${shortId(correction.id)}), not applied: ${why}`;
}

export {
  committedByOther,
  isFromTrustedAuthor,
  describeProvenance,
  describeUntrustedAuthors,
  describeUntrustedLeftOut,
  describeUntrustedFlag,
  describeUnappliedCorrection
};
