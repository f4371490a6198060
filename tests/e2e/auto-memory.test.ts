/**
 * Claude Code's auto memory shared through the log (the built SessionEnd hook, a real
 * repository, the memory folder beside the session's transcript as Claude Code keeps it):
 * off by default; on in the user's own config, each note becomes a memory once, a note
 * removed or reworded is retracted, a secret is redacted, a symlinked file is not followed,
 * the state lost is rebuilt from the log without recording anything twice; on in the
 * committed config alone, nothing is read until the user approves it.
 */
import { mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cortexBin } from '../helpers/cli.js';
import { commitAll, tempDir, tempRepo, writeFile } from '../helpers/repo.js';
import { fake } from '../helpers/secrets.js';

const TOKEN = `ghp_${fake('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789', 36, 11)}`;

interface Setup {
  root: string;
  transcript: string;
  memory: string;
}

function setup(config: 'off' | 'local' | 'committed'): Setup {
  const root = tempRepo();
  expect(cortexBin(root, ['init']).code).toBe(0);
  if (config === 'committed')
    writeFile(
      root,
      '.cortex/config.json',
      JSON.stringify({ capture: { autoMemory: true } }) + '\n',
    );
  commitAll(root, 'cortex init');
  if (config === 'local')
    writeFile(
      root,
      '.cortex/local/config.json',
      JSON.stringify({ capture: { autoMemory: true } }) + '\n',
    );
  const project = join(tempDir(), 'projects', '-work-app');
  const memory = join(project, 'memory');
  mkdirSync(memory, { recursive: true });
  writeFileSync(
    join(memory, 'MEMORY.md'),
    `# Notes\n\n- Tests need TZ=UTC; the date helpers assume it.\n- [Build notes](build.md) — how releases are built\n- The staging token is ${TOKEN} (rotate monthly).\n`,
  );
  writeFileSync(
    join(memory, 'build.md'),
    '# Build\n\n- The release build runs make dist and needs Go 1.22 or newer.\n',
  );
  const transcript = join(project, 'sess-1.jsonl');
  writeFileSync(transcript, '');
  return { root, transcript, memory };
}

function sessionEnd({ root, transcript }: Setup) {
  return cortexBin(root, ['hook', 'session-end'], {
    input: JSON.stringify({
      session_id: 'sess-1',
      transcript_path: transcript,
      cwd: root,
      hook_event_name: 'SessionEnd',
      reason: 'other',
    }),
  });
}

function autoMemories(root: string): { id: string; type: string; content: string }[] {
  const out = cortexBin(root, ['log', '--json']).stdout.trim();
  const events = out
    ? out
        .split('\n')
        .map(
          (line) =>
            JSON.parse(line) as { id: string; type: string; content: string; session?: string },
        )
    : [];
  return events.filter((event) => event.session === 'claude-auto-memory');
}

describe("Claude Code's auto memory", () => {
  it('is shared when the user opts in, kept in step with the files, redacted, and never recorded twice', () => {
    const s = setup('local');
    expect(sessionEnd(s).code).toBe(0);
    let events = autoMemories(s.root);
    expect(events.map((event) => [event.type, event.content]).sort()).toEqual(
      [
        ['knowledge_acquired', 'Tests need TZ=UTC; the date helpers assume it.'],
        ['knowledge_acquired', 'The release build runs make dist and needs Go 1.22 or newer.'],
        ['knowledge_acquired', 'The staging token is [REDACTED:github-token] (rotate monthly).'],
      ].sort(),
    );
    expect(JSON.stringify(events)).not.toContain(TOKEN);

    // The same files again: nothing new. The state lost: rebuilt from the log, still nothing new.
    expect(sessionEnd(s).code).toBe(0);
    rmSync(join(s.root, '.cortex/local/auto-memory.json'));
    expect(sessionEnd(s).code).toBe(0);
    expect(autoMemories(s.root)).toHaveLength(3);

    // A note reworded: the old one retracted, the new one recorded; a symlinked topic file is not followed.
    writeFileSync(
      join(s.memory, 'build.md'),
      '# Build\n\n- The release build runs make dist and needs Go 1.23 or newer.\n',
    );
    const outside = join(tempDir(), 'private.md');
    writeFileSync(outside, '- A private note that must stay on this machine.\n');
    symlinkSync(outside, join(s.memory, 'private.md'));
    expect(sessionEnd(s).code).toBe(0);
    events = autoMemories(s.root);
    expect(events.filter((event) => event.type === 'memory_retracted')).toHaveLength(1);
    expect(events.map((event) => event.content)).toContain(
      'The release build runs make dist and needs Go 1.23 or newer.',
    );
    expect(JSON.stringify(events)).not.toContain('private note');
    const shown = cortexBin(s.root, ['search', 'release build Go version', '--json']).stdout;
    expect(shown).toContain('Go 1.23');
    expect(shown).not.toContain('Go 1.22');
  });

  it('is not read when off (the default), nor from the committed config until approved', () => {
    const off = setup('off');
    expect(sessionEnd(off).code).toBe(0);
    expect(autoMemories(off.root)).toEqual([]);

    const committed = setup('committed');
    expect(sessionEnd(committed).code).toBe(0);
    expect(autoMemories(committed.root)).toEqual([]);
    expect(cortexBin(committed.root, ['trust']).stdout).toContain('capture.autoMemory');
  });
});
