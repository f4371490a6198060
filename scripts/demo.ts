/**
 * `npm run demo`: cortex doing its job end to end, with the real binary, in a scratch git
 * repository under the system's temp folder. Prints each command and its output.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { replayCapture } from './demo-capture.js';

const BIN = fileURLToPath(new URL('../dist/bin.js', import.meta.url));
const repo = realpathSync(mkdtempSync(join(tmpdir(), 'cortex-demo-')));
const bold = (text: string) => (process.stdout.isTTY ? `\u001b[1m${text}\u001b[22m` : text);

function git(...args: string[]): void {
  execFileSync('git', args, { cwd: repo, stdio: 'ignore' });
}

/** Runs the built cortex binary in the demo repository and shows what it printed. */
function cortex(...args: string[]): string {
  const shown = args.map((arg) => (/[\s"]/.test(arg) ? JSON.stringify(arg) : arg)).join(' ');
  process.stdout.write(`\n${bold(`$ cortex ${shown}`)}\n`);
  const result = spawnSync(process.execPath, [BIN, ...args], { cwd: repo, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  process.stdout.write(result.stdout + result.stderr);
  if (result.status !== 0) throw new Error(`cortex ${shown} exited with ${result.status}`);
  return result.stdout;
}

process.stdout.write(`cortex demo in a scratch repository: ${repo}\n`);
git('init', '-q', '-b', 'main');
git('config', 'user.email', 'demo@example.com');
git('config', 'user.name', 'Demo');
git('commit', '-q', '--allow-empty', '-m', 'initial commit');

cortex('init');
cortex('remember', '--type', 'decision', '--reason', 'pure JavaScript, supports incremental indexing', '--tag', 'search', 'Use MiniSearch for full-text search');
cortex('remember', '--type', 'rejected', '--reason', 'needs a server; cortex must work offline with no daemon', 'Rejected Elasticsearch for search');
cortex('remember', '--type', 'gotcha', '--pin', 'Run tests with TZ=UTC: date formatting depends on the local zone');
cortex('log');
cortex('log', '--oneline', '--type', 'decision,rejected');
cortex('status');

cortex('init', '--claude', '--hook-command', `node ${JSON.stringify(BIN)}`);
replayCapture(repo, BIN, (text) => process.stdout.write(text));
cortex('log', '--oneline', '--type', 'decision,rejected,fix,learned');
cortex('status');

git('add', '-A');
git('commit', '-q', '-m', 'Record memory');
process.stdout.write(`\n${bold('$ git log --stat -1 --format=%s')}\n`);
process.stdout.write(execFileSync('git', ['log', '--stat', '-1', '--format=%s'], { cwd: repo, encoding: 'utf8' }));

process.stdout.write(`
What to look at:
  - the event log is plain NDJSON under ${join(repo, '.cortex/events')}/, committed with the code
  - cortex log reads like git log: newest first, short ids, --oneline, filters
  - .cortex/local/ (locks, writer state, capture cursors) is gitignored; only events are committed
  - .claude/settings.json now runs cortex's hooks; the replayed session shows what a Stop captures
The scratch repository is left in place for you to explore: cd ${repo}
`);
