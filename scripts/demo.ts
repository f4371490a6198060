/**
 * `npm run demo`: cortex doing its job end to end, with the real binary, in a scratch git
 * repository under the system's temp folder. Prints each command and its output.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { replayCapture, seedProject } from './demo-capture.js';

const BIN = fileURLToPath(new URL('../dist/bin.js', import.meta.url));
const repo = realpathSync(mkdtempSync(join(tmpdir(), 'cortex-demo-')));
const bold = (text: string) => (process.stdout.isTTY ? `\u001b[1m${text}\u001b[22m` : text);

/** What git and Claude Code will run to call cortex back: this build (a user's install needs no such setting). */
const CORTEX_COMMAND = `node ${JSON.stringify(BIN)}`;

function git(...args: string[]): void {
  execFileSync('git', args, { cwd: repo, stdio: 'ignore' });
}

/** Runs the built cortex binary in the demo repository and shows what it printed. */
function cortex(...args: string[]): string {
  const shown = args.map((arg) => (/[\s"]/.test(arg) ? JSON.stringify(arg) : arg)).join(' ');
  process.stdout.write(`\n${bold(`$ cortex ${shown}`)}\n`);
  const result = spawnSync(process.execPath, [BIN, ...args], {
    cwd: repo,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', CORTEX_COMMAND },
  });
  process.stdout.write(result.stdout + result.stderr);
  if (result.status !== 0) throw new Error(`cortex ${shown} exited with ${result.status}`);
  return result.stdout;
}

/** Runs one of cortex's Claude Code hooks as Claude Code would, and shows the context it hands over. */
function hook(event: string, payload: Record<string, unknown>): void {
  const name = String(payload.hook_event_name);
  process.stdout.write(
    `\n${bold(`$ echo '{"hook_event_name":"${name}",…}' | cortex hook ${event}`)}\n`,
  );
  const input = JSON.stringify({
    session_id: 'demo-next-session',
    cwd: repo,
    transcript_path: join(repo, '.no-transcript.jsonl'),
    ...payload,
  });
  const result = spawnSync(process.execPath, [BIN, 'hook', event], {
    cwd: repo,
    input,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
  });
  if (result.status !== 0) throw new Error(`cortex hook ${event} exited with ${result.status}`);
  const context = result.stdout.trim()
    ? (JSON.parse(result.stdout) as { hookSpecificOutput?: { additionalContext?: string } })
        .hookSpecificOutput?.additionalContext
    : undefined;
  process.stdout.write(context ? `${context}\n` : '(nothing handed over)\n');
}

function show(title: string, command: string, args: string[]): void {
  process.stdout.write(`\n${bold(`$ ${title}`)}\n`);
  process.stdout.write(execFileSync(command, args, { cwd: repo, encoding: 'utf8' }));
}

process.stdout.write(`cortex demo in a scratch repository: ${repo}\n`);
git('init', '-q', '-b', 'main');
git('config', 'user.email', 'demo@example.com');
git('config', 'user.name', 'Demo');
// The project the session will work on: a small weather CLI.
seedProject(repo);
git('add', '-A');
git('commit', '-q', '-m', 'weather-cli 1.2.0');

// 1. Set up, and a few memories recorded by hand.
cortex('init');
cortex(
  'remember',
  '--type',
  'decision',
  '--reason',
  'pure JavaScript, supports incremental indexing',
  '--tag',
  'search',
  'Use MiniSearch for full-text search',
);
cortex(
  'remember',
  '--type',
  'rejected',
  '--reason',
  'needs a server; cortex must work offline with no daemon',
  'Rejected Elasticsearch for search',
);
cortex(
  'remember',
  '--type',
  'gotcha',
  '--pin',
  'Run tests with TZ=UTC: date formatting depends on the local zone',
);
cortex('log', '--oneline');
cortex('init', '--claude');
cortex('project');
git('add', '-A');
git('commit', '-q', '-m', 'Set up cortex');

// 2. A Claude Code session on a feature branch, captured by the hooks as it happens.
git('checkout', '-q', '-b', 'feature/cache');
replayCapture(repo, BIN, (text) => process.stdout.write(text));
git('add', '-A');
git('commit', '-q', '-m', 'Add a forecast cache');
show('git show --stat --format=%s HEAD', 'git', ['show', '--stat', '--format=%s', 'HEAD']);

// 3. What the next session starts with, and how people look things up.
cortex('brief', '--stats');
show('sed -n 1,30p .cortex/decisions.md', 'sed', ['-n', '1,30p', '.cortex/decisions.md']);
// The next session's first prompt gets the task's context, and a failing command met before
// gets the remembered cause and fix at that moment (as an edit of a file a memory concerns would).
hook('user-prompt-submit', {
  hook_event_name: 'UserPromptSubmit',
  prompt: 'Add a --no-cache flag so a forecast can skip the cache',
});
hook('post-tool-use-failure', {
  hook_event_name: 'PostToolUseFailure',
  tool_name: 'Bash',
  tool_input: { command: 'npm test' },
  error: 'TypeError [ERR_INVALID_URL]: Invalid URL',
});
cortex('search', 'why not redis');
cortex('log', 'main..feature/cache', '--format', 'markdown');

// 4. Back on main, the branch merges with its memory: no conflict under .cortex/.
git('checkout', '-q', 'main');
show('git merge --no-edit feature/cache', 'git', ['merge', '--no-edit', 'feature/cache']);
cortex('status');
cortex('doctor');
// 5. The memory as a web page (sessions, memories, decision chains, charts): one file, no network.
cortex('view');

process.stdout.write(`
What to look at:
  - the event log is plain NDJSON under ${join(repo, '.cortex/events')}/, committed with the code;
    .cortex/decisions.md and .cortex/active-plan.md are generated from it and committed too
  - cortex brief is what the next Claude Code session is handed at start (the SessionStart hook)
  - cortex log reads like git log; 'cortex log main..feature/cache --format markdown' is a PR description
  - the API key pasted during the session never reached .cortex/ (redacted before the append)
  - .cortex/local/ (cursors, caches, locks) is gitignored; .claude/settings.json runs cortex's hooks
  - .cortex/local/view.html is the memory as a page: open it in a browser ('cortex view --serve' corrects from it)
The scratch repository is left in place for you to explore: cd ${repo}
`);
