import { describe, expect, it } from 'vitest';
import { digestReport, isWorkReport } from '../../../src/capture/report-digest.js';

const ANSWER = [
  '`session list` reads data from **two sources**:',
  '',
  '## Primary source: the `entire/sessions` branch',
  '',
  'The command reads the orphan branch first. It stores checkpoints in a sharded tree:',
  '',
  '```',
  '<id[:2]>/<id[2:]>/metadata.json',
  '```',
  '',
  '## Secondary source',
  '',
  '- **Manual-commit**: also reads `.git/entire-sessions/<id>.json` for sessions not condensed yet',
  '  - written by the prompt hook',
  '- **Auto-commit**: relies on the branch alone',
  '',
  '| Where | What |',
  '|---|---|',
  '| branch | metadata |',
  '',
  'Want me to add a column for the branch?',
].join('\n');

describe('a report read whole', () => {
  it('keeps the opening, headings, first sentences and items; leaves out code, tables and offers', () => {
    expect(digestReport(ANSWER, 1000)).toBe(
      '`session list` reads data from two sources. Primary source: the `entire/sessions` branch: The command reads the orphan branch first. It stores checkpoints in a sharded tree. ' +
        'Secondary source: Manual-commit: also reads `.git/entire-sessions/<id>.json` for sessions not condensed yet (written by the prompt hook); Auto-commit: relies on the branch alone.',
    );
  });

  it('stays within its length, cut at a word', () => {
    const digest = digestReport(ANSWER, 120);
    expect(digest.length).toBeLessThanOrEqual(120);
    expect(digest.endsWith('…')).toBe(true);
  });

  it('says nothing for a report of empty openers', () => {
    expect(digestReport('Done! All tests pass.\n\nWould you like me to commit?', 500)).toBe('');
  });

  it('tells a report of work done from an explanation', () => {
    expect(isWorkReport("Done. Here's a summary of the changes:\n\n- Added `x`")).toBe(true);
    expect(
      isWorkReport('The fix:\n\n- Added a nil check in `store.go`\n- Renamed `clean` to `cleanup`'),
    ).toBe(true);
    expect(isWorkReport(ANSWER)).toBe(false);
  });
});

describe('what a digest leaves out', () => {
  it('leaves out the assistant narrating its progress', () => {
    expect(
      digestReport(
        'Now I have the full picture. The branch already merges sessions:\n\n- `committed.go` archives earlier sessions to `1/`, `2/`',
        300,
      ),
    ).toBe(
      'The branch already merges sessions: `committed.go` archives earlier sessions to `1/`, `2/`.',
    );
  });
});

describe('reports that are not well formed', () => {
  it('reads a heading by its text, a fence with an info string inside a block as code, and closes a code span a cut left open', () => {
    expect(digestReport('## Primary source ##\n\nThe branch is read first.', 200)).toBe(
      'Primary source: The branch is read first.',
    );
    expect(
      digestReport(
        'Intro that says something.\n\n```\ncode\n```js\nmore code\n```\n\nAfter the block.',
        200,
      ),
    ).toBe('Intro that says something: After the block.');
    const cutInCode = digestReport(
      `- Added \`runPipeline(${'stage, '.repeat(30)}options)\` to the worker`,
      60,
    );
    expect((cutInCode.match(/`/g) ?? []).length % 2).toBe(0);
  });

  it('reads only the head of a huge report or line', () => {
    expect(digestReport(`# a${' '.repeat(50_000)}b`, 100)).toBe('a.');
    // What stands past the head of a huge report is not read.
    expect(
      digestReport(
        `First finding.\n\n${'A filler line of the pasted log.\n'.repeat(1_000)}\nLate finding.`,
        5_000,
      ),
    ).not.toContain('Late finding');
    expect(digestReport('First finding.\n\nA short middle.\n\nLate finding.', 5_000)).toContain(
      'Late finding',
    );
  });
});
