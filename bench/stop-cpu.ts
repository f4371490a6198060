/**
 * The incremental Stop hook's CPU time, beside its wall time, against `node -e 0`, for one
 * or more builds of cortex in the same run: `node --import tsx bench/stop-cpu.ts [--runs N]
 * [dist folder]...` (default: this checkout's dist/). On the shared 2-core machine wall
 * time follows the load (a run of `npm run bench` saw `node -e 0` take 65 to 225 ms);
 * CPU time (user + system, read by a preload as the process exits) hardly does, so it is
 * what tells two builds apart. Each build gets its own repository, set up as the bench's
 * capture suite sets up its own (2,000 realistic events, a transcript with history), and
 * the same turns of 20 new lines, interleaved with the other builds' and with `node -e 0`.
 * Work a hook leaves to a detached process is not counted: the hook is done without it.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import {
  appendFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateRealisticLog } from './realistic.js';
import { syntheticTranscript } from './transcript.js';

const TURN_LINES = 20;
const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const runs = runsAt >= 0 ? Number(args.splice(runsAt, 2)[1]) : 21;
const dists = (args.length ? args : [fileURLToPath(new URL('../dist', import.meta.url))]).map(
  (dist) => resolve(dist),
);

const workspace = mkdtempSync(join(tmpdir(), 'cortex-stop-cpu-'));
process.on('exit', () => rmSync(workspace, { recursive: true, force: true }));
const probe = join(workspace, 'probe.cjs');
const usageFile = join(workspace, 'usage.json');
writeFileSync(
  probe,
  "process.on('exit', () => require('fs').writeFileSync(process.env.CORTEX_USAGE_FILE, JSON.stringify(process.cpuUsage())));\n",
);

/** One run: wall milliseconds and CPU milliseconds (user + system) of the process itself. */
function run(command: string[], cwd: string, input = ''): { wall: number; cpu: number } {
  rmSync(usageFile, { force: true });
  const started = process.hrtime.bigint();
  const result = spawnSync(process.execPath, ['--require', probe, ...command], {
    cwd,
    input,
    env: { ...process.env, CORTEX_USAGE_FILE: usageFile },
    stdio: ['pipe', 'ignore', 'pipe'],
  });
  const wall = Number(process.hrtime.bigint() - started) / 1e6;
  if (result.status !== 0)
    throw new Error(
      `${command.join(' ')} exited ${result.status}: ${String(result.stderr).slice(0, 300)}`,
    );
  const usage = JSON.parse(readFileSync(usageFile, 'utf8')) as { user: number; system: number };
  return { wall, cpu: (usage.user + usage.system) / 1000 };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

interface Build {
  dist: string;
  root: string;
  transcript: string;
  samples: { wall: number; cpu: number }[];
}

const first = syntheticTranscript(3.5 * 1024 * 1024, workspace);
const turns = first.slice(400);
const builds: Build[] = dists.map((dist, index) => {
  const root = join(workspace, `repo-${index}`);
  mkdirSync(root, { recursive: true });
  execFileSync('git', ['init', '-q', '-b', 'main'], { cwd: root });
  execFileSync('git', ['config', 'user.email', 'bench@example.com'], { cwd: root });
  execFileSync(process.execPath, [join(dist, 'bin.js'), 'init'], { cwd: root, stdio: 'ignore' });
  generateRealisticLog(root, 2_000);
  const transcript = join(workspace, `transcript-${index}.jsonl`);
  writeFileSync(
    transcript,
    first
      .slice(0, 400)
      .map((line) => `${line}\n`)
      .join(''),
  );
  return { dist, root, transcript, samples: [] };
});
const payload = (build: Build) =>
  JSON.stringify({
    session_id: 'bench-session',
    transcript_path: build.transcript,
    cwd: build.root,
    hook_event_name: 'Stop',
    stop_hook_active: false,
  });
for (const build of builds)
  run([join(build.dist, 'bin.js'), 'hook', 'stop'], build.root, payload(build)); // the first read, and a warm-up

const baseline: { wall: number; cpu: number }[] = [];
for (let turn = 0; turn < runs; turn++) {
  const lines = turns
    .slice(turn * TURN_LINES, (turn + 1) * TURN_LINES)
    .map((line) => `${line}\n`)
    .join('');
  baseline.push(run(['-e', '0'], workspace));
  for (const build of builds) {
    appendFileSync(build.transcript, lines);
    build.samples.push(
      run([join(build.dist, 'bin.js'), 'hook', 'stop'], build.root, payload(build)),
    );
  }
}

const baseWall = median(baseline.map((sample) => sample.wall));
const baseCpu = median(baseline.map((sample) => sample.cpu));
console.log(
  `cortex hook stop, incremental turn (${TURN_LINES} new lines), ${runs} runs each, medians; load average ${process.getBuiltinModule('node:os').loadavg()[0]!.toFixed(1)}`,
);
console.log(`node -e 0: wall ${baseWall.toFixed(1)} ms, CPU ${baseCpu.toFixed(1)} ms`);
for (const build of builds) {
  const wall = median(build.samples.map((sample) => sample.wall));
  const cpu = median(build.samples.map((sample) => sample.cpu));
  console.log(
    `${build.dist}: wall ${wall.toFixed(1)} ms (${(wall / baseWall).toFixed(2)}x), CPU ${cpu.toFixed(1)} ms (${(cpu / baseCpu).toFixed(2)}x)`,
  );
}
