import { describe, expect, it } from 'vitest';
import {
  commitsPrinted,
  emptyLedger,
  markdownTitle,
  noteCommit,
  noteDoc,
  noteReport,
  noteRequest,
  noteSummary,
  outcomeOf,
} from '../../../src/capture/ledger.js';
import { outcomeParts, outcomeText } from '../../../src/events/outcome-text.js';

describe('the session ledger', () => {
  it('reads commits from what git printed', () => {
    expect(
      commitsPrinted('[main 7e2d976] Port Python utility library to Rust\n 12 files changed'),
    ).toEqual([
      { branch: 'main', hash: '7e2d976', subject: 'Port Python utility library to Rust' },
    ]);
    expect(commitsPrinted('[feature/x (root-commit) 1a2b3c4] First')).toEqual([
      { branch: 'feature/x', hash: '1a2b3c4', subject: 'First' },
    ]);
    expect(commitsPrinted('nothing to commit, working tree clean')).toEqual([]);
  });

  it('reads a document title from its first heading', () => {
    expect(markdownTitle('Intro text\n\n## Handoff for tomorrow ##\n\nmore')).toBe(
      'Handoff for tomorrow',
    );
    expect(markdownTitle('no heading at all')).toBeUndefined();
  });

  it('says goal, outcome, what is open, docs and commits; the summary wins over the first prompt', () => {
    const ledger = emptyLedger();
    noteRequest(ledger, '/clear', 'main');
    noteRequest(
      ledger,
      'The resume command fails after merging main into a branch; please fix it',
      'feature/resume',
    );
    noteReport(
      ledger,
      'Fixed: resume now walks the branch back to the merge base. The integration test for a branch with no checkpoint is still failing, I will pick it up tomorrow.',
    );
    noteDoc(ledger, { path: 'docs/handoff.md', title: 'Where resume stands' });
    noteCommit(ledger, { hash: 'abcdef1234', subject: 'Walk the branch back to the merge base' });
    const outcome = outcomeOf(ledger)!;
    // The text says goal, outcome and open ends once; the data only what the text does not.
    expect(outcomeParts(outcome.content)).toEqual({
      goal: 'The resume command fails after merging main into a branch; please fix it',
      outcome:
        'Fixed: resume now walks the branch back to the merge base. The integration test for a branch with no checkpoint is still failing, I will pick it up tomorrow',
      open: [
        'The integration test for a branch with no checkpoint is still failing, I will pick it up tomorrow',
      ],
      docs: ['docs/handoff.md'],
    });
    expect(Object.keys(outcome.data)).toEqual(['docs', 'commits', 'branches']);
    expect(outcome.content).toContain('Docs written: docs/handoff.md.');
    expect(outcome.data.docs).toEqual([{ path: 'docs/handoff.md', title: 'Where resume stands' }]);
    expect(outcome.data.commits).toEqual([
      { hash: 'abcdef1234', subject: 'Walk the branch back to the merge base' },
    ]);
    noteSummary(ledger, {
      request: 'Fix `entire resume` after main is merged into a feature branch',
      pending: ['Fix TestResume_NoCheckpointOnBranch'],
    });
    expect(outcomeParts(outcomeOf(ledger)!.content)).toMatchObject({
      goal: 'Fix `entire resume` after main is merged into a feature branch',
      open: ['Fix TestResume_NoCheckpointOnBranch'],
    });
  });

  it('keeps what the reports of work done say was done; a report restating the last replaces it', () => {
    const ledger = emptyLedger();
    noteRequest(ledger, 'Truncating by byte index breaks UTF-8 prompts; fix it', 'fix/runes');
    const report = [
      "Done. Here's a summary of the changes:",
      '',
      '**Created new package:** `cli/stringutil/`',
      '- `stringutil.go` - `TruncateRunes` truncates by rune count, not bytes',
      '',
      '**Updated `cli/utils.go`** to re-export the functions from stringutil.',
      '',
      'All tests pass and linting is clean.',
    ].join('\n');
    noteReport(ledger, report);
    const first = outcomeOf(ledger)!;
    expect(first.content).toContain(
      'Done: Created new package: `cli/stringutil/`: `stringutil.go` - `TruncateRunes` truncates by rune count, not bytes. Updated `cli/utils.go` to re-export the functions from stringutil.',
    );
    expect(first.data).not.toHaveProperty('done');
    expect(outcomeParts(first.content).done).toBe(
      'Created new package: `cli/stringutil/`: `stringutil.go` - `TruncateRunes` truncates by rune count, not bytes. Updated `cli/utils.go` to re-export the functions from stringutil',
    );
    // An answer to a question is not work done: what was done stays.
    noteReport(
      ledger,
      'The standard library has no rune-safe truncation; converting to []rune is the idiomatic way.',
    );
    expect(ledger.done).toHaveLength(1);
    noteReport(
      ledger,
      "Here's a summary of the changes:\n\n- Updated `cli/utils.go` to re-export the functions from `stringutil`, and `TruncateRunes` now keeps the suffix\n- Added tests for emoji",
    );
    expect(ledger.done).toHaveLength(1);
    expect(outcomeOf(ledger)!.content).toContain('now keeps the suffix');
    noteReport(
      ledger,
      "Here's a summary of the changes:\n\n- Added a `--json` flag to `session list`\n- Documented it in the README",
    );
    expect(ledger.done).toHaveLength(2);
    expect(outcomeOf(ledger)!.content).toContain(
      'now keeps the suffix; Added tests for emoji / Added a `--json` flag',
    );
  });

  it("reads an outcome's text back into its parts, a later marker inside a part staying its text", () => {
    expect(outcomeParts('Goal: Fix the Goal: parser. Outcome: Works. Open: a; b.')).toEqual({
      goal: 'Fix the Goal: parser',
      outcome: 'Works',
      open: ['a', 'b'],
    });
    // What capture writes reads back as itself, whatever its parts say.
    const parts = {
      goal: 'Make the status column say Done: when a job finishes',
      outcome: 'It says Open: while running',
      open: ['Eviction is missing; the TTL is hard-coded'],
      done: 'Added `status.ts` **Open:** the cookie path',
    };
    const back = outcomeParts(outcomeText(parts));
    expect(back).toEqual({
      goal: 'Make the status column say Done - when a job finishes',
      outcome: 'It says Open - while running',
      open: ['Eviction is missing, the TTL is hard-coded'],
      done: 'Added `status.ts` **Open:** the cookie path',
    });
    expect(outcomeParts('Docs written: docs/a.md, docs/b.md.')).toEqual({
      open: [],
      docs: ['docs/a.md', 'docs/b.md'],
    });
    expect(outcomeParts('a line of an older cortex')).toEqual({ open: [] });
  });

  it('keeps the open ends of a long outcome: what was done is said last, where the text is cut', () => {
    const ledger = emptyLedger();
    noteRequest(
      ledger,
      `Make the exporter stream rows ${'and keep memory flat '.repeat(12)}`,
      'main',
    );
    for (const topic of ['exporter', 'importer'])
      noteReport(
        ledger,
        `Here's a summary of the changes:\n\n${Array.from({ length: 8 }, (_, i) => `- Added the ${topic} step ${i} that streams rows through a bounded buffer of ${i} kilobytes`).join('\n')}`,
      );
    noteReport(ledger, 'The importer streams. Still need to wire the retry queue tomorrow.');
    const outcome = outcomeOf(ledger)!;
    expect(outcome.content.length).toBeLessThanOrEqual(1500);
    expect(outcomeParts(outcome.content).open).toEqual([
      'Still need to wire the retry queue tomorrow',
    ]);
  });

  it('has no outcome for a session that said nothing', () => {
    expect(outcomeOf(emptyLedger())).toBeUndefined();
  });
});
