/**
 * What a turn settled. A turn is a user's request, the assistant's work, and its report at
 * the end (its last text before the next prompt); the user's reply to that report
 * confirms, chooses or corrects. Real sessions settle most things here, not in sentences
 * that match a pattern mid-turn:
 *
 * - the report of a fix ("Fixed. The issue was that …") is an error episode: the problem
 *   the user brought or the failure met in the turn, the cause the report states, the fix;
 * - the report's other statements (a change made "so that …", how something works) are
 *   candidates for decisions and lessons;
 * - a reply choosing among the options the report offered ("yes", "2", "go with the
 *   second") is a decision: the option chosen, with the report's reason for it;
 * - a reply that corrects ("no, X is created in the hook") is the user's own lesson.
 *
 * Everything here is a candidate: the judge (judge.ts) keeps or drops it. Pure.
 */
import type { EventType } from '../events/types.js';
import { isCauseStatement } from './causes.js';
import { MUSING, REQUEST } from './prose-candidates.js';
import { redactAndTruncate, truncate } from './prose.js';
import { digestReport } from './report-digest.js';
import { CUES, statementsOf, subjectOf, type Statement } from './statements.js';

export interface TurnText {
  text: string;
  record?: string;
  ts: string;
}

export interface Turn {
  /** The user's prompt that opened the turn. */
  request?: TurnText;
  /** The assistant's last text of the turn, when no tool call came after it. */
  report?: TurnText;
  /** The user's next message, when the turn is followed by one. */
  reply?: TurnText;
  /** Error lines of commands that failed during the turn. */
  failures?: string[];
  /** The request asked how something in the code is: the report is its answer. */
  question?: boolean;
}

export type TurnSource = 'turn-report' | 'turn-reply' | 'turn-choice' | 'turn-episode' | 'answer';

export interface TurnCandidate {
  type: Extract<
    EventType,
    | 'decision_made'
    | 'approach_rejected'
    | 'knowledge_acquired'
    | 'error_resolved'
    | 'preference_noted'
  >;
  content: string;
  source: TurnSource;
  record?: string;
  ts: string;
  data: Record<string, unknown>;
}

