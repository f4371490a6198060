/**
 * Redaction: every string cortex is about to store passes through here first, so that no
 * secret reaches `.cortex/` (events, cursors, logs). Three passes, merged:
 *
 * 1. `<private>…</private>` spans are removed outright;
 * 2. cortex's own rules (rules.ts) run on every text: they are plain regular
 *    expressions and cost microseconds;
 * 3. the detection library (secretlint's recommended preset) runs only on the texts in
 *    which a cheap pre-filter sees the shape of a provider token, because loading it costs
 *    more than a whole incremental hook. If it cannot be loaded, whatever the pre-filter
 *    matched is redacted anyway (fail closed).
 */
import { removePrivateSpans } from './private-spans.js';
import { decodesToText, findSecretRanges, type SecretRange, type SecretRule } from './rules.js';
import { redactedMarker } from '../events/rewrite.js';
import { stripControlCharacters } from '../events/control-characters.js';
import type { CustomScanner } from './custom-patterns.js';

/**
 * Shapes the library's rules look for: AWS, GCP service accounts, private keys, npm,
 * basic auth and database URLs, Slack, SendGrid, Shopify, GitHub, GitLab, OpenAI,
 * Anthropic, Linear, 1Password. Deliberately narrow (prefixes, not words like "token"),
 * so that ordinary prose and commands never pay for loading the library.
 */
const LIBRARY_CANDIDATE =
  /\b(?:A3T[A-Z0-9]|AKIA|ASIA|AGPA|AIDA|AROA|AIPA|ANPA|ANVA)[A-Z0-9]{12,}|aws_?secret|-----BEGIN|private_key|\bnpm_[A-Za-z0-9]{20}|_authToken|\/\/[^\s/@:]+:[^\s/@]+@|\bxox[a-z]-|hooks\.slack\.com|\bSG\.[\w-]{10}|\bshp(?:at|ca|pa|ss)_|\bgh[pousr]_[A-Za-z0-9]{20}|\bgithub_pat_|\bsk-[A-Za-z0-9]|\blin_api_|\bops_[A-Za-z0-9]|\bgl(?:pat|dt|ptt|rt|cbt|imt|oas|ft|soat|ffct|agent)-|GR1348941|\b(?:mongodb(?:\+srv)?|postgres(?:ql)?|mysql|mariadb|redis|amqps?|jdbc:[a-z]+):\/\//;

/** Substrings one of which every LIBRARY_CANDIDATE match contains: checked first, as they cost no regex compilation. */
const CANDIDATE_HINTS = [
  'A3T',
  'AKIA',
  'ASIA',
  'AGPA',
  'AIDA',
  'AROA',
  'AIPA',
  'ANPA',
  'ANVA',
  'aws',
  'AWS',
  'Aws',
  '-----BEGIN',
  'private_key',
  'npm_',
  '_authToken',
  '@',
  'xox',
  'hooks.slack.com',
  'SG.',
  'shp',
  'gh',
  'github_pat_',
  'sk-',
  'lin_api_',
  'ops_',
  'gl',
  'GR1348941',
  '://',
];

/** Whether a text holds something only the detection library can judge. */
export function needsLibraryScan(text: string): boolean {
  return CANDIDATE_HINTS.some((hint) => text.includes(hint)) && LIBRARY_CANDIDATE.test(text);
}

/** Finds secrets the way the library does; rejects when the library cannot be loaded. */
export type LibraryScanner = (text: string) => Promise<SecretRange[]>;

export interface RedactionOptions {
  /** Extra rules from `.cortex/config.json` (trusted code: tests and built-in callers). */
  extra?: readonly SecretRule[];
  /** The project's own patterns, run with a time limit (custom-patterns.ts). */
  custom?: CustomScanner;
  /** The library scan (secretlint.ts); left out in contexts that must not load it. */
  library?: LibraryScanner;
  /**
   * Which value each text belongs to (an event), when a batch holds several: a secret found
   * in one is spread to the other texts of the same value only. One value when absent.
   */
  groups?: readonly number[];
}

export interface RedactionOutcome {
  texts: string[];
  /** How many spans were replaced. */
  redacted: number;
  /** Whether the library was run (or would have been, had it loaded). */
  libraryScanned: boolean;
  /** Set when the library could not be used and the fail-closed fallback redacted instead. */
  libraryProblem?: string;
  /** Custom patterns that were not obeyed, and why. */
  patternProblems?: string[];
}

function mergeRanges(ranges: SecretRange[]): SecretRange[] {
  const sorted = [...ranges].sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: SecretRange[] = [];
  for (const range of sorted) {
    const last = merged[merged.length - 1];
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else merged.push({ ...range });
  }
  return merged;
}

