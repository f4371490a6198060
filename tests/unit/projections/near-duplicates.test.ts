import { describe, expect, it } from 'vitest';
import {
  areNearDuplicates,
  contentWords,
  groupNearDuplicates,
} from '../../../src/projections/near-duplicates.js';

const same = (a: string, b: string) => areNearDuplicates(contentWords(a), contentWords(b));

describe('areNearDuplicates', () => {
  it('matches the same lesson restated with a few words changed', () => {
    expect(
      same(
        'Shadow branches are deleted by the prepare-commit-msg hook after condensing to entire/sessions',
        'The prepare-commit-msg hook deletes shadow branches after condensing to entire/sessions',
      ),
    ).toBe(true);
    expect(
      same(
        'Shadow branches are deleted by the prepare-commit-msg hook after condensing to entire/sessions',
        'Shadow branches are deleted by the prepare-commit-msg hook once condensed to entire/sessions',
      ),
    ).toBe(true);
  });

  it('keeps apart facts that name different numbers or differ in a short text', () => {
    expect(
      same(
        'Issue 12: the parser chokes on input shape unless it is normalised first',
        'Issue 13: the parser chokes on input shape unless it is normalised first',
      ),
    ).toBe(false);
    expect(same('Main branch fact about caching', 'Feature branch fact about caching')).toBe(false);
  });

  it("does not take the words of capture's templates for the problem", () => {
    expect(
      same(
        '`mise run test:ci 2>&1` failed (exit code 1); it passed after changes to cmd/cli/setup.go',
        '`go vet ./...` failed (exit code 1); it passed after changes to cmd/cli/strategy.go',
      ),
    ).toBe(false);
  });
});

describe('groupNearDuplicates', () => {
  it('keeps the first of each group, best first, with every member', () => {
    const items = [
      'Store every ledger amount as integer cents in the database, never as floating point',
      'Bank exports use semicolons between fields',
      'Store every ledger amount as integer cents in the database, never floating point numbers',
    ];
    const groups = groupNearDuplicates(items, (item) => item);
    expect(groups.map((group) => group.item)).toEqual([items[0], items[1]]);
    expect(groups[0]!.members).toEqual([items[0], items[2]]);
  });
});

describe('contentWords', () => {
  it('keeps a path whole, so that fixes in one folder are not taken for one fix', () => {
    expect([
      ...contentWords(
        '`mise run test` failed; it passed after changes to cmd/entire/cli/strategy/auto_commit.go',
      ),
    ]).toEqual(['mise', 'run', 'test', 'cmd/entire/cli/strategy/auto_commit.go']);
    expect(
      same(
        '`mise run test` failed (exit code 1); it passed after changes to cmd/entire/cli/strategy/auto_commit.go',
        '`mise run lint` failed (exit code 1); it passed after changes to cmd/entire/cli/strategy/auto_commit.go, cmd/entire/cli/strategy/clean.go',
      ),
    ).toBe(false);
  });
});

describe('contentWords on commands', () => {
  it('reads `test:ci` as one word and drops redirections and exit codes', () => {
    expect([...contentWords('`mise run test:ci 2>&1` failed (exit code 1)')]).toEqual([
      'mise',
      'run',
      'test:ci',
    ]);
  });
});
