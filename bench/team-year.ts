/**
 * The team-year scenario: W writers, D working days, S sessions a day each (realistic
 * sessions from bench/realistic.ts, one event file per session, as cortex's writers make
 * them). Each writer works on a branch of their own and merges it into main at the end of
 * the day. The history is written with `git fast-import` (real commits, real merge commits
 * whose trees are what git merge gives for branches that only add files: main's files plus
 * the branch's); the last day's branches are merged with `git merge` itself, in a clone
 * where `cortex init` set up the merge drivers. Then it times what a teammate does on the
 * result, each figure with its budget, its ratio to `node -e 0` and its peak RSS.
 *
 *   npm run build && node --import tsx bench/team-year.ts [--writers 20] [--days 220] [--sessions 3]
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { serializeEvent } from '../src/events/codec.js';
import { Harness } from './harness.js';
import { RealisticGenerator, sessionFile } from './realistic.js';
import { time } from './measure.js';
import { waitForRefresh } from './suites/search.js';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => (args.includes(`--${name}`) ? Number(args[args.indexOf(`--${name}`) + 1]) : fallback);
const WRITERS = option('writers', 20);
const DAYS = option('days', 220);
const SESSIONS = option('sessions', 3);

const h = new Harness(3, false, undefined);
const git = (cwd: string, ...gitArgs: string[]) => execFileSync('git', gitArgs, { cwd, encoding: 'utf8', maxBuffer: 1 << 28, stdio: ['ignore', 'pipe', 'pipe'] }).trim();

/** Writes the history into `origin` (a bare repository) through one git fast-import process. */
async function writeHistory(origin: string): Promise<{ events: number; files: number; lastDayBranches: string[] }> {
  const importer = spawn('git', ['fast-import', '--quiet', '--done'], { cwd: origin, stdio: ['pipe', 'inherit', 'inherit'] });
  const finished = new Promise<void>((resolve, reject) => importer.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`git fast-import exited ${code}`)))));
  const write = async (chunk: string | Buffer) => {
    if (!importer.stdin.write(chunk)) await new Promise((resolve) => importer.stdin.once('drain', resolve));
  };
  const data = (text: string) => `data ${Buffer.byteLength(text)}\n${text}\n`;
  const generator = new RealisticGenerator({ seed: 2026, startMs: Date.parse('2025-01-06T08:00:00Z'), writers: WRITERS, sessionsPerDay: WRITERS * SESSIONS, mainShare: 0 });
  let mark = 0;
  let mainTip = 0;
  let events = 0;
  let files = 0;
  const lastDayBranches: string[] = [];
  const start = Date.parse('2025-01-06T08:00:00Z');
  for (let day = 0; day < DAYS; day++) {
    const dayMs = start + Math.floor(day / 5) * 7 * 86_400_000 + (day % 5) * 86_400_000;
    const merges: { writer: number; tip: number; paths: { path: string; blob: number }[] }[] = [];
    for (let writer = 0; writer < WRITERS; writer++) {
      const branch = `refs/heads/writer-${writer}`;
      let tip = mainTip;
      const added: { path: string; blob: number }[] = [];
      for (let s = 0; s < SESSIONS; s++) {
        const session = generator.nextSession();
        const path = sessionFile('', session).replace(/^\//, '');
        const blob = ++mark;
        await write(`blob\nmark :${blob}\n${data(session.events.map((event) => serializeEvent(event)).join('\n') + '\n')}`);
        const when = Math.floor((dayMs + (9 + s * 2) * 3_600_000) / 1000);
        const commit = ++mark;
        await write(
          `commit ${branch}\nmark :${commit}\ncommitter dev${writer} <dev${writer}@example.com> ${when} +0000\n${data(`session ${session.session}`)}` +
            (tip ? `from :${tip}\n` : '') +
            `M 100644 :${blob} ${path}\n\n`,
        );
        tip = commit;
        added.push({ path, blob });
        events += session.events.length;
        files++;
      }
      merges.push({ writer, tip, paths: added });
    }
    if (day === DAYS - 1) {
      // The last day's branches are merged by git itself, afterwards.
      for (const merge of merges) lastDayBranches.push(`writer-${merge.writer}`);
      break;
    }
    for (const merge of merges) {
      const commit = ++mark;
      const when = Math.floor((dayMs + 18 * 3_600_000) / 1000);
      await write(
        `commit refs/heads/main\nmark :${commit}\ncommitter dev${merge.writer} <dev${merge.writer}@example.com> ${when} +0000\n${data(`Merge branch 'writer-${merge.writer}'`)}` +
          (mainTip ? `from :${mainTip}\n` : '') +
          `merge :${merge.tip}\n` +
          merge.paths.map((entry) => `M 100644 :${entry.blob} ${entry.path}\n`).join('') +
          '\n',
      );
      mainTip = commit;
    }
    if (day % 20 === 0) process.stderr.write(`day ${day}: ${events.toLocaleString('en-US')} events\n`);
  }
  await write('done\n');
  importer.stdin.end();
  await finished;
  return { events, files, lastDayBranches };
}

