/**
 * What every benchmark suite uses: a scratch workspace, repositories with realistic logs
 * (bench/realistic.ts), and the table of figures, each with its budget, its ratio to
 * `node -e 0` and the peak RSS of the process measured.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateRealisticLog, type GeneratorOptions } from './realistic.js';
import { peakRssMiB, time, timeFirst, type RunSpec } from './measure.js';

export const BIN = fileURLToPath(new URL('../dist/bin.js', import.meta.url));

export interface Row {
  name: string;
  value: string;
  ratio: string;
  budget: string;
  verdict: string;
  rss?: string;
}

/** Any command at 100,000 events stays within this (DESIGN.md section 9); every timed row is held to it. */
export const RSS_BUDGET_MIB = 300;

export class Harness {
  readonly workspace = mkdtempSync(join(tmpdir(), 'cortex-bench-'));
  readonly rows: Row[] = [];
  private baselineMs = 0;

  constructor(
    readonly runs: number,
    readonly quick: boolean,
    private readonly only: string | undefined,
  ) {
    // A detached refresh may still be writing in the workspace: retry, then leave it and say so.
    process.on('exit', () => {
      try {
        rmSync(this.workspace, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
      } catch (error) {
        process.stderr.write(`could not remove ${this.workspace}: ${(error as Error).message}\n`);
      }
    });
  }

  /** Whether a figure is selected by --only. */
  wants(name: string): boolean {
    return !this.only || name.includes(this.only);
  }

  /** Whether --only itself says `part` (not merely a word its figure shares): for figures too costly to measure in every run. */
  named(part: string): boolean {
    return this.only !== undefined && this.only.includes(part);
  }

  /** A spec that runs the built cortex binary. */
  cortex(cwd: string, ...args: string[]): RunSpec {
    return { command: process.execPath, args: [BIN, ...args], cwd };
  }

  /** A git repository with cortex initialised and about `events` realistic events, one file per session. */
  repoWithLog(name: string, events: number, options: GeneratorOptions = {}): string {
    const root = join(this.workspace, name);
    mkdirSync(root, { recursive: true });
    execFileSync('git', ['init', '-q', '-b', 'main'], { cwd: root });
    execFileSync('git', ['config', 'user.email', 'bench@example.com'], { cwd: root });
    execFileSync(process.execPath, [BIN, 'init'], { cwd: root, stdio: 'ignore' });
    if (events > 0) generateRealisticLog(root, events, options);
    return root;
  }

  /** Measures the baseline every ratio is relative to. */
  baseline(): void {
    const timing = time({ command: process.execPath, args: ['-e', '0'] }, this.runs * 2);
    this.baselineMs = timing.medianMs;
    this.add({
      name: 'node -e 0 (baseline)',
      value: `${timing.medianMs.toFixed(1)} ms`,
      ratio: '1.00x',
      budget: '',
      verdict: '',
      rss: rssText(timing.peakRssMiB),
    });
  }

  get baselineMedianMs(): number {
    return this.baselineMs;
  }

  /**
   * Times a command; `budgetMs` may be a number or a function of the baseline (for "1.5x
   * node"). `runs` 0 times the first run alone, without a warm-up.
   */
  time(
    name: string,
    spec: RunSpec,
    budgetMs?: number | ((baselineMs: number) => number),
    runs = this.runs,
  ): number | undefined {
    if (!this.wants(name)) return undefined;
    const timing = runs === 0 ? timeFirst(spec) : time(spec, runs);
    const budget = typeof budgetMs === 'function' ? budgetMs(this.baselineMs) : budgetMs;
    const rssOver = timing.peakRssMiB !== undefined && timing.peakRssMiB > RSS_BUDGET_MIB;
    this.add({
      name,
      value: `${timing.medianMs.toFixed(1)} ms`,
      ratio: `${(timing.medianMs / this.baselineMs).toFixed(2)}x`,
      budget:
        budget === undefined
          ? ''
          : `<= ${budget.toFixed(0)} ms (${(budget / this.baselineMs).toFixed(1)}x)`,
      verdict: rssOver
        ? 'OVER (RSS)'
        : budget === undefined
          ? ''
          : timing.medianMs <= budget
            ? 'ok'
            : 'OVER',
      rss: rssText(timing.peakRssMiB),
    });
    return timing.medianMs;
  }

  /**
   * Times something that is not one command (a conversation with a server, say): `measure`
   * runs it once and returns the milliseconds it took. One warm-up, then the median of `runs`.
   */
  async timeMeasured(
    name: string,
    measure: () => Promise<number>,
    budgetMs?: number | ((baselineMs: number) => number),
    runs = this.runs,
  ): Promise<number | undefined> {
    if (!this.wants(name)) return undefined;
    const samples = await sorted(measure, runs);
    const medianMs = samples[Math.floor(samples.length / 2)]!;
    const budget = typeof budgetMs === 'function' ? budgetMs(this.baselineMs) : budgetMs;
    this.add({
      name,
      value: `${medianMs.toFixed(1)} ms`,
      ratio: `${(medianMs / this.baselineMs).toFixed(2)}x`,
      budget:
        budget === undefined
          ? ''
          : `<= ${budget.toFixed(0)} ms (${(budget / this.baselineMs).toFixed(2)}x)`,
      verdict: budget === undefined ? '' : medianMs <= budget ? 'ok' : 'OVER',
      rss: 'in-process',
    });
    return medianMs;
  }

  /**
   * Times `measure` (which returns milliseconds) `runs` times after one warm-up and adds two
   * rows, the median and the 95th percentile, both held to the budget.
   */
  async timeDistribution(
    name: string,
    measure: () => Promise<number>,
    budgetMs: number,
    runs: number,
  ): Promise<{ medianMs: number; p95Ms: number } | undefined> {
    if (!this.wants(name)) return undefined;
    const samples = await sorted(measure, runs);
    const medianMs = samples[Math.floor(samples.length / 2)]!;
    const p95Ms = samples[Math.min(samples.length - 1, Math.ceil(samples.length * 0.95) - 1)]!;
    for (const [label, value] of [
      ['median', medianMs],
      ['p95', p95Ms],
    ] as const) {
      this.add({
        name: `${name} (${label} of ${runs})`,
        value: `${value.toFixed(1)} ms`,
        ratio: `${(value / this.baselineMs).toFixed(2)}x`,
        budget: `<= ${budgetMs.toFixed(0)} ms (${(budgetMs / this.baselineMs).toFixed(2)}x)`,
        verdict: value <= budgetMs ? 'ok' : 'OVER',
        rss: 'in-process',
      });
    }
    return { medianMs, p95Ms };
  }

  /** Peak resident memory of a node command. */
  rss(name: string, spec: RunSpec, budgetMiB: number): void {
    if (!this.wants(name)) return;
    const mib = peakRssMiB(spec);
    this.add({
      name,
      value: `${mib.toFixed(0)} MiB`,
      ratio: '',
      budget: `<= ${budgetMiB} MiB`,
      verdict: mib <= budgetMiB ? 'ok' : 'OVER',
      rss: `${mib.toFixed(0)} MiB`,
    });
  }

  /** A figure measured some other way (throughput, in-process timings). */
  figure(name: string, value: string, budget = '', verdict = ''): void {
    if (this.wants(name)) this.add({ name, value, ratio: '', budget, verdict });
  }

  private add(row: Row): void {
    this.rows.push(row);
    process.stdout.write(
      `${row.name.padEnd(64)} ${row.value.padStart(12)} ${row.ratio.padStart(8)}   ${row.budget.padEnd(24)} ${(row.rss ?? '').padStart(10)}  ${row.verdict}\n`,
    );
  }

  header(): void {
    process.stdout.write(
      `${'operation'.padEnd(64)} ${'median'.padStart(12)} ${'vs node'.padStart(8)}   ${'budget'.padEnd(24)} ${'peak RSS'.padStart(10)}  verdict\n`,
    );
  }
}

function rssText(mib: number | undefined): string {
  return mib === undefined ? '' : `${mib.toFixed(0)} MiB`;
}

/** `measure` run once to warm up, then `runs` times: its milliseconds, smallest first. */
async function sorted(measure: () => Promise<number>, runs: number): Promise<number[]> {
  await measure();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) samples.push(await measure());
  return samples.sort((a, b) => a - b);
}

/** Waits (at most a minute) while any of these files exists: a detached process's marker or lock. */
export function waitWhileAny(files: readonly string[]): void {
  const pause = new Int32Array(new SharedArrayBuffer(4));
  for (let waited = 0; files.some((file) => existsSync(file)) && waited < 60_000; waited += 50)
    Atomics.wait(pause, 0, 0, 50);
}
