/**
 * The statements of a piece of prose (an end-of-turn report, a user's message, a summary
 * item) and what marks each: a cause, a fix, a choice, a constraint, a rejection, an open
 * end, narration. Capture reads these marks to guess a candidate's type; the judge
 * (judge.ts) reads them again as features. Pure: strings in, values out.
 */
import { codeIdentifiers } from './fix-match.js';
import { proseParagraphs, splitSentences, stripEmphasis } from './prose.js';

/** One paragraph or list item of prose, its sentences, and the heading-like line before it. */
export interface Statement {
  text: string;
  sentences: string[];
  /** A list item rather than a paragraph. */
  item: boolean;
  /** The paragraph just before a list item when it ends with a colon ("Root cause:"). */
  lead?: string;
}

/** Splits markdown prose into statements (code, tables, quotes and headings left out). */
export function statementsOf(markdown: string): Statement[] {
  const statements: Statement[] = [];
  let lead: string | undefined;
  for (const raw of markdownUnits(markdown)) {
    const text = stripEmphasis(raw.text).replace(/\s+/g, ' ').trim();
    if (text === '') continue;
    const sentences = splitSentences(text)
      .map((sentence) => sentence.trim())
      .filter(Boolean);
    statements.push({ text, sentences, item: raw.item, ...(raw.item && lead ? { lead } : {}) });
    if (!raw.item) lead = /:\s*$/.test(text) ? text : undefined;
  }
  return statements;
}

/** proseParagraphs, knowing which paragraphs were list items. */
function markdownUnits(markdown: string): { text: string; item: boolean }[] {
  const items = new Set<string>();
  for (const line of markdown.split(/\r?\n/)) {
    const match = /^\s*(?:[-*+]|\d{1,3}[.)])\s+(.*)$/.exec(line);
    if (match) items.add(match[1]!.replace(/\s+/g, ' ').trim().slice(0, 40));
  }
  return proseParagraphs(markdown).map((paragraph) => ({
    text: paragraph.text,
    item: items.has(paragraph.text.slice(0, 40)),
  }));
}

