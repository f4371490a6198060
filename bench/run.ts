/**
 * `npm run bench`: whole-process timings of the built `cortex` binary against the budgets
 * of DESIGN.md section 9, each also shown as a ratio to `node -e 0` measured in the same
 * run (the machines are shared and noisy; the ratio travels better than milliseconds).
 *
 * Options: --quick (fewer runs, 10,000 events only), --only <substring>.
 */
import { execFileSync } from 'node:child_process';
import { cpus } from 'node:os';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serializeEvent } from '../src/events/codec.js';
import { generateLog, random, syntheticEvent } from './generate.js';
import { peakRssMiB, time, type RunSpec } from './measure.js';

const BIN = fileURLToPath(new URL('../dist/bin.js', import.meta.url));
const args = process.argv.slice(2);
const quick = args.includes('--quick');
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined;
const RUNS = quick ? 3 : 7;

const workspace = mkdtempSync(join(tmpdir(), 'cortex-bench-'));
process.on('exit', () => rmSync(workspace, { recursive: true, force: true }));

/** A git repository with cortex initialised and `events` synthetic events in `files` files. */
function repoWithLog(name: string, events: number, files: number): string {
  const root = join(workspace, name);
  mkdirSync(root, { recursive: true });
  execFileSync('git', ['init', '-q', '-b', 'main'], { cwd: root });
  execFileSync('git', ['config', 'user.email', 'bench@example.com'], { cwd: root });
  execFileSync(process.execPath, [BIN, 'init'], { cwd: root, stdio: 'ignore' });
  generateLog(root, events, files);
  return root;
}

const cortex = (cwd: string, ...cortexArgs: string[]): RunSpec => ({ command: process.execPath, args: [BIN, ...cortexArgs], cwd });

interface Row {
  name: string;
  value: string;
  ratio: string;
  budget: string;
  verdict: string;
}

const rows: Row[] = [];
let baselineMs = 0;

function record(name: string, spec: RunSpec, budgetMs?: number, runs = RUNS): void {
  if (only && !name.includes(only) && name !== 'node -e 0') return;
  const timing = time(spec, runs);
  if (name === 'node -e 0') baselineMs = timing.medianMs;
  const ratio = baselineMs ? timing.medianMs / baselineMs : 1;
  rows.push({
    name,
    value: `${timing.medianMs.toFixed(1)} ms`,
    ratio: `${ratio.toFixed(2)}x`,
    budget: budgetMs === undefined ? '' : `<= ${budgetMs} ms`,
    verdict: budgetMs === undefined ? '' : timing.medianMs <= budgetMs ? 'ok' : 'OVER',
  });
  print(rows.at(-1)!);
}

function recordRss(name: string, spec: RunSpec, budgetMiB: number): void {
  if (only && !name.includes(only)) return;
  const mib = peakRssMiB(spec);
  rows.push({ name, value: `${mib.toFixed(0)} MiB`, ratio: '', budget: `<= ${budgetMiB} MiB`, verdict: mib <= budgetMiB ? 'ok' : 'OVER' });
  print(rows.at(-1)!);
}

function print(row: Row): void {
  process.stdout.write(`${row.name.padEnd(52)} ${row.value.padStart(11)} ${row.ratio.padStart(8)}   ${row.budget.padEnd(14)} ${row.verdict}\n`);
}

process.stdout.write(`cortex bench: node ${process.version}, ${cpus().length} cpus, ${RUNS} runs per figure (median)\n\n`);
process.stdout.write(`${'operation'.padEnd(52)} ${'median'.padStart(11)} ${'vs node'.padStart(8)}   ${'budget'.padEnd(14)} verdict\n`);

record('node -e 0', { command: process.execPath, args: ['-e', '0'] }, undefined, RUNS * 2);
record('cortex --version', cortex(workspace, '--version'));

const sizes = quick ? [10_000] : [10_000, 100_000];
for (const size of sizes) {
  const root = repoWithLog(`log-${size}`, size, Math.max(10, size / 200));
  const label = size.toLocaleString('en-US');
  const budget = size === 100_000 ? 700 : undefined;
  record(`cortex log -n 20 @ ${label} events`, cortex(root, 'log', '-n', '20'), budget);
  record(`cortex status @ ${label} events`, cortex(root, 'status'), budget);
  if (size === 100_000) {
    recordRss(`peak RSS, cortex status @ ${label} events`, cortex(root, 'status'), 300);
    recordRss(`peak RSS, cortex log -n 20 @ ${label} events`, cortex(root, 'log', '-n', '20'), 300);
    recordRss(`peak RSS, cortex export @ ${label} events`, cortex(root, 'export'), 300);
  }
}

// Import of 10,000 events into a fresh repository each run.
{
  const rand = random(7);
  const start = Date.parse('2026-03-01T00:00:00Z');
  const input = Array.from({ length: 10_000 }, (_, i) => serializeEvent(syntheticEvent(rand, i, start))).join('\n') + '\n';
  const file = join(workspace, 'import.ndjson');
  writeFileSync(file, input);
  const root = repoWithLog('import', 0, 1);
  const reset = () => rmSync(join(root, '.cortex', 'events'), { recursive: true, force: true });
  record('cortex import (10,000 events)', { ...cortex(root, 'import', file), before: reset });
}

process.stdout.write('\nBudgets: DESIGN.md section 9 and the issues. "vs node" is the median divided by node -e 0.\n');
if (rows.some((row) => row.verdict === 'OVER')) process.exitCode = 1;
