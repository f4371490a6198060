/**
 * `cortex init`: creates `.cortex/` and the gitignore entries for local state. Safe to
 * run again: it only adds what is missing and says what it changed.
 */
import { spelt } from '../spelling.js';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { GITIGNORE_ENTRIES, localConfigFile, projectPaths } from '../../events/paths.js';
import { installGitIntegration, uninstallGitIntegration } from '../../setup/git-install.js';
import { isInsideWorkTree } from '../../setup/porcelain.js';
import { spawnSync } from 'node:child_process';
import { cortexCommand, LAUNCHER_COMMAND } from '../../setup/invocation.js';
import { chooseHookCommand, removeClaudeSetup, setUpClaude } from '../../setup/claude-code.js';
import { optionString, type CommandDefinition, type ParsedInput } from '../command.js';
import type { Context } from '../context.js';
import { NotARepositoryError, openProject, requireRepo } from '../../memory/open.js';
import { regenerateProjections } from '../../projections/projection-files.js';
import { canAsk, confirm } from '../confirm.js';
import { setLocalSetting } from '../../config/settings-files.js';

const GITIGNORE_HEADER = '# cortex: local state and the per-user briefing';
/** The local state's entry, which --uninstall keeps (the memory, and its local folder, stay). */
const LOCAL_ENTRY = '.cortex/local/';

/** Adds the missing lines to a gitignore text; `text` is undefined when none are missing. */
export function addGitignoreEntries(
  existing: string,
  entries: readonly string[],
): { text: string | undefined; missing: string[] } {
  const present = new Set(existing.split(/\r?\n/).map((line) => line.trim()));
  const missing = entries.filter((entry) => !present.has(entry));
  if (missing.length === 0) return { text: undefined, missing };
  const base = existing === '' || existing.endsWith('\n') ? existing : `${existing}\n`;
  const header = present.has(GITIGNORE_HEADER) ? [] : [GITIGNORE_HEADER];
  return {
    text: `${base}${base === '' ? '' : '\n'}${[...header, ...missing].join('\n')}\n`,
    missing,
  };
}

/** Takes the lines cortex added out of a gitignore text. */
export function removeGitignoreEntries(existing: string, entries: readonly string[]): string {
  const ours = new Set(entries);
  const kept = existing.split('\n').filter((line) => !ours.has(line.trim()));
  return kept
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .replace(/\n+$/, '\n')
    .replace(/^\n$/, '');
}

async function uninstall(ctx: Context): Promise<number> {
  const repo = requireRepo(ctx.cwd);
  const changes = [...(await uninstallGitIntegration(repo)), ...removeClaudeSetup(repo.root)];
  const gitignore = join(repo.root, '.gitignore');
  if (existsSync(gitignore)) {
    const current = readFileSync(gitignore, 'utf8');
    // The memory stays, and so does its local state (caches, cursors, the author's email): keep it out of git.
    const removable = GITIGNORE_ENTRIES.filter((entry) => entry !== LOCAL_ENTRY);
    const remaining = removeGitignoreEntries(current, removable);
    if (remaining !== current) {
      writeFileSync(gitignore, remaining);
      changes.push(
        `removed ${removable.join(' and ')} from .gitignore (${LOCAL_ENTRY} stays ignored while .cortex/ is there)`,
      );
    }
  }
  if (changes.length === 0) ctx.stdout.write('cortex is not set up here; nothing to remove\n');
  else
    ctx.stdout.write(
      `Removed cortex's setup from ${repo.root}\n${changes.map((change) => `  ${change}\n`).join('')}`,
    );
  ctx.stdout.write(
    'The memory itself (.cortex/) is left as it is: delete it with git rm -r .cortex if you want it gone.\n',
  );
  return 0;
}

