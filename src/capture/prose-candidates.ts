/**
 * Candidates read whole from prose, beside the sentence patterns of keyword.ts: a paragraph
 * of the assistant's that explains (a cause, a choice, a constraint, what rules something
 * out) is kept as the paragraph, since its reason is usually the sentence after the claim;
 * and what a user's prompt says beyond the request (the choice it makes, the fact it
 * states) is kept in their words. Both are candidates only: the judge decides. Pure.
 */
import type { EventType } from '../events/types.js';
import { redactAndTruncate } from './prose.js';
import { CUES, cuesOf, statementsOf, subjectOf } from './statements.js';

export interface ProseCandidate {
  type: Extract<
    EventType,
    'decision_made' | 'approach_rejected' | 'knowledge_acquired' | 'preference_noted'
  >;
  content: string;
  data: Record<string, unknown>;
}

const MIN_PARAGRAPH = 60;
const MAX_PARAGRAPH = 700;

function withSubject(text: string): Record<string, unknown> {
  const subject = subjectOf(text);
  return subject ? { subject: subject.slice(0, 80) } : {};
}

/** How things changed ("branches that no longer exist are cleaned up"): a lesson about the code, not a rejection. */
const CHANGED = /\bno longer\b/i;

/** The assistant's explaining paragraphs: those with a cause, a choice, a constraint, a rejection or a change. */
export function explainingParagraphs(markdown: string): ProseCandidate[] {
  const found: ProseCandidate[] = [];
  for (const statement of statementsOf(markdown)) {
    const sentences = statement.sentences.filter(
      (sentence) =>
        !CUES.question.test(sentence) &&
        !/^(?:let me|now let me|let['’]s (?:check|look|see|run|verify))\b/i.test(sentence),
    );
    const text = sentences.join(' ').trim();
    if (text.length < MIN_PARAGRAPH || text.length > MAX_PARAGRAPH * 2) continue;
    const cues = cuesOf(text);
    if (
      !cues.has('cause') &&
      !cues.has('choice') &&
      !cues.has('constraint') &&
      !cues.has('rejection') &&
      !CHANGED.test(text)
    )
      continue;
    const type = cues.has('rejection')
      ? 'approach_rejected'
      : cues.has('choice') && !cues.has('cause')
        ? 'decision_made'
        : 'knowledge_acquired';
    found.push({ type, content: redactAndTruncate(text, MAX_PARAGRAPH), data: withSubject(text) });
  }
  return found;
}

/** Asking for work rather than saying how things are or should be. */
export const REQUEST =
  /^(?:(?:ok(?:ay)?|so|now|also|and|then|hmm|great|perfect|thanks)[,.!]?\s+)*(?:can|could|would|will) you\b|^(?:(?:ok(?:ay)?|so|now|also|and|then|hmm|great|perfect|thanks)[,.!]?\s+)*(?:can|could|should|shall) (?:we|i)\b|^(?:please|pls)\b|^(?:(?:ok(?:ay)?|so|now|also|then)[,.!]?\s+)*(?:let['’]?s|lets) (?:check|look|see|try|run|do|fix|add|make|update|commit|create|review|continue|implement|write|remove|go|start|test|debug|investigate)\b|^(?:go ahead|continue|proceed|try again|do it)\b|^(?:then|after that|afterwards|next|first)\b,?\s+(?:we|you|i|let['’]?s)\b/i;

/** A prompt that is a command, pasted output or a bare answer says nothing of its own. */
const NOT_A_STATEMENT = /^(?:\/|<|\[|```)/;

/**
 * Pasted terminal output rather than the user's words: a bullet of a tool's report, a shell
 * prompt (`user@host:~/repo$`), a log line opening with a date or a level.
 */
const PASTED =
  /^(?:[•●▶✓✗✔✘]|\S+@\S+:[~/]|[$❯>]\s|\d{4}[-/]\d{2}[-/]\d{2}[ T]\d{2}:|(?:error|warning|fatal|panic|traceback)\b[:\s])/i;

/**
 * Thinking aloud rather than settling anything: "thinking about …", "hmm, I just checked …",
 * "I was less worried about …", "I wonder whether …", and a remark that only points at what
 * follows it ("and this is for foo.go:37", "… and did run into this:"). What the user then
 * settles is in a later prompt or in the turn's report.
 */
export const MUSING =
  /^(?:(?:hmm+|ok(?:ay)?|so|well|also)[,.!]?\s+)*(?:thinking about|i (?:just )?(?:checked|tried|noticed|saw|ran)\b|i(?:['’]m| am) (?:wondering|not sure|curious)|i was (?:less |more |not )?(?:worried|thinking|wondering)|i wonder|wondering|not sure|maybe|perhaps|(?:and|but|or) (?:this|that|it) (?:is|was)\b)/i;
const POINTS_AT_WHAT_FOLLOWS =
  /\b(?:into|is|got|see|get|getting) (?:this|these|the following)\s*[:.]?\s*$|:\s*$/i;

/** What a user's prompt states or chooses, in their words (its first lines; pasted material after them is left out). */
export function promptStatements(prompt: string): ProseCandidate[] {
  const text = prompt.trim();
  if (text.length < 40 || NOT_A_STATEMENT.test(text) || PASTED.test(text) || MUSING.test(text))
    return [];
  const head = text
    .split(/\r?\n/)
    .filter((line) => line.trim() && !/^\s{4}|^\s*[|>]/.test(line))
    .slice(0, 6)
    .join('\n');
  const found: ProseCandidate[] = [];
  for (const statement of statementsOf(head).slice(0, 3)) {
    // A question or a request for work is the user's moment, not what they settled: only what
    // states a fact, a choice or a rule is a candidate.
    const clean = statement.sentences
      .filter((sentence) => !CUES.question.test(sentence) && !REQUEST.test(sentence.trim()))
      .join(' ')
      .trim();
    if (
      clean.length < 40 ||
      PASTED.test(clean) ||
      MUSING.test(clean) ||
      POINTS_AT_WHAT_FOLLOWS.test(clean)
    )
      continue;
    const cues = cuesOf(clean);
    const choosing =
      cues.has('choice') ||
      /\b(?:I['’]?d like|I want|we should|we need|let['’]s|make (?:it|this|sure)|keep (?:it|this|that)|change (?:this|it)|instead)\b/i.test(
        clean,
      );
    const type = cues.has('rejection')
      ? 'approach_rejected'
      : choosing
        ? 'decision_made'
        : 'knowledge_acquired';
    found.push({
      type,
      content: redactAndTruncate(clean, MAX_PARAGRAPH),
      data: withSubject(clean),
    });
  }
  return found;
}
