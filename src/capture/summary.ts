/**
 * The summary layer: Claude Code's own account of a conversation, written when it compacts
 * one (`isCompactSummary` records, `agent-acompact-*` files, PostCompact's
 * `compact_summary`; reference/claude-code-transcripts.md). An LLM already paid to write it,
 * in sections such as "Errors and fixes", "Problem Solving", "All user messages" and
 * "Pending Tasks"; this module turns those sections into memories, deterministically.
 *
 * Summaries are read as they come: sections may be missing, retitled, in another order or
 * cut short; what is not recognised is left alone. A conversation compacted several times
 * repeats itself, so each item is remembered by a fingerprint of its words and kept once.
 */
import type { PlanStep } from '../events/types.js';
import { standingInstructions } from './instructions.js';
import { hasClause } from './statements.js';
import { redactAndTruncate, stripEmphasis, truncate } from './prose.js';

export type SectionKind =
  | 'errors'
  | 'problems'
  | 'concepts'
  | 'decisions'
  | 'userMessages'
  | 'pending'
  | 'current'
  | 'next'
  | 'request'
  | 'files'
  | 'other';

export interface SummarySection {
  title: string;
  kind: SectionKind;
  /** The section's lines after its title (the title line's own text after the colon first). */
  lines: string[];
}

export interface SummaryItem {
  /** The item's text: bullet and emphasis removed, whitespace collapsed. */
  text: string;
  /** Its sub-items, the same way. */
  children: string[];
}

/** Section titles, tried in order: "All user messages" is about the user before it is about anything else. */
const SECTION_KINDS: [SectionKind, RegExp][] = [
  // English first; then the titles Claude Code writes in German, French and Spanish.
  [
    'userMessages',
    /\buser(?:'s)?\s+(?:messages?|feedback|input|requests?\s+verbatim)\b|\b(?:messages|notes|instructions) from the user\b|benutzernachrichten|nachrichten des benutzers|messages de l[’']utilisateur|mensajes del usuario/i,
  ],
  [
    'pending',
    /\bpending\b|\bremaining\b|\boutstanding\b|\bopen (?:tasks|items|questions)\b|\btodo\b|ausstehend|offene aufgaben|en attente|restantes|pendientes/i,
  ],
  [
    'current',
    /\bcurrent(?:ly)?\b.*\b(?:work|state|task|focus|status)\b|\bin progress\b|aktuelle arbeit|travail (?:en cours|actuel)|trabajo actual/i,
  ],
  [
    'next',
    /\bnext steps?\b|nächste schritte|prochaines [ée]tapes|próximos pasos|siguientes pasos/i,
  ],
  ['problems', /\bproblem|\bsolv|\btroubleshoot|résolution|resolución/i],
  [
    'errors',
    /\berrors?\b|\bfix(?:es|ed)?\b|\bbugs?\b|\bfailures?\b|\bfehler|korrektur|\berreurs?\b|\berrores?\b|correcci/i,
  ],
  ['decisions', /\bdecisions?\b|\bdesign choices?\b|entscheidung|décisions?|decisiones?/i],
  [
    'concepts',
    /\bconcepts?\b|\blearn|\binsights?\b|\bfindings?\b|\blessons?\b|\bgotchas?\b|konzepte?|conceptos?|erkenntnisse/i,
  ],
  ['files', /\bfiles?\b|\bcode sections?\b|dateien|fichiers|archivos/i],
  [
    'request',
    /\brequest|\bintent\b|\bgoals?\b|anfrage|absicht|\bdemande|intention|solicitud|petición/i,
  ],
];

export function sectionKind(title: string): SectionKind {
  for (const [kind, pattern] of SECTION_KINDS) if (pattern.test(title)) return kind;
  return 'other';
}