async function run(input: ParsedInput, ctx: Context): Promise<number> {
  if (!(await isInsideWorkTree(ctx.cwd))) throw new NotARepositoryError(ctx.cwd);
  if (input.options.uninstall === true) return uninstall(ctx);
  const repo = requireRepo(ctx.cwd);
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

  // The committed projections exist from the start, so doctor and `project --check` agree right away.
  const projected = regenerateProjections(openProject(ctx.cwd), { cache: 'off' });
  if (projected.changed.length) changes.push(`wrote ${projected.changed.join(', ')}`);

  const gitCommand = cortexCommand(ctx.self, ctx.env);
  changes.push(...(await installGitIntegration(repo, gitCommand)));
  const warnings: string[] = [];
  let usesLauncher = gitCommand === LAUNCHER_COMMAND;
  if (input.options.claude === true) {
    const given = optionString(input.options['hook-command']);
    const choice = given ? { command: given } : chooseHookCommand(repo.root, ctx.env, ctx.self);
    if (choice.warning) warnings.push(choice.warning);
    if (choice.command === LAUNCHER_COMMAND) usesLauncher = true;
    const claude = setUpClaude(repo.root, choice.command);
    changes.push(...claude.changes);
    warnings.push(...claude.warnings);
    const shared = await askAboutAutoMemory(ctx, repo.root);
    if (shared) changes.push(shared);
  }

  if (changes.length === 0) {
    ctx.stdout.write(`cortex is already set up in ${repo.root}; nothing to change\n`);
  } else {
    ctx.stdout.write(`Initialized cortex memory in ${paths.cortexDir}\n`);
    for (const change of changes) ctx.stdout.write(`  ${change}\n`);
    ctx.stdout.write(
      input.options.claude === true
        ? spelt(
            ctx,
            "\nNext: start Claude Code here (approve the cortex MCP server when it asks); each session is captured into\n.cortex/events/ ('cortex log' shows it). Commit .cortex/, .claude/, .mcp.json, .gitattributes and .gitignore to share it.\n",
          )
        : spelt(
            ctx,
            "\nNext: 'cortex remember \"<what to remember>\"', then 'cortex log'. Commit .cortex/, .gitattributes and .gitignore to share memory.\n",
          ),
    );
  }
  if (usesLauncher && !launcherFindsCortex(repo.root, ctx)) {
    warnings.push(
      'nothing on this machine answers the command git and Claude Code will run (no node_modules/.bin/cortex here, no cortex on PATH):\n' +
        "install cortex as this project's devDependency or globally (cortex's README, Install), then 'cortex doctor' checks every command",
    );
  }
  for (const warning of warnings) ctx.stderr.write(`warning: ${spelt(ctx, warning)}\n`);
  return 0;
}

/**
 * On a terminal, asks once whether Claude Code's auto memory for this project is to be shared
 * (it holds notes Claude keeps for this user, so never without asking); the answer goes in
 * the user's own `.cortex/local/config.json`. Not asked where that file already says.
 */
async function askAboutAutoMemory(ctx: Context, root: string): Promise<string | undefined> {
  if (!canAsk(ctx)) return undefined;
  const project = openProject(root, 'cli', ctx.env);
  const local = localConfigFile(project.paths);
  if (existsSync(local) && /"autoMemory"/.test(readFileSync(local, 'utf8'))) return undefined;
  const yes = await confirm(
    ctx,
    "Share Claude Code's auto memory for this project (notes Claude keeps for you on this machine) with your team, redacted, in the committed log?",
  );
  setLocalSetting(project.paths, ['capture', 'autoMemory'], yes);
  return yes
    ? 'set capture.autoMemory in .cortex/local/config.json: your auto memory notes are shared from the end of each session'
    : undefined;
}

/** Whether the launcher starts a cortex from this repository, as git and Claude Code will run it. */
function launcherFindsCortex(root: string, ctx: Context): boolean {
  const result = spawnSync('sh', ['-c', `${LAUNCHER_COMMAND} --version`], {
    cwd: root,
    env: { ...process.env, ...ctx.env, CLAUDE_PROJECT_DIR: root } as NodeJS.ProcessEnv,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
    timeout: 30_000,
  });
  return result.status === 0 && result.stdout.startsWith('cortex ');
}

export const command: CommandDefinition = {
  name: 'init',
  summary: 'set up cortex in this git repository',
  usage: ['init [--claude [--hook-command <cmd>]]', 'init --uninstall'],
  description:
    'Set up cortex in the current git repository: creates .cortex/ (the committed event log), adds\n' +
    '.cortex/local/ and the per-user briefing to .gitignore, the merge rules for .cortex/ to\n' +
    ".gitattributes, cortex's merge drivers to this clone's git config, and its pre-commit,\n" +
    'post-merge, post-rewrite and post-checkout hooks next to any hooks already there (husky included).\n' +
    "With --claude, also adds cortex's hooks to .claude/settings.json (keeping your settings and\n" +
    'hooks), registers the cortex MCP server in .mcp.json (keeping your servers), and writes\n' +
    '.claude/rules/cortex-memory-instructions.md and the /recall, /remember, /forget and /handoff commands in\n' +
    '.claude/commands/. Running it again changes nothing.\n' +
    '--uninstall removes exactly what it added, and keeps the memory.',
  options: {
    claude: {
      type: 'boolean',
      description:
        'set up Claude Code: hooks, the MCP server (.mcp.json), tag instructions, slash commands',
    },
    'hook-command': {
      type: 'string',
      value: '<cmd>',
      description:
        "how the hooks call cortex (default: the project's node_modules/.bin/cortex, else cortex on PATH)",
    },
    uninstall: {
      type: 'boolean',
      description: "remove cortex's setup (not the memory in .cortex/)",
    },
  },
  positionals: { min: 0, max: 0 },
  examples: [
    'cortex init --claude',
    'cortex init --claude --hook-command "npx --no-install cortex"',
    'cortex init --uninstall',
  ],
  run,
};