const MAX_CONTENT = 600;
/** Openers that say nothing: "Done.", "All tests pass.", "Perfect!". */
const EMPTY_SENTENCE =
  /^(?:done|perfect|great|excellent|good|sure|ok(?:ay)?|yes|no|fixed|all set|here(?:'s| is) (?:the|a|what)[^.]*|(?:all |the )?(?:tests?|build|lint(?:er)?|checks?)(?:,? (?:and )?(?:tests?|build|lint(?:er)?|checks?))* (?:all )?(?:pass(?:es|ed)?|(?:is |are )?(?:passing|clean|green|succeed(?:s|ed)?))(?: now)?(?:[^.!]{0,40})?)[.!:]?$/i;
/** A request that brings a problem. */
const PROBLEM =
  /\b(?:fail(?:s|ed|ing|ure)?|error|errors|broken|breaks?|bug|crash(?:es|ed)?|panic|doesn['’]t work|does not work|not working|wrong|issue|problem|regress(?:ion|ed)?|exception|hangs?|stuck)\b/i;
/** A reply that agrees to what the report offered. */
const AFFIRMATIVE =
  /^(?:y(?:es|ep|eah|up)?|sure|ok(?:ay)?|go(?: ahead)?|do it|please do|sounds good|lgtm|looks good|perfect|great|agreed|correct|right|let['’]s do (?:it|that|this)|make (?:it|that|the change)|proceed|ship it)\b/i;
const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth'];

function cleanSentence(sentence: string): string {
  return sentence.replace(/\s+/g, ' ').trim();
}

function firstSentence(text: string, max = 200): string {
  const statement = statementsOf(text)[0];
  return truncate(cleanSentence(statement?.sentences[0] ?? text), max);
}

/** The statements of a report worth reading: its empty openers and offers taken off. */
function reportStatements(report: string): Statement[] {
  return statementsOf(report)
    .map((statement) => ({
      ...statement,
      sentences: statement.sentences.filter((sentence) => !EMPTY_SENTENCE.test(sentence.trim())),
    }))
    .filter((statement) => statement.sentences.length > 0);
}

/** The report of a fix: the problem, the cause it states and the fix, as one episode. */
function readFixReport(
  turn: Turn,
  statements: readonly Statement[],
): { candidate: TurnCandidate; used: Set<string> } | undefined {
  const report = turn.report!;
  const sentences = statements.flatMap((statement) => statement.sentences.map(cleanSentence));
  // A sentence that ends pointing at what follows ("We need to decide:") states no cause.
  const causes = sentences.filter(
    (sentence) =>
      !/:\s*$/.test(sentence) &&
      (isCauseStatement(sentence) || (CUES.cause.test(sentence) && !CUES.question.test(sentence))),
  );
  const fixes = sentences.filter(
    (sentence) => CUES.fix.test(sentence) && !causes.includes(sentence),
  );
  const request = turn.request?.text ?? '';
  // The user thinking aloud ("I was less worried about …") or asking for work ("let's scrap the tests") names no problem.
  const asked = request.trim();
  const problemFromRequest =
    PROBLEM.test(request) &&
    !turn.question &&
    !/^(?:why|what|how|when|where|can you explain)\b/i.test(asked) &&
    !MUSING.test(asked) &&
    !REQUEST.test(asked) &&
    !/^(?:(?:ok(?:ay)?|so|now|also|then)[,.!]?\s+)*let['’]?s\b/i.test(asked)
      ? firstSentence(request, 200)
      : undefined;
  const problem = problemFromRequest ?? turn.failures?.[turn.failures.length - 1];
  if (!problem || causes.length === 0) return undefined;
  const cause = truncate(causes.slice(0, 2).join(' '), 320);
  const fix = fixes.length > 0 ? truncate(fixes.slice(0, 2).join(' '), 240) : undefined;
  const content = `${problem.replace(/[.\s]+$/, '')}. Cause: ${cause.replace(/[.\s]+$/, '')}.${fix ? ` Fix: ${fix.replace(/[.\s]+$/, '')}.` : ''}`;
  return {
    used: new Set([...causes.slice(0, 2), ...fixes.slice(0, 2)]),
    candidate: {
      type: 'error_resolved',
      content: redactAndTruncate(content, MAX_CONTENT),
      source: 'turn-episode',
      ...(report.record ? { record: report.record } : {}),
      ts: report.ts,
      data: {
        error: redactAndTruncate(problem, 200),
        cause: redactAndTruncate(cause, 300),
        ...(fix ? { fix: redactAndTruncate(fix, 300) } : {}),
        ...subjectField(`${problem} ${cause}`),
      },
    },
  };
}

function subjectField(text: string): { subject?: string } {
  const subject = subjectOf(text);
  return subject ? { subject: truncate(subject, 80) } : {};
}

/**
 * The options a report offers: the last numbered or lettered list (or run of "Option N:"
 * lines) in it, preferring one introduced as options ("Options:", "two approaches", "you
 * could …"). Lists that only describe (the code paths found) come earlier and are passed over.
 */
export function offeredOptions(report: string): string[] {
  const blocks: { intro: string; options: string[] }[] = [];
  let current: { intro: string; options: string[] } | undefined;
  let previous = '';
  for (const line of report.split(/\r?\n/)) {
    const numbered = /^\s*(?:\d{1,2}[.)]|[a-cA-C][.)])\s+(.+)$/.exec(line);
    const named = /^\s*(?:[-*]\s+)?\*{0,2}option\s+([1-9A-Ca-c])\*{0,2}\s*[:.)-]\s*(.+)$/i.exec(
      line,
    );
    const text = named ? named[2] : numbered ? numbered[1] : undefined;
    if (text) {
      if (!current) blocks.push((current = { intro: previous, options: [] }));
      current.options.push(cleanSentence(text.replace(/\*\*/g, '')));
    } else if (line.trim() !== '' && !/^\s{2,}\S/.test(line)) {
      current = undefined;
      previous = line;
    }
  }
  const usable = blocks.filter((block) => block.options.length >= 2 && block.options.length <= 6);
  const introduced = usable.filter(
    (block) =>
      /\b(?:options?|approach(?:es)?|alternatives?|could|either|choose|prefer|ways?)\b/i.test(
        block.intro,
      ) || block.options.some((option) => /^option\b/i.test(option)),
  );
  return (introduced[introduced.length - 1] ?? usable[usable.length - 1])?.options ?? [];
}

/** A reply opening by naming an option: "2", "option 3", "let's go with b". */
const NAMED_OPTION =
  /^(?:(?:let['’]s |i['’]d |we['’]ll )?(?:go with |do |take |use |pick )?(?:option|approach|number|#)?\s*)([1-9]|[a-c])\b/;
/** What a reply says of the option it names, when it rules it out: "option 1 doesn't work since …". */
const RULES_OUT =
  /^[\s,:-]*(?:(?:is|would be|seems|sounds)\s+)?(?:doesn['’]t|does not|won['’]t|will not|wouldn['’]t|would not|can['’]t|cannot|isn['’]t|is not|not|never|is (?:wrong|bad|risky|fragile)|breaks?|fails?)\b/;

/**
 * Which option a reply picks: by number, letter, ordinal, or by naming its words; -1 for
 * none. A reply that rules out the option it names picks the other one of two, and none of
 * more.
 */
export function chosenOption(
  reply: string,
  options: readonly string[],
  recommended: number,
): number {
  const text = reply.trim().toLowerCase();
  const number = NAMED_OPTION.exec(text);
  if (number) {
    const value = number[1]!;
    const index = /\d/.test(value) ? Number(value) - 1 : value.charCodeAt(0) - 97;
    if (index < options.length) {
      if (!RULES_OUT.test(text.slice(number[0].length))) return index;
      return options.length === 2 ? 1 - index : -1;
    }
  }
  const ordinal = ORDINALS.findIndex((word) =>
    new RegExp(`\\b(?:the )?${word}\\b(?: one| option| approach)?`).test(text),
  );
  if (ordinal >= 0 && ordinal < options.length && text.length < 80) return ordinal;
  if (AFFIRMATIVE.test(text) && text.length < 80 && recommended >= 0) return recommended;
  return -1;
}

/** The option the report recommends ("Option 1 is cleaner", "I'd recommend the second"), -1 for none. */
function recommendedOption(
  report: string,
  options: readonly string[],
): { index: number; reason?: string } {
  for (const sentence of statementsOf(report).flatMap((statement) => statement.sentences)) {
    if (
      !/\b(?:recommend|cleaner|simpler|better|prefer|preferable|best|suggest|go with)\b/i.test(
        sentence,
      )
    )
      continue;
    const number =
      /\boption\s+([1-9A-Ca-c])\b/i.exec(sentence) ??
      /\b(?:approach|number)\s+([1-9])\b/i.exec(sentence);
    if (number) {
      const value = number[1]!.toLowerCase();
      const index = /\d/.test(value) ? Number(value) - 1 : value.charCodeAt(0) - 97;
      if (index < options.length) return { index, reason: cleanSentence(sentence) };
    }
    const ordinal = ORDINALS.findIndex((word) =>
      new RegExp(`\\bthe ${word}\\b`, 'i').test(sentence),
    );
    if (ordinal >= 0 && ordinal < options.length)
      return { index: ordinal, reason: cleanSentence(sentence) };
  }
  return { index: -1 };
}

/** An option priced in minutes or seconds of work, or offered as a quick fix. */
const EFFORT =
  /\(\s*~?\d+\s*(?:s|secs?|seconds?|m|mins?|minutes?)\s*\)|^(?:\*\*)?quick (?:fix|win)\b/i;

/** A reply that picks one of the report's options: a decision, with the report's reason. */
function readChoice(turn: Turn): TurnCandidate | undefined {
  const { report, reply } = turn;
  if (!report || !reply) return undefined;
  const options = offeredOptions(report.text);
  if (options.length === 0) return undefined;
  const recommendation = recommendedOption(report.text, options);
  const index = chosenOption(reply.text, options, recommendation.index);
  if (index < 0) return undefined;
  const chosen = options[index]!.replace(/[.:\s]+$/, '');
  // "Quick fix - rename `x` to `sb` (30 seconds)": a task picked for now, done in the same turn, not a design choice.
  if (EFFORT.test(chosen)) return undefined;
  const others = options
    .filter((_, at) => at !== index)
    .map((option) => truncate(option.replace(/[.:\s]+$/, ''), 120));
  // Chosen by ruling the other out ("option 1 doesn't work since …"): the reply is the reason.
  const named = NAMED_OPTION.exec(reply.text.trim().toLowerCase());
  const byRulingOut =
    named !== null && RULES_OUT.test(reply.text.trim().toLowerCase().slice(named[0].length));
  const reason = byRulingOut
    ? truncate(cleanSentence(reply.text), 300)
    : index === recommendation.index
      ? recommendation.reason
      : undefined;
  const content = `${chosen}${others.length ? ` (chosen over: ${others.join('; ')})` : ''}${reason ? `. ${reason}` : ''}`;
  return {
    type: 'decision_made',
    content: redactAndTruncate(content, MAX_CONTENT),
    source: 'turn-choice',
    ...(reply.record ? { record: reply.record } : {}),
    ts: reply.ts,
    data: {
      alternatives: others.map((other) => redactAndTruncate(other, 200)),
      ...(reason ? { reason: redactAndTruncate(reason, 300) } : {}),
      ...subjectField(chosen),
    },
  };
}

/**
 * The offer that closes a report: "Want me to rename it?", "Shall I proceed with the
 * implementation then?", "Should I clean this up by removing the unused `StageFiles()` function?".
 */
const CLOSING_OFFER =
  /(?:^|[\s.!:])(?:(?:do )?you want me to|want me to|should i|shall i|would you like me to)\s+([^?\n]{3,200})\?\s*$/i;
/**
 * An offer only to look further, or to go ahead with work ("proceed with the implementation",
 * "proceed with creating these documentation updates"): no proposal of its own, and once the
 * work is done, nothing a later session needs.
 */
const OFFER_TO_LOOK =
  /^(?:(?:also |first |now |then )?(?:run|re-?run|check|verify|test|look|investigate|search|explore|dig|commit|push|open a (?:pr|pull request)|create a (?:pr|pull request)|continue|go on|go ahead|proceed|start))\b/i;

/** A reply that agrees, and only that: "yes", "yes, can there be less space?", "sure.", not "sure?" nor "correct me if …". */
const AGREES =
  /^(?:y(?:es|ep|eah|up)|sure|ok(?:ay)?|go ahead|do it|please do|sounds good|lgtm|agreed|let['’]s do (?:it|that|this)|proceed)(?![\w'’])(?!\s*\?)/i;
/** A reply that agrees only in part, or changes the offer: "ok but don't rename it", "yes, but call it `snapshot` instead". */
const DEMURS = /\b(?:but|instead|don['’]t|do not|not|rather|except|wait)\b/i;

/**
 * A report that proposes a change with its reasons and offers to make it, and a reply that
 * agrees ("yes", "yes, preserve what was there"): a decision the user made on the assistant's
 * proposal, said as the proposal's digest. An offer only to look further, or a reply that
 * picks among listed options (readChoice), is not one.
 */
function readAgreedProposal(turn: Turn): TurnCandidate | undefined {
  const { report, reply } = turn;
  if (!report || !reply) return undefined;
  const text = report.text.trim();
  const offer = CLOSING_OFFER.exec(text);
  const answer = reply.text.trim().replace(/\s+/g, ' ');
  if (!offer || !AGREES.test(answer) || DEMURS.test(answer) || answer.length > 160)
    return undefined;
  const action = offer[1]!.trim();
  if (OFFER_TO_LOOK.test(action)) return undefined;
  const proposal = digestReport(text.slice(0, offer.index + 1), 440);
  if (proposal.length < 60) return undefined;
  // What was offered is said as offered ("rename it", "also delete the old module"): the proposal's digest may not say it.
  const content = `${proposal.replace(/[\s.:]+$/, '')}. Offered to ${truncate(action, 160)}; the user agreed: "${truncate(answer, 120)}".`;
  return {
    type: 'decision_made',
    content: redactAndTruncate(content, MAX_CONTENT),
    source: 'turn-choice',
    ...(reply.record ? { record: reply.record } : {}),
    ts: reply.ts,
    data: { tags: ['agreed-proposal'], ...subjectField(proposal) },
  };
}

/** What opens an answer without saying anything: praise, agreement. */
const PRAISE =
  /^(?:(?:yes|no|sure|right|ok(?:ay)?)[!.,]?|(?:great|excellent|good) (?:question|catch|point|observations?)[!.,]?|you(?:'re| are) (?:absolutely )?right[^.!]*[.!])$/i;
/** An answer that reports the work done rather than how things are. */
const WORK_REPORT =
  /^(?:here(?:'s| is) )?(?:a )?summary of (?:the )?(?:changes|what (?:was|I) (?:implemented|changed|did|added))|^here(?:'s| is) what I (?:implemented|changed|did|added)\b/i;

/**
 * A question about what would be if someone did something, or about what the assistant
 * meant, rather than about how the code is ("what would happen if the cache is missing?"
 * asks how the code behaves, and is answered).
 */
const HYPOTHETICAL =
  /^(?:(?:hmm+|ok(?:ay)?|so|and|but)[,.!]?\s+)*(?:what (?:would|will|could) happen if (?:we|i|you|he|she|they|someone|the user)\b|what if (?:we|i|you)\b|what (?:do|did) you mean\b)/i;

/** The answer to a question about the code: the question, and the report's first statements. */
function readAnswer(
  question: string,
  report: TurnText,
  statements: readonly Statement[],
): TurnCandidate | undefined {
  // "thinking about … if I worked on the branch locally": the user weighing options aloud, not asking how the code is;
  // "what would happen if …": how it would be, not how it is; "what do you mean …": the assistant's own words again.
  if (MUSING.test(question.trim()) || HYPOTHETICAL.test(question.trim())) return undefined;
  const sentences = statements
    .flatMap((statement) => statement.sentences.map(cleanSentence))
    .filter(
      (sentence) =>
        !CUES.question.test(sentence) &&
        !PRAISE.test(sentence) &&
        !/^(?:want me|would you like|shall i|let me|i can|should i)\b/i.test(sentence),
    );
  if (
    sentences.length === 0 ||
    CUES.activity.test(sentences[0]!) ||
    WORK_REPORT.test(sentences[0]!)
  )
    return undefined;
  // The answer read whole: its opening, each section's first words, its list items.
  const found = digestReport(report.text, 440) || truncate(sentences.slice(0, 2).join(' '), 360);
  if (found.length < 40) return undefined;
  const asked = truncate(question.trim().replace(/\s+/g, ' '), 140);
  return {
    type: 'knowledge_acquired',
    content: redactAndTruncate(`Asked "${asked}": ${found}`, MAX_CONTENT),
    source: 'answer',
    ...(report.record ? { record: report.record } : {}),
    ts: report.ts,
    data: subjectField(found),
  };
}

/** Every candidate a closed turn gives, in the order they were said. */
export function readTurn(turn: Turn): TurnCandidate[] {
  const candidates: TurnCandidate[] = [];
  const report = turn.report;
  const choice = readChoice(turn);
  if (report && report.text.trim().length >= 30 && !/^API Error\b/.test(report.text.trim())) {
    const statements = reportStatements(report.text);
    const fix = readFixReport(turn, statements);
    if (fix) candidates.push(fix.candidate);
    const agreed = choice === undefined ? readAgreedProposal(turn) : undefined;
    const answer =
      turn.question && turn.request && !agreed
        ? readAnswer(turn.request.text, report, statements)
        : undefined;
    if (answer) candidates.push(answer);
    if (agreed) candidates.push(agreed);
  }
  // The report's other statements are read as the assistant's paragraphs (prose-candidates.ts),
  // and the reply as the user's prompt; what only the turn shows is the choice between options
  // (listed ones, or the one change the report proposed).
  if (choice) candidates.push(choice);
  return candidates;
}
