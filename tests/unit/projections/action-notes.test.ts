import { describe, expect, it } from 'vitest';
import { buildActionNotes, notesForError, notesForFile } from '../../../src/projections/action-notes.js';
import { foldMemories } from '../../../src/projections/corrections.js';
import { testEvent } from '../../helpers/events.js';

const decision = testEvent({ type: 'decision_made', key: 'd', content: 'Keep the retry count in src/queue/retry.ts at three: the payment provider rate-limits a fourth', data: { files: ['src/queue/retry.ts'] } as never });
const fix = testEvent({ type: 'error_resolved', key: 'f', content: 'go test failed with "listen tcp :8080: bind: address already in use". Cause: the dev server was still running. Fix: stop it first.', data: { error: 'listen tcp :8080: bind: address already in use' } as never });
const fact = testEvent({ type: 'knowledge_acquired', key: 'k', content: 'src/queue/retry.ts is read at startup' });
const forgotten = testEvent({ type: 'decision_made', key: 'g', content: 'Use src/queue/retry.ts for the backoff' });
const forget = testEvent({ type: 'memory_retracted', key: 'x', content: 'forget', refs: [forgotten.id] });

describe('the point-of-action index', () => {
  const notes = buildActionNotes(foldMemories([decision, fix, fact, forgotten, forget]).memories);

  it('names what concerns a file, by path, once per session', () => {
    const found = notesForFile(notes, 'src/queue/retry.ts', new Set());
    expect(found.map((note) => note.id)).toEqual([decision.id]);
    expect(found[0]!.line).toContain('Keep the retry count in src/queue/retry.ts at three');
    expect(notesForFile(notes, 'src/queue/retry.ts', new Set([decision.id]))).toEqual([]);
    expect(notesForFile(notes, 'src/other.ts', new Set())).toEqual([]);
  });

  it('leaves out plain facts and forgotten memories', () => {
    expect(JSON.stringify(notes)).not.toContain('is read at startup');
    expect(JSON.stringify(notes)).not.toContain('for the backoff');
  });

  it('matches a failure to a remembered error by its distinctive words', () => {
    expect(notesForError(notes, 'FAIL ./server\nlisten tcp :8080: bind: address already in use', new Set()).map((note) => note.id)).toEqual([fix.id]);
    expect(notesForError(notes, 'error: cannot find module ./config', new Set())).toEqual([]);
  });
});
