/**
 * Whole-process measurements: wall time of a command over several runs (median), and its
 * peak resident memory, read by a tiny preload that reports `maxRSS` as the process exits.
 */
import { spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface Timing {
  medianMs: number;
  minMs: number;
  runs: number;
  /** The largest peak resident memory of the runs (node commands only). */
  peakRssMiB?: number;
}

export interface RunSpec {
  command: string;
  args: string[];
  cwd?: string;
  input?: string;
  env?: Record<string, string>;
  /** Runs before each timed run (not timed), e.g. to reset state. */
  before?: () => void;
}

const probeDir = mkdtempSync(join(tmpdir(), 'cortex-rss-'));
const probe = join(probeDir, 'probe.cjs');
const rssFile = join(probeDir, 'rss.txt');
writeFileSync(
  probe,
  "process.on('exit', () => require('fs').writeFileSync(process.env.CORTEX_RSS_FILE, String(process.resourceUsage().maxRSS)));\n",
);
process.on('exit', () => rmSync(probeDir, { recursive: true, force: true }));

/** One run: its wall time and, for a node command, its peak resident memory (read by a tiny preload as it exits). */
function runOnce(spec: RunSpec): { ms: number; rssMiB?: number } {
  const isNode = spec.command === process.execPath;
  rmSync(rssFile, { force: true });
  const extraArgs = isNode ? ['--require', probe] : [];
  const env: Record<string, string> = isNode ? { CORTEX_RSS_FILE: rssFile } : {};
  spec.before?.();
  const options: SpawnSyncOptions = {
    cwd: spec.cwd,
    input: spec.input ?? '',
    stdio: ['pipe', 'ignore', 'pipe'],
    env: { ...process.env, ...spec.env, ...env },
    maxBuffer: 64 * 1024 * 1024,
  };
  const started = process.hrtime.bigint();
  const result = spawnSync(spec.command, [...extraArgs, ...spec.args], options);
  const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
  if (result.status !== 0) {
    throw new Error(
      `${spec.command} ${spec.args.join(' ')} exited ${result.status}: ${String(result.stderr).slice(0, 500)}`,
    );
  }
  return isNode
    ? { ms: elapsed, rssMiB: Number(readFileSync(rssFile, 'utf8')) / 1024 }
    : { ms: elapsed };
}

/** Times a command: one warm-up run, then `runs` timed runs; the peak RSS is the largest of all runs. */
export function time(spec: RunSpec, runs: number): Timing {
  const warm = runOnce(spec);
  const results = Array.from({ length: runs }, () => runOnce(spec));
  const samples = results.map((result) => result.ms).sort((a, b) => a - b);
  const rss = [warm, ...results]
    .map((result) => result.rssMiB)
    .filter((value): value is number => value !== undefined);
  return {
    medianMs: samples[Math.floor(samples.length / 2)]!,
    minMs: samples[0]!,
    runs,
    ...(rss.length > 0 ? { peakRssMiB: Math.max(...rss) } : {}),
  };
}

/** Times the first run of a command alone, no warm-up: what a user meets the first time (after a pull, say). */
export function timeFirst(spec: RunSpec): Timing {
  const result = runOnce(spec);
  return {
    medianMs: result.ms,
    minMs: result.ms,
    runs: 1,
    ...(result.rssMiB !== undefined ? { peakRssMiB: result.rssMiB } : {}),
  };
}

/** Peak resident memory of one run of a node command, in MiB. */
export function peakRssMiB(spec: RunSpec): number {
  return runOnce(spec).rssMiB ?? 0;
}
