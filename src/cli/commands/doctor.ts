/**
 * `cortex doctor`: checks that cortex is set up and healthy in this clone (drivers, hooks,
 * attributes, the log, the hooks' last runs) and, with --fix, repairs what it safely can.
 */
import { formatWarning, shortId, stripControlCharacters } from '../../memory/words.js';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { HOOK_EVENTS, type HookEvent } from '../../hooks/payload.js';
import {
  briefingLockFile,
  briefingPendingFile,
  GITIGNORE_ENTRIES,
  heartbeatDir,
  projectionsLockFile,
  projectionsPendingFile,
} from '../../events/paths.js';
import { isLockHeld } from '../../events/lock.js';
import {
  isLocalEventFile,
  listEventFiles,
  readEventLog,
  repoPathOf,
  scanEventLog,
  type EventLog,
} from '../../events/store.js';
import { quarantineDir } from '../../git/events-driver.js';
import {
  DRIVERS,
  inspectGitIntegration,
  installGitIntegration,
  type DriverName,
  type GitIntegrationState,
} from '../../setup/git-install.js';
import { cortexCommand, shellQuote } from '../../setup/invocation.js';
import { DECISIONS_DIR } from '../../projections/decision-records.js';
import { findStaleProjections } from '../../projections/projection-files.js';
import { linkedState, linkedStateError, type Project } from '../../project.js';
import { isCortexHookCommand, isCortexMcpEntry, MCP_SERVER_NAME } from '../../setup/claude-code.js';
import {
  briefingChannel,
  cortexPluginEnabled,
  hasInstructionsFile,
  INSTRUCTIONS_FILE,
  settingsRunCortexHooks,
} from '../../setup/briefing-channel.js';
import { BRIEFING_FILE } from '../../projections/briefing-file.js';
import type { CommandDefinition, ParsedInput } from '../command.js';
import type { Context } from '../context.js';
import { openProjectLeniently } from '../../memory/open.js';
import {
  quarantineUnreadableLines,
  recoverConflictedFiles,
  regenerateAfterRepairs,
  removeTemporaryFiles,
  rewriteStuckBriefing,
  untrackLocalState,
} from '../../memory/repairs.js';
import { styleFor } from '../style.js';
import { spelt } from '../spelling.js';
import { readTextIfExists } from '../../files.js';
import { gitOutput } from '../../git/plumbing/repo.js';
import { readProjectSettings } from '../../config/settings-files.js';
import { overBroadReason, readBadPatterns } from '../../redaction/custom-patterns.js';
import { findAuthorMismatches, readEventFileAdders } from '../../trust/authorship.js';
import { EVENT_TYPES } from '../../events/types.js';
import { stringList, oneLine } from '../../projections/text-shapes.js';
import { foldMemories } from '../../projections/corrections.js';
import { checkRememberedFiles as checkRememberedFilesGone } from '../../knowledge/file-freshness.js';
import { describeCollision } from '../../events/collisions.js';
import { findStaleTemporaryFiles } from '../../events/temporary-files.js';
import type { AnyEvent } from '../../events/envelope.js';
import { filesWithinLimit, type FileStats } from '../../projections/read-limit.js';

export type CheckStatus = 'ok' | 'warn' | 'fail';

export interface CheckResult {
  id: string;
  status: CheckStatus;
  message: string;
  /** What to do about it, when it is not ok. */
  fix?: string;
  details?: string[];
}

interface DoctorState {
  project: Project;
  ctx: Context;
  log: EventLog;
  /** cortex's git setup in this clone: attributes, drivers, hooks (read through simple-git before the checks run). */
  git: GitIntegrationState;
  /** Whether Claude Code is set up to run cortex's hooks (set by checkClaude). */
  claudeSetUp?: boolean;
  /** Set by checkClaude: the cortex plugin brings the hooks and the MCP server. */
  claudeViaPlugin?: boolean;
  /** What running each configured command gave. */
  probes: Map<string, { ok: boolean; problem?: string }>;
}

function readText(path: string): string {
  return readTextIfExists(path) ?? '';
}

/**
 * Runs a configured command line (what git or Claude Code runs, less cortex's arguments)
 * with `--version`, from a folder below the root as a caller may, with the project folder
 * Claude Code names: the command starts cortex only if it prints cortex's version.
 * Memoised: the hooks usually share one command.
 */
