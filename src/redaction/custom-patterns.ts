/**
 * The project's own redaction patterns (`redaction.patterns` in `.cortex/config.json`) run
 * here with a time limit. They are committed, so anyone can add one; a pattern with
 * catastrophic backtracking (`(a+)+$`) would otherwise hang every Stop hook. Each pattern
 * runs in a `node:vm` context whose `timeout` interrupts the regular expression engine;
 * one that runs out of time is reported, remembered in `.cortex/local/bad-patterns.json`
 * (so later runs do not pay the wait again), and not obeyed. cortex's own rules are
 * unaffected. A pattern that matches much of ordinary text is refused the same way (see
 * overBroadReason). Measured (50 texts, one pattern, on a loaded machine): a vm call costs about
 * 0.35 ms per pattern and batch, against 0.005 ms run directly; a hook runs one batch, so
 * no linear-time engine (re2-wasm, re2js) is bundled for this.
 */
import vm from 'node:vm';
import { badPatternsFile as badPatternsFileOf, type ProjectPaths } from '../events/paths.js';
import { readTextIfExists, writeFileAtomic } from '../files.js';
import type { SecretRange } from './rules.js';

/** What the custom patterns found in a batch of texts, and which patterns were not obeyed. */
export interface CustomScan {
  /** One list per text. */
  ranges: SecretRange[][];
  problems: string[];
}

export type CustomScanner = (texts: readonly string[]) => CustomScan;

/** Time a pattern gets over a batch: enough for any linear pattern on megabytes of text. */
export function patternTimeLimitMs(chars: number): number {
  return 200 + Math.ceil(chars / 20_000);
}

const MATCHER = `(function (source, texts) {
  const pattern = new RegExp(source, 'g');
  const out = [];
  for (const text of texts) {
    const found = [];
    pattern.lastIndex = 0;
    for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
      if (match[0] === '') { pattern.lastIndex++; continue; }
      found.push(match.index, match.index + match[0].length);
    }
    out.push(found);
  }
  return out;
})(source, texts)`;

let sandbox: { context: vm.Context; script: vm.Script } | undefined;

/** Runs one pattern over `texts` within `timeoutMs`; throws on a time-out or a bad pattern. */
export function matchWithTimeLimit(
  source: string,
  texts: readonly string[],
  timeoutMs: number,
): number[][] {
  sandbox ??= { context: vm.createContext({}), script: new vm.Script(MATCHER) };
  sandbox.context.source = source;
  sandbox.context.texts = texts;
  try {
    return sandbox.script.runInContext(sandbox.context, { timeout: timeoutMs }) as number[][];
  } finally {
    sandbox.context.texts = undefined;
  }
}

/**
 * Ordinary text with no secret in it. A pattern that matches much of it would turn memories
 * into `[REDACTED:custom]` wholesale (`[\s\S]*`, `.+`, `\w+`): such a pattern is refused.
 */
const PLAIN_TEXT = [
  'Use SQLite for the local cache because it needs no server and the CLI must work offline.',
  'The test failed with a timeout; the fix was to raise it to 30 seconds in vitest.config.ts.',
  'Rejected Redis: it needs a daemon. Plan: add the cache module, then document it in the README.',
];

/** The share of plain text a pattern matches above which it is refused. */
const MAX_PLAIN_SHARE = 0.2;

/** Why a pattern is refused as over-broad, or undefined when it matches little of plain text. */
export function overBroadReason(source: string): string | undefined {
  let found: number[][];
  try {
    found = matchWithTimeLimit(source, PLAIN_TEXT, 200);
  } catch {
    return undefined; // A pattern that fails or runs out of time is reported as such when it runs.
  }
  const total = PLAIN_TEXT.reduce((sum, text) => sum + text.length, 0);
  let matched = 0;
  for (const list of found)
    for (let i = 0; i < list.length; i += 2) matched += list[i + 1]! - list[i]!;
  const share = matched / total;
  return share > MAX_PLAIN_SHARE
    ? `it matches ${Math.round(share * 100)}% of ordinary text with no secret in it, so it would redact memories wholesale; a pattern must match the secret alone`
    : undefined;
}

function badPatternsFile(paths: ProjectPaths): string {
  return badPatternsFileOf(paths);
}

/** Patterns found too slow on this machine, with why. */
export function readBadPatterns(paths: ProjectPaths): Record<string, string> {
  try {
    const value = JSON.parse(readTextIfExists(badPatternsFile(paths)) ?? '{}') as unknown;
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, string>)
      : {};
  } catch {
    return {};
  }
}

/**
 * A scanner running `patterns` with a time limit; patterns recorded as bad are skipped and
 * reported, new bad ones are recorded. Returns undefined when there are no patterns.
 */
export function customPatternScanner(
  paths: ProjectPaths,
  patterns: readonly string[],
): CustomScanner | undefined {
  if (patterns.length === 0) return undefined;
  return (texts) => {
    const ranges: SecretRange[][] = texts.map(() => []);
    const problems: string[] = [];
    const bad = readBadPatterns(paths);
    let newlyBad = false;
    const chars = texts.reduce((sum, text) => sum + text.length, 0);
    for (const source of patterns) {
      if (bad[source] !== undefined) {
        problems.push(`redaction pattern ${JSON.stringify(source)} is not used: ${bad[source]}`);
        continue;
      }
      const broad = overBroadReason(source);
      if (broad !== undefined) {
        bad[source] = broad;
        newlyBad = true;
        problems.push(
          `redaction pattern ${JSON.stringify(source)} is not used: ${broad}; fix it in .cortex/config.json`,
        );
        continue;
      }
      let found: number[][];
      try {
        found = matchWithTimeLimit(source, texts, patternTimeLimitMs(chars));
      } catch (error) {
        const timedOut = (error as NodeJS.ErrnoException).code === 'ERR_SCRIPT_EXECUTION_TIMEOUT';
        const reason = timedOut
          ? `it ran longer than ${patternTimeLimitMs(chars)} ms on ${chars} characters (catastrophic backtracking?)`
          : `it failed: ${(error as Error).message}`;
        bad[source] = reason;
        newlyBad = true;
        problems.push(
          `redaction pattern ${JSON.stringify(source)} is not used: ${reason}; fix it in .cortex/config.json`,
        );
        continue;
      }
      found.forEach((list, index) => {
        for (let i = 0; i < list.length; i += 2)
          ranges[index]!.push({ start: list[i]!, end: list[i + 1]!, kind: 'custom' });
      });
    }
    if (newlyBad) {
      try {
        writeFileAtomic(badPatternsFile(paths), JSON.stringify(bad, null, 2) + '\n', {
          makeFolder: true,
        });
      } catch {
        // Not remembered: the next run finds it again.
      }
    }
    return { ranges, problems };
  };
}
