/**
 * Redaction on import takes out secrets and nothing else: a value learned from an
 * assignment (`API_TOKEN=passed`) is redacted where it is assigned, not wherever the word
 * occurs, so an enumerated field of another event (a command's `test: "passed"`) keeps its
 * value and the import is not refused because of cortex's own redaction.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { serializeEvent } from '../../src/events/codec.js';
import { cortexBin } from '../helpers/cli.js';
import { testEvent } from '../helpers/events.js';
import { tempDir, tempRepo } from '../helpers/repo.js';

describe('cortex import, redacting', () => {
  it('redacts an assigned common word where it is assigned, leaves it in enumerated fields, and imports every event', () => {
    const root = tempRepo();
    expect(cortexBin(root, ['init']).code).toBe(0);
    const note = testEvent({
      content:
        'Staging deploys need: export API_TOKEN=passed and PASSWORD=completed before the run',
    });
    const activity = testEvent({
      type: 'session_activity',
      content: 'Ran the tests: passed',
      data: { commands: [{ command: 'npm test', runs: 2, test: 'passed' }] },
    } as never);
    const file = join(tempDir(), 'events.ndjson');
    writeFileSync(file, [note, activity].map((event) => serializeEvent(event)).join('\n') + '\n');
    const result = cortexBin(root, ['import', file, '--json']);
    expect(result.code, result.stderr).toBe(0);
    const exported = cortexBin(root, ['export'])
      .stdout.trim()
      .split('\n')
      .map(
        (line) =>
          JSON.parse(line) as { type: string; content: string; data: Record<string, unknown> },
      );
    expect(exported).toHaveLength(2);
    const imported = exported.find((event) => event.type === 'knowledge_acquired')!;
    expect(imported.content).not.toMatch(/API_TOKEN=passed|PASSWORD=completed/);
    const kept = exported.find((event) => event.type === 'session_activity')!;
    expect(kept.data.commands).toEqual([{ command: 'npm test', runs: 2, test: 'passed' }]);
    expect(kept.content).toBe('Ran the tests: passed');
  });
});