/** A section heading at the left margin: `4. Errors and fixes:`, `4. **Errors and Fixes**:`, `## Pending Tasks`, `**Current Work:**`. */
const NUMBERED_HEADING =
  /^\s?(?:#{1,4}\s*)?(?:\*\*)?\d{1,2}[.)]\s*(?:\*\*)?(?<title>[A-Za-zÀ-ÿ][^:*\n]{2,60}?)\s*(?:\*\*)?\s*:\s*(?:\*\*)?\s*(?<rest>.*)$/;
const MARKDOWN_HEADING = /^#{1,4}\s+(?:\d{1,2}[.)]\s*)?(?<title>[^\n]{3,60}?)\s*:?\s*$/;
const BOLD_HEADING = /^(?:\*\*)(?<title>[A-Za-zÀ-ÿ][^*:\n]{2,60}?)(?::\*\*|\*\*:?)\s*(?<rest>.*)$/;

/**
 * The part of a summary after its `Summary:` marker (the `Analysis:` part before it walks
 * through the conversation and repeats everything); the whole text when there is none.
 */
export function summaryBody(text: string): string {
  const tag = /<summary>([\s\S]*?)(?:<\/summary>|$)/i.exec(text);
  if (tag) return tag[1]!;
  const marker =
    /^\s*(?:\*\*)?(?:Summary|Zusammenfassung|Résumé|Resumen)\s*:?(?:\*\*)?:?\s*$/im.exec(text);
  return marker ? text.slice(marker.index + marker[0].length) : text;
}

/** Splits a summary into its titled sections (text before the first title is left out). */
export function parseSummarySections(text: string): SummarySection[] {
  const sections: SummarySection[] = [];
  for (const line of summaryBody(text).split(/\r?\n/)) {
    const heading =
      NUMBERED_HEADING.exec(line) ?? BOLD_HEADING.exec(line) ?? MARKDOWN_HEADING.exec(line);
    const title = heading?.groups?.title?.trim();
    if (heading && title && (sectionKind(title) !== 'other' || NUMBERED_HEADING.test(line))) {
      sections.push({
        title,
        kind: sectionKind(title),
        lines: heading.groups?.rest?.trim() ? [heading.groups.rest] : [],
      });
    } else if (sections.length > 0) {
      sections[sections.length - 1]!.lines.push(line);
    }
  }
  return sections;
}

const BULLET = /^(\s*)(?:[-*+•]|\d{1,3}[.)])\s+(.*)$/;

function cleanText(text: string): string {
  return stripEmphasis(text).replace(/\s+/g, ' ').trim();
}

/**
 * A section's items: its least-indented bullets, each with the bullets under it. Lines
 * inside code fences are skipped; a paragraph without bullets is one item.
 */
