/**
 * The team-year scenario: W writers, D working days, S sessions a day each (realistic
 * sessions from bench/realistic.ts: the committed mix, one event file per session, as
 * cortex's writers make them). Each writer works on a branch of their own and merges it
 * into main at the end of the day. The history is written with `git fast-import` (real
 * commits, real merge commits whose trees are what git merge gives for branches that only
 * add files: main's files plus the branch's); the last day's branches are merged with `git
 * merge` itself, in a clone where `cortex init` set up the merge drivers and git hooks.
 * Two more days of the team's work wait in origin under refs/pending/ (not cloned), for
 * the pulls a teammate makes the next mornings. The clone is dev0's: after the fresh-clone
 * figures it gets the per-tool activity of dev0's sessions in `.cortex/local/activity/`,
 * as the clone dev0 worked in all year would hold. Then it times what a teammate does, each
 * figure with its budget, its ratio to `node -e 0` and its peak RSS.
 *
 *   npm run build && node --import tsx bench/team-year.ts [--writers 20] [--days 220] [--sessions 3]
 */
import { execFileSync, spawn } from 'node:child_process';
import { copyFileSync, appendFileSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { serializeEvent } from '../src/events/codec.js';
import { Harness } from './harness.js';
import {
  RealisticGenerator,
  sessionFile,
  writeLocalActivity,
  type GeneratedSession,
} from './realistic.js';
import { time } from './measure.js';
import { waitForRefresh } from './suites/search.js';
import { waitForBriefing } from './suites/projections.js';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) =>
  args.includes(`--${name}`) ? Number(args[args.indexOf(`--${name}`) + 1]) : fallback;
const WRITERS = option('writers', 20);
const DAYS = option('days', 220);
const SESSIONS = option('sessions', 3);
/** The writer whose clone is measured. */
const OWN_AUTHOR = 'dev0@example.com';
/** Days of work waiting in origin for the pulls. */
const PENDING_DAYS = 2;

const h = new Harness(3, false, undefined);
const git = (cwd: string, ...gitArgs: string[]) =>
  execFileSync('git', gitArgs, {
    cwd,
    encoding: 'utf8',
    maxBuffer: 1 << 28,
    stdio: ['ignore', 'pipe', 'pipe'],
  }).trim();

/** What writeHistory leaves: the log's size, the last day's branches, and dev0's sessions. */
interface History {
  events: number;
  files: number;
  bytes: number;
  lastDayBranches: string[];
  /** The sessions of the clone's own writer, whose per-tool activity stays in their clone. */
  own: GeneratedSession[];
  localEvents: number;
}

/**
 * Writes the history into `origin` (a bare repository) through one git fast-import process:
 * DAYS days merged into main (the last one's branches left for `git merge`), then
 * PENDING_DAYS more days on refs/pending/day-<n>/main, each merging the days before it.
 */
