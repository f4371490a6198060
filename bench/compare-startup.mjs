// Compares the start-up of two builds of cortex: `node bench/compare-startup.mjs <before/bin.js> <after/bin.js> [runs]`
// (build the other one with `git worktree add` and `npm run build` there). Each command runs `runs` times
// (default 20), the builds and `node -e 0` interleaved so that a busy machine slows them alike; prints the
// median wall time and the median CPU time (user + system, from bash's `times`), each also as a ratio to
// `node -e 0`. The commands run in a fresh repository holding one memory, with stdin empty.
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const [before, after, runsArg] = process.argv.slice(2);
if (!before || !after) {
  process.stderr.write(
    'usage: node bench/compare-startup.mjs <before/bin.js> <after/bin.js> [runs]\n',
  );
  process.exit(2);
}
const runs = Number(runsArg ?? 20);
const repo = mkdtempSync(join(tmpdir(), 'cortex-startup-'));
const run = (command, args) => spawnSync(command, args, { cwd: repo, encoding: 'utf8' });
run('git', ['init', '-q', '-b', 'main']);
run('git', [
  '-c',
  'user.email=dev@example.com',
  '-c',
  'user.name=dev',
  'commit',
  '-q',
  '--allow-empty',
  '-m',
  'start',
]);
run(process.execPath, [resolve(after), 'init']);
run(process.execPath, [resolve(after), 'remember', 'one memory']);

const COMMANDS = [['--help'], ['status'], ['log', '--bad-option'], ['mcp']];
const cases = { 'node -e 0': ['-e', '0'] };
for (const args of COMMANDS) {
  cases[`before: cortex ${args.join(' ')}`] = [resolve(before), ...args];
  cases[`after:  cortex ${args.join(' ')}`] = [resolve(after), ...args];
}

const quote = (text) => `'${text.replace(/'/g, `'\\''`)}'`;
const seconds = (text) => {
  const match = /(\d+)m([\d.]+)s/.exec(text);
  return Number(match[1]) * 60 + Number(match[2]);
};
const wall = Object.fromEntries(Object.keys(cases).map((name) => [name, []]));
const cpu = Object.fromEntries(Object.keys(cases).map((name) => [name, []]));
for (let i = 0; i < runs; i++) {
  for (const [name, args] of Object.entries(cases)) {
    const start = process.hrtime.bigint();
    const result = run('bash', [
      '-c',
      `${quote(process.execPath)} ${args.map(quote).join(' ')} </dev/null >/dev/null 2>&1; times`,
    ]);
    wall[name].push(Number(process.hrtime.bigint() - start) / 1e6);
    const [user, system] = result.stdout.trim().split('\n')[1].trim().split(/\s+/);
    cpu[name].push((seconds(user) + seconds(system)) * 1000);
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const baseWall = median(wall['node -e 0']);
const baseCpu = median(cpu['node -e 0']);
process.stdout.write(
  `${runs} runs each, interleaved; medians (wall time, CPU time), and as ratios to node -e 0\n`,
);
for (const name of Object.keys(cases)) {
  const w = median(wall[name]);
  const c = median(cpu[name]);
  process.stdout.write(
    `${name.padEnd(32)} wall ${w.toFixed(0).padStart(5)} ms ${(w / baseWall).toFixed(2)}x   cpu ${c.toFixed(0).padStart(5)} ms ${(c / baseCpu).toFixed(2)}x\n`,
  );
}
