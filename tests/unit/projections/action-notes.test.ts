import { describe, expect, it } from 'vitest';
import {
  buildActionNotes,
  filesNamedBy,
  notesForError,
  notesForFile,
  withoutCommand,
} from '../../../src/projections/action-notes.js';
import { foldMemories } from '../../../src/projections/corrections.js';
import { testEvent } from '../../helpers/events.js';

const decision = testEvent({
  type: 'decision_made',
  key: 'd',
  content:
    'Keep the retry count in src/queue/retry.ts at three: the payment provider rate-limits a fourth',
  data: { files: ['src/queue/retry.ts'] } as never,
});
const fix = testEvent({
  type: 'error_resolved',
  key: 'f',
  content:
    'go test failed with "listen tcp :8080: bind: address already in use". Cause: the dev server was still running. Fix: stop it first.',
  data: { error: 'listen tcp :8080: bind: address already in use' } as never,
});
const fact = testEvent({
  type: 'knowledge_acquired',
  key: 'k',
  content: 'src/queue/retry.ts is read at startup',
});
const forgotten = testEvent({
  type: 'decision_made',
  key: 'g',
  content: 'Use src/queue/retry.ts for the backoff',
});
const forget = testEvent({
  type: 'memory_retracted',
  key: 'x',
  content: 'forget',
  refs: [forgotten.id],
});

