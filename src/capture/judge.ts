/**
 * The judge: every candidate memory is kept or dropped before it is written. A small
 * logistic model over features of the candidate's text and where it came from (which
 * summary section, a turn's report, the user's reply, narration mid-turn), trained offline
 * on hand-labelled real sessions (eval/train-judge.ts) and shipped as numbers in
 * judge-model.ts: no download, no LLM call, the same answer for the same text.
 *
 * What it learns to drop is what a reader would: narration, fragments, bare activity,
 * guesses, fixes of typos, decisions without content. Explicit `[MEMORY: …]` tags are the
 * assistant's deliberate report and are not judged.
 */
import type { EventType } from '../events/types.js';
import { codeIdentifiers } from './fix-match.js';
import { JUDGE_MODEL } from './judge-model.js';
import { CUES, hasClause, type CueName } from './statements.js';

/** What the judge reads of a candidate. */
export interface JudgeInput {
  type: EventType;
  content: string;
  /** Where it came from: a tag the capture layer sets (`turn-report`, `summary-errors`, `prose`…). */
  origin: string;
  data?: Record<string, unknown>;
}

export const ORIGINS = [
  'summary-errors',
  'summary-problems',
  'summary-concepts',
  'summary-files',
  'summary-user',
  'summary-other',
  'turn-report',
  'turn-reply',
  'turn-choice',
  'turn-episode',
  'episode',
  'prose',
  'paragraph',
  'report',
  'prompt',
  'prompt-statement',
  'rejection',
  'answer',
] as const;

/** The first two words of a text, hashed into this many buckets: how a text opens says much of what it is. */
const OPENING_BUCKETS = 16;

const TYPES: EventType[] = [
  'decision_made',
  'approach_rejected',
  'knowledge_acquired',
  'error_resolved',
  'preference_noted',
];
const CUE_NAMES = Object.keys(CUES) as CueName[];

/** The names of the features, in the order `judgeFeatures` gives them (the model's weights follow it). */
export const FEATURE_NAMES: readonly string[] = [
  'bias',
  ...TYPES.map((type) => `type:${type}`),
  ...ORIGINS.map((origin) => `origin:${origin}`),
  'length',
  'sentences',
  'identifiers',
  'code-span',
  'file-path',
  ...CUE_NAMES.map((name) => `cue:${name}`),
  'pronoun-start',
  'fragment',
  'first-person',
  'says-user',
  'digits',
  'has-reason',
  'has-cause',
  'has-fix',
  'states-cause-and-fix',
  'unresolved',
  'outside-path',
  'long',
  'request',
  'first-person-plan',
  'no-clause',
  'lint',
  'status-only',
  ...Array.from({ length: OPENING_BUCKETS }, (_, index) => `opening:${index}`),
];

