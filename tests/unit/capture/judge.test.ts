import { describe, expect, it } from 'vitest';
import { FEATURE_NAMES, judge, judgeFeatures } from '../../../src/capture/judge.js';
import { JUDGE_MODEL } from '../../../src/capture/judge-model.js';
import { promptStatements } from '../../../src/capture/prose-candidates.js';

describe('judge', () => {
  it('has one weight per feature', () => {
    expect(JUDGE_MODEL.weights).toHaveLength(FEATURE_NAMES.length);
    expect(judgeFeatures({ type: 'decision_made', content: 'x', origin: 'prose' })).toHaveLength(
      FEATURE_NAMES.length,
    );
  });

  it('keeps a durable statement about the code and drops narration, requests and fragments', () => {
    const keep = (
      content: string,
      origin = 'paragraph',
      type: Parameters<typeof judge>[0]['type'] = 'knowledge_acquired',
    ) => judge({ type, content, origin }).keep;
    expect(
      keep(
        'The bug occurred because `findBranchesForCheckpoint` was searching all commits on each branch, including commits reachable from main, so sessions whose checkpoints existed in the shared history appeared under every branch.',
      ),
    ).toBe(true);
    expect(keep('Let me check the test file to see what is going on:')).toBe(false);
    expect(keep('The fix requires:')).toBe(false);
  });

  it('is never asked about a request or a question: those are no candidates', () => {
    expect(
      promptStatements(
        'can you take a look at the failing test, and why does it break only on CI?',
      ),
    ).toEqual([]);
    expect(
      promptStatements(
        "let's check the logs first. Then we can decide what to do about the retries",
      ),
    ).toEqual([]);
    expect(
      promptStatements(
        'The session ID is created in the UserPromptSubmit hook, not in SessionStart: keep it that way.',
      ).map((candidate) => candidate.type),
    ).toEqual(['decision_made']);
  });

  it('takes no thinking aloud and no pasted output for what the user settled', () => {
    expect(
      promptStatements(
        'thinking about "search the branch hint first": if I worked on the branch locally and merged it, I would not care about the branch any more',
      ),
    ).toEqual([]);
    expect(
      promptStatements(
        'hmm, I just checked for example: ~/.claude/projects/-Users-me-repo/ has two session files for the same run',
      ),
    ).toEqual([]);
    expect(
      promptStatements(
        'I was less worried about this happening from a single cli execution, but more if two different git commits happen',
      ),
    ).toEqual([]);
    expect(
      promptStatements(
        'and this is for manual_commit_git.go:37.. When a partial state exists we fall back to the old path',
      ),
    ).toEqual([]);
    expect(
      promptStatements(
        'I tried to make a release with the release workflow through goreleaser and did run into this:\n  ⨯ release failed after 12s',
      ),
    ).toEqual([]);
    expect(
      promptStatements(
        '• by using this software you agree with its EULA, available at https://goreleaser.com/eula • running goreleaser v2.13.2',
      ),
    ).toEqual([]);
    expect(
      promptStatements(
        'me@laptop:~/vsla$ pip install cupy-cuda12x --user Collecting cupy-cuda12x Using cached cupy_cuda12x-13.5.1.whl',
      ),
    ).toEqual([]);
    // A bug the user reports is a fact about the code, and stays a candidate.
    expect(
      promptStatements(
        'I think we have a bug with the `entire resume` command. If you merge in main, the latest commits might not contain any trailers.',
      ),
    ).toHaveLength(1);
  });

  it('gives the same score for the same text', () => {
    const input = {
      type: 'decision_made' as const,
      content: 'Use the merge-base, not the tip of main, to find the commits a branch added',
      origin: 'paragraph',
    };
    expect(judge(input).score).toBe(judge(input).score);
  });
  it("reads a linter's finding in a fix, not in a preference to run the linter", () => {
    const lint = FEATURE_NAMES.indexOf('lint');
    expect(
      judgeFeatures({
        type: 'error_resolved',
        content: 'golangci-lint wrapcheck: wrap the error from InstallGitHook',
        origin: 'episode',
      })[lint],
    ).toBe(1);
    expect(
      judgeFeatures({
        type: 'preference_noted',
        content: 'Always run `mise run lint` before saying you are done',
        origin: 'summary-user',
      })[lint],
    ).toBe(0);
  });

  it("does not count a finding the fix suppresses in place as a linter's nit: the suppression is the project's convention", () => {
    const lint = FEATURE_NAMES.indexOf('lint');
    const suppressed =
      '`mise run lint` failed: clean.go:221:3: error is not nil (line 219) but it returns nil (nilerr). Fixed by changes to clean.go: changed it to `return nil, nil //nolint:nilerr // none is no error`.';
    expect(
      judgeFeatures({ type: 'error_resolved', content: suppressed, origin: 'episode' })[lint],
    ).toBe(0);
    expect(
      judgeFeatures({
        type: 'error_resolved',
        content: suppressed.replace(' //nolint:nilerr // none is no error', ''),
        origin: 'episode',
      })[lint],
    ).toBe(1);
  });
});