async function writeHistory(origin: string): Promise<History> {
  const importer = spawn('git', ['fast-import', '--quiet', '--done'], {
    cwd: origin,
    stdio: ['pipe', 'inherit', 'inherit'],
  });
  const finished = new Promise<void>((resolve, reject) =>
    importer.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`git fast-import exited ${code}`)),
    ),
  );
  const write = async (chunk: string | Buffer) => {
    if (!importer.stdin.write(chunk))
      await new Promise((resolve) => importer.stdin.once('drain', resolve));
  };
  const data = (text: string) => `data ${Buffer.byteLength(text)}\n${text}\n`;
  const generator = new RealisticGenerator({
    seed: 2026,
    startMs: Date.parse('2025-01-06T08:00:00Z'),
    writers: WRITERS,
    sessionsPerDay: WRITERS * SESSIONS,
    mainShare: 0,
  });
  let mark = 0;
  let mainTip = 0;
  const history: History = {
    events: 0,
    files: 0,
    bytes: 0,
    lastDayBranches: [],
    own: [],
    localEvents: 0,
  };
  const start = Date.parse('2025-01-06T08:00:00Z');
  for (let day = 0; day < DAYS + PENDING_DAYS; day++) {
    const pending = day >= DAYS;
    const dayMs = start + Math.floor(day / 5) * 7 * 86_400_000 + (day % 5) * 86_400_000;
    const merges: { writer: number; tip: number; paths: { path: string; blob: number }[] }[] = [];
    for (let writer = 0; writer < WRITERS; writer++) {
      const branch = pending
        ? `refs/pending/day-${day - DAYS + 1}/writer-${writer}`
        : `refs/heads/writer-${writer}`;
      let tip = mainTip;
      const added: { path: string; blob: number }[] = [];
      for (let s = 0; s < SESSIONS; s++) {
        const session = generator.nextSession();
        const path = sessionFile('', session).replace(/^\//, '');
        const blob = ++mark;
        const text = session.events.map((event) => serializeEvent(event)).join('\n') + '\n';
        await write(`blob\nmark :${blob}\n${data(text)}`);
        const when = Math.floor((dayMs + (9 + s * 2) * 3_600_000) / 1000);
        const commit = ++mark;
        await write(
          `commit ${branch}\nmark :${commit}\ncommitter dev${writer} <dev${writer}@example.com> ${when} +0000\n${data(`session ${session.session}`)}` +
            (tip ? `from :${tip}\n` : '') +
            `M 100644 :${blob} ${path}\n\n`,
        );
        tip = commit;
        added.push({ path, blob });
        if (!pending) {
          history.events += session.events.length;
          history.bytes += Buffer.byteLength(text);
          history.files++;
          if (session.author === OWN_AUTHOR) {
            history.own.push(session);
            history.localEvents += session.local.length;
          }
        }
      }
      merges.push({ writer, tip, paths: added });
    }
    // The last day's branches are merged by git itself in the clone; origin's pending days merge them too.
    if (day === DAYS - 1)
      for (const merge of merges) history.lastDayBranches.push(`writer-${merge.writer}`);
    const target = pending ? `refs/pending/day-${day - DAYS + 1}/main` : 'refs/heads/main';
    const beforeMerges = mainTip;
    for (const merge of merges) {
      const commit = ++mark;
      const when = Math.floor((dayMs + 18 * 3_600_000) / 1000);
      await write(
        `commit ${target}\nmark :${commit}\ncommitter dev${merge.writer} <dev${merge.writer}@example.com> ${when} +0000\n${data(`Merge branch 'writer-${merge.writer}'`)}` +
          (mainTip ? `from :${mainTip}\n` : '') +
          `merge :${merge.tip}\n` +
          merge.paths.map((entry) => `M 100644 :${entry.blob} ${entry.path}\n`).join('') +
          '\n',
      );
      mainTip = commit;
    }
    if (day === DAYS - 1) {
      // main stays before the last day's merges (they are the clone's to make); the pending days build on them.
      await write(`reset refs/heads/main\nfrom :${beforeMerges}\n\n`);
    }
    if (day % 20 === 0)
      process.stderr.write(`day ${day}: ${history.events.toLocaleString('en-US')} events\n`);
  }
  await write('done\n');
  importer.stdin.end();
  await finished;
  return history;
}

/** `du -sk` of a path, in MiB. */
function duMiB(path: string): string {
  return `${(Number(execFileSync('du', ['-sk', path], { encoding: 'utf8' }).split('\t')[0]) / 1024).toFixed(1)} MiB`;
}

/** The largest file under a folder (the month pack a merge appends to). */
function largestFile(dir: string): string {
  let best = { path: '', size: -1 };
  const visit = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) visit(path);
      else if (entry.name.endsWith('.ndjson')) {
        const size = statSync(path).size;
        if (size > best.size) best = { path, size };
      }
    }
  };
  visit(dir);
  return best.path;
}

