/**
 * The /handoff command as a session uses it (the built binary): `init --claude` installs it;
 * the assistant's reply to it (`[MEMORY: goal|outcome|open]` lines) becomes the session's
 * outcome at Stop, and the next session's start handoff says it: the goal, where it ended
 * and what is open; the command's own text (a meta record) is never read as the user's words.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cortexBin } from '../helpers/cli.js';
import { commitAll, tempDir, tempRepo } from '../helpers/repo.js';
import { Session } from '../helpers/transcript-builder.js';

describe('the /handoff command', () => {
  it("makes the session's outcome, which the next session is handed first", () => {
    const root = tempRepo();
    expect(cortexBin(root, ['init', '--claude']).code).toBe(0);
    const command = readFileSync(join(root, '.claude/commands/handoff.md'), 'utf8');
    expect(command).toContain('[MEMORY: open]');
    commitAll(root, 'cortex init');

    const body = command.replace(/^---[\s\S]*?---\n/, '');
    const session = new Session(root, 'sess-handoff')
      .prompt('Make the exporter stream rows instead of building the whole file in memory')
      .text('m1', 'Done: the exporter streams now and the tests pass.')
      .prompt(
        '<command-message>handoff is running…</command-message>\n<command-name>/handoff</command-name>\n<command-args></command-args>',
      )
      .raw(
        JSON.stringify({
          type: 'user',
          isMeta: true,
          sessionId: 'sess-handoff',
          cwd: root,
          uuid: 'meta-1',
          timestamp: '2026-03-02T10:00:30.000Z',
          message: { role: 'user', content: [{ type: 'text', text: body }] },
        }),
      )
      .text(
        'm2',
        '[MEMORY: goal] Stream the CSV export instead of building it in memory.\n\n[MEMORY: outcome] src/export.ts streams through Readable.from; memory stays flat at a million rows.\n\n[MEMORY: open] The CSV header is written twice when an export resumes (src/export.ts, resume()).\n\n[MEMORY: decision] Stream with Readable.from because the rows already come from an async iterator.',
      );
    const transcript = join(tempDir(), 'sess-handoff.jsonl');
    writeFileSync(transcript, session.lines.join('\n') + '\n');
    const base = { session_id: 'sess-handoff', transcript_path: transcript, cwd: root };
    expect(
      cortexBin(root, ['hook', 'stop'], {
        input: JSON.stringify({ ...base, hook_event_name: 'Stop', stop_hook_active: false }),
      }).code,
    ).toBe(0);
    expect(
      cortexBin(root, ['hook', 'session-end'], {
        input: JSON.stringify({ ...base, hook_event_name: 'SessionEnd', reason: 'other' }),
      }).code,
    ).toBe(0);

    const start = cortexBin(root, ['hook', 'session-start'], {
      input: JSON.stringify({
        session_id: 'next',
        cwd: root,
        hook_event_name: 'SessionStart',
        source: 'startup',
      }),
    });
    expect(start.code).toBe(0);
    const context = JSON.parse(start.stdout).hookSpecificOutput.additionalContext as string;
    expect(context).toContain('Stream the CSV export instead of building it in memory');
    expect(context).toContain('src/export.ts streams through Readable.from');
    expect(context).toContain('The CSV header is written twice when an export resumes');
    // The command's own instructions ("Never write a secret.") are not the user's preferences.
    const preferences = cortexBin(root, ['log', '--type', 'preference', '--json']);
    expect(preferences.code).toBe(0);
    expect(preferences.stdout).not.toContain('Never write a secret');
    expect(cortexBin(root, ['log', '--type', 'decision', '--json']).stdout).toContain(
      'Stream with Readable.from',
    );
  });
});