const PRONOUN_START = /^(?:it|this|that|these|those|they|which|there)\b/i;
const REQUEST =
  /^(?:can|could|would|will) you\b|^(?:please|pls)\b|^(?:let['’]?s|lets) (?:check|look|see|try|run|do|fix|add|make|update|commit|create|review|continue|implement|write|remove|go)\b|^(?:i want you|i need you|do you|did you|have you|are you)\b/i;
const PLAN =
  /^(?:(?:now|next|first|then),? )?(?:I['’]ll|I will|I need to|I should|I['’]m going to|let me|we need to)\b/i;

/** The bucket of a text's opening words. */
function openingBucket(text: string): number {
  const words = text
    .toLowerCase()
    .replace(/[^a-z0-9' ]+/g, ' ')
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .join(' ');
  let hash = 0x811c9dc5;
  for (let index = 0; index < words.length; index++)
    hash = Math.imul(hash ^ words.charCodeAt(index), 0x01000193);
  return (hash >>> 0) % OPENING_BUCKETS;
}
/** A linter's finding: often a nit fixed at once, sometimes the project's convention (a preference, "always run the linter", is no finding). */
const LINT =
  /\b(?:lint(?:er|ing)?|golangci|eslint|clippy|flake8|ruff|pylint|mypy|staticcheck)\b|\((?:wrapcheck|nilerr|unparam|typecheck|errcheck|gosec|govet|ineffassign|revive|gocritic)\)/i;
/**
 * A finding the fix suppresses in place (`//nolint:nilerr // reason`, `eslint-disable-next-line`,
 * `# noqa`, `@ts-expect-error`, `#[allow(…)]`): the project's accepted exception to a rule, a
 * convention the next session needs, not a nit.
 */
const SUPPRESSED =
  /\bnolint\b|eslint-disable|\bnoqa\b|@ts-(?:ignore|expect-error)|#\[allow\(|@SuppressWarnings|type:\s*ignore|rubocop:disable/i;
/** Only that checks pass: "All tests pass and linter is clean". */
const STATUS_ONLY =
  /^(?:all |the )?(?:tests?|build|lint(?:er)?|checks?|ci)\b[^.]{0,60}\b(?:pass(?:es|ed|ing)?|clean|green|succeed(?:s|ed)?|ok)\b\.?$/i;
const FRAGMENT_END =
  /(?:\b(?:because|and|or|but|so|with|to|the|a|an|of|for|that|which)|[:,;(-])\s*$/i;

/** The candidate's features, in FEATURE_NAMES order. */
export function judgeFeatures(input: JudgeInput): number[] {
  const text = input.content;
  const data = input.data ?? {};
  const identifiers = codeIdentifiers(text).length;
  const words = text.split(/\s+/).filter(Boolean).length;
  const sentences = text.split(/[.!?](?:\s|$)/).filter((part) => part.trim().length > 3).length;
  const origin = (ORIGINS as readonly string[]).includes(input.origin) ? input.origin : 'prose';
  const opening = openingBucket(text);
  return [
    1,
    ...TYPES.map((type) => (input.type === type ? 1 : 0)),
    ...ORIGINS.map((name) => (origin === name ? 1 : 0)),
    Math.min(Math.log(1 + text.length) / 6, 1.5),
    Math.min(sentences, 4) / 4,
    Math.min(identifiers, 4) / 4,
    /`[^`]+`/.test(text) ? 1 : 0,
    /\b[\w-]+\/[\w./-]+\.\w{1,5}\b|\b\w+\.(?:go|ts|js|py|rs|c|h|cu|md|json|yaml|yml|toml|sh)\b/.test(
      text,
    )
      ? 1
      : 0,
    ...CUE_NAMES.map((name) => (CUES[name].test(text) ? 1 : 0)),
    PRONOUN_START.test(text.trim()) ? 1 : 0,
    FRAGMENT_END.test(text.trim()) || words < 5 ? 1 : 0,
    /\b(?:I|I'll|I've|I'm|we|we'll|let me)\b/.test(text) ? 1 : 0,
    /\bthe user\b/i.test(text) ? 1 : 0,
    Math.min(((text.match(/\d/g) ?? []).length / Math.max(text.length, 1)) * 10, 1),
    typeof data.reason === 'string' ? 1 : 0,
    typeof data.cause === 'string' || /\bCause:/.test(text) ? 1 : 0,
    typeof data.fix === 'string' || /\bFix(?:ed by)?:?\s/.test(text) ? 1 : 0,
    (typeof data.cause === 'string' || /\bCause:/.test(text)) &&
    (typeof data.fix === 'string' || /\bFix(?:ed by)?:?\s/.test(text))
      ? 1
      : 0,
    /\b(?:not yet (?:fixed|resolved)|status:\s*(?:pending|open|not)|unresolved|still (?:failing|broken))\b/i.test(
      text,
    )
      ? 1
      : 0,
    /(?:^|\s)(?:\/(?:Users|home|tmp|var|opt|private)\/|~\/|[A-Z]:\\)/.test(text) ? 1 : 0,
    words > 60 ? 1 : 0,
    REQUEST.test(text.trim()) ? 1 : 0,
    PLAN.test(text.trim()) ? 1 : 0,
    hasClause(text) ? 0 : 1,
    input.type !== 'preference_noted' && LINT.test(text) && !SUPPRESSED.test(text) ? 1 : 0,
    STATUS_ONLY.test(text.trim()) ? 1 : 0,
    ...Array.from({ length: OPENING_BUCKETS }, (_, index) => (index === opening ? 1 : 0)),
  ];
}

/** The model's probability that a reader would keep the candidate. */
export function judgeScore(input: JudgeInput, model = JUDGE_MODEL): number {
  const features = judgeFeatures(input);
  let sum = 0;
  for (let index = 0; index < features.length; index++)
    sum += (model.weights[index] ?? 0) * features[index]!;
  return 1 / (1 + Math.exp(-sum));
}

/** Whether the judge keeps the candidate, and how sure it is (stored as the event's confidence). */
export function judge(input: JudgeInput, model = JUDGE_MODEL): { keep: boolean; score: number } {
  const score = judgeScore(input, model);
  return { keep: score >= model.threshold, score };
}
