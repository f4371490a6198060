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

function runOnce(spec: RunSpec, extraArgs: string[] = [], env: Record<string, string> = {}): number {
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
    throw new Error(`${spec.command} ${spec.args.join(' ')} exited ${result.status}: ${String(result.stderr).slice(0, 500)}`);
  }
  return elapsed;
}

/** Times a command: one warm-up run, then `runs` timed runs. */
export function time(spec: RunSpec, runs: number): Timing {
  runOnce(spec);
  const samples = Array.from({ length: runs }, () => runOnce(spec)).sort((a, b) => a - b);
  return { medianMs: samples[Math.floor(samples.length / 2)]!, minMs: samples[0]!, runs };
}

const probeDir = mkdtempSync(join(tmpdir(), 'cortex-rss-'));
const probe = join(probeDir, 'probe.cjs');
writeFileSync(
  probe,
  "process.on('exit', () => require('fs').writeFileSync(process.env.CORTEX_RSS_FILE, String(process.resourceUsage().maxRSS)));\n",
);
process.on('exit', () => rmSync(probeDir, { recursive: true, force: true }));

/** Peak resident memory of a node command, in MiB. `spec.command` must be node. */
export function peakRssMiB(spec: RunSpec): number {
  const out = join(probeDir, 'rss.txt');
  runOnce(spec, ['--require', probe], { CORTEX_RSS_FILE: out });
  return Number(readFileSync(out, 'utf8')) / 1024;
}
