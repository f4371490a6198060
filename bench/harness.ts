/**
 * What every benchmark suite uses: a scratch workspace, repositories with synthetic logs,
 * and the table of figures, each with its budget and its ratio to `node -e 0`.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateLog } from './generate.js';
import { peakRssMiB, time, type RunSpec } from './measure.js';

export const BIN = fileURLToPath(new URL('../dist/bin.js', import.meta.url));

export interface Row {
  name: string;
  value: string;
  ratio: string;
  budget: string;
  verdict: string;
}

export class Harness {
  readonly workspace = mkdtempSync(join(tmpdir(), 'cortex-bench-'));
  readonly rows: Row[] = [];
  private baselineMs = 0;

  constructor(
    readonly runs: number,
    readonly quick: boolean,
    private readonly only: string | undefined,
  ) {
    process.on('exit', () => rmSync(this.workspace, { recursive: true, force: true }));
  }

  /** Whether a figure is selected by --only. */
  wants(name: string): boolean {
    return !this.only || name.includes(this.only);
  }

  /** A spec that runs the built cortex binary. */
  cortex(cwd: string, ...args: string[]): RunSpec {
    return { command: process.execPath, args: [BIN, ...args], cwd };
  }

  /** A git repository with cortex initialised and `events` synthetic events in `files` files. */
  repoWithLog(name: string, events: number, files: number): string {
    const root = join(this.workspace, name);
    mkdirSync(root, { recursive: true });
    execFileSync('git', ['init', '-q', '-b', 'main'], { cwd: root });
    execFileSync('git', ['config', 'user.email', 'bench@example.com'], { cwd: root });
    execFileSync(process.execPath, [BIN, 'init'], { cwd: root, stdio: 'ignore' });
    if (events > 0) generateLog(root, events, files);
    return root;
  }

  /** Measures the baseline every ratio is relative to. */
  baseline(): void {
    const timing = time({ command: process.execPath, args: ['-e', '0'] }, this.runs * 2);
    this.baselineMs = timing.medianMs;
    this.add({ name: 'node -e 0 (baseline)', value: `${timing.medianMs.toFixed(1)} ms`, ratio: '1.00x', budget: '', verdict: '' });
  }

  get baselineMedianMs(): number {
    return this.baselineMs;
  }

  /** Times a command; `budgetMs` may be a number or a function of the baseline (for "1.5x node"). */
  time(name: string, spec: RunSpec, budgetMs?: number | ((baselineMs: number) => number), runs = this.runs): number | undefined {
    if (!this.wants(name)) return undefined;
    const timing = time(spec, runs);
    const budget = typeof budgetMs === 'function' ? budgetMs(this.baselineMs) : budgetMs;
    this.add({
      name,
      value: `${timing.medianMs.toFixed(1)} ms`,
      ratio: `${(timing.medianMs / this.baselineMs).toFixed(2)}x`,
      budget: budget === undefined ? '' : `<= ${budget.toFixed(0)} ms`,
      verdict: budget === undefined ? '' : timing.medianMs <= budget ? 'ok' : 'OVER',
    });
    return timing.medianMs;
  }

  /**
   * Times something that is not one command (a conversation with a server, say): `measure`
   * runs it once and returns the milliseconds it took. One warm-up, then the median of `runs`.
   */
  async timeMeasured(name: string, measure: () => Promise<number>, budgetMs?: number | ((baselineMs: number) => number), runs = this.runs): Promise<number | undefined> {
    if (!this.wants(name)) return undefined;
    await measure();
    const samples: number[] = [];
    for (let i = 0; i < runs; i++) samples.push(await measure());
    samples.sort((a, b) => a - b);
    const medianMs = samples[Math.floor(samples.length / 2)]!;
    const budget = typeof budgetMs === 'function' ? budgetMs(this.baselineMs) : budgetMs;
    this.add({
      name,
      value: `${medianMs.toFixed(1)} ms`,
      ratio: `${(medianMs / this.baselineMs).toFixed(2)}x`,
      budget: budget === undefined ? '' : `<= ${budget.toFixed(0)} ms`,
      verdict: budget === undefined ? '' : medianMs <= budget ? 'ok' : 'OVER',
    });
    return medianMs;
  }

  /** Peak resident memory of a node command. */
  rss(name: string, spec: RunSpec, budgetMiB: number): void {
    if (!this.wants(name)) return;
    const mib = peakRssMiB(spec);
    this.add({ name, value: `${mib.toFixed(0)} MiB`, ratio: '', budget: `<= ${budgetMiB} MiB`, verdict: mib <= budgetMiB ? 'ok' : 'OVER' });
  }

  /** A figure measured some other way (throughput, in-process timings). */
  figure(name: string, value: string, budget = '', verdict = ''): void {
    if (this.wants(name)) this.add({ name, value, ratio: '', budget, verdict });
  }

  private add(row: Row): void {
    this.rows.push(row);
    process.stdout.write(`${row.name.padEnd(58)} ${row.value.padStart(12)} ${row.ratio.padStart(8)}   ${row.budget.padEnd(14)} ${row.verdict}\n`);
  }

  header(): void {
    process.stdout.write(`${'operation'.padEnd(58)} ${'median'.padStart(12)} ${'vs node'.padStart(8)}   ${'budget'.padEnd(14)} verdict\n`);
  }
}