describe('the point-of-action index', () => {
  const notes = buildActionNotes(foldMemories([decision, fix, fact, forgotten, forget]).memories);

  it('names what concerns a file, by path, once per session', () => {
    const found = notesForFile(notes, 'src/queue/retry.ts', new Set());
    expect(found.map((note) => note.id)).toEqual([decision.id]);
    expect(found[0]!.line).toContain('Keep the retry count in src/queue/retry.ts at three');
    expect(notesForFile(notes, 'src/queue/retry.ts', new Set([decision.id]))).toEqual([]);
    expect(notesForFile(notes, 'src/other.ts', new Set())).toEqual([]);
  });

  it('says a fix when its error comes back, not before an edit of a file it changed', () => {
    const changed = testEvent({
      type: 'error_resolved',
      key: 'e',
      content:
        '`npm run lint` failed: src/queue/retry.ts:12:3 no-unused-vars. Fixed by changes to src/queue/retry.ts.',
      data: {
        error: 'src/queue/retry.ts:12:3 no-unused-vars: attempts is assigned but never used',
        files: ['src/queue/retry.ts'],
      } as never,
    });
    const index = buildActionNotes(foldMemories([decision, changed]).memories);
    expect(notesForFile(index, 'src/queue/retry.ts', new Set()).map((note) => note.id)).toEqual([
      decision.id,
    ]);
    expect(
      notesForError(
        index,
        'src/queue/retry.ts:40:7 no-unused-vars: attempts is assigned but never used',
        new Set(),
      ).map((note) => note.id),
    ).toEqual([changed.id]);
  });

  it('leaves out plain facts and forgotten memories', () => {
    expect(JSON.stringify(notes)).not.toContain('is read at startup');
    expect(JSON.stringify(notes)).not.toContain('for the backoff');
  });

  it('matches a failure to a remembered error by its distinctive words', () => {
    expect(
      notesForError(
        notes,
        'FAIL ./server\nlisten tcp :8080: bind: address already in use',
        new Set(),
      ).map((note) => note.id),
    ).toEqual([fix.id]);
    expect(notesForError(notes, 'error: cannot find module ./config', new Set())).toEqual([]);
  });

  it('matches on what went wrong, not on the words of the command that failed', () => {
    const suite = testEvent({
      type: 'error_resolved',
      key: 's',
      content:
        '`go test -v ./cmd/entire/cli/strategy/... -run TestListOrphanedSessionStates` failed: clean_test.go:347: ListOrphanedSessionStates() marked a recent session as orphaned. Cause: the hash lengths differ.',
      data: {
        error:
          '`go test -v ./cmd/entire/cli/strategy/... -run TestListOrphanedSessionStates` failed: clean_test.go:347: ListOrphanedSessionStates() marked a recent session as orphaned.',
      } as never,
    });
    const index = buildActionNotes(foldMemories([suite]).memories);
    // Another failure of the same package shares the command's paths and the word "session", nothing of the error.
    expect(
      notesForError(
        index,
        '--- FAIL: TestConcurrentSessions (0.02s)\n    session_test.go:80: the session was not condensed\ngo test -v ./cmd/entire/cli/strategy/...',
        new Set(),
      ),
    ).toEqual([]);
    expect(
      notesForError(
        index,
        '--- FAIL: TestListOrphanedSessionStates\n    clean_test.go:347: ListOrphanedSessionStates() marked a recent session as orphaned',
        new Set(),
      ).map((note) => note.id),
    ).toEqual([suite.id]);
    // Folders are the project's everyday words too: a file counts by its name.
    const compile = testEvent({
      type: 'error_resolved',
      key: 'c',
      content:
        '`mise run test` failed: cmd/entire/cli/transcript_test.go:942:15: undefined: json. Fixed by changes to cmd/entire/cli/transcript_test.go: added `"encoding/json"`.',
      data: { error: 'cmd/entire/cli/transcript_test.go:942:15: undefined: json' } as never,
    });
    const compiled = buildActionNotes(foldMemories([compile]).memories);
    expect(
      notesForError(
        compiled,
        'cmd/entire/cli/strategy/manual_commit.go:44:19: undefined: commitRemoved',
        new Set(),
      ),
    ).toEqual([]);
    expect(
      notesForError(
        compiled,
        'cmd/entire/cli/transcript_test.go:950:3: undefined: json',
        new Set(),
      ).map((note) => note.id),
    ).toEqual([compile.id]);
    expect(withoutCommand('`npm test` failed: FAIL src/a.test.ts')).toBe('FAIL src/a.test.ts');
    expect(withoutCommand('`npm test` failed')).toBe('');
  });

  it("says a fix's error, cause and fix each cut on its own, so a long error or file list never cuts the fix off", () => {
    const lint = testEvent({
      type: 'error_resolved',
      key: 'l',
      content:
        '`mise run lint 2>&1` failed: cmd/entire/cli/strategy/auto_commit.go:1004:3: error is not nil (line 1002) but it returns nil (nilerr). Fixed by changes to cmd/entire/cli/strategy/auto_commit.go, cmd/entire/cli/strategy/clean.go: in cmd/entire/cli/strategy/auto_commit.go, changed it to `return []CleanupItem{}, nil //nolint:nilerr // No checkpoints is not an error for cleanup`.',
      data: {
        command: 'mise run lint 2>&1',
        error:
          'cmd/entire/cli/strategy/auto_commit.go:1004:3: error is not nil (line 1002) but it returns nil (nilerr)',
        fix: 'changes to cmd/entire/cli/strategy/auto_commit.go, cmd/entire/cli/strategy/clean.go: in cmd/entire/cli/strategy/auto_commit.go, changed it to `return []CleanupItem{}, nil //nolint:nilerr // No checkpoints is not an error for cleanup`',
      } as never,
    });
    const [note] = notesForError(
      buildActionNotes(foldMemories([lint]).memories),
      'cmd/entire/cli/resume.go:279:2: error is not nil (line 271) but it returns nil (nilerr)',
      new Set(),
    );
    expect(note!.line).toContain(
      '`mise run lint 2>&1` failed: cmd/entire/cli/strategy/auto_commit.go:1004:3: error is not nil (line 1002) but it returns nil (nilerr). Fix: changes to auto_commit.go, clean.go: in auto_commit.go, changed it to `return []CleanupItem{}, nil //nolint:nilerr // No checkpoints is not an error for cleanup`.',
    );
  });

  it('keys a bare file name capture resolved by its path only', () => {
    const resolved = testEvent({
      type: 'decision_made',
      key: 'r',
      content: 'The backward compatibility code in `registry.go` should stay',
      data: { files: ['cmd/cli/strategy/registry.go'] } as never,
    });
    const memory = foldMemories([resolved]).memories[0]!;
    expect(filesNamedBy(memory)).toEqual(['cmd/cli/strategy/registry.go']);
    const index = buildActionNotes([memory]);
    expect(notesForFile(index, 'cmd/cli/agent/registry.go', new Set())).toEqual([]);
    expect(
      notesForFile(index, 'cmd/cli/strategy/registry.go', new Set()).map((note) => note.id),
    ).toEqual([resolved.id]);
  });
});
