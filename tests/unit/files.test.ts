/**
 * writeFileAtomic's temporary file: beside the file by default, in `temporaryIn` when given,
 * so that a file in the work tree written by a background process never shows a temporary
 * sibling to a `git add -A` running meanwhile (seen: "unable to stat …md.3342.tmp").
 */
import { mkdirSync, readFileSync, watch } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeFileAtomic } from '../../src/files.js';
import { tempDir } from '../helpers/repo.js';

/** The names created or renamed in `folder` while `write` runs, as inotify reports them. */
async function namesSeen(folder: string, write: () => void): Promise<string[]> {
  const seen = new Set<string>();
  const watcher = watch(folder, (_event, name) => {
    if (name) seen.add(name.toString());
  });
  write();
  await new Promise((resolve) => setTimeout(resolve, 200));
  watcher.close();
  return [...seen].sort();
}

describe('writeFileAtomic', () => {
  it('writes its temporary file beside the target unless told where', async () => {
    const dir = tempDir();
    const rules = join(dir, 'rules');
    mkdirSync(rules);
    const beside = await namesSeen(rules, () => writeFileAtomic(join(rules, 'brief.md'), 'one\n'));
    expect(beside.some((name) => name.endsWith('.tmp'))).toBe(true);

    const local = join(dir, 'local');
    const elsewhere = await namesSeen(rules, () =>
      writeFileAtomic(join(rules, 'brief.md'), 'two\n', { temporaryIn: local }),
    );
    expect(elsewhere).toEqual(['brief.md']);
    expect(readFileSync(join(rules, 'brief.md'), 'utf8')).toBe('two\n');
  });
});
