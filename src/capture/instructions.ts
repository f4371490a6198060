/**
 * The user's standing instructions: what a prompt, a correction or the reason for
 * rejecting a tool call says about how to work from now on ("always run the linter",
 * "don't commit without asking", "use pnpm not npm", "from now on …"). Only the sentence is
 * kept. One-off requests ("fix this bug"), questions and things said in passing ("don't
 * worry about it") are not instructions.
 */
import { redactAndTruncate, splitSentences } from './prose.js';

const MAX_SENTENCE = 300;

/** Openers that carry nothing ("ok,", "also", "and please"), taken off before reading. */
const FILLER =
  /^(?:(?:ok(?:ay)?|also|and|but|so|btw|yes|yeah|no|nope|great|thanks|cool|right|hmm|oh|well|please|pls|one more thing)\b[,.!:]?\s+)+/i;

/** Imperatives that hold beyond the task at hand. */
const STANDING_START =
  /^(?:always|never|don[’']?t|do not|dont|stop|avoid|make sure (?:to|you|that)|remember to|from now on|going forward|prefer|keep(?!\s+(?:all\b|the\b|these\b|those\b|this\b|that\b|them\b|it\b|both\b|backwards?\b|in mind|that in mind|this in mind|going|on\b|up\b|it up|at it|trying|looking|working|reading|digging|calm|track|an eye|me posted|me updated|me informed))|no more|only ever)\b/i;
/** Phrases that make a sentence standing wherever they appear. */
const STANDING_ANYWHERE =
  /\b(?:from now on|going forward|every time|each time|whenever you|(?:you|we) should (?:always|never)|(?:please|you must|we must|must) (?:always|never)|I (?:always )?(?:want|need|prefer|like) (?:you )?to (?:always|never)|I(?:'d| would)? prefer|we (?:always|never) |let[’']?s (?:always|never)|(?:always|never) (?:use|run|commit|push|ask|write|add|keep|call|put|create|check|test|update))\b/i;
/** "use X not Y", "use X instead of Y", "X, not Y" choices of tool or style. */
const USE_NOT =
  /^(?:please\s+)?(?:use|prefer|go with|stick (?:to|with))\s+.{1,60}?\s+(?:not|instead of|rather than|over)\s+\S/i;
/** "don't …" said in passing, not as an instruction. */
const IN_PASSING =
  /^(?:don[’']?t|do not|dont)\s+(?:worry|know|think|see|understand|get|mind|care|have|remember|bother|need|believe|want to (?:break|lose)|forget,)\b/i;
/** Sentences that ask or wonder rather than instruct. */
const NOT_AN_INSTRUCTION =
  /^(?:can|could|would|should|why|what|how|where|when|is|are|do|does|did|will|shall|which|who)\b/i;

/**
 * A request for this piece of work ("let's rename it to steps …", "rename the field and always
 * write the new name"): its "always" is about what the code should do, not how to work. Only
 * "from now on" or "going forward" makes such a sentence standing.
 */
const WORK_REQUEST =
  /^(?:(?:let[’']?s|lets)\s+(?!always\b|never\b|not\b|stop\b|avoid\b|keep\b|make sure\b|use\b|prefer\b)|(?:rename|add|fix|change|update|move|remove|delete|implement|create|refactor|replace|write)\s)/i;
const FROM_NOW_ON = /\b(?:from now on|going forward)\b/i;

/** Whether one sentence (fillers already off) is a standing instruction. */
export function isStandingInstruction(sentence: string): boolean {
  const text = sentence.trim();
  if (text.length < 8 || text.length > MAX_SENTENCE) return false;
  if (/\?\s*$/.test(text) || NOT_AN_INSTRUCTION.test(text) || IN_PASSING.test(text)) return false;
  if (WORK_REQUEST.test(text) && !FROM_NOW_ON.test(text)) return false;
  // "don't forget to X" is standing; "never mind" is not.
  if (/^never\s+mind\b/i.test(text)) return false;
  return STANDING_START.test(text) || USE_NOT.test(text) || STANDING_ANYWHERE.test(text);
}

/**
 * The standing instructions in a prompt or a rejection reason, each as one sentence.
 * Slash commands, pasted output (lines after the first few) and quoted blocks are skipped.
 */
export function standingInstructions(text: string): string[] {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed.startsWith('/') || trimmed.startsWith('<')) return [];
  const found: string[] = [];
  // A long prompt is mostly pasted material; instructions sit in its first lines.
  const lines = trimmed.split(/\r?\n/).slice(0, 12);
  let fenced = false;
  for (const line of lines) {
    const plain = line.trim();
    if (plain.startsWith('```') || plain.startsWith('~~~')) fenced = !fenced;
    if (fenced) continue;
    if (
      plain === '' ||
      plain.startsWith('>') ||
      plain.startsWith('```') ||
      plain.startsWith('|') ||
      /^\s{4}/.test(line)
    )
      continue;
    for (const raw of splitSentences(plain.replace(/^(?:[-*+]|\d{1,3}[.)])\s+/, ''))) {
      const sentence = raw.replace(FILLER, '').trim();
      if (!isStandingInstruction(sentence)) continue;
      const stored = redactAndTruncate(
        sentence.charAt(0).toUpperCase() + sentence.slice(1),
        MAX_SENTENCE,
      );
      if (!found.includes(stored)) found.push(stored);
    }
  }
  return found;
}

/** Questions about how things are ("when is X run?", "can you explain why …?"), not requests put as questions. */
const ASKS_HOW_THINGS_ARE =
  /^(?:when|how|why|what|where|which|who|is|are|does|do|did|was|were|has|have|isn[’']t|aren[’']t|doesn[’']t|can you (?:explain|help me understand|tell me|check whether|check if|recheck|see)|could you (?:explain|tell me)|I (?:wonder|am wondering|'m wondering))\b/i;

/**
 * Whether a prompt asks how something in the project is or works (its answer is worth
 * keeping), rather than asking for work to be done ("can you add tests?").
 */
export function isQuestionAboutTheCode(text: string): boolean {
  const trimmed = text.trim().replace(FILLER, '');
  if (
    trimmed.length < 12 ||
    trimmed.length > 600 ||
    trimmed.startsWith('/') ||
    trimmed.startsWith('<')
  )
    return false;
  if (!/\?\s*$/.test(trimmed) && !/\bI (?:wonder|am wondering|'m wondering)\b/i.test(trimmed))
    return false;
  return ASKS_HOW_THINGS_ARE.test(trimmed) || /\b(?:I wonder|wondering)\b/i.test(trimmed);
}
