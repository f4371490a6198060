/**
 * One rendering boundary: hostile text in any field of a teammate's committed events (text,
 * reason, cause, fix, files, tags, branch, author, session) and in the names of event files
 * never reaches a terminal as control: every command's stdout and stderr holds no C0 control
 * but newline and tab, no DEL or C1 control, no bidirectional override or mark, no zero-width
 * space; and `--json` still carries each value exactly (escaped).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { serializeEvent } from '../../src/events/codec.js';
import type { EventType } from '../../src/events/types.js';
import { cortexBin } from '../helpers/cli.js';
import { testEvent } from '../helpers/events.js';
import { tempRepo } from '../helpers/repo.js';

/** Every kind of character that may not reach a terminal raw, each with printable text around it. */
const HOSTILE = [
  'esc[\u001b[2J\u001b[31m]',
  'osc[\u001b]0;pwned\u0007\u001b]52;c;Y2xpcA==\u0007]',
  'c1[\u0085\u009b31m\u009d8;;http://x\u009c]',
  'bidi[\u202eevil\u202c\u2066x\u2069]',
  'marks[a\u200bb\u200ec\u200fd\ufeffe\u2028f]',
  'c0[\u0000\u0007\u0008\u000b\u000c\u007f]',
].join(' ');

/** What may not appear in any output: C0 but \n and \t, DEL, C1, bidi controls, invisible marks. */
const FORBIDDEN =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200b\u200e\u200f\u2028\u2029\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/;

function hostileEvent(type: EventType, index: number) {
  const at = (text: string) => `${text} ${index} ${HOSTILE}`;
  return testEvent({
    type: type as 'knowledge_acquired',
    key: `hostile-${index}`,
    content: at('Use SQLite for the cache'),
    branch: `feature/x\u001b]0;t\u0007\u202e${index}`,
    author: `mallory\u001b[8m${index}@example.com`,
    session: `s\u0085${index}`,
    data: {
      files: [`src/a\u001b[2J${index}.ts`, `src/\u202eb.ts`],
      tags: [`t\u0007${index}`],
      reason: at('because'),
      cause: at('cause'),
      fix: at('fix'),
      error: at('error'),
    } as never,
  });
}

describe('the rendering boundary', () => {
  it('lets no control character of any field or file name reach stdout or stderr, and keeps JSON exact', () => {
    const root = tempRepo();
    expect(cortexBin(root, ['init']).code).toBe(0);
    const types: EventType[] = [
      'decision_made',
      'approach_rejected',
      'knowledge_acquired',
      'error_resolved',
      'preference_noted',
    ];
    const events = types.map((type, index) => hostileEvent(type, index));
    const folder = join(root, '.cortex/events/2026-11');
    mkdirSync(folder, { recursive: true });
    writeFileSync(
      join(folder, `team\u001b]0;pwned\u0007\u202e.ndjson`),
      events.map((event) => serializeEvent(event)).join('\n') + '\n',
    );
    writeFileSync(join(folder, `broken\u001b[2J\nname.ndjson`), 'this is {not json\n');
    const id = events[0]!.id;
    const commands = [
      ['brief'],
      ['brief', '--task', 'SQLite cache'],
      ['log'],
      ['log', '--oneline'],
      ['log', '--json'],
      ['log', '--format', 'markdown'],
      ['show', id],
      ['show', id, '--json'],
      ['search', 'SQLite cache'],
      ['search', 'SQLite cache', '--json'],
      ['status'],
      ['status', '--json'],
      ['doctor'],
      ['doctor', '--json'],
      ['project', '--check'],
      ['export'],
    ];
    for (const args of commands) {
      const result = cortexBin(root, args);
      for (const [channel, text] of [
        ['stdout', result.stdout],
        ['stderr', result.stderr],
      ] as const) {
        const found = FORBIDDEN.exec(text);
        expect(
          found,
          `cortex ${args.join(' ')} wrote U+${found?.[0].charCodeAt(0).toString(16).padStart(4, '0')} to ${channel}: ${JSON.stringify(text.slice(Math.max(0, (found?.index ?? 0) - 40), (found?.index ?? 0) + 20))}`,
        ).toBeNull();
      }
    }
    // The JSON carries the values exactly: an export read back is the events as they were written.
    const exported = cortexBin(root, ['export'])
      .stdout.trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { id: string; content: string });
    expect(exported.find((event) => event.id === id)?.content).toBe(events[0]!.content);
  });
});