export function sectionItems(lines: readonly string[]): SummaryItem[] {
  const kept: string[] = [];
  let fenced = false;
  for (const line of lines) {
    if (/^\s*(?:```|~~~)/.test(line)) {
      fenced = !fenced;
      continue;
    }
    if (!fenced && line.trim() !== '') kept.push(line);
  }
  const bullets = kept.map((line) => BULLET.exec(line));
  const indents = bullets.flatMap((match) => (match ? [match[1]!.length] : []));
  if (indents.length === 0) {
    const text = cleanText(kept.join(' '));
    return text ? [{ text, children: [] }] : [];
  }
  const top = Math.min(...indents);
  const items: SummaryItem[] = [];
  kept.forEach((line, index) => {
    const match = bullets[index];
    if (match && match[1]!.length === top) items.push({ text: cleanText(match[2]!), children: [] });
    else if (items.length > 0) {
      const item = items[items.length - 1]!;
      if (match) item.children.push(cleanText(match[2]!));
      else if (item.children.length > 0)
        item.children[item.children.length - 1] += ` ${cleanText(line)}`;
      else item.text += ` ${cleanText(line)}`;
    }
  });
  return items.filter((item) => item.text !== '');
}

/** What a summary yields, before it becomes facts. */
export interface SummaryMemory {
  type: 'error_resolved' | 'knowledge_acquired' | 'decision_made' | 'preference_noted';
  content: string;
  data: Record<string, unknown>;
  confidence: number;
  /** The section it was read from. */
  section: SectionKind;
}

export interface SummaryReading {
  memories: SummaryMemory[];
  /** Pending tasks and the work in progress when the conversation was compacted. */
  plan?: { content: string; steps: PlanStep[]; current?: string };
  /** What the user asked for ("Primary Request and Intent"): the session's goal. */
  request?: string;
  /** The work in progress when the conversation was compacted. */
  current?: string;
  /** What is left: pending tasks, errors not fixed yet, the next step. */
  open: string[];
}

/** "- Fix: …", "Cause: …": a labelled sub-item. */
function labelled(children: readonly string[], pattern: RegExp): string | undefined {
  for (const child of children) {
    const match = pattern.exec(child);
    if (match) return match[1]!.trim();
  }
  return undefined;
}

const FIX_LABEL =
  /^(?:fix(?:ed)?|solution|resolution|resolved|workaround|remedy|lösung|behebung|korrektur|correction|correctif|solución|corrección)(?:\s+by)?\s*[:-]\s*(.+)$/i;
const CAUSE_LABEL =
  /^(?:(?:root\s+)?cause|reason|why|because|ursache|grund|raison|causa|motivo)\s*[:-]\s*(.+)$/i;
const FEEDBACK_LABEL = /^(?:user feedback|the user said|user said)\s*[:-]\s*(.+)$/i;
/** An error item that says there was none. */
const NO_ERRORS =
  /^(?:none|keine|aucune?|ningun[oa]?|no (?:significant |major |notable )?(?:errors|issues|problems|bugs)\b|n\/a)/i;

/** Splits "Title: description" (the usual shape of an error item). */
function titled(text: string): { title?: string; body: string } {
  const match = /^([^:]{3,120}?):\s+(.+)$/.exec(text);
  return match ? { title: match[1]!.trim(), body: match[2]!.trim() } : { body: text };
}

/** Whether an item says enough to be a memory: three words and twenty letters, not "x" or "Fixed". */
function hasSubstance(item: SummaryItem): boolean {
  const text = [item.text, ...item.children].join(' ');
  return (
    (text.match(/[\p{L}\p{N}_]{2,}/gu) ?? []).length >= 3 &&
    (text.match(/\p{L}/gu) ?? []).length >= 20
  );
}

/** An error item that says it is not fixed: an open end, not a memory. */
const UNRESOLVED =
  /\b(?:not (?:yet )?(?:fixed|resolved|addressed)|still (?:fail(?:s|ing)?|broken|open|pending|present)|unresolved|pending|in progress|to be (?:fixed|investigated)|investigating|status:\s*(?:open|pending|not))\b/i;

function readErrorItem(item: SummaryItem): SummaryMemory | 'unresolved' | undefined {
  if (NO_ERRORS.test(item.text) || !hasSubstance(item)) return undefined;
  const { title, body } = titled(item.text);
  let fix = labelled(item.children, FIX_LABEL);
  let cause = labelled(item.children, CAUSE_LABEL);
  const feedback = labelled(item.children, FEEDBACK_LABEL);
  // "X: Fixed by Y", "X - fixed by Y", "X → Y" in one line.
  const inline =
    /^(.*?)(?:[.;,]?\s*(?:—|–|->|→)\s*|[.;,]\s+|\s+-\s+|^)(?:(?:this was |it was |was )?fixed by|fix(?:ed)?:|resolved by|solved by|solution:|fixed with|addressed by)\s*(.+)$/i.exec(
      body,
    );
  let error = body;
  if (!fix && inline) {
    fix = inline[2]!.trim();
    error = inline[1]!.trim() || title || body;
  }
  const unlabelled = item.children.filter(
    (child) => !FIX_LABEL.test(child) && !CAUSE_LABEL.test(child) && !FEEDBACK_LABEL.test(child),
  );
  if (!fix && unlabelled.length > 0 && title) fix = unlabelled.join('; ');
  if (!cause) cause = /\b(?:because|caused by|due to)\s+(.+)$/i.exec(error)?.[1]?.trim();
  if (!fix && UNRESOLVED.test([item.text, ...item.children].join(' '))) return 'unresolved';
  // "Fix: Status: not yet fixed" is no fix.
  if (
    fix &&
    /^(?:status\s*:\s*)?(?:not (?:yet )?(?:fixed|resolved|addressed)|unresolved|pending|open\b|in progress|still\b|to be (?:fixed|done))/i.test(
      fix,
    )
  )
    return 'unresolved';
  const head = title
    ? error && error !== title && !fix?.startsWith(error)
      ? `${title}: ${error}`
      : title
    : error;
  const parts = [head.replace(/[.\s]+$/, '')];
  if (fix && !head.includes(fix)) parts.push(`Fix: ${fix.replace(/[.\s]+$/, '')}`);
  if (feedback) parts.push(`User feedback: ${feedback.replace(/[.\s]+$/, '')}`);
  return {
    type: 'error_resolved',
    section: 'errors',
    content: truncate(parts.join('. ') + '.', 800),
    data: {
      error: redactAndTruncate(title ?? error, 200),
      ...(cause ? { cause: truncate(cause, 300) } : {}),
      ...(fix ? { fix: truncate(fix, 400) } : {}),
      tags: ['compaction-summary'],
    },
    confidence: fix ? 0.85 : 0.7,
  };
}

/** Words that make a finding durable: a cause, a constraint, how something really works. */
const DURABLE =
  /\b(?:because|root cause|caused by|due to|turns? out|discovered|found that|realized|requires?|required|must(?:n't| not)?|cannot|can't|doesn't|does not|don't|isn't|won't|only (?:works|runs|when|if)|not supported|unsupported|limitation|gotcha|instead of|rather than|by design|intentional|never|always)\b/i;
const DECIDED =
  /\b(?:decided|chose|chosen|opted|switched to|went with|settled on|instead of|rather than|in favou?r of|approach)\b/i;

function readFindingItem(item: SummaryItem, kind: SectionKind): SummaryMemory | undefined {
  const text = [item.text, ...item.children].join('; ');
  if (text.length < 25 || !hasSubstance(item)) return undefined;
  // "Bubbletea TUI framework for interactive terminal UI": a topic the session touched, not a
  // claim about it (unless it says what is not done: "GPU operations without cuBLAS").
  if (
    kind === 'concepts' &&
    !hasClause(text) &&
    !/\b(?:without|instead of|rather than|not|no|never|only)\b/i.test(text)
  )
    return undefined;
  const durable = DURABLE.test(text);
  const decided = DECIDED.test(text);
  if (kind === 'decisions')
    return {
      type: 'decision_made',
      section: kind,
      content: truncate(text, 600),
      data: { tags: ['compaction-summary'] },
      confidence: 0.8,
    };
  // Every item is a candidate: the judge (judge.ts) keeps what teaches and drops the rest.
  const type =
    decided &&
    !/\b(?:because|caused by|due to|root cause|turns? out|discovered|found that)\b/i.test(text)
      ? 'decision_made'
      : 'knowledge_acquired';
  return {
    type,
    section: kind,
    content: truncate(text, 600),
    data: { tags: ['compaction-summary'] },
    confidence: durable || decided ? 0.7 : 0.5,
  };
}

/** A user message as the summary quotes it: the quotes and any trailing comment taken off. */
function quotedMessage(text: string): string {
  const quoted = /^["“](.+?)["”](?:\s*[(:—–-].*)?$/.exec(text.trim());
  return (quoted ? quoted[1]! : text).trim();
}

/** The most memories one summary gives (the summaries of the shared real sessions give at most 11). */
const MAX_SUMMARY_MEMORIES = 100;

/** Reads a summary's text into memories and the plan it leaves behind. Never throws. */
export function readCompactSummary(text: string): SummaryReading {
  const reading: SummaryReading = { memories: [], open: [] };
  const pending: PlanStep[] = [];
  let current: string | undefined;
  for (const section of parseSummarySections(text)) {
    const items = sectionItems(section.lines);
    switch (section.kind) {
      case 'errors':
        for (const item of items) {
          const memory = readErrorItem(item);
          if (memory === 'unresolved') reading.open.push(truncate(item.text, 300));
          else if (memory) reading.memories.push(memory);
        }
        break;
      case 'request':
        reading.request ??= items.length
          ? truncate(
              items
                .slice(0, 2)
                .map((item) => item.text)
                .join(' '),
              400,
            )
          : undefined;
        break;
      case 'problems':
      case 'concepts':
      case 'decisions':
        for (const item of items) {
          const memory = readFindingItem(item, section.kind);
          if (memory) reading.memories.push(memory);
        }
        break;
      case 'userMessages':
        for (const item of items) {
          const message = quotedMessage(item.text);
          const instructions = standingInstructions(message);
          for (const sentence of instructions) {
            reading.memories.push({
              type: 'preference_noted',
              section: 'userMessages',
              content: sentence,
              data: { tags: ['user-instruction', 'compaction-summary'] },
              confidence: 0.8,
            });
          }
          // The user's other messages are requests and questions of their moment (none of 11
          // was worth keeping in the tune sessions): their choices are read from the turns.
        }
        break;
      case 'pending':
        for (const item of items)
          if (!NO_ERRORS.test(item.text))
            pending.push({ content: truncate(item.text, 300), status: 'pending' });
        break;
      case 'current':
        current ??= items[0] ? truncate(items.map((item) => item.text).join(' '), 300) : undefined;
        break;
      case 'next':
        if (items[0]) reading.open.push(truncate(items[0].text, 300));
        break;
      default:
        break;
    }
  }
  // Real summaries yield a dozen memories at most; a summary of thousands of items is not read as thousands of events.
  reading.memories.splice(MAX_SUMMARY_MEMORIES);
  // The pending tasks are the steps; the work in progress is narrative, kept as the plan's text.
  if (pending.length > 0) {
    const steps = pending.slice(0, 20);
    const text = `Pending when the conversation was compacted: ${steps.map((step) => step.content).join('; ')}`;
    reading.plan = { content: truncate(text, 600), steps, ...(current ? { current } : {}) };
  }
  if (current) reading.current = current;
  reading.open.unshift(...pending.map((step) => step.content));
  return reading;
}

/** A word's 32-bit FNV-1a hash in base 36. */
function hashWord(word: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < word.length; index++)
    hash = Math.imul(hash ^ word.charCodeAt(index), 0x01000193);
  return (hash >>> 0).toString(36);
}

/**
 * An item's fingerprint for "said before": its words, lower case, in order, at most 12, each
 * hashed. The fingerprints live in the cursor's state, and a secret in lower case without
 * its punctuation is one redaction no longer recognises.
 */
export function memoryFingerprint(type: string, content: string): string {
  const words = content
    .toLowerCase()
    .replace(/[`*_"'“”]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 2);
  return `${type}:${words.slice(0, 12).map(hashWord).join(' ')}`;
}

/**
 * Whether a fingerprint was seen: the same, or sharing most of its words with one of the
 * same type (the next summary rewords an item it repeats).
 */
export function seenBefore(fingerprint: string, seen: readonly string[]): boolean {
  if (seen.includes(fingerprint)) return true;
  const [type, text = ''] = fingerprint.split(/:(.*)/s);
  const words = new Set(text.split(' '));
  if (words.size < 4) return false;
  return seen.some((other) => {
    const [otherType, otherText = ''] = other.split(/:(.*)/s);
    if (otherType !== type) return false;
    const otherWords = new Set(otherText.split(' '));
    let shared = 0;
    for (const word of words) if (otherWords.has(word)) shared++;
    return shared / Math.max(words.size, otherWords.size) >= 0.7;
  });
}
