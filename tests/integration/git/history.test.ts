import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cortexBin } from '../../helpers/cli.js';
import { git } from '../../helpers/repo.js';
import { rememberAndCommit, team } from '../../helpers/team.js';

const contents = (stdout: string) =>
  stdout
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => line.replace(/^\S+ \S+ \S+ (\([^)]*\) )?/, ''));

describe('cortex log <range>', () => {
  function branchWithHistory() {
    const t = team();
    const dev = t.clone('dev');
    rememberAndCommit(dev, 'Main: use pnpm workspaces');
    git(dev, 'push', '-q', 'origin', 'main');
    git(dev, 'checkout', '-q', '-b', 'feature/cache');
    rememberAndCommit(dev, 'Cache HTTP responses for 5 minutes');
    rememberAndCommit(dev, 'Rejected an in-process LRU: workers do not share it', 'rejected');
    const third = git(dev, 'rev-parse', 'HEAD');
    rememberAndCommit(dev, 'The cache key must include the Accept header', 'gotcha');
    // Main moves on after the branch started: its new events are not the branch's.
    git(dev, 'checkout', '-q', 'main');
    rememberAndCommit(dev, 'Main: adopt conventional commits');
    git(dev, 'checkout', '-q', 'feature/cache');
    return { dev, third };
  }

  it('shows only the events a branch added, found from the event files in git', () => {
    const { dev } = branchWithHistory();
    const result = cortexBin(dev, ['log', '--oneline', 'origin/main..HEAD']);
    expect(result.code).toBe(0);
    expect(contents(result.stdout)).toEqual([
      'The cache key must include the Accept header',
      'Rejected an in-process LRU: workers do not share it',
      'Cache HTTP responses for 5 minutes',
    ]);
    expect(contents(cortexBin(dev, ['log', '--oneline', 'main...HEAD']).stdout)).toHaveLength(3);
    expect(contents(cortexBin(dev, ['log', '--oneline', 'HEAD..main']).stdout)).toEqual([
      'Main: adopt conventional commits',
    ]);
  });

  it('takes --since-rev and the other filters', () => {
    const { dev, third } = branchWithHistory();
    expect(contents(cortexBin(dev, ['log', '--oneline', '--since-rev', third]).stdout)).toEqual([
      'The cache key must include the Accept header',
    ]);
    expect(
      contents(
        cortexBin(dev, ['log', '--oneline', '--type', 'rejected', 'origin/main..HEAD']).stdout,
      ),
    ).toEqual(['Rejected an in-process LRU: workers do not share it']);
  });

  it('prints what the branch learned as markdown for a pull request', () => {
    const { dev } = branchWithHistory();
    const { stdout } = cortexBin(dev, ['log', 'origin/main..HEAD', '--format', 'markdown']);
    // Decisions and rejections link their records (origin is a local path here, so the links are paths in the repository).
    expect(stdout).toMatch(
      /^## What this branch learned \(origin\/main\.\.HEAD\)\n\n### Decisions\n\n- \[Cache HTTP responses for 5 minutes\]\(\.cortex\/decisions\/\d{4}-\d\d-\d\d-cache-http-responses-for-5-minutes-[0-9A-Z]{8}\.md\) `[0-9A-Z]{8}`\n\n### Rejected approaches\n\n- \[Rejected an in-process LRU: workers do not share it\]\(\.cortex\/decisions\/[^)]+\.md\) `[0-9A-Z]{8}`\n\n### Learned\n\n- \*\*gotcha:\*\* The cache key must include the Accept header `[0-9A-Z]{8}`\n\n<sub>3 events · from cortex memory/,
    );
  });

  it('links records that exist once the branch ran cortex project', () => {
    const { dev } = branchWithHistory();
    expect(cortexBin(dev, ['project']).code).toBe(0);
    const { stdout } = cortexBin(dev, ['log', 'origin/main..HEAD', '--format', 'markdown']);
    const targets = [...stdout.matchAll(/\]\((\.cortex\/decisions\/[^)]+)\)/g)].map(
      (match) => match[1]!,
    );
    expect(targets).toHaveLength(2);
    for (const target of targets) expect(existsSync(join(dev, target)), target).toBe(true);
  });

  it('explains an unknown revision', () => {
    const { dev } = branchWithHistory();
    const result = cortexBin(dev, ['log', 'nosuch..HEAD']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("unknown revision 'nosuch'");
  });
});
