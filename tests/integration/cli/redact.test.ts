import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { shortId } from '../../../src/events/id.js';
import { projectPaths } from '../../../src/events/paths.js';
import { readEventLog } from '../../../src/events/store.js';
import { cortex, cortexBin } from '../../helpers/cli.js';
import { commitAll, git, tempRepo, writeFile } from '../../helpers/repo.js';
import { rememberAndCommit, team } from '../../helpers/team.js';

// Built at run time so that no scanner flags this file.
const TOKEN = ['ghp', 'Zx9Qw8Er7Ty6Ui5Op4As3Df2Gh1Jk0Lz9Xc8V'].join('_');

function eventFiles(root: string): string[] {
  const dir = join(root, '.cortex', 'events');
  return (readdirSync(dir, { recursive: true }) as string[])
    .filter((file) => file.endsWith('.ndjson'))
    .map((file) => join(dir, file));
}

const logText = (root: string) =>
  eventFiles(root)
    .map((file) => readFileSync(file, 'utf8'))
    .join('');

async function projectWithSecret(): Promise<{ root: string; id: string }> {
  const root = tempRepo();
  await cortex(root, ['init']);
  // Typed by hand, so capture's redaction never saw it.
  await cortex(root, [
    'remember',
    '--type',
    'decision',
    '--reason',
    `the CI job reads ${TOKEN}`,
    `Deploy previews with the bot token ${TOKEN}`,
  ]);
  const id = readEventLog(projectPaths(root)).events[0]!.id;
  // Forgetting it quotes its first line in the retraction: the secret is there too.
  await cortex(root, ['forget', shortId(id)]);
  return { root, id };
}

