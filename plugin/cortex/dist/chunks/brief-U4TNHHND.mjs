import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  DEFAULT_DECAY,
  briefingKind,
  effectiveSalience,
  elsewhereNote,
  gatherRealityFacts,
  immortalStanding,
  isMainline,
  keepTrustedMemories,
  missingFilesOf,
  prepareBriefing,
  readBriefingLog
} from "./chunk-EXQ2MYAF.mjs";
import "./chunk-TH2BYSIF.mjs";
import "./chunk-MDIO4FAX.mjs";
import "./chunk-SVJO3XXX.mjs";
import "./chunk-4MBKQW34.mjs";
import "./chunk-QDVCVRAD.mjs";
import {
  reinforce
} from "./chunk-V2AKS2SO.mjs";
import "./chunk-HMTOL37H.mjs";
import "./chunk-6WSISBX6.mjs";
import {
  readAccessStats
} from "./chunk-EPARNYD2.mjs";
import {
  reportReadWarnings
} from "./chunk-33PCGUAZ.mjs";
import {
  readMemoryProvenance,
  readMemoryView
} from "./chunk-TI6J6ENV.mjs";
import "./chunk-POOCLRZ2.mjs";
import "./chunk-O5HY6P6I.mjs";
import "./chunk-34H7ZD5O.mjs";
import {
  groupNearDuplicates
} from "./chunk-SM4S3YX3.mjs";
import "./chunk-YWFFYHTN.mjs";
import "./chunk-LK54J22F.mjs";
import {
  describeUntrustedLeftOut
} from "./chunk-P7IW2GEB.mjs";
import {
  searchProjectDocs
} from "./chunk-WWPNS5VF.mjs";
import {
  estimateTokens,
  lineTokens
} from "./chunk-J7PDIGNT.mjs";
import "./chunk-2BBHJYEL.mjs";
import "./chunk-GGRWZNHR.mjs";
import "./chunk-2UZ66FDE.mjs";
import {
  openProject
} from "./chunk-2NMTIS5C.mjs";
import {
  optionCount,
  optionString
} from "./chunk-YBUSESW2.mjs";
import "./chunk-FXLI7IEH.mjs";
import {
  currentPlans,
  doneCount,
  isPlanDone,
  planTitle,
  stepCount,
  stepLine
} from "./chunk-U3G6NHFO.mjs";
import "./chunk-UOL3JUGC.mjs";
import "./chunk-LPUECSWN.mjs";
import "./chunk-3A5GZ3FR.mjs";
import "./chunk-WVFFZ4JR.mjs";
import {
  confidenceOf
} from "./chunk-GYALZIJH.mjs";
import {
  BRIEFING_BUDGET_RANGE
} from "./chunk-V6CUIOMQ.mjs";
import {
  CONFIDENCE_FLOOR,
  clip,
  confidenceLevel,
  documentLine,
  oneLine,
  reasonOf,
  stringList
} from "./chunk-WHIBXURK.mjs";
import {
  foldMemories
} from "./chunk-OOOGW3H7.mjs";
import "./chunk-CFXE6EOP.mjs";
import "./chunk-2RMMSY37.mjs";
import "./chunk-LTJYTCHL.mjs";
import "./chunk-6M7KS7R3.mjs";
import {
  orderEvents
} from "./chunk-G37PHZM2.mjs";
import "./chunk-A5IE5JQV.mjs";
import "./chunk-5EO5VOS7.mjs";
import "./chunk-IKAZCRYU.mjs";
import "./chunk-F5UUBEUZ.mjs";
import "./chunk-4KSSD6ZQ.mjs";
import "./chunk-WNGDJEP4.mjs";
import "./chunk-ZF3FJJCS.mjs";
import "./chunk-QXBY2LNL.mjs";
import "./chunk-EIENN3NR.mjs";
import "./chunk-FT5T7XM2.mjs";
import "./chunk-CP2KPV6Y.mjs";
import {
  UsageError
} from "./chunk-JCOCGVG4.mjs";
import "./chunk-QWAKPPEY.mjs";
import "./chunk-JA3QAXLE.mjs";

