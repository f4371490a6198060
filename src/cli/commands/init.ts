/**
 * `cortex init`: creates `.cortex/` and the gitignore entries for local state. Safe to
 * run again: it only adds what is missing and says what it changed.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { GITIGNORE_ENTRIES, projectPaths } from '../../events/paths.js';
import { isGitWorkTree } from '../../git/repo.js';
import type { CommandDefinition } from '../command.js';
import type { Context } from '../context.js';
import { NotARepositoryError, requireRepo } from '../project.js';

const GITIGNORE_HEADER = '# cortex: local state and the per-user briefing';

/** Adds the missing lines to a gitignore text; `text` is undefined when none are missing. */
export function addGitignoreEntries(existing: string, entries: readonly string[]): { text: string | undefined; missing: string[] } {
  const present = new Set(existing.split(/\r?\n/).map((line) => line.trim()));
  const missing = entries.filter((entry) => !present.has(entry));
  if (missing.length === 0) return { text: undefined, missing };
  const base = existing === '' || existing.endsWith('\n') ? existing : `${existing}\n`;
  const header = present.has(GITIGNORE_HEADER) ? [] : [GITIGNORE_HEADER];
  return { text: `${base}${base === '' ? '' : '\n'}${[...header, ...missing].join('\n')}\n`, missing };
}

function run(ctx: Context): number {
  if (!isGitWorkTree(ctx.cwd)) throw new NotARepositoryError(ctx.cwd);
  const repo = requireRepo(ctx);
  const paths = projectPaths(repo.root);
  const changes: string[] = [];

  for (const dir of [paths.cortexDir, paths.eventsDir, paths.localDir]) {
    if (!existsSync(dir)) {
      mkdirSync(dir, { recursive: true });
      changes.push(`created ${dir.slice(repo.root.length + 1)}/`);
    }
  }

  const gitignore = join(repo.root, '.gitignore');
  const current = existsSync(gitignore) ? readFileSync(gitignore, 'utf8') : '';
  const updated = addGitignoreEntries(current, GITIGNORE_ENTRIES);
  if (updated.text !== undefined) {
    writeFileSync(gitignore, updated.text);
    changes.push(`added ${updated.missing.join(' and ')} to .gitignore`);
  }

  if (changes.length === 0) {
    ctx.stdout.write(`cortex is already set up in ${repo.root}; nothing to change\n`);
  } else {
    ctx.stdout.write(`Initialized cortex memory in ${paths.cortexDir}\n`);
    for (const change of changes) ctx.stdout.write(`  ${change}\n`);
    ctx.stdout.write("\nNext: 'cortex remember \"<what to remember>\"', then 'cortex log'. Commit .cortex/ to share memory.\n");
  }
  return 0;
}

export const command: CommandDefinition = {
  name: 'init',
  summary: 'set up cortex in this git repository',
  usage: ['init'],
  description:
    'Set up cortex in the current git repository: creates .cortex/ (the committed event log)\n' +
    'and adds .cortex/local/ and the per-user briefing to .gitignore. Running it again changes nothing.',
  options: {},
  positionals: { min: 0, max: 0 },
  run: (_input, ctx) => run(ctx),
};
