import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { serializeEvent } from '../../src/events/codec.js';
import { PROJECTION_FILES } from '../../src/projections/committed.js';
import { cortexBin } from '../helpers/cli.js';
import { tempRepo, writeFile } from '../helpers/repo.js';
import { storyEvents } from '../fixtures/projections/story.js';

const SHIFT_CLOCK = fileURLToPath(
  new URL('../fixtures/projections/shift-clock.cjs', import.meta.url),
);

function storyRepo(layout: 'one-file' | 'file-per-event'): string {
  const root = tempRepo();
  expect(cortexBin(root, ['init']).code).toBe(0);
  const events = storyEvents();
  if (layout === 'one-file')
    writeFile(
      root,
      '.cortex/events/2026-09/story.ndjson',
      events.map(serializeEvent).join('\n') + '\n',
    );
  else
    events
      .reverse()
      .forEach((event, i) =>
        writeFile(
          root,
          `.cortex/events/2026-09/${String(i).padStart(3, '0')}.ndjson`,
          serializeEvent(event) + '\n',
        ),
      );
  return root;
}

describe('cortex project (built binary)', () => {
  it('writes byte-identical projections on a machine whose clock is years off, in another time zone', () => {
    const here = storyRepo('one-file');
    const there = storyRepo('file-per-event');
    expect(cortexBin(here, ['project']).code).toBe(0);
    const shifted = cortexBin(there, ['project'], {
      env: {
        NODE_OPTIONS: `--require ${SHIFT_CLOCK}`,
        CORTEX_TEST_CLOCK_OFFSET_MS: String(4 * 365 * 86_400_000),
        TZ: 'Asia/Kathmandu',
      },
    });
    expect(shifted.code).toBe(0);
    for (const file of PROJECTION_FILES)
      expect(readFileSync(join(there, file), 'utf8')).toBe(readFileSync(join(here, file), 'utf8'));
    expect(cortexBin(there, ['project', '--check']).code).toBe(0);
    expect(
      cortexBin(here, ['project', '--check'], {
        env: {
          NODE_OPTIONS: `--require ${SHIFT_CLOCK}`,
          CORTEX_TEST_CLOCK_OFFSET_MS: '-86400000000',
        },
      }).code,
    ).toBe(0);
  });
});

describe('cortex hook session-start (built binary)', () => {
  const payload = (root: string) =>
    JSON.stringify({
      session_id: 'abc',
      hook_event_name: 'SessionStart',
      source: 'startup',
      cwd: root,
    });

  it('returns the briefing as additional context and writes the same text to .claude/rules/cortex-briefing.md', () => {
    const root = storyRepo('one-file');
    const result = cortexBin(root, ['hook', 'session-start'], { input: payload(root) });
    expect(result).toMatchObject({ code: 0, stderr: '' });
    const output = JSON.parse(result.stdout) as {
      hookSpecificOutput: { hookEventName: string; additionalContext: string };
    };
    expect(output.hookSpecificOutput.hookEventName).toBe('SessionStart');
    const context = output.hookSpecificOutput.additionalContext;
    expect(context.length).toBeLessThan(10_000);
    expect(context).toContain('## Pinned');
    expect(context).toContain('[MEMORY: decision]');
    expect(readFileSync(join(root, '.claude/rules/cortex-briefing.md'), 'utf8')).toBe(context);
    const heartbeat = JSON.parse(
      readFileSync(join(root, '.cortex/local/heartbeat/session-start.json'), 'utf8'),
    ) as { ok: boolean };
    expect(heartbeat.ok).toBe(true);
  });

  it('hands the briefing over once where Claude Code runs the hooks: no rules-file copy, the tag instructions only in their own file', () => {
    const root = storyRepo('one-file');
    // A copy an earlier version left: Claude Code would load it at launch beside the hook's.
    writeFile(
      root,
      '.claude/rules/cortex-briefing.md',
      '<!-- cortex briefing for main, written 2026-01-01 00:00 UTC. -->\nstale\n',
    );
    expect(cortexBin(root, ['init', '--claude', '--hook-command', 'cortex']).code).toBe(0);
    expect(cortexBin(root, ['doctor']).stdout).toContain(
      '.claude/rules/cortex-briefing.md is there too',
    );
    const result = cortexBin(root, ['hook', 'session-start'], { input: payload(root) });
    const context = (
      JSON.parse(result.stdout) as { hookSpecificOutput: { additionalContext: string } }
    ).hookSpecificOutput.additionalContext;
    expect(context).toContain('## Pinned');
    expect(context).not.toContain('[MEMORY: decision]');
    expect(existsSync(join(root, '.claude/rules/cortex-briefing.md'))).toBe(false);
    expect(
      readFileSync(join(root, '.claude/rules/cortex-memory-instructions.md'), 'utf8'),
    ).toContain('[MEMORY: decision]');
    expect(cortexBin(root, ['doctor']).stdout).toContain(
      'the briefing reaches Claude Code once, through the SessionStart hook',
    );
  });

  it('still gives the briefing, and logs why, when the briefing file cannot be written', () => {
    const root = storyRepo('one-file');
    writeFile(root, '.claude/rules', 'a file where a folder should be');
    const result = cortexBin(root, ['hook', 'session-start'], { input: payload(root) });
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('## Standing preferences');
    expect(readFileSync(join(root, '.cortex/local/cortex.log'), 'utf8')).toContain(
      'hook session-start: could not write .claude/rules/cortex-briefing.md',
    );
  });

  it('briefs on defaults when the config is broken, and says where it is broken', () => {
    const root = storyRepo('one-file');
    writeFileSync(join(root, '.cortex/config.json'), '{"briefing":{"budget":-1}}');
    const result = cortexBin(root, ['hook', 'session-start'], { input: payload(root) });
    expect(result.code).toBe(0);
    expect(result.stderr).toBe('');
    expect(result.stdout).toContain('## Standing preferences');
    expect(result.stdout).toContain(
      '`.cortex/config.json` is broken (briefing.budget: must be between 200 and 8000, got -1): cortex uses the defaults',
    );
  });

  it('briefs a project with no memories yet with the memory instructions', () => {
    const root = tempRepo();
    cortexBin(root, ['init']);
    const result = cortexBin(root, ['hook', 'session-start'], { input: payload(root) });
    const context = (
      JSON.parse(result.stdout) as { hookSpecificOutput: { additionalContext: string } }
    ).hookSpecificOutput.additionalContext;
    expect(context).toContain('nothing has been recorded yet');
    expect(context).toContain('[MEMORY: rejected]');
  });
});