export const CUES = {
  /** States why something failed or works as it does. */
  cause:
    /\b(?:because|root cause|caused by|due to|the (?:real |actual |underlying )?(?:issue|problem|bug|culprit|cause|reason) (?:is|was|here)|turns? out|the reason\b|which (?:meant|means|caused)|that(?:'s| is) why|so (?:it|the|they|we) (?:never|always|didn't|doesn't|couldn't|can't))\b/i,
  /** States what was done to fix it. */
  fix: /\b(?:fixed (?:by|it|this|the)|the fix (?:is|was)|to fix (?:this|it)|resolved (?:by|it)|fixes (?:the|it|this)|now (?:correctly|properly)|(?:changed|replaced|switched|moved|renamed) .{1,80}? (?:to|with|into)\b)/i,
  /** States a choice and usually its alternative. */
  choice:
    /\b(?:instead of|rather than|in favou?r of|decided|chose|chosen|opted|went with|go with|settled on|prefer(?:red)?|is cleaner|is simpler|is better|the better|recommend(?:ed)?|so that|to avoid|we (?:keep|use|store|want)|should (?:be|use|stay|keep|not)|trade-?off)\b/i,
  /** States how things are, durably. */
  constraint:
    /\b(?:must(?:n't| not)?|never|always|only (?:works|runs|when|if|on|in|for)|cannot|can't|requires?|required|needs? to be|is not supported|unsupported|by design|intentional(?:ly)?|expects?|relies on|depends on|is (?:only )?(?:called|created|written|stored|read|run|set) (?:in|by|at|when|from|before|after))\b/i,
  /**
   * Rules something out. "No longer" only where it gives something up ("we no longer use
   * X"): "orphaned sessions whose branch no longer exists are cleaned up" says how things are.
   */
  rejection:
    /\b(?:won't work|wouldn't work|doesn't work|does not work|not (?:a good|the right) (?:idea|approach|fit)|ruled out|rejected|decided against|no longer (?:use|need|want|recommend|support|do)|reverted|revert(?:ing)? (?:the|this|that)|drop(?:ped)? the idea|not worth|overkill|too (?:complex|slow|risky))\b/i,
  /** Says something is left open. */
  open: /\b(?:not yet (?:fixed|done|implemented|resolved|working)|still (?:fail(?:s|ing)?|broken|open|needs?|missing|to do|unresolved)|remaining (?:work|issues?|tasks?|failures?)|left to do|(?:a |one )?todo\b|next steps?:|follow-?up (?:work|needed|task)|tomorrow|pick (?:this|it) up|unresolved|not (?:fixed|resolved|done) yet|(?:is|are) (?:still )?pending|(?:we|you) (?:still )?need to)\b/i,
  /** Narration of the next step, or talk about the conversation itself. */
  narration:
    /^(?:let me|let['’]s (?:check|look|see|run|try|start|verify|read|first)|now (?:I|let)|next,? I|I['’]ll|I will|I['’]m going to|I need to|I should|first,? (?:I|let)|perfect|great|excellent|good|done|ok(?:ay)?|sure|got it|you['’]re (?:absolutely )?right|ah|oh|hmm|looking at|checking|running|reading)\b/i,
  /** A question rather than a statement. */
  question: /\?\s*$/,
  /** Reports of work done rather than facts about the code. */
  activity:
    /^(?:(?:I(?:'ve| have)?|we(?:'ve| have)?)\s+)?(?:added|updated|created|implemented|removed|renamed|changed|wrote|refactored|moved|deleted|cleaned up|ran|verified|tested|built|committed|pushed|extracted|introduced)\b/i,
  /** Guessing rather than stating. */
  hedge:
    /\b(?:might|maybe|perhaps|possibly|probably|could be|may be|seems? to|I think|I suspect|likely)\b/i,
  /** A mistake fixed on the spot that teaches nothing. */
  trivial:
    /\b(?:typo|unused (?:import|variable)|missing (?:import|semicolon)|import (?:order|cycle)?\s*(?:fix|lint)|gofmt|go fmt|prettier|formatting|whitespace|lint(?:er|ing)? (?:error|warning|issue|nit)s?|golangci|compile error|syntax error|unused parameter|shadow(?:ed|s)? declaration)\b/i,
  /** The user correcting what the assistant said or did. */
  correction:
    /^(?:no\b|nope\b|not quite|that['’]s (?:not|wrong)|this is (?:not|wrong)|wrong\b|actually\b|but\b|hm+,? no|I don['’]t think|that doesn['’]t|it['’]s not|you (?:misunderstood|got it wrong)|instead\b|rather\b|wait\b|hold on)/i,
  /** The user taking a choice back. */
  reversal:
    /\b(?:thinking (?:about it )?again|on second thought|actually,? let['’]s|let['’]s not|revert (?:that|this|it)|undo (?:that|this|it)|go back to|change (?:it|that) back|remove (?:it|that|this) again|don['’]t do that|scratch that)\b/i,
};

export type CueName = keyof typeof CUES;

/** The cues a text shows. */
export function cuesOf(text: string): Set<CueName> {
  const found = new Set<CueName>();
  for (const name of Object.keys(CUES) as CueName[]) if (CUES[name].test(text)) found.add(name);
  return found;
}

/**
 * What a statement is about: the first code span that names something (`checkpoint.Write`,
 * `src/app.ts`, `--force`), else the first distinctive identifier, else undefined. Used to
 * merge restatements and to find what a later reversal takes back.
 */
export function subjectOf(text: string): string | undefined {
  for (const match of text.matchAll(/`([^`\n]{2,80})`/g)) {
    const span = match[1]!.trim();
    if (/^[\w$.\-/:@()[\]<>*]+$/.test(span) && /[A-Za-z]/.test(span))
      return span.replace(/\(\)$/, '');
  }
  return codeIdentifiers(text)[0];
}

/** Words that carry no subject: compared texts are reduced to the rest. */
const STOP_WORDS = new Set(
  'the a an and or but of to in on at by for with from into onto that this these those it its is are was were be been being has have had do does did not no so as if then than when while which who what where why how all any each both more most some such only own same can could should would will just also now there here their they them we our you your i my me he she his her'.split(
    ' ',
  ),
);

/** The content words of a text, lower case, for comparing two statements. */
export function contentWords(text: string): Set<string> {
  const words = new Set<string>();
  for (const word of text.toLowerCase().split(/[^a-z0-9_.]+/)) {
    const clean = word.replace(/^\.+|\.+$/g, '');
    if (clean.length >= 3 && !STOP_WORDS.has(clean)) words.add(clean);
  }
  return words;
}

/** How much two texts say the same: shared content words over the smaller text's (0..1). */
export function overlap(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const word of a) if (b.has(word)) shared++;
  return shared / Math.min(a.size, b.size);
}

/**
 * A clause needs a verb: an auxiliary or modal, a past participle, or one of the verbs a
 * statement about code most often carries. A summary's "Bubbletea TUI framework" or
 * "`RewindPoint` struct with `SessionID` fields" has none: a topic, not a claim.
 */
const CLAUSE =
  /\b(?:is|are|was|were|be|been|being|has|have|had|does|do|did|can|could|must|should|would|will|shall|may|might|isn['’]t|aren['’]t|wasn['’]t|doesn['’]t|don['’]t|didn['’]t|won['’]t|can['’]t|cannot)\b|\b[a-z]{3,}ed\b|\b(?:uses|returns|calls|stores|keeps|needs|reads|writes|runs|fails|works|breaks|means|makes|takes|gets|sets|holds|lives|shows|prints|loads|sends|checks|creates|adds|removes|handles|contains|requires|expects|owns|points|refers|depends|matches|skips|ignores|wraps|builds|lets|goes|comes)\b/i;
/** Whether a text says something (has a verb) rather than naming a topic. */
export function hasClause(text: string): boolean {
  return CLAUSE.test(text);
}
