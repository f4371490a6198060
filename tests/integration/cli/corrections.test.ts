import { chmodSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { serializeEvent } from '../../../src/events/codec.js';
import { shortId } from '../../../src/events/id.js';
import { projectPaths } from '../../../src/events/paths.js';
import { readEventLog } from '../../../src/events/store.js';
import { cortex } from '../../helpers/cli.js';
import { testEvent } from '../../helpers/events.js';
import { tempRepo } from '../../helpers/repo.js';

const decision = testEvent({
  key: 'd',
  type: 'decision_made',
  content: 'Use Redis for the cache',
  session: 'sess-a',
});
const lesson = testEvent({
  key: 'l',
  content: 'The cache must be warmed at boot',
  session: 'sess-a',
});
const other = testEvent({ key: 'o', content: 'Unrelated fact', session: 'sess-b' });

async function project(): Promise<string> {
  const root = tempRepo();
  await cortex(root, ['init']);
  await cortex(root, ['import', '-'], {
    stdin: [decision, lesson, other].map(serializeEvent).join('\n'),
  });
  return root;
}

const controls = (root: string) =>
  readEventLog(projectPaths(root)).events.filter((event) => event.type.startsWith('memory_'));

describe('cortex forget', () => {
  it('records a retraction naming the forgotten events, and shows what it forgot', async () => {
    const root = await project();
    const result = await cortex(root, [
      'forget',
      shortId(decision.id),
      '--reason',
      'we moved to SQLite',
    ]);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(
      `Will forget 1 memory:\n  ${shortId(decision.id)} decision_made`,
    );
    expect(controls(root)).toEqual([
      expect.objectContaining({
        type: 'memory_retracted',
        refs: [decision.id],
        content: 'Forgot: Use Redis for the cache',
        data: { reason: 'we moved to SQLite' },
      }),
    ]);
  });

  it('forgets a whole session, but only with --yes when nobody can be asked', async () => {
    const root = await project();
    const refused = await cortex(root, ['forget', '--session', 'sess-a']);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('add --yes');
    expect(controls(root)).toEqual([]);
    expect((await cortex(root, ['forget', '--session', 'sess-a', '--yes'])).code).toBe(0);
    expect(controls(root)[0]!.refs.sort()).toEqual([decision.id, lesson.id].sort());
  });

  it('refuses ids that name nothing, and corrections of corrections other than forgetting', async () => {
    const root = await project();
    expect((await cortex(root, ['forget', 'ZZZZZZZZ'])).stderr).toContain(
      "no event matches 'ZZZZZZZZ'",
    );
    await cortex(root, ['pin', shortId(lesson.id)]);
    const pin = controls(root)[0]!;
    const refused = await cortex(root, ['supersede', shortId(pin.id), 'something else']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('is a memory_pinned event, not a memory');
    expect((await cortex(root, ['forget'])).code).toBe(2);
  });
});

describe('cortex supersede, pin and unpin', () => {
  it('records the replacement text against the old memory', async () => {
    const root = await project();
    const result = await cortex(root, [
      'supersede',
      shortId(decision.id),
      'Use SQLite for the cache: Redis needs a server',
    ]);
    expect(result.code).toBe(0);
    expect(controls(root)).toEqual([
      expect.objectContaining({
        type: 'memory_superseded',
        refs: [decision.id],
        content: 'Use SQLite for the cache: Redis needs a server',
      }),
    ]);
    expect((await cortex(root, ['supersede', shortId(decision.id), '  '])).stderr).toContain(
      'the new text is empty',
    );
  });

  it('pins and unpins', async () => {
    const root = await project();
    await cortex(root, ['pin', shortId(lesson.id), shortId(other.id)]);
    await cortex(root, ['unpin', shortId(other.id)]);
    expect(controls(root).map((event) => [event.content, event.data])).toEqual([
      ['Pinned: 2 memories', { pinned: true }],
      ['Unpinned: Unrelated fact', { pinned: false }],
    ]);
  });
});

describe('cortex log after corrections', () => {
  it('still lists forgotten and superseded events, marked, as git log shows a reverted commit', async () => {
    const root = await project();
    await cortex(root, ['forget', shortId(lesson.id)]);
    await cortex(root, ['supersede', shortId(decision.id), 'Use SQLite for the cache']);
    const [retraction, replacement] = controls(root);
    const lines = (await cortex(root, ['log', '--oneline'])).stdout.trim().split('\n');
    expect(lines).toHaveLength(5);
    expect(lines.find((line) => line.startsWith(shortId(lesson.id)))).toContain(
      `[forgotten by ${shortId(retraction!.id)}]`,
    );
    expect(lines.find((line) => line.startsWith(shortId(decision.id)))).toContain(
      `[superseded by ${shortId(replacement!.id)}]`,
    );
    expect(lines.find((line) => line.startsWith(shortId(other.id)))).not.toContain('[');
    // The same marks with a limit, where the log is streamed rather than read whole.
    expect((await cortex(root, ['log', '--oneline', '-n', '5'])).stdout.trim().split('\n')).toEqual(
      lines,
    );
    // Forgetting the forget undoes it: the memory is back, and its mark goes.
    expect((await cortex(root, ['forget', shortId(retraction!.id)])).stdout).toContain(
      'Will forget 1 memory',
    );
    const after = (await cortex(root, ['log', '--oneline'])).stdout.trim().split('\n');
    expect(after.find((line) => line.startsWith(shortId(lesson.id)))).not.toContain('forgotten');
    expect(after.find((line) => line.startsWith(shortId(retraction!.id)))).toContain('[undone]');
  });
});

describe('cortex forget --query', () => {
  it('shows what a search selects, and forgets it only when confirmed', async () => {
    const root = await project();
    const refused = await cortex(root, ['forget', '--query', 'redis cache']);
    expect(refused.code).toBe(2);
    expect(refused.stdout).toContain(`  ${shortId(decision.id)} decision_made`);
    expect(refused.stderr).toContain('refusing to forget search results without confirmation');
    expect(controls(root)).toEqual([]);

    const done = await cortex(root, ['forget', '--query', 'redis cache', '-n', '1', '--yes']);
    expect(done.code).toBe(0);
    expect(done.stdout).toContain('Will forget 1 memory:');
    expect(controls(root)).toEqual([
      expect.objectContaining({ type: 'memory_retracted', refs: [decision.id] }),
    ]);
    // Forgotten memories are not found again.
    expect(
      (await cortex(root, ['forget', '--query', 'redis', '-n', '1', '--yes'])).stdout,
    ).not.toContain(shortId(decision.id));
    expect((await cortex(root, ['forget', '--query', 'zzzz qqqq'])).stdout).toContain(
      'nothing to forget',
    );
    expect((await cortex(root, ['forget', '--query', 'x', shortId(lesson.id)])).code).toBe(2);
  });
});

describe('cortex edit', () => {
  function editor(root: string, script: string): string {
    const path = join(root, '.git', 'test-editor.sh');
    writeFileSync(path, `#!/bin/sh\n${script}\n`);
    chmodSync(path, 0o755);
    return path;
  }

  it('records the wording saved in $EDITOR as a memory_edited event, which the projections use', async () => {
    const root = await project();
    // The editor sees the current wording above the scissors line, and the instructions below it.
    const seen = join(root, '.git', 'seen.txt');
    const script = editor(
      root,
      `cp "$1" "${seen}"\nprintf 'Use Redis for the session cache only\\n\\n# ------------------------ >8 ------------------------\\nignored\\n' > "$1"`,
    );
    const result = await cortex(root, ['edit', shortId(decision.id)], { env: { EDITOR: script } });
    expect(result.code, result.stderr).toBe(0);
    expect(readFileSync(seen, 'utf8')).toMatch(
      /^Use Redis for the cache\n\n# -+ >8 -+\n# Reword the memory above/,
    );
    expect(controls(root)).toEqual([
      expect.objectContaining({
        type: 'memory_edited',
        refs: [decision.id],
        content: 'Use Redis for the session cache only',
      }),
    ]);
    expect(result.stdout).toContain(
      `reworded ${shortId(decision.id)} (decision_made): Use Redis for the session cache only`,
    );
    expect((await cortex(root, ['project'])).code).toBe(0);
    const decisions = readFileSync(join(root, '.cortex/decisions.md'), 'utf8');
    expect(decisions).toContain('[Use Redis for the session cache only](');
    expect(decisions).not.toContain('[Use Redis for the cache](');

    // The next edit starts from the corrected wording; VISUAL wins over EDITOR.
    const again = await cortex(root, ['edit', shortId(decision.id)], {
      env: { VISUAL: editor(root, `cp "$1" "${seen}"`), EDITOR: 'false' },
    });
    expect(again.stdout).toContain('unchanged; nothing recorded');
    expect(readFileSync(seen, 'utf8').split('\n')[0]).toBe('Use Redis for the session cache only');
    expect(controls(root)).toHaveLength(1);
  });

  it('records nothing for an empty text or a failing editor, and says what to do without one', async () => {
    const root = await project();
    expect(
      (
        await cortex(root, ['edit', shortId(lesson.id)], {
          env: { EDITOR: editor(root, ': > "$1"') },
        })
      ).stderr,
    ).toContain('the text is empty; nothing was recorded');
    const failed = await cortex(root, ['edit', shortId(lesson.id)], {
      env: { EDITOR: editor(root, 'exit 3') },
    });
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain('exited with 3; nothing was recorded');
    const none = await cortex(root, ['edit', shortId(lesson.id)], {
      env: { EDITOR: '', VISUAL: '' },
    });
    expect(none.code).toBe(1);
    expect(none.stderr).toContain('cortex edit needs an editor');
    expect(none.stderr).toContain('cortex supersede');
    await cortex(root, ['forget', shortId(lesson.id)]);
    expect(
      (await cortex(root, ['edit', shortId(lesson.id)], { env: { EDITOR: 'true' } })).stderr,
    ).toContain('was forgotten');
    expect(controls(root).map((event) => event.type)).toEqual(['memory_retracted']);
  });
});