// src/projections/budget.ts
function byScore(a, b) {
  if (a.score !== b.score) return b.score - a.score;
  return a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
}
function allocateBudget(items, budget, shares) {
  const present = new Set(items.map((item) => item.kind));
  const weights = Object.entries(shares);
  const total = weights.filter(([kind]) => present.has(kind)).reduce((sum, [, weight]) => sum + weight, 0);
  const sorted = [...items].sort(byScore);
  const chosen = /* @__PURE__ */ new Set();
  let used = 0;
  if (total > 0) {
    const spent = /* @__PURE__ */ new Map();
    for (const item of sorted) {
      const share = budget * (shares[item.kind] ?? 0) / total;
      const already = spent.get(item.kind) ?? 0;
      if (already + item.tokens <= share && used + item.tokens <= budget) {
        chosen.add(item);
        spent.set(item.kind, already + item.tokens);
        used += item.tokens;
      }
    }
  }
  for (const item of sorted) {
    if (!chosen.has(item) && used + item.tokens <= budget) {
      chosen.add(item);
      used += item.tokens;
    }
  }
  return { chosen: [...chosen], used };
}

// src/projections/frame.ts
var FRAME_RELATIVE_CUT = 0.35;
var STOP_WORDS = new Set(
  "the and for with that this from into onto over under then than when what which while where will would should could have has had was were are is be been being not but all any can our out its it's use used using make made add added get got set via per each more most some such only also just like need needs want wants let lets new old now one two how why who you your they them their there here about after before again because does did doing done way ways".split(" ")
);
function termsOf(text) {
  const words = text.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase().split(/[^\p{L}\p{N}]+/u);
  const terms = [];
  for (const word of words) {
    if (word.length < 3 || STOP_WORDS.has(word)) continue;
    terms.push(stem(word));
  }
  return terms;
}
function stem(word) {
  if (word.length > 5 && word.endsWith("ing")) return word.slice(0, -3);
  if (word.length > 4 && word.endsWith("ed")) return word.slice(0, -2);
  if (word.length > 4 && /(?:s|x|z|ch|sh)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith("s") && !word.endsWith("ss")) return word.slice(0, -1);
  return word;
}
function memoryText(memory) {
  const data = memory.data;
  const parts = [
    memory.content,
    reasonOf(data) ?? "",
    ...stringList(data.tags),
    typeof data.kind === "string" ? data.kind : "",
    ...stringList(data.files)
  ];
  for (const key of ["error", "fix", "step", "plan"])
    if (typeof data[key] === "string") parts.push(data[key]);
  return parts.join(" ");
}
function tag(ordinal, confidence) {
  const level = confidenceLevel(confidence);
  return level === "high" ? `[s${ordinal}]` : `[s${ordinal}, ${level} confidence]`;
}
function candidateLine(memory, ordinal, confidence, reality, elsewhere) {
  const reason = reasonOf(memory.data, memory.content);
  const says = (word) => word.test(memory.content);
  const prefix = memory.type === "approach_rejected" && !says(/^(?:the user )?rejected\b/i) ? "Rejected: " : briefingKind(memory) === "gotcha" && !says(/^gotcha\b/i) ? "Gotcha: " : memory.type === "preference_noted" && !says(/^prefer/i) ? "Preference: " : "";
  const fix = typeof memory.data.fix === "string" && !memory.content.includes(memory.data.fix) ? ` (fix: ${oneLine(memory.data.fix, 120)})` : "";
  const missing = elsewhere ? [] : missingFilesOf(memory, reality).filter((file) => !reality.onlyOn?.has(file));
  const where = elsewhereNote(elsewhere);
  const gone = where ? ` (${where})` : missing.length ? ` (${missing.slice(0, 2).map((file) => oneLine(file, 100)).join(", ")} no longer exist${missing.length === 1 ? "s" : ""})` : "";
  return `- ${prefix}${oneLine(memory.content, 280)}${reason ? `: ${oneLine(reason, 160)}` : ""}${fix} ${tag(ordinal, confidence)}${gone}`;
}
function buildContextFrame(input) {
  const { digest, reality } = input;
  const decay = input.decay ?? DEFAULT_DECAY;
  const memories = foldMemories(
    orderEvents([...digest.memoryEvents, ...digest.recentActivity]).events
  ).memories.filter(
    (memory) => memory.status === "active" && briefingKind(memory) !== void 0 && (confidenceOf(memory) >= CONFIDENCE_FLOOR || memory.pinned)
  );
  const taskTerms = [...new Set(termsOf(input.task))];
  const documents = memories.map((memory) => new Set(termsOf(memoryText(memory))));
  const frequency = /* @__PURE__ */ new Map();
  for (const terms of documents)
    for (const term of terms)
      if (taskTerms.includes(term)) frequency.set(term, (frequency.get(term) ?? 0) + 1);
  const scored = [];
  memories.forEach((memory, index) => {
    let overlap = 0;
    for (const term of taskTerms)
      if (documents[index].has(term))
        overlap += Math.log(1 + memories.length / frequency.get(term));
    const kind = briefingKind(memory);
    const isPreference = kind === "preference";
    if (overlap === 0 && !isPreference && !memory.pinned) return;
    const access = input.access.get(memory.id);
    const ordinal = digest.ordinalOf(memory.event);
    const salience = memory.event.immortal ? Math.min(
      1,
      immortalStanding(
        memory.event.salience,
        digest.sessionCount - ordinal,
        access,
        input.now,
        decay
      )
    ) : effectiveSalience(memory, access, input.now, decay);
    const branchFactor = memory.event.branch === input.branch ? 1.2 : isMainline(memory.event.branch) ? 1 : 0.8;
    const score = (overlap + (memory.pinned ? 1 : 0) + (isPreference ? 0.2 : 0)) * (0.5 + 0.5 * salience) * branchFactor;
    const confidence = confidenceOf(memory);
    const line = candidateLine(
      memory,
      ordinal,
      confidence,
      reality,
      input.elsewhere?.get(memory.id)
    );
    const section = kind === "gotcha" || kind === "fix" || kind === "preference" ? "learnings" : "knowledge";
    scored.push({
      kind: section,
      score,
      tokens: lineTokens(line),
      key: memory.id,
      memory,
      line,
      overlap
    });
  });
  const best = Math.max(
    0,
    ...scored.filter((candidate) => candidate.overlap > 0).map((candidate) => candidate.score)
  );
  const relevant = scored.filter(
    (candidate) => candidate.memory.pinned || (candidate.overlap > 0 ? candidate.score >= best * FRAME_RELATIVE_CUT : briefingKind(candidate.memory) === "preference")
  ).sort((a, b) => b.score - a.score || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const candidates = groupNearDuplicates(
    relevant,
    (candidate) => candidate.memory.content
  ).map((group) => group.item);
  const taskLines = [
    "## Task",
    "",
    oneLine(input.task, 100) === input.task.trim() ? `**${input.task.trim()}**` : clip(input.task, 2e3),
    ""
  ];
  const stateLines = currentState(input);
  const instructions = [
    "## Instructions",
    "",
    "Work on the task above. Follow the decisions listed unless the task says otherwise, and do not bring back a rejected",
    "approach without a new reason. Memory can be out of date: check the files it names before relying on them.",
    "Record what you decide or learn on a line of its own: [MEMORY: decision] \u2026, [MEMORY: rejected] \u2026, [MEMORY: learned] \u2026"
  ];
  const headers = ["## Relevant knowledge", "", "", "## Past learnings", "", ""];
  const documentLines = (input.documents ?? []).length ? [
    "## Project documents",
    "",
    ...input.documents.map((doc) => `- ${documentLine(doc, 300)}`),
    ""
  ] : [];
  const fixed = [
    ...taskLines,
    ...stateLines,
    ...instructions,
    ...headers,
    ...documentLines,
    "---",
    "---",
    "---",
    "---",
    "---"
  ].reduce((sum, line) => sum + lineTokens(line), 0) + 40;
  const { chosen } = allocateBudget(candidates, Math.max(0, input.budget - fixed), {
    knowledge: 65,
    learnings: 35
  });
  const inSection = (section) => chosen.filter((candidate) => candidate.kind === section).sort((a, b) => b.score - a.score || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const knowledge = inSection("knowledge");
  const learnings = inSection("learnings");
  const knowledgeLines = [
    "## Relevant knowledge",
    "",
    ...knowledge.length ? knowledge.map((c) => c.line) : ["Nothing in memory shares this task's terms."],
    ""
  ];
  const learningLines = [
    "## Past learnings",
    "",
    ...learnings.length ? learnings.map((c) => c.line) : ["None recorded that bear on it."],
    ""
  ];
  const body = [
    taskLines,
    knowledgeLines,
    ...documentLines.length ? [documentLines] : [],
    learningLines,
    stateLines,
    instructions
  ];
  const joined = body.map((lines) => lines.join("\n").trimEnd()).join("\n\n---\n\n");
  const tokens = estimateTokens(joined) + 30;
  const text = `<!-- cortex context frame: budget ${input.budget} tokens, about ${tokens} used -->

${joined}
`;
  const names = [
    "Task",
    "Relevant knowledge",
    ...documentLines.length ? ["Project documents"] : [],
    "Past learnings",
    "Current state",
    "Instructions"
  ];
  return {
    text,
    tokens: estimateTokens(text),
    budget: input.budget,
    sections: body.map((lines, index) => ({
      name: names[index],
      tokens: estimateTokens(lines.join("\n")),
      items: names[index] === "Relevant knowledge" ? knowledge.length : names[index] === "Past learnings" ? learnings.length : names[index] === "Project documents" ? input.documents.length : 0
    })),
    memoryIds: chosen.map((candidate) => candidate.memory.id).sort()
  };
}
function currentState(input) {
  const { digest } = input;
  const lines = ["## Current state", ""];
  lines.push(
    `Branch: ${input.branch ?? "detached HEAD"}.${digest.lastEvent ? ` Memory spans ${digest.namedSessionCount} session${digest.namedSessionCount === 1 ? "" : "s"}.` : " Nothing recorded yet."}`
  );
  const fold = foldMemories(digest.memoryEvents);
  const plan = currentPlans(fold).find((candidate) => candidate.branch === input.branch);
  if (plan && plan.steps.length && !isPlanDone(plan)) {
    lines.push(
      `Plan: ${planTitle(plan)} (${doneCount(plan)} of ${stepCount(plan.steps.length)} done).`
    );
    const next = plan.steps.map((_, index) => index).filter((index) => index >= plan.here && plan.steps[index].status !== "completed").slice(0, 4);
    lines.push(...next.map((index) => stepLine(plan, index)));
  } else if (plan) {
    lines.push(`Plan: ${planTitle(plan)}${plan.steps.length ? " (all steps done)" : ""}.`);
  }
  lines.push(...input.notices ?? []);
  lines.push("");
  return lines;
}

// src/memory/brief.ts
function readBriefing(project, request, reportWarnings) {
  const log = readBriefingLog(project, request.now);
  reportWarnings(log.warnings);
  const briefing = prepareBriefing(project, {
    now: request.now,
    log,
    ...request.budget !== void 0 ? { budget: request.budget } : {}
  });
  return briefing;
}
function frameTask(project, request, reportWarnings) {
  const { task, now, budget } = request;
  const log = readMemoryView(project);
  reportWarnings(log.warnings);
  const provenance = readMemoryProvenance(project, log);
  const trusted = keepTrustedMemories(log.digest, provenance.isTrusted);
  const reality = gatherRealityFacts(project, trusted.digest);
  const config = project.config.briefing;
  const notices = [
    ...provenance.problem ? [`${provenance.problem}: memories left out until it can.`] : [],
    ...trusted.leftOut || trusted.activitySessionsLeftOut ? [
      describeUntrustedLeftOut(
        trusted.leftOut,
        provenance.trust,
        trusted.activitySessionsLeftOut
      )
    ] : []
  ];
  const frame = buildContextFrame({
    digest: trusted.digest,
    notices,
    task,
    now,
    branch: reality.branch,
    access: readAccessStats(project.paths).stats,
    reality,
    budget,
    decay: { decayPerHour: config.decayPerHour, reinforcement: 1.2 },
    elsewhere: log.elsewhere,
    documents: searchProjectDocs(project, task, { limit: 2, minShare: 0.5 })
  });
  return frame;
}

// src/cli/commands/brief.ts
var TASK_FRAME_BUDGET = 1500;
async function realTokenCounter() {
  const { countTokens } = await import("./cl100k_base-VDLYLL2I.mjs");
  return (text) => countTokens(text);
}
async function writeStats(ctx, text, sections, budget, estimated) {
  const count = await realTokenCounter();
  const total = count(text);
  const width = Math.max(...sections.map((section) => section.name.length), "total".length);
  const lines = [`${"section".padEnd(width)}  tokens  items`];
  for (const section of sections)
    lines.push(
      `${section.name.padEnd(width)}  ${String(section.tokens).padStart(6)}  ${String(section.items).padStart(5)}`
    );
  lines.push(`${"total".padEnd(width)}  ${String(total).padStart(6)}`);
  lines.push(
    `budget ${budget} tokens; ${total} counted with cl100k_base (estimated ${estimated}); ${text.length} characters`
  );
  ctx.stderr.write(lines.join("\n") + "\n");
}
function writeJson(ctx, value) {
  ctx.stdout.write(`${JSON.stringify(value, null, 2)}
`);
}
async function run(input, ctx) {
  const budget = optionCount(input.options.budget, "budget");
  if (budget !== void 0 && (budget < BRIEFING_BUDGET_RANGE[0] || budget > BRIEFING_BUDGET_RANGE[1])) {
    throw new UsageError(
      `--budget must be between ${BRIEFING_BUDGET_RANGE[0]} and ${BRIEFING_BUDGET_RANGE[1]} tokens, got ${budget}`
    );
  }
  const task = optionString(input.options.task);
  if (task !== void 0 && task.trim() === "")
    throw new UsageError(
      "--task needs a description of the task",
      'e.g. cortex brief --task "add token refresh"'
    );
  const project = openProject(ctx.cwd, "cli", ctx.env);
  const now = ctx.now();
  if (task === void 0) {
    const briefing = readBriefing(
      project,
      { now, ...budget !== void 0 ? { budget } : {} },
      (warnings) => reportReadWarnings(ctx, warnings)
    );
    if (input.options.json === true) {
      writeJson(ctx, {
        kind: "briefing",
        text: briefing.text,
        budget: briefing.budget,
        tokens: briefing.tokens,
        sections: briefing.sections
      });
      return 0;
    }
    ctx.stdout.write(briefing.text);
    if (input.options.stats === true)
      await writeStats(ctx, briefing.text, briefing.sections, briefing.budget, briefing.tokens);
    return 0;
  }
  const frame = frameTask(
    project,
    { task, now, budget: budget ?? TASK_FRAME_BUDGET },
    (warnings) => reportReadWarnings(ctx, warnings)
  );
  if (input.options.json === true)
    writeJson(ctx, {
      kind: "task-frame",
      task,
      text: frame.text,
      budget: frame.budget,
      tokens: frame.tokens,
      sections: frame.sections,
      memories: frame.memoryIds
    });
  else ctx.stdout.write(frame.text);
  reinforce(
    project,
    frame.memoryIds,
    now,
    (message) => ctx.stderr.write(`warning: could not record that these memories were used: ${message}
`)
  );
  if (input.options.json === true) return 0;
  if (input.options.stats === true)
    await writeStats(ctx, frame.text, frame.sections, frame.budget, frame.tokens);
  return 0;
}
var command = {
  name: "brief",
  summary: "print the session briefing, or a context frame for a task",
  usage: [
    "brief [--budget <tokens>] [--stats] [--json]",
    'brief --task "<text>" [--budget <tokens>] [--stats] [--json]'
  ],
  description: "Print the start-of-session briefing for the current branch: the same text the session-start\nhook gives Claude Code and writes to .claude/rules/cortex-briefing.md. With --task, print a context\nframe for that task instead: the task, the memories that bear on it, past learnings, where work\nstands, and instructions last. Memories placed in a task frame count as accessed (reinforced).\nBoth leave out memories, corrections and activity from authors briefing.trustedAuthors does not\ntrust (by default, anyone with no commit on the default branch), and say how many.",
  options: {
    task: { type: "string", value: "<text>", description: "build a context frame for this task" },
    budget: {
      type: "string",
      value: "<tokens>",
      description: `token budget (default: briefing.budget in .cortex/config.json, 600; a task frame ${TASK_FRAME_BUDGET})`
    },
    stats: { type: "boolean", description: "also print tokens per section (cl100k) on stderr" },
    json: {
      type: "boolean",
      description: "one JSON object: the text, its budget and estimated tokens, its sections (and a frame's memory ids)"
    }
  },
  positionals: { min: 0, max: 0 },
  examples: [
    "cortex brief",
    "cortex brief --stats",
    'cortex brief --task "add token refresh to the OAuth settings page"'
  ],
  run
};
export {
  command
};