async function main(): Promise<void> {
  process.stdout.write(
    `team-year scenario: ${WRITERS} writers, ${DAYS} days, ${SESSIONS} sessions a day each\n\n`,
  );
  h.header();
  h.baseline();
  const load = () =>
    execFileSync('cat', ['/proc/loadavg'], { encoding: 'utf8' }).split(' ').slice(0, 3).join(' ');
  h.figure('team: load average at the start', load());
  const origin = join(h.workspace, 'origin.git');
  mkdirSync(origin);
  git(origin, 'init', '-q', '--bare', '-b', 'main');
  const began = performance.now();
  const history = await writeHistory(origin);
  h.figure(
    'team: history written (git fast-import)',
    `${((performance.now() - began) / 1000).toFixed(0)} s`,
    '',
    `${history.events.toLocaleString('en-US')} events, ${history.files.toLocaleString('en-US')} files, ${(history.bytes / 1048576).toFixed(1)} MiB of NDJSON`,
  );
  const bin = h.cortex(h.workspace).args[0]!;

  // A teammate's fresh clone: its time, cortex set up, the last day's branches merged by git.
  const clone = join(h.workspace, 'clone');
  const cloneTiming = time(
    {
      command: 'git',
      args: ['clone', '-q', '--no-local', origin, clone],
      before: () => rmSync(clone, { recursive: true, force: true }),
    },
    1,
  );
  h.figure(
    'team: git clone --no-local',
    `${(cloneTiming.medianMs / 1000).toFixed(1)} s`,
    '<= 60 s (proposed)',
    cloneTiming.medianMs <= 60_000 ? 'ok' : 'OVER',
  );
  git(clone, 'config', 'user.email', OWN_AUTHOR);
  git(clone, 'config', 'user.name', 'dev0');
  execFileSync(process.execPath, [bin, 'init'], { cwd: clone, stdio: 'ignore' });
  git(clone, 'add', '-A');
  git(clone, 'commit', '-q', '--allow-empty', '-m', 'cortex init');
  const mergeBegan = performance.now();
  for (const branch of history.lastDayBranches)
    git(clone, 'merge', '-q', '--no-ff', '--no-edit', `origin/${branch}`);
  const mergeMs = (performance.now() - mergeBegan) / history.lastDayBranches.length;
  h.figure(
    `team: git merge of one of the last day's ${history.lastDayBranches.length} branches (no conflict; post-merge hook)`,
    `${mergeMs.toFixed(0)} ms`,
    '<= 5 s (proposed)',
    mergeMs <= 5000 ? 'ok' : 'OVER',
  );

  const prompt = (text: string) =>
    JSON.stringify({
      session_id: 'team',
      cwd: clone,
      hook_event_name: 'UserPromptSubmit',
      prompt: text,
    });
  const freshClone = () => {
    waitForRefresh(clone);
    waitForBriefing(clone);
    rmSync(join(clone, '.cortex', 'local'), { recursive: true, force: true });
  };
  h.time(
    'team: first user-prompt-submit after a fresh clone',
    {
      ...h.cortex(clone, 'hook', 'user-prompt-submit'),
      input: prompt('Why did we move the retry queue out of the session cache?'),
      before: freshClone,
    },
    (node) => 3 * node,
    3,
  );
  const rebuild = {
    ...h.cortex(clone, 'search', 'flaky snapshot test fixture'),
    before: () => {
      waitForRefresh(clone);
      rmSync(join(clone, '.cortex', 'local', 'search'), { recursive: true, force: true });
    },
  };
  h.time("team: search, full rebuild (a fresh clone's first search)", rebuild, 10_000, 1);

  // From here on the clone is dev0's own, worked in all year: their sessions' per-tool activity is local.
  waitForRefresh(clone);
  waitForBriefing(clone);
  const localEvents = writeLocalActivity(clone, history.own);
  h.figure(
    "team: dev0's local activity (.cortex/local/activity, never committed)",
    `${localEvents.toLocaleString('en-US')} events`,
    '',
    `${history.own.length} sessions, ${duMiB(join(clone, '.cortex', 'local', 'activity'))}`,
  );
  h.time("team: search, full rebuild with dev0's local activity", rebuild, 10_000, 1);
  h.time(
    'team: cortex search, warm',
    h.cortex(clone, 'search', 'postgres timeout error'),
    (node) => 4 * node,
    3,
  );
  h.time(
    'team: user-prompt-submit, warm',
    {
      ...h.cortex(clone, 'hook', 'user-prompt-submit'),
      input: prompt('How do we retry the flaky snapshot fixture?'),
    },
    (node) => 4 * node,
    3,
  );
  h.time('team: cortex log -n 20', h.cortex(clone, 'log', '-n', '20'), (node) => 4 * node, 3);
  h.time('team: cortex status', h.cortex(clone, 'status'), (node) => 4 * node, 3);
  const start = JSON.stringify({
    session_id: 'team',
    hook_event_name: 'SessionStart',
    source: 'startup',
  });
  h.time(
    'team: cortex hook session-start',
    { ...h.cortex(clone, 'hook', 'session-start'), input: start },
    (node) => 5 * node,
    3,
  );
  h.time('team: cortex project', h.cortex(clone, 'project'), 2000, 1);

  // The next mornings: a pull brings a day of the team's work (fetch, then git merges it with
  // the clone's own merges of the day before; cortex's post-merge hook runs), then the first
  // search, and after the next day's pull the first prompt.
  for (const day of [1, 2]) {
    waitForRefresh(clone);
    waitForBriefing(clone);
    git(origin, 'update-ref', 'refs/heads/main', `refs/pending/day-${day}/main`);
    const pullBegan = performance.now();
    git(clone, 'pull', '-q', '--no-rebase', '--no-edit', 'origin', 'main');
    const pullMs = performance.now() - pullBegan;
    h.figure(
      `team: git pull of a day's work (day ${day}: fetch + merge + post-merge hook)`,
      `${(pullMs / 1000).toFixed(1)} s`,
      '<= 10 s (proposed)',
      pullMs <= 10_000 ? 'ok' : 'OVER',
    );
    if (day === 1)
      h.time(
        'team: first cortex search after a pull',
        h.cortex(clone, 'search', 'postgres timeout error'),
        (node) => 4 * node,
        0,
      );
    else
      h.time(
        'team: first user-prompt-submit after a pull',
        {
          ...h.cortex(clone, 'hook', 'user-prompt-submit'),
          input: prompt('What broke the retry queue yesterday?'),
        },
        (node) => 3 * node,
        0,
      );
  }
  waitForRefresh(clone);
  waitForBriefing(clone);

  git(origin, 'gc', '-q');
  const objects = git(origin, 'count-objects', '-vH');
  h.figure(
    'team: origin after git gc, size-pack (git count-objects -vH)',
    /size-pack: (.*)/.exec(objects)?.[1] ?? '?',
    '<= 100 MiB a year (proposed)',
  );
  h.figure('team: clone, du of .git', duMiB(join(clone, '.git')));
  h.figure('team: clone, du of .cortex/events', duMiB(join(clone, '.cortex', 'events')));

  const packBegan = performance.now();
  execFileSync(process.execPath, [bin, 'pack'], { cwd: clone, stdio: 'ignore' });
  const packMs = performance.now() - packBegan;
  h.figure(
    'team: cortex pack (every past month)',
    `${(packMs / 1000).toFixed(1)} s`,
    '<= 30 s (proposed)',
    packMs <= 30_000 ? 'ok' : 'OVER',
  );
  git(clone, 'add', '-A', '.cortex');
  git(clone, 'commit', '-q', '-m', 'cortex pack', '--allow-empty');
  h.time('team: cortex status, packed', h.cortex(clone, 'status'), (node) => 4 * node, 3);
  h.time(
    'team: cortex log -n 20, packed',
    h.cortex(clone, 'log', '-n', '20'),
    (node) => 4 * node,
    3,
  );

  // The events merge driver on this history: two branches both append to the largest event
  // file (a month's pack), so git cannot take either side and runs cortex's driver.
  const packFile = largestFile(join(clone, '.cortex', 'events'));
  const relative = packFile.slice(clone.length + 1);
  const lines = (seed: number) =>
    [...new RealisticGenerator({ seed, startMs: Date.parse('2025-06-01T08:00:00Z') }).stream(50)]
      .map((event) => serializeEvent(event))
      .join('\n') + '\n';
  git(clone, 'checkout', '-q', '-b', 'append-a');
  appendFileSync(packFile, lines(31));
  git(clone, 'commit', '-q', '-am', 'append a');
  git(clone, 'checkout', '-q', '-b', 'append-b', 'HEAD~1');
  appendFileSync(packFile, lines(32));
  git(clone, 'commit', '-q', '-am', 'append b');
  const fileLines = git(clone, 'show', `HEAD~1:${relative}`).split('\n').length;
  const sides = join(h.workspace, 'sides');
  mkdirSync(sides);
  for (const [name, rev] of [
    ['base', 'HEAD~1'],
    ['ours', 'append-b'],
    ['theirs', 'append-a'],
  ] as const) {
    execFileSync('sh', ['-c', `git show ${rev}:${relative} > ${join(sides, name)}`], {
      cwd: clone,
    });
  }
  const driver = {
    ...h.cortex(
      clone,
      'merge-driver',
      'events',
      join(sides, 'base'),
      join(sides, 'merged'),
      join(sides, 'theirs'),
      relative,
    ),
    before: () => copyFileSync(join(sides, 'ours'), join(sides, 'merged')),
  };
  h.time(
    `team: events merge driver, both sides appended to a ${fileLines.toLocaleString('en-US')}-line month pack`,
    driver,
    (node) => 6 * node,
    3,
  );
  const mergeDriverBegan = performance.now();
  git(clone, 'merge', '-q', '--no-edit', 'append-a');
  h.figure(
    'team: git merge of those branches (runs the driver; post-merge hook)',
    `${((performance.now() - mergeDriverBegan) / 1000).toFixed(1)} s`,
    '<= 5 s (proposed)',
  );
  h.figure('team: load average at the end', load());
  process.stdout.write(
    '\nBudgets: DESIGN.md section 9; "(proposed)" ones are this scenario\'s own.\n',
  );
}

await main();