function probeCommand(state: DoctorState, prefix: string): { ok: boolean; problem?: string } {
  const known = state.probes.get(prefix);
  if (known) return known;
  const root = state.project.repo.root;
  const result = spawnSync('sh', ['-c', `${prefix} --version`], {
    cwd: state.project.paths.cortexDir,
    env: { ...process.env, ...state.ctx.env, CLAUDE_PROJECT_DIR: root } as NodeJS.ProcessEnv,
    encoding: 'utf8',
    timeout: 30_000,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const ok = result.status === 0 && result.stdout.startsWith('cortex ');
  const said = `${result.stderr ?? ''}\n${result.stdout ?? ''}`
    .split('\n')
    .map((line) => line.trim())
    .find((line) => line !== '');
  const outcome = ok
    ? { ok }
    : {
        ok,
        problem: result.error
          ? result.error.message
          : `exit ${result.status ?? result.signal}${said ? `: ${said.slice(0, 200)}` : ''}`,
      };
  state.probes.set(prefix, outcome);
  return outcome;
}

/** How to make a committed command (Claude Code's hooks, .mcp.json) find cortex on this machine. */
const INSTALL_FIX =
  "install cortex as this project's devDependency or globally (cortex's README, Install), then run 'cortex init --claude' again";

/** The command line in a git hook's cortex block, less `git-hook <name> …`. */
function gitHookPrefix(path: string, name: string): string | undefined {
  const line = readText(path)
    .split('\n')
    .find((text) => new RegExp(`\\sgit-hook\\s+${name}\\b`).test(text));
  return line?.replace(new RegExp(`\\s+git-hook\\s+${name}\\b.*$`), '').trim();
}

/** Every event file the briefing may read (this clone's local activity too), by path, with its size and when it was written. */
function sizedEventFiles(project: Project): Map<string, FileStats> {
  const files = new Map<string, FileStats>();
  for (const absolute of listEventFiles(project.paths, { local: true })) {
    try {
      const stat = statSync(absolute);
      files.set(repoPathOf(project.paths, absolute), { bytes: stat.size, mtimeMs: stat.mtimeMs });
    } catch {
      // Gone since it was listed.
    }
  }
  return files;
}

function checkLog(state: DoctorState): CheckResult[] {
  const { log } = state;
  const markers = log.warnings.filter((warning) =>
    warning.message.startsWith('git conflict marker'),
  );
  const other = log.warnings.filter((warning) => !markers.includes(warning));
  const results: CheckResult[] = [
    {
      id: 'log',
      status: 'ok',
      message: `event log: ${log.events.length.toLocaleString('en-US')} events in ${log.files.length} files`,
    },
  ];
  if (markers.length) {
    const files = [...new Set(markers.map((warning) => warning.file))];
    results.push({
      id: 'conflict-markers',
      status: 'fail',
      message: `${files.length} event file(s) hold git conflict markers (merged without cortex's driver)`,
      fix: 'cortex doctor --fix recovers every event from them',
      details: files,
    });
  }
  const limitMiB = state.project.config.briefing.logMiB;
  const sized = sizedEventFiles(state.project);
  const { within, leftOut } = filesWithinLimit(
    [...sized.keys()],
    limitMiB * 1024 * 1024,
    state.ctx.now(),
    (path) => sized.get(path),
  );
  if (leftOut) {
    const read = new Set(within);
    let bytes = 0;
    for (const [path, stats] of sized)
      if (!read.has(path) && !isLocalEventFile(path)) bytes += stats.bytes;
    results.push({
      id: 'log-limit',
      status: 'warn',
      message: `the briefing reads the newest ${limitMiB} MiB of the log: its ${leftOut.toLocaleString('en-US')} oldest event file(s) (${(bytes / 1024 / 1024).toFixed(1)} MiB) are left out of it (search, log and MCP read them)`,
      fix: 'raise briefing.logMiB in .cortex/local/config.json to hand over older memories too, at the cost of a slower session start',
    });
  }
  if (other.length) {
    results.push({
      id: 'unreadable-lines',
      status: 'warn',
      message: `${other.length} unreadable line(s) in the event log (skipped when reading)`,
      fix: 'cortex doctor --fix moves those of committed files to .cortex/quarantine/ (a file still being written is left alone)',
      details: other.slice(0, 20).map(formatWarning),
    });
  }
  return results;
}

function checkQuarantine(state: DoctorState): CheckResult[] {
  const dir = quarantineDir(state.project.paths);
  let files: string[];
  try {
    files = readdirSync(dir).filter((name) => name.endsWith('.txt'));
  } catch {
    return [];
  }
  const lines = files.reduce(
    (sum, name) =>
      sum +
      readText(join(dir, name))
        .split('\n')
        .filter((line) => line !== '' && !line.startsWith('# ')).length,
    0,
  );
  if (lines === 0) return [];
  return [
    {
      id: 'quarantine',
      status: 'warn',
      message: `${lines} line(s) kept in .cortex/quarantine/ (unreadable lines found while merging)`,
      fix: 'look at them; delete the files once nothing in them matters',
      details: files.map((name) => `.cortex/quarantine/${name}`),
    },
  ];
}

function checkGit(state: DoctorState): CheckResult[] {
  const installed = state.git;
  const results: CheckResult[] = [];
  results.push(
    installed.attributes
      ? { id: 'gitattributes', status: 'ok', message: ".gitattributes has cortex's merge rules" }
      : {
          id: 'gitattributes',
          status: 'fail',
          message: ".gitattributes lacks cortex's merge rules (or they are outdated)",
          fix: 'cortex doctor --fix',
        },
  );
  for (const driver of Object.keys(DRIVERS) as DriverName[]) {
    const command = installed.drivers[driver];
    if (command === undefined)
      results.push({
        id: `driver-${driver}`,
        status: 'fail',
        message: `merge driver ${driver} is not configured in this clone`,
        fix: 'cortex doctor --fix',
      });
    else if (!probeCommand(state, command.split(' merge-driver ')[0]!).ok) {
      const { problem } = probeCommand(state, command.split(' merge-driver ')[0]!);
      results.push({
        id: `driver-${driver}`,
        status: 'fail',
        message: `merge driver ${driver} does not start cortex (${problem}): ${command}`,
        fix: 'cortex doctor --fix',
      });
    } else
      results.push({
        id: `driver-${driver}`,
        status: 'ok',
        message: `merge driver ${driver} configured`,
      });
  }
  for (const hook of installed.hooks) {
    if (!hook.installed)
      results.push({
        id: `hook-${hook.name}`,
        status: 'fail',
        message: `git ${hook.name} hook is not installed (${hook.path})`,
        fix: 'cortex doctor --fix',
      });
    else if (!hook.executable)
      results.push({
        id: `hook-${hook.name}`,
        status: 'fail',
        message: `git ${hook.name} hook is not executable (${hook.path})`,
        fix: 'cortex doctor --fix',
      });
    else {
      const prefix = gitHookPrefix(hook.path, hook.name);
      const probe = prefix
        ? probeCommand(state, prefix)
        : { ok: false, problem: 'no command in its cortex block' };
      if (probe.ok)
        results.push({
          id: `hook-${hook.name}`,
          status: 'ok',
          message: `git ${hook.name} hook installed${installed.location.kind === 'husky' ? ' (in husky)' : ''}`,
        });
      else
        results.push({
          id: `hook-${hook.name}`,
          status: 'fail',
          message: `git ${hook.name} hook does not start cortex (${probe.problem})`,
          fix: 'cortex doctor --fix',
          details: [hook.path],
        });
    }
  }
  const gitignore = new Set(
    readText(join(state.project.repo.root, '.gitignore'))
      .split('\n')
      .map((line) => line.trim()),
  );
  const missing = GITIGNORE_ENTRIES.filter((entry) => !gitignore.has(entry));
  results.push(
    missing.length === 0
      ? { id: 'gitignore', status: 'ok', message: '.gitignore keeps local state out of git' }
      : {
          id: 'gitignore',
          status: 'fail',
          message: `.gitignore lacks ${missing.join(', ')}`,
          fix: 'cortex init',
        },
  );
  return results;
}

interface Heartbeat {
  event: HookEvent;
  at: string;
  ok: boolean;
  problems: string[];
}

function checkHooksRuns(state: DoctorState): CheckResult[] {
  const dir = heartbeatDir(state.project.paths);
  const beats: Heartbeat[] = [];
  for (const event of HOOK_EVENTS) {
    const text = readText(join(dir, `${event}.json`));
    if (!text) continue;
    try {
      beats.push(JSON.parse(text) as Heartbeat);
    } catch {
      // A heartbeat cut short: the next run rewrites it.
    }
  }
  if (beats.length === 0) {
    // Without the hooks set up, checkClaude has already said what to do.
    if (!state.claudeSetUp) return [];
    return [
      {
        id: 'hook-runs',
        status: 'warn',
        message: 'no Claude Code hook has run here yet',
        fix: 'start a Claude Code session in this repository',
      },
    ];
  }
  const failing = beats.filter((beat) => !beat.ok);
  const latest = beats.reduce((a, b) => (a.at > b.at ? a : b));
  if (failing.length === 0)
    return [
      {
        id: 'hook-runs',
        status: 'ok',
        message: `hooks ran cleanly (last: ${latest.event} at ${latest.at})`,
      },
    ];
  return [
    {
      id: 'hook-runs',
      status: 'warn',
      message: `${failing.length} hook(s) reported problems on their last run`,
      fix: 'see .cortex/local/cortex.log',
      details: failing.flatMap((beat) =>
        beat.problems.map((problem) => `${beat.event} at ${beat.at}: ${problem.split('\n')[0]}`),
      ),
    },
  ];
}

function checkProjections(state: DoctorState): CheckResult[] {
  const { stale, problems } = findStaleProjections(state.project);
  const results: CheckResult[] = [];
  if (problems.length) {
    results.push({
      id: 'decision-records',
      status: 'warn',
      message: `${problems.length} decision record${problems.length === 1 ? '' : 's'} cortex cannot read (left as ${problems.length === 1 ? 'it is' : 'they are'}, never overwritten)`,
      fix: 'correct them (or git checkout them), then cortex project',
      details: problems.map(
        (problem) => `${DECISIONS_DIR}/${problem.file}:${problem.line}: ${problem.message}`,
      ),
    });
  }
  const unreadable = new Set(problems.map((problem) => `${DECISIONS_DIR}/${problem.file}`));
  const outOfDate = stale.filter((file) => !unreadable.has(file));
  if (outOfDate.length === 0)
    return [
      { id: 'projections', status: 'ok', message: 'committed projections match the events' },
      ...results,
    ];
  const shown =
    outOfDate.length > 10
      ? [...outOfDate.slice(0, 10), `and ${outOfDate.length - 10} more`]
      : outOfDate;
  // A Stop left their regeneration to a background refresh that is still on its way, or failed.
  const pending = existsSync(projectionsPendingFile(state.project.paths))
    ? {
        details: [
          'a Stop handed their regeneration to a background refresh that has not finished (if it failed, .cortex/local/cortex.log says why)',
        ],
      }
    : {};
  return [
    {
      id: 'projections',
      status: 'fail',
      message: `stale projections: ${shown.join(', ')}`,
      fix: 'cortex project (or cortex doctor --fix), then commit',
      ...pending,
    },
    ...results,
  ];
}

/**
 * How long background work may take before its marker says it died: a regeneration of the
 * largest log takes seconds and waits for a lock half a minute at most, so a marker this old,
 * with nobody holding the lock, was left by a process that never ran or never finished.
 */
export const STUCK_AFTER_MS = 10 * 60_000;

/** The background work the hooks hand to detached processes: the marker each leaves, the lock it works under, what to run instead. */
const BACKGROUND_WORK = [
  {
    id: 'projections-pending',
    marker: projectionsPendingFile,
    lock: projectionsLockFile,
    what: 'the committed projections (decisions, plan)',
    by: 'A Stop',
    fix: 'cortex project (or cortex doctor --fix), then commit what changed',
    logged: 'could not regenerate the projections in the background',
  },
  {
    id: 'briefing-pending',
    marker: briefingPendingFile,
    lock: briefingLockFile,
    what: `the briefing file (${BRIEFING_FILE})`,
    by: 'A git hook',
    fix: 'cortex doctor --fix (or cortex hook refresh-briefing) rewrites it; the next session start does too',
    logged: 'could not rewrite the briefing in the background',
  },
] as const;

/** The last line of .cortex/local/cortex.log that has `text`, without its time stamp. */
function lastLogLine(state: DoctorState, text: string): string | undefined {
  const line = readText(state.project.paths.logFile)
    .split('\n')
    .findLast((entry) => entry.includes(text));
  return line?.replace(/^\S+ /, '');
}

/** Markers of background work far older than the work takes, with nobody at it: the process died. */
function checkBackgroundWork(state: DoctorState): CheckResult[] {
  const now = state.ctx.now().getTime();
  const results: CheckResult[] = [];
  for (const work of BACKGROUND_WORK) {
    let since: number;
    try {
      since = statSync(work.marker(state.project.paths)).mtimeMs;
    } catch {
      continue; // No marker: nothing handed over, or done.
    }
    const ageMs = now - since;
    if (ageMs < STUCK_AFTER_MS || isLockHeld(work.lock(state.project.paths), 60_000)) continue;
    const minutes = Math.floor(ageMs / 60_000);
    const age =
      minutes < 120
        ? `${minutes} minutes`
        : minutes < 48 * 60
          ? `${Math.floor(minutes / 60)} hours`
          : `${Math.floor(minutes / 1440)} days`;
    const logged = lastLogLine(state, work.logged);
    results.push({
      id: work.id,
      status: 'warn',
      message: `${work.by} handed the rewrite of ${work.what} to a background process ${age} ago, and it never finished (it died, or could not start)`,
      fix: work.fix,
      details: [
        `marker: ${work.marker(state.project.paths).slice(state.project.repo.root.length + 1)} (since ${new Date(since).toISOString()})`,
        ...(logged ? [`last logged: ${logged}`] : []),
      ],
    });
  }
  return results;
}

/** Claude Code's events and the `cortex hook` event each runs. */
const CLAUDE_HOOKS: [string, HookEvent][] = [
  ['SessionStart', 'session-start'],
  ['UserPromptSubmit', 'user-prompt-submit'],
  ['Stop', 'stop'],
  ['SubagentStop', 'subagent-stop'],
  ['PreCompact', 'pre-compact'],
  ['PostCompact', 'post-compact'],
  ['SessionEnd', 'session-end'],
];

/** The commands configured for a Claude Code event in a settings object. */
function hookCommands(settings: unknown, event: string): unknown[] {
  const hooks = (settings as { hooks?: Record<string, unknown> } | undefined)?.hooks?.[event];
  if (!Array.isArray(hooks)) return [];
  return hooks.flatMap((matcher) =>
    Array.isArray((matcher as { hooks?: unknown }).hooks)
      ? (matcher as { hooks: { command?: unknown }[] }).hooks.map((hook) => hook.command)
      : [],
  );
}

function checkClaude(state: DoctorState): CheckResult[] {
  const root = state.project.repo.root;
  const files = ['.claude/settings.json', '.claude/settings.local.json'];
  const settings: unknown[] = [];
  for (const file of files) {
    const text = readText(join(root, file));
    if (!text) continue;
    try {
      settings.push(JSON.parse(text));
    } catch (error) {
      return [
        {
          id: 'claude-hooks',
          status: 'fail',
          message: `${file} is not valid JSON (${(error as Error).message})`,
          fix: 'fix it: Claude Code cannot read it either',
        },
      ];
    }
  }
  const missing = CLAUDE_HOOKS.filter(
    ([event, hook]) =>
      !settings.some((entry) =>
        hookCommands(entry, event).some((command) => isCortexHookCommand(command, hook)),
      ),
  ).map(([event]) => event);
  state.claudeSetUp = missing.length < CLAUDE_HOOKS.length;
  // Run every configured command as Claude Code would: a hook that cannot find cortex fails on every turn.
  const broken: string[] = [];
  for (const [event, hook] of CLAUDE_HOOKS) {
    for (const entry of settings) {
      for (const command of hookCommands(entry, event)) {
        if (!isCortexHookCommand(command, hook)) continue;
        const probe = probeCommand(state, (command as string).replace(/\s+hook\s+[a-z-]+\s*$/, ''));
        if (!probe.ok) broken.push(`${event}: ${probe.problem}`);
      }
    }
  }
  if (broken.length) {
    return [
      {
        id: 'claude-hooks',
        status: 'fail',
        message: "Claude Code's hook commands do not start cortex on this machine",
        fix: INSTALL_FIX,
        details: broken,
      },
    ];
  }
  if (missing.length === 0)
    return [
      {
        id: 'claude-hooks',
        status: 'ok',
        message: "Claude Code runs cortex's hooks (each command starts cortex)",
      },
    ];
  if (missing.length === CLAUDE_HOOKS.length && cortexPluginEnabled(root, state.ctx.env)) {
    state.claudeSetUp = true;
    state.claudeViaPlugin = true;
    return [
      {
        id: 'claude-hooks',
        status: 'ok',
        message: "Claude Code runs cortex's hooks through the cortex plugin",
      },
    ];
  }
  if (missing.length === CLAUDE_HOOKS.length) {
    return [
      {
        id: 'claude-hooks',
        status: 'warn',
        message: 'Claude Code is not set up to run cortex here (no capture, no briefing)',
        fix: 'cortex init --claude',
      },
    ];
  }
  return [
    {
      id: 'claude-hooks',
      status: 'fail',
      message: `Claude Code lacks cortex's hooks for ${missing.join(', ')}`,
      fix: 'cortex init --claude',
    },
  ];
}

/** Where Claude Code is set up for cortex, whether `.mcp.json` gives it the MCP server too. */
function checkMcp(state: DoctorState): CheckResult[] {
  if (!state.claudeSetUp) return [];
  if (state.claudeViaPlugin)
    return [
      {
        id: 'claude-mcp',
        status: 'ok',
        message: 'the cortex plugin gives Claude Code the MCP server',
      },
    ];
  const text = readText(join(state.project.repo.root, '.mcp.json'));
  let servers: Record<string, unknown> | undefined;
  if (text) {
    try {
      servers = (JSON.parse(text) as { mcpServers?: Record<string, unknown> }).mcpServers;
    } catch (error) {
      return [
        {
          id: 'claude-mcp',
          status: 'fail',
          message: `.mcp.json is not valid JSON (${(error as Error).message})`,
          fix: 'fix it: Claude Code cannot read it either',
        },
      ];
    }
  }
  const entry = servers?.[MCP_SERVER_NAME];
  if (isCortexMcpEntry(entry)) {
    // Claude Code expands ${VAR:-default} in .mcp.json and starts the server without a shell.
    const { command, args } = entry as { command: string; args: string[] };
    const expand = (word: string) =>
      word.replace(/\$\{CLAUDE_PROJECT_DIR(?::-[^}]*)?\}/g, state.project.repo.root);
    const probe = probeCommand(
      state,
      [command, ...args.slice(0, -1)].map((word) => shellQuote(expand(word))).join(' '),
    );
    if (!probe.ok)
      return [
        {
          id: 'claude-mcp',
          status: 'fail',
          message: `the cortex MCP server in .mcp.json does not start cortex (${probe.problem})`,
          fix: INSTALL_FIX,
        },
      ];
    return [
      {
        id: 'claude-mcp',
        status: 'ok',
        message: 'the cortex MCP server is registered in .mcp.json and starts',
      },
    ];
  }
  return [
    {
      id: 'claude-mcp',
      status: 'warn',
      message:
        'the cortex MCP server is not registered in .mcp.json (no search, decisions or forget mid-session)',
      fix: 'cortex init --claude',
    },
  ];
}

/** Committed settings that send data away: obeyed only once approved on this machine. */
function checkSettings(state: DoctorState): CheckResult[] {
  // A broken config is checkConfig's to report; its sensitive settings are withheld meanwhile.
  if (state.project.configReading?.problems.length) return [];
  const settings = readProjectSettings(state.project.paths, state.ctx.env);
  const refused: CheckResult[] = settings.refused.length
    ? [
        {
          id: 'local-state-committed',
          status: 'fail',
          message:
            'files under .cortex/local/ are committed or links, so cortex does not read them as your own settings',
          fix: "'git rm --cached' each committed one (cortex doctor --fix does it) and commit; replace links with real files",
          details: settings.refused,
        },
      ]
    : [];
  return [...refused, ...checkWithheld(settings)];
}

function checkWithheld(settings: ReturnType<typeof readProjectSettings>): CheckResult[] {
  if (settings.withheld.length) {
    return [
      {
        id: 'settings-unapproved',
        status: 'warn',
        message:
          'the committed .cortex/config.json asks for settings that send data off this machine or widen whose memories the briefing trusts; they are not used until you approve them',
        fix: "review them (and who committed them: git log -p .cortex/config.json), then 'cortex trust --approve'",
        details: settings.withheld.map((setting) => `${setting.path}: ${setting.summary}`),
      },
    ];
  }
  if (settings.sensitive.length) {
    return [
      {
        id: 'settings-approved',
        status: 'ok',
        message: 'committed settings that send data away are approved on this machine',
        details: settings.sensitive.map((setting) => `${setting.path}: ${setting.summary}`),
      },
    ];
  }
  return [];
}

/** Redaction patterns found too slow to run (reported by the hooks, skipped since). */
function checkPatterns(state: DoctorState): CheckResult[] {
  const bad = { ...readBadPatterns(state.project.paths) };
  // Over-broad patterns are found here too, before any capture has run them.
  for (const pattern of state.project.config.redaction.patterns) {
    const broad = bad[pattern] === undefined ? overBroadReason(pattern) : undefined;
    if (broad !== undefined) bad[pattern] = broad;
  }
  const current = state.project.config.redaction.patterns.filter(
    (pattern) => bad[pattern] !== undefined,
  );
  if (current.length === 0) return [];
  return [
    {
      id: 'redaction-patterns',
      status: 'warn',
      message: `${current.length} redaction pattern(s) in .cortex/config.json are not used: they ran out of time or match ordinary text`,
      fix: 'make each match the secret alone, without nested repetition (e.g. (a+)+), in .cortex/config.json',
      details: current.map((pattern) => `${JSON.stringify(pattern)}: ${bad[pattern]}`),
    },
  ];
}

/** Different events under one id: both kept, the later renamed, and named here. */
function checkIdCollisions(state: DoctorState): CheckResult[] {
  const { collisions } = state.log;
  if (collisions.length === 0) return [];
  return [
    {
      id: 'id-collisions',
      status: 'warn',
      message: `${collisions.length} event id(s) are used by two different events (both are kept, the later under a new id)`,
      fix: 'check who added them (git log -- .cortex/events); `cortex forget <id>` the one you do not trust',
      details: collisions.slice(0, 20).map(describeCollision),
    },
  ];
}

/** Events that claim an author other than the one of the commit that added them. */
function checkAuthorship(state: DoctorState): CheckResult[] {
  const visits: { event: AnyEvent; file: string }[] = [];
  scanEventLog(state.project.paths, ({ event, file }) => visits.push({ event, file }));
  const mismatches = findAuthorMismatches(visits, readEventFileAdders(state.project.repo));
  if (mismatches.length === 0) return [];
  return [
    {
      id: 'author-mismatch',
      status: 'warn',
      message: `${mismatches.length} event(s) claim an author other than the one who committed them (hand-written or copied events)`,
      fix: 'check those commits; `cortex forget <id>` what you do not trust',
      details: mismatches
        .slice(0, 20)
        .map(
          ({ event, file, committer }) =>
            `${shortId(event.id)} ${event.type} claims ${event.author}, committed by ${committer} in ${file}`,
        ),
    },
  ];
}

/** Standing memories about files that are gone from the work tree: likely out of date. */
function checkRememberedFiles(state: DoctorState): CheckResult[] {
  const standing = foldMemories(state.log.events).memories.filter(
    (memory) =>
      memory.status === 'active' &&
      EVENT_TYPES[memory.type].category === 'knowledge' &&
      stringList(memory.data.files).length > 0,
  );
  const checked = checkRememberedFilesGone(
    state.project.repo.root,
    standing.map((memory) => ({
      id: memory.id,
      ts: memory.event.ts,
      files: stringList(memory.data.files),
    })),
    { changes: false },
  );
  const gone = standing.filter((memory) => checked.get(memory.id)?.gone.length);
  if (gone.length === 0) return [];
  return [
    {
      id: 'memory-files-gone',
      status: 'warn',
      message: `${gone.length} standing memor${gone.length === 1 ? 'y is' : 'ies are'} about files no longer in the work tree (shown marked "gone"; they may be out of date)`,
      fix: '`cortex show <id>` to check; `cortex forget <id>` or `cortex supersede <id> "…"` what no longer holds',
      details: gone
        .slice(0, 20)
        .map(
          (memory) =>
            `${shortId(memory.id)} ${memory.type}: ${stripControlCharacters(oneLine(memory.content, 80))} (${stripControlCharacters(checked.get(memory.id)!.gone.slice(0, 3).join(', '))} gone)`,
        ),
    },
  ];
}

/** Temporary files left by a cortex killed mid-write. */
function checkTemporaryFiles(state: DoctorState): CheckResult[] {
  const stale = findStaleTemporaryFiles(state.project.paths, state.ctx.now());
  if (stale.length === 0) return [];
  const bytes = stale.reduce((sum, file) => sum + file.bytes, 0);
  return [
    {
      id: 'temporary-files',
      status: 'warn',
      message: `${stale.length} temporary file(s) left by an interrupted cortex (${(bytes / 1024 / 1024).toFixed(1)} MB)`,
      fix: 'cortex doctor --fix removes them',
      details: stale.slice(0, 20).map((file) => file.file),
    },
  ];
}

/** `.cortex/config.json`: broken settings (at their defaults meanwhile) and keys this cortex does not know. */
function checkConfig(state: DoctorState): CheckResult[] {
  const reading = state.project.configReading;
  if (!reading) return [];
  const results: CheckResult[] = [];
  if (reading.problems.length) {
    results.push({
      id: 'config',
      status: 'fail',
      message:
        '.cortex/config.json is broken: hooks capture with defaults for what is broken, and other commands stop',
      fix: 'correct the settings below (or delete the file to use the defaults)',
      details: reading.problems,
    });
  }
  if (reading.unknown.length) {
    results.push({
      id: 'config-unknown',
      status: 'warn',
      message: '.cortex/config.json has settings cortex does not know (ignored)',
      fix: 'correct or remove them',
      details: reading.unknown,
    });
  }
  if (results.length === 0 && existsSync(state.project.paths.configFile))
    results.push({ id: 'config', status: 'ok', message: '.cortex/config.json is valid' });
  return results;
}

/** Which channel the briefing and the tag instructions reach Claude Code by: each once. */
function checkBriefingChannel(state: DoctorState): CheckResult[] {
  const root = state.project.repo.root;
  const instructions = hasInstructionsFile(root)
    ? ` tag instructions from ${INSTRUCTIONS_FILE}`
    : ' tag instructions at the end of the briefing';
  const plugin = cortexPluginEnabled(root, state.ctx.env);
  if (plugin && settingsRunCortexHooks(root)) {
    return [
      {
        id: 'briefing-channel',
        status: 'warn',
        message:
          "the cortex plugin is enabled and .claude/settings*.json run cortex's hooks too: every hook runs twice",
        fix: "disable the plugin in this project (where the team committed init --claude's settings), or remove cortex's entries from .claude/settings.json: 'cortex init --uninstall', then 'cortex init' without --claude",
      },
    ];
  }
  if (briefingChannel(root, state.ctx.env) === 'hook') {
    if (existsSync(join(root, BRIEFING_FILE))) {
      return [
        {
          id: 'briefing-channel',
          status: 'warn',
          message: `${BRIEFING_FILE} is there too: Claude Code would read the briefing twice, once stale`,
          fix: `rm ${BRIEFING_FILE} (the next session-start hook removes it)`,
        },
      ];
    }
    return [
      {
        id: 'briefing-channel',
        status: 'ok',
        message: `the briefing reaches Claude Code once, through the ${plugin ? "cortex plugin's " : ''}SessionStart hook;${instructions}`,
      },
    ];
  }
  return [
    {
      id: 'briefing-channel',
      status: 'ok',
      message: `the briefing reaches Claude Code through ${BRIEFING_FILE} (no SessionStart hook here), kept current by cortex's git hooks;${instructions}`,
    },
  ];
}

/** The checks, in the order they are shown. */
const CHECKS: ((state: DoctorState) => CheckResult[])[] = [
  checkConfig,
  checkLog,
  checkIdCollisions,
  checkQuarantine,
  checkProjections,
  checkBackgroundWork,
  checkSettings,
  checkPatterns,
  checkAuthorship,
  checkRememberedFiles,
  checkTemporaryFiles,
  checkGit,
  checkClaude,
  checkMcp,
  checkBriefingChannel,
  checkHooksRuns,
];

async function diagnose(project: Project, ctx: Context): Promise<CheckResult[]> {
  const state: DoctorState = {
    project,
    ctx,
    log: readEventLog(project.paths),
    git: await inspectGitIntegration(project.repo),
    probes: new Map(),
  };
  return CHECKS.flatMap((check) => check(state));
}

async function fix(project: Project, ctx: Context, results: CheckResult[]): Promise<string[]> {
  const repairs: string[] = [];
  if (
    results.some(
      (result) => /^(gitattributes|driver-|hook-post)/.test(result.id) && result.status !== 'ok',
    )
  ) {
    repairs.push(...(await installGitIntegration(project.repo, cortexCommand(ctx.self, ctx.env))));
  }
  if (results.some((result) => result.id === 'local-state-committed'))
    repairs.push(...untrackLocalState(project));
  repairs.push(
    ...recoverConflictedFiles(
      project,
      results.find((result) => result.id === 'conflict-markers')?.details ?? [],
      ctx.now(),
    ),
  );
  repairs.push(...quarantineUnreadableLines(project, ctx.now()));
  repairs.push(...removeTemporaryFiles(project, ctx.now()));
  if (results.some((result) => result.id === 'briefing-pending'))
    repairs.push(...rewriteStuckBriefing(project, ctx.now()));
  // Recovered events can change the projections too: check them after the repairs.
  repairs.push(...regenerateAfterRepairs(project));
  return repairs;
}

function report(ctx: Context, results: CheckResult[], color: boolean | undefined): void {
  const style = styleFor(ctx, color);
  const marks = { ok: style.green('✓'), warn: style.yellow('!'), fail: style.red('✗') };
  for (const result of results) {
    ctx.stdout.write(`${marks[result.status]} ${result.message}\n`);
    for (const detail of result.details ?? []) ctx.stdout.write(`    ${detail}\n`);
    if (result.fix && result.status !== 'ok')
      ctx.stdout.write(`    ${style.dim(`fix: ${spelt(ctx, result.fix)}`)}\n`);
  }
  const failures = results.filter((result) => result.status === 'fail').length;
  const warnings = results.filter((result) => result.status === 'warn').length;
  ctx.stdout.write(
    failures === 0 && warnings === 0
      ? '\nEverything looks right.\n'
      : `\n${failures} problem(s), ${warnings} warning(s).${failures ? " Run 'cortex doctor --fix' to repair what can be repaired." : ''}\n`,
  );
}

/**
 * State behind a link is checked first and alone: every other check writes under
 * `.cortex/local/` (caches, heartbeats), which must not happen through a link. `--fix`
 * replaces a linked `.cortex/local` with a folder of its own (untracking it if committed).
 */
function checkLinkedState(
  project: Project,
  fixing: boolean,
): { results: CheckResult[]; repairs: string[] } | undefined {
  const link = linkedState(project.paths);
  if (!link) return undefined;
  const repairs: string[] = [];
  if (fixing && link.path === '.cortex/local') {
    if (gitOutput(project.repo.root, ['ls-files', '--', '.cortex/local'])) {
      gitOutput(project.repo.root, ['rm', '-r', '-q', '--cached', '--', '.cortex/local']);
      repairs.push('untracked .cortex/local (commit the removal)');
    }
    rmSync(project.paths.localDir, { force: true });
    mkdirSync(project.paths.localDir, { recursive: true });
    repairs.push(`replaced the link .cortex/local (to ${link.target}) with a folder of its own`);
    return linkedState(project.paths)
      ? { results: [linkedStateResult(link)], repairs }
      : { results: [], repairs };
  }
  return { results: [linkedStateResult(link)], repairs };
}

function linkedStateResult(link: { path: string; target: string }): CheckResult {
  const error = linkedStateError(link);
  return {
    id: 'linked-state',
    status: 'fail',
    message: `${error.message}; nothing else is checked until it is a folder`,
    ...(error.hint ? { fix: error.hint } : {}),
  };
}

async function run(input: ParsedInput, ctx: Context): Promise<number> {
  const project = openProjectLeniently(ctx.cwd, ctx.env);
  const linked = checkLinkedState(project, input.options.fix === true);
  if (linked) {
    if (input.options.json !== true)
      for (const repair of linked.repairs) ctx.stdout.write(`fixed: ${repair}\n`);
    if (linked.results.length) {
      if (input.options.json === true)
        ctx.stdout.write(JSON.stringify({ ok: false, checks: linked.results }, null, 2) + '\n');
      else report(ctx, linked.results, input.options.color as boolean | undefined);
      return 1;
    }
  }
  let results = await diagnose(project, ctx);
  if (input.options.fix === true) {
    const repairs = await fix(project, ctx, results);
    if (input.options.json !== true) {
      for (const repair of repairs) ctx.stdout.write(`fixed: ${repair}\n`);
      if (repairs.length) ctx.stdout.write('\n');
    }
    results = await diagnose(project, ctx);
  }
  if (input.options.json === true) {
    const checks = results.map((result) =>
      result.fix ? { ...result, fix: spelt(ctx, result.fix) } : result,
    );
    ctx.stdout.write(
      JSON.stringify({ ok: !results.some((result) => result.status === 'fail'), checks }, null, 2) +
        '\n',
    );
  } else {
    report(ctx, results, input.options.color as boolean | undefined);
  }
  return results.some((result) => result.status === 'fail') ? 1 : 0;
}

export const command: CommandDefinition = {
  name: 'doctor',
  summary: "check cortex's setup and the memory's health; --fix repairs",
  usage: ['doctor [--fix] [--json]'],
  description:
    'Check that cortex is set up in this clone (merge drivers, git hooks, .gitattributes, .gitignore) and\n' +
    "that the memory is healthy (unreadable or conflicted event lines, quarantined lines, the hooks' last\n" +
    'runs, background work handed to a process that died). Exits 1 when something needs fixing. --fix\n' +
    're-installs what is missing, recovers every event from files that were merged without the driver,\n' +
    'and does the background work that died.',
  options: {
    fix: { type: 'boolean', description: 'repair what can be repaired safely' },
    json: { type: 'boolean', description: 'machine-readable output' },
    color: {
      type: 'boolean',
      negatable: true,
      description: 'colour the output (default: on a terminal)',
    },
  },
  positionals: { min: 0, max: 0 },
  run,
};