describe('cortex redact', () => {
  it('replaces a detected secret wherever the log holds it, keeping the event where it was', async () => {
    const { root, id } = await projectWithSecret();
    // The same event in a second file (another writer that imported it): both copies go.
    const original = readFileSync(eventFiles(root)[0]!, 'utf8').split('\n')[0]!;
    writeFile(root, '.cortex/events/2000-01/01JZZZZZZZZZZZZZZZZZZZZZZZ.ndjson', `${original}\n`);
    // A garbled copy the merge driver set aside: redact names it rather than edit it.
    writeFile(root, '.cortex/quarantine/2026-11-20-merge.txt', `${original.slice(0, -3)}\n`);
    expect(logText(root)).toContain(TOKEN);
    const before = readEventLog(projectPaths(root)).events;

    const result = await cortex(root, ['redact', shortId(id)]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(
      /^Redacted [0-9A-Z]{8} \(decision_made\): 1 secret replaced \(github[^)]*\)\.\nRewrote 3 lines in 2 files:\n {2}\.cortex\/events\/2000-01\/01JZZZZZZZZZZZZZZZZZZZZZZZ\.ndjson\n {2}\.cortex\/events\/\d{4}-\d{2}\//,
    );
    expect(result.stdout).toContain('Also rewritten, as they held it too:');
    expect(result.stdout).toContain('1. Rotate the secret');
    expect(result.stdout).toContain('Nothing to purge: no commit holds these files yet.');
    expect(result.stdout).toContain(
      'Lines kept in quarantine hold it too; delete them by hand: .cortex/quarantine/2026-11-20-merge.txt',
    );
    expect(logText(root)).not.toContain(TOKEN);

    const after = readEventLog(projectPaths(root)).events;
    expect(after.map((event) => [event.id, event.ts, event.type, event.refs])).toEqual(
      before.map((event) => [event.id, event.ts, event.type, event.refs]),
    );
    const redacted = after.find((event) => event.id === id)!;
    expect(redacted.content).toMatch(
      /^Deploy previews with the bot token \[REDACTED:github[^\]]*\]$/,
    );
    expect((redacted.data as { reason: string }).reason).toMatch(
      /^the CI job reads \[REDACTED:github[^\]]*\]$/,
    );
    // The caches derived from the log hold its text too: none keeps the secret.
    for (const file of readdirSync(join(root, '.cortex', 'local'), {
      recursive: true,
    }) as string[]) {
      const path = join(root, '.cortex', 'local', file);
      if (!file.includes('.') || file.endsWith('.lock')) continue;
      expect(readFileSync(path).includes(TOKEN), file).toBe(false);
    }
  });

  it('replaces the whole text with --all when no rule recognises the secret', async () => {
    const root = tempRepo();
    await cortex(root, ['init']);
    await cortex(root, [
      'remember',
      '--type',
      'decision',
      '--reason',
      'the vendor said so',
      'The staging admin password is correct-horse-battery',
    ]);
    const id = readEventLog(projectPaths(root)).events[0]!.id;
    await cortex(root, ['pin', shortId(id)]);
    await cortex(root, ['project']);
    expect(readFileSync(join(root, '.cortex/decisions.md'), 'utf8')).toContain(
      'correct-horse-battery',
    );

    const refused = await cortex(root, ['redact', shortId(id)]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`no secret that cortex recognises in ${shortId(id)}`);
    expect(refused.stderr).toContain(`cortex redact ${shortId(id)} --all`);

    const result = await cortex(root, ['redact', shortId(id), '--all']);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain('its text replaced by [REDACTED:manual]');
    const events = readEventLog(projectPaths(root)).events;
    expect(events.map((event) => event.content)).toEqual([
      '[REDACTED:manual]',
      'Pinned: [REDACTED:manual]',
    ]);
    expect(events[0]!.data).toEqual({ reason: '[REDACTED:manual]' });
    expect(logText(root)).not.toContain('correct-horse-battery');
    // The committed projection is regenerated from the redacted log.
    expect(readFileSync(join(root, '.cortex/decisions.md'), 'utf8')).not.toContain(
      'correct-horse-battery',
    );
    expect((await cortex(root, ['project', '--check'])).code).toBe(0);
  });

  it('writes git filter-repo rules, free of the secret, that turn every committed version of the line into the redacted one', async () => {
    const { root, id } = await projectWithSecret();
    commitAll(root, 'memory with a secret');
    const [file] = eventFiles(root);
    const relative = file!.slice(root.length + 1);
    const committed = git(root, 'show', `HEAD:${relative}`);

    const result = await cortex(root, ['redact', shortId(id)]);
    expect(result.code, result.stderr).toBe(0);
    const rules = join(root, '.cortex', 'local', `redact-${shortId(id)}.txt`);
    expect(result.stdout).toContain(`${relative} is in 1 commit (`);
    expect(result.stdout).toContain(
      `git filter-repo --force --replace-text .cortex/local/redact-${shortId(id)}.txt`,
    );
    expect(result.stdout).toContain('git push --force --all origin');
    expect(existsSync(rules)).toBe(true);
    const ruleText = readFileSync(rules, 'utf8');
    expect(ruleText).not.toContain(TOKEN);
    expect(ruleText.trim().split('\n')).toHaveLength(2);

    // Apply the rules as git-filter-repo does (Python's re.sub, per line of the rule file) to
    // the committed version of the file: the result is the redacted file in the work tree.
    const python = spawnSync(
      'python3',
      [
        '-c',
        [
          'import re, sys',
          'data = sys.stdin.buffer.read()',
          'for line in open(sys.argv[1], "rb").read().splitlines():',
          '    old, new = line.rsplit(b"==>", 1)',
          '    data = re.sub(old[len(b"regex:"):], new, data)',
          'sys.stdout.buffer.write(data)',
        ].join('\n'),
        rules,
      ],
      { input: committed + '\n', encoding: 'utf8' },
    );
    if (python.error) {
      console.warn(
        `python3 not available (${python.error.message}); the filter-repo rules were not applied`,
      );
      return;
    }
    expect(python.stderr).toBe('');
    expect(python.stdout).toBe(readFileSync(file!, 'utf8'));
    expect(python.stdout).not.toContain(TOKEN);
  });

  it('reaches a teammate as a modification of the committed file', () => {
    const t = team();
    const alice = t.clone('alice');
    const bob = t.clone('bob');
    const id = rememberAndCommit(alice, `Staging deploys use ${TOKEN}`);
    git(alice, 'push', '-q', 'origin', 'main');
    git(bob, 'pull', '-q', '--no-edit', 'origin', 'main');
    expect(git(bob, 'status', '--porcelain')).toBe('');
    expect(logText(bob)).toContain(TOKEN);

    expect(cortexBin(alice, ['redact', shortId(id)]).code).toBe(0);
    expect(git(alice, 'status', '--porcelain', '--', '.cortex/events')).toMatch(
      /^M \.cortex\/events\//,
    );
    commitAll(alice, 'Redact a secret from the cortex memory');
    git(alice, 'push', '-q', 'origin', 'main');
    git(bob, 'pull', '-q', '--no-edit', 'origin', 'main');
    expect(logText(bob)).not.toContain(TOKEN);
    expect(cortexBin(bob, ['show', shortId(id)]).stdout).toContain('[REDACTED:github');
  });
});