async function main(): Promise<void> {
  process.stdout.write(`team-year scenario: ${WRITERS} writers, ${DAYS} days, ${SESSIONS} sessions a day each\n\n`);
  h.header();
  h.baseline();
  const origin = join(h.workspace, 'origin.git');
  mkdirSync(origin);
  git(origin, 'init', '-q', '--bare', '-b', 'main');
  const began = performance.now();
  const history = await writeHistory(origin);
  h.figure('team: history written (git fast-import)', `${((performance.now() - began) / 1000).toFixed(0)} s`, '', `${history.events.toLocaleString('en-US')} events, ${history.files.toLocaleString('en-US')} files`);

  // A teammate's clone: its time, then cortex set up, the last day's branches merged by git.
  const clone = join(h.workspace, 'clone');
  const cloneTiming = time({ command: 'git', args: ['clone', '-q', '--no-local', origin, clone], before: () => rmSync(clone, { recursive: true, force: true }) }, 1);
  h.figure('team: git clone --no-local', `${(cloneTiming.medianMs / 1000).toFixed(1)} s`, '<= 60 s (proposed)', cloneTiming.medianMs <= 60_000 ? 'ok' : 'OVER');
  git(clone, 'config', 'user.email', 'dev0@example.com');
  git(clone, 'config', 'user.name', 'dev0');
  execFileSync(process.execPath, [h.cortex(clone).args[0]!, 'init'], { cwd: clone, stdio: 'ignore' });
  const mergeBegan = performance.now();
  for (const branch of history.lastDayBranches) git(clone, 'merge', '-q', '--no-ff', '--no-edit', `origin/${branch}`);
  h.figure(`team: git merge of the last day's ${history.lastDayBranches.length} branches (no conflict)`, `${((performance.now() - mergeBegan) / history.lastDayBranches.length).toFixed(0)} ms each`);

  h.time('team: cortex log -n 20', h.cortex(clone, 'log', '-n', '20'), (node) => 4 * node, 3);
  h.time('team: cortex status', h.cortex(clone, 'status'), (node) => 4 * node, 3);
  const rebuild = { ...h.cortex(clone, 'search', 'flaky snapshot test fixture'), before: () => rmSync(join(clone, '.cortex', 'local', 'search'), { recursive: true, force: true }) };
  h.time('team: search, full rebuild (as after a fresh clone)', rebuild, 10_000, 1);
  h.time('team: cortex search, warm', h.cortex(clone, 'search', 'postgres timeout error'), (node) => 4 * node, 3);
  const prompt = JSON.stringify({ session_id: 'team', cwd: clone, hook_event_name: 'UserPromptSubmit', prompt: 'Why did we move the retry queue out of the session cache?' });
  const freshClone = () => {
    waitForRefresh(clone);
    rmSync(join(clone, '.cortex', 'local'), { recursive: true, force: true });
  };
  h.time('team: first user-prompt-submit after a fresh clone', { ...h.cortex(clone, 'hook', 'user-prompt-submit'), input: prompt, before: freshClone }, (node) => 3 * node, 3);
  waitForRefresh(clone);
  const start = JSON.stringify({ session_id: 'team', hook_event_name: 'SessionStart', source: 'startup' });
  h.time('team: cortex hook session-start', { ...h.cortex(clone, 'hook', 'session-start'), input: start }, (node) => 5 * node, 3);
  h.time('team: cortex project', h.cortex(clone, 'project'), undefined, 1);
  // The caches warm again, then a pull brings another day of the team's work.
  execFileSync(process.execPath, [h.cortex(clone).args[0]!, 'search', '--prepare'], { cwd: clone, stdio: 'ignore' });

  git(origin, 'gc', '-q');
  const objects = git(origin, 'count-objects', '-vH');
  h.figure('team: origin after git gc, size-pack', /size-pack: (.*)/.exec(objects)?.[1] ?? '?', '<= 500 MiB a year (proposed)');
  h.figure('team: work tree .cortex/events', git(clone, 'count-objects', '-vH') && execFileSync('du', ['-sh', join(clone, '.cortex', 'events')], { encoding: 'utf8' }).split('\t')[0]!);

  const packBegan = performance.now();
  execFileSync(process.execPath, [h.cortex(clone).args[0]!, 'pack'], { cwd: clone, stdio: 'ignore' });
  h.figure('team: cortex pack (every past month)', `${((performance.now() - packBegan) / 1000).toFixed(1)} s`);
  h.time('team: cortex status, packed', h.cortex(clone, 'status'), (node) => 4 * node, 3);
  h.time('team: cortex log -n 20, packed', h.cortex(clone, 'log', '-n', '20'), (node) => 4 * node, 3);
  process.stdout.write('\nBudgets: DESIGN.md section 9; "(proposed)" ones are this scenario\'s own.\n');
}

await main();