function applyRanges(text: string, ranges: SecretRange[]): string {
  let out = '';
  let at = 0;
  for (const range of mergeRanges(ranges)) {
    out += text.slice(at, range.start) + redactedMarker(range.kind);
    at = range.end;
  }
  return out + text.slice(at);
}

/** The whole whitespace-delimited token around each pre-filter match: what fail-closed redacts. */
function candidateTokens(text: string): SecretRange[] {
  const ranges: SecretRange[] = [];
  const pattern = new RegExp(LIBRARY_CANDIDATE.source, 'g');
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    let start = match.index;
    let end = match.index + match[0].length;
    while (start > 0 && !/\s/.test(text[start - 1]!)) start--;
    while (end < text.length && !/\s/.test(text[end]!)) end++;
    ranges.push({ start, end, kind: 'unverified' });
    pattern.lastIndex = end;
  }
  return ranges;
}

/** Base64 runs long enough to hide a credential (`aws_secret_access_key=…` encoded is 60+). */
const BASE64_RUN = /(?<![A-Za-z0-9+/_-])[A-Za-z0-9+/_-]{24,}={0,2}(?![A-Za-z0-9+/_=-])/g;

/**
 * Base64 blobs whose decoded text holds a secret by cortex's rules: the whole blob is
 * redacted (`echo YXdzX3NlY3JldF9hY2Nlc3Nfa2V5PS4uLg== | base64 -d`, a Kubernetes secret).
 */
export function findEncodedSecrets(text: string, extra?: readonly SecretRule[]): SecretRange[] {
  const ranges: SecretRange[] = [];
  if (text.length < 24) return ranges;
  BASE64_RUN.lastIndex = 0;
  for (let match = BASE64_RUN.exec(text); match; match = BASE64_RUN.exec(text)) {
    const blob = match[0];
    if (!decodesToText(blob)) continue;
    const inner = Buffer.from(blob.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString(
      'utf8',
    );
    if (findSecretRanges(inner, extra).length > 0)
      ranges.push({ start: match.index, end: match.index + blob.length, kind: 'encoded-secret' });
  }
  return ranges;
}

/**
 * A secret's value worth looking for elsewhere: not a plain word. `PASSWORD=completed` has
 * its value redacted where it is assigned, but "completed" elsewhere (a plan step's status,
 * a sentence) is a word, not that secret: spreading it would rewrite enumerated fields and
 * ordinary prose. A value with a digit or a symbol, or a long mixed-case one, is spread.
 */
function spreadable(value: string): boolean {
  if (value.length < 6 || /^\[REDACTED:[^\]]*\]$/.test(value)) return false;
  if (/[^A-Za-z]/.test(value)) return true;
  return value.length >= 12 && /[a-z]/.test(value) && /[A-Z]/.test(value.slice(1));
}

/**
 * Every occurrence, in every text of the same value, of a secret found in any of them: a
 * password caught in an event's command (by its `-p`) must not survive in the same event's
 * prose, where nothing marks it as one. Plain words are not spread (see spreadable), nor is
 * a secret of one event spread into another of the same batch (an import, say).
 */
function spreadSecrets(
  texts: readonly string[],
  ranges: SecretRange[][],
  groups?: readonly number[],
): void {
  const secrets = new Map<number, Map<string, string>>();
  const groupOf = (index: number) => groups?.[index] ?? 0;
  texts.forEach((text, index) => {
    for (const range of ranges[index]!) {
      const value = text.slice(range.start, range.end);
      // A secret wrapped over lines may be one-lined elsewhere (a plan step): its pieces are secrets too.
      const pieces = /\s/.test(value)
        ? [value, ...value.split(/\s+/).filter((piece) => piece.length >= 8)]
        : [value];
      for (const piece of pieces.filter(spreadable)) {
        const group = secrets.get(groupOf(index)) ?? new Map<string, string>();
        group.set(piece, range.kind);
        secrets.set(groupOf(index), group);
      }
    }
  });
  if (secrets.size === 0) return;
  texts.forEach((text, index) => {
    for (const [secret, kind] of secrets.get(groupOf(index)) ?? []) {
      for (
        let at = text.indexOf(secret);
        at !== -1;
        at = text.indexOf(secret, at + secret.length)
      ) {
        ranges[index]!.push({ start: at, end: at + secret.length, kind });
      }
    }
  });
}

/**
 * Redacts one text with cortex's own rules only (no library, no custom patterns):
 * synchronous and cheap, for log messages and other text that is not an event.
 */
export function redactPlainText(text: string): string {
  // Log messages quote paths (temporary folders have random names): the catch-alls for
  // random-looking values leave a path alone; the named rules still redact a token in it.
  const ranges = [...findSecretRanges(text), ...findEncodedSecrets(text)].filter(
    (range) =>
      !(
        (range.kind === 'high-entropy' || range.kind === 'key-fragment') &&
        text.slice(range.start, range.end).includes('/')
      ),
  );
  return ranges.length === 0 ? text : applyRanges(text, ranges);
}

/** A separator no rule can match across (rules stop at blank lines or whitespace). */
const SEPARATOR = '\n\n\n';

/** Redacts a batch of texts; the output has one text per input, in the same order. */
export async function redactTexts(
  texts: readonly string[],
  options: RedactionOptions = {},
): Promise<RedactionOutcome> {
  // The same string (a path, a plan step) often comes many times: redact each once.
  const unique = [...new Set(texts)];
  if (unique.length < texts.length && !options.groups) {
    const outcome = await redactTexts(unique, options);
    const byText = new Map(unique.map((text, index) => [text, outcome.texts[index]!]));
    return { ...outcome, texts: texts.map((text) => byText.get(text)!) };
  }
  // Control characters carry no meaning in a memory and can drive a terminal: never stored.
  const cleaned = texts.map((text) => stripControlCharacters(removePrivateSpans(text)));
  const ranges: SecretRange[][] = cleaned.map((text) => [
    ...findSecretRanges(text, options.extra),
    ...findEncodedSecrets(text, options.extra),
  ]);
  const custom = options.custom?.(cleaned);
  custom?.ranges.forEach((list, index) => ranges[index]!.push(...list));
  const candidates = cleaned
    .map((text, index) => ({ text, index }))
    .filter(({ text }) => needsLibraryScan(text));
  let libraryProblem: string | undefined;
  if (candidates.length > 0) {
    let found: SecretRange[] | undefined;
    if (options.library) {
      try {
        found = await options.library(candidates.map(({ text }) => text).join(SEPARATOR));
      } catch (error) {
        libraryProblem = `secret scanner unavailable (${error instanceof Error ? error.message.split('\n')[0] : String(error)}); redacted every candidate instead`;
      }
    } else {
      libraryProblem = 'secret scanner not available here; redacted every candidate instead';
    }
    let offset = 0;
    for (const { text, index } of candidates) {
      const end = offset + text.length;
      if (found) {
        for (const range of found) {
          if (range.end <= offset || range.start >= end) continue;
          ranges[index]!.push({
            start: Math.max(range.start, offset) - offset,
            end: Math.min(range.end, end) - offset,
            kind: range.kind,
          });
        }
      } else {
        ranges[index]!.push(...candidateTokens(text));
      }
      offset = end + SEPARATOR.length;
    }
  }
  spreadSecrets(cleaned, ranges, options.groups);
  let redacted = 0;
  const out = cleaned.map((text, index) => {
    const list = ranges[index]!;
    if (list.length === 0) return text;
    redacted += mergeRanges(list).length;
    return applyRanges(text, list);
  });
  return {
    texts: out,
    redacted,
    libraryScanned: candidates.length > 0,
    ...(libraryProblem ? { libraryProblem } : {}),
    ...(custom?.problems.length ? { patternProblems: custom.problems } : {}),
  };
}

/** Every string inside a JSON-like value, in a stable walk order. */
function collectStrings(value: unknown, into: string[]): void {
  if (typeof value === 'string') into.push(value);
  else if (Array.isArray(value)) for (const item of value) collectStrings(item, into);
  else if (value !== null && typeof value === 'object')
    for (const key of Object.keys(value))
      collectStrings((value as Record<string, unknown>)[key], into);
}

function replaceStrings(value: unknown, next: () => string): unknown {
  if (typeof value === 'string') return next();
  if (Array.isArray(value)) return value.map((item) => replaceStrings(item, next));
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value))
      out[key] = replaceStrings((value as Record<string, unknown>)[key], next);
    return out;
  }
  return value;
}

/**
 * Redacts every string inside JSON-like values (object keys are left alone), returning
 * copies. One batch, so the library is loaded and run at most once.
 */
export async function redactValues<T>(
  values: readonly T[],
  options: RedactionOptions = {},
): Promise<{ values: T[]; outcome: RedactionOutcome }> {
  const strings: string[] = [];
  const groups: number[] = [];
  values.forEach((value, index) => {
    const before = strings.length;
    collectStrings(value, strings);
    for (let i = before; i < strings.length; i++) groups.push(index);
  });
  // Each value (an event) spreads its own secrets to its own strings only.
  const outcome = await redactTexts(strings, { ...options, groups });
  let index = 0;
  const next = (): string => outcome.texts[index++]!;
  return { values: values.map((value) => replaceStrings(value, next) as T), outcome };
}
