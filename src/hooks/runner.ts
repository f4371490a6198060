/**
 * `cortex hook <event>`: the entry point Claude Code calls. Whatever it is fed, it exits 0
 * and writes nothing to stderr: a problem is written to `.cortex/local/cortex.log` and to
 * the event's heartbeat file, where `cortex doctor` finds it. Outside a repository that
 * ran `cortex init`, it does nothing at all.
 *
 * This module is on the hook's fast path: it imports only what every hook needs, and
 * loads the handler for the event on demand.
 */
import {
  appendFileSync,
  closeSync,
  existsSync,
  ftruncateSync,
  mkdirSync,
  openSync,
  renameSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { openHookProject, type Project } from '../memory/open.js';
import { linkedState, linkedStateError, locate } from '../project.js';
import { describeWithheld } from '../trust/settings.js';
import { HOOK_HANDLERS } from './handlers.js';
import {
  isHookEvent,
  parsePayload,
  renderHookOutput,
  HOOK_EVENTS,
  type HookEvent,
  type HookPayload,
} from './payload.js';
import { capLockWaits, withFileLock } from '../events/lock.js';
import { redactPlainText } from '../redaction/redactor.js';
import {
  briefingLockFile,
  briefingPendingFile,
  configProblemsFile,
  heartbeatDir,
  projectionsPendingFile,
} from '../events/paths.js';
import { readHead } from '../git/plumbing/repo.js';
import { REFRESH_BRIEFING, REFRESH_PROJECTIONS } from './background-projections.js';
import { lowerHeapGrowth } from '../heap-growth.js';

/** The longest a hook waits for a lock: what it cannot do now, the next hook does. */
const HOOK_LOCK_WAIT_MS = 1000;

/** Payloads larger than this are not read: no real payload comes close. */
const MAX_PAYLOAD_BYTES = 16 * 1024 * 1024;
const MAX_LOG_BYTES = 1024 * 1024;

/** Where the payload comes from: a stream, or anything that yields its bytes (see src/bin.ts). */
export type PayloadSource = AsyncIterable<Buffer | string> & { isTTY?: boolean };

async function readPayloadText(stdin: PayloadSource): Promise<{ text: string; problem?: string }> {
  if (stdin.isTTY) return { text: '', problem: 'no payload: stdin is a terminal' };
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stdin) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    size += buffer.length;
    if (size > MAX_PAYLOAD_BYTES)
      return { text: '', problem: `payload larger than ${MAX_PAYLOAD_BYTES} bytes; ignored` };
    chunks.push(buffer);
  }
  return { text: Buffer.concat(chunks).toString('utf8') };
}

/** Appends a line to the local log, rotating it once it passes 1 MiB. */
export function writeHookLog(project: Project, now: Date, message: string): void {
  try {
    mkdirSync(project.paths.localDir, { recursive: true });
    try {
      if (statSync(project.paths.logFile).size > MAX_LOG_BYTES)
        renameSync(project.paths.logFile, `${project.paths.logFile}.1`);
    } catch {
      // No log yet.
    }
    // A message may quote a path, a command or a payload: it is redacted like an event.
    appendFileSync(
      project.paths.logFile,
      `${now.toISOString()} ${redactPlainText(message).replace(/\n/g, '\\n')}\n`,
    );
  } catch {
    // Nowhere left to report to; a hook must still not fail.
  }
}

export interface Heartbeat {
  event: HookEvent;
  at: string;
  durationMs: number;
  ok: boolean;
  session?: string;
  problems: string[];
}

/**
 * Overwrites a small file in place: written from the start, then cut to length. Replacing
 * a file by rename or truncating it to zero first makes ext4 flush it before going on,
 * which stalls a hook for as long as the disk is busy; a reader racing this write may
 * see a mix of old and new, which for a heartbeat is as good as a missing one.
 */
function overwriteInPlace(file: string, text: string): void {
  let fd: number;
  try {
    fd = openSync(file, 'r+');
  } catch {
    mkdirSync(dirname(file), { recursive: true });
    fd = openSync(file, 'w');
  }
  try {
    const bytes = Buffer.from(text);
    writeSync(fd, bytes, 0, bytes.length, 0);
    ftruncateSync(fd, bytes.length);
  } finally {
    closeSync(fd);
  }
}

function writeHeartbeat(project: Project, heartbeat: Heartbeat): void {
  try {
    overwriteInPlace(
      join(heartbeatDir(project.paths), `${heartbeat.event}.json`),
      JSON.stringify(heartbeat, null, 2) + '\n',
    );
  } catch {
    // As above.
  }
}

export interface HookIO {
  stdin: PayloadSource;
  stdout: { write(chunk: string): unknown };
  cwd: string;
  env: Record<string, string | undefined>;
  now: () => Date;
}

const USAGE = `usage: cortex hook <event>   (${HOOK_EVENTS.join(', ')})

Entry point for Claude Code hooks: reads the hook's JSON payload on stdin. Always exits 0;
problems go to .cortex/local/cortex.log and are reported by cortex doctor.
`;

/**
 * Logs a broken config once (not on every turn): the briefing and doctor keep saying it
 * while it lasts. A marker in .cortex/local/ holds what was last reported.
 */
function reportConfigOnce(project: Project, now: Date): void {
  const text = project.configReading!.problems.join('\n');
  const marker = configProblemsFile(project.paths);
  const fs = process.getBuiltinModule('node:fs');
  try {
    if (fs.readFileSync(marker, 'utf8') === text) return;
  } catch {
    // Not reported yet.
  }
  writeHookLog(
    project,
    now,
    `config: capturing with defaults for what is broken: ${text.replace(/\n/g, '; ')}`,
  );
  try {
    mkdirSync(dirname(marker), { recursive: true });
    fs.writeFileSync(marker, text);
  } catch {
    // Reported again next time, at worst.
  }
}

/**
 * `cortex hook refresh-projections`: the regeneration a Stop handed to the background
 * (background-projections.ts). Nothing to read on stdin; quiet; a failure goes to the log
 * and leaves the marker, so the next Stop retries and doctor reports the files stale.
 */
async function refreshProjections(io: HookIO): Promise<void> {
  let project: Project | undefined;
  try {
    project = openHookProject(io.cwd, (located) => (project = located), io.env);
    // Gone: another regeneration (a command, SessionEnd, an earlier refresh) read the log since the marker was written.
    if (!project || !existsSync(projectionsPendingFile(project.paths))) return;
    const { regenerateProjections } = await import('../projections/projection-files.js');
    const owner = project;
    const head = () => JSON.stringify(readHead(owner.repo));
    // The whole log is read: see heap-growth.ts.
    const restore = lowerHeapGrowth();
    try {
      // A checkout (or reset) while it ran may have put another branch's events in the work tree: render again
      // from those. Records cortex cannot read are left alone and reported by doctor and project, as after any Stop.
      for (let attempt = 0; attempt < 3; attempt++) {
        const before = head();
        regenerateProjections(project);
        if (head() === before) break;
      }
    } finally {
      restore();
    }
  } catch (error) {
    if (project)
      writeHookLog(
        project,
        io.now(),
        `hook stop: could not regenerate the projections in the background: ${error instanceof Error ? error.message : String(error)}`,
      );
  }
}

/**
 * `cortex hook refresh-briefing`: the rewrite of the briefing file that a git hook handed to
 * the background (after a checkout, merge or rewrite). The marker goes before the log is
 * read, so a git operation meanwhile starts another; a failure goes to the log.
 */
async function refreshBriefing(io: HookIO): Promise<void> {
  let project: Project | undefined;
  try {
    project = openHookProject(io.cwd, (located) => (project = located), io.env);
    const marker = project && briefingPendingFile(project.paths);
    if (!project || !marker || !existsSync(marker)) return;
    // The briefing's code lives in SessionStart's handler (dist/hooks/session-start.js), not in the runner's bundle.
    const { rewriteBriefingFile } = await import('./handlers/session-start.js');
    const owner = project;
    // One rewrite at a time, so an older view never lands after a newer one.
    withFileLock(
      briefingLockFile(owner.paths),
      () => {
        if (!existsSync(marker)) return; // Taken by the rewrite that ran while this one waited.
        rmSync(marker, { force: true });
        rewriteBriefingFile(owner, io.now());
      },
      { timeoutMs: 30_000, staleMs: 60_000 },
    );
  } catch (error) {
    if (project)
      writeHookLog(
        project,
        io.now(),
        `git hook: could not rewrite the briefing in the background: ${error instanceof Error ? error.message : String(error)}`,
      );
  }
}

/** SessionStart's answer where cortex's state sits behind a link (see project.ts linkedState), if it does. */
function linkedStateNotice(cwd: string): string | undefined {
  const located = locate(cwd);
  const link = located.kind === 'project' ? linkedState(located.paths) : undefined;
  if (!link) return undefined;
  const additionalContext = `cortex is off in this repository: ${linkedStateError(link).message}. A commit can plant such a link; \`cortex doctor\` says how to repair it. No memory is captured or handed over until then.`;
  return JSON.stringify({
    hookSpecificOutput: { hookEventName: 'SessionStart', additionalContext },
  });
}

/** Runs one hook. Resolves with what to print; never rejects. */
export async function runHook(args: string[], io: HookIO): Promise<void> {
  if (args.includes('--help') || args.includes('-h')) {
    io.stdout.write(USAGE);
    return;
  }
  if (args[0] === REFRESH_PROJECTIONS) return refreshProjections(io);
  if (args[0] === REFRESH_BRIEFING) return refreshBriefing(io);
  const started = io.now();
  capLockWaits(HOOK_LOCK_WAIT_MS);
  const problems: string[] = [];
  let project: Project | undefined;
  let event: HookEvent | undefined;
  let payload: HookPayload = {};
  try {
    const input = await readPayloadText(io.stdin);
    if (input.problem) {
      problems.push(input.problem);
    } else {
      const parsed = parsePayload(input.text);
      payload = parsed.payload;
      if (parsed.problem) problems.push(parsed.problem);
    }

    const cwd = typeof payload.cwd === 'string' && existsSync(payload.cwd) ? payload.cwd : io.cwd;
    // Known before the config is read, so that a broken config is still reported in the log.
    project = openHookProject(cwd, (located) => (project = located), io.env);
    if (!project) {
      // State behind a link: nothing is written, and the session is told why at its start.
      if (args[0] === 'session-start') io.stdout.write(linkedStateNotice(cwd) ?? '');
      return;
    }
    // Hooks never ask: a committed setting awaiting approval is left unused, and said so.
    if (project.refused?.length && args[0] === 'session-start')
      for (const refusal of project.refused)
        writeHookLog(project, io.now(), `hook ${args[0]}: ${refusal}`);
    if (
      project.withheld?.length &&
      (args[0] === 'session-start' || args[0] === 'user-prompt-submit')
    ) {
      writeHookLog(project, io.now(), `hook ${args[0]}: ${describeWithheld(project.withheld)}`);
    }
    if (project.configReading?.problems.length) reportConfigOnce(project, io.now());

    if (!isHookEvent(args[0])) {
      problems.push(`unknown hook event '${args[0] ?? ''}' (known: ${HOOK_EVENTS.join(', ')})`);
      return;
    }
    event = args[0];
    const load = HOOK_HANDLERS[event];
    if (!load) return;
    const { handle } = await load();
    const owner = project;
    const result = await handle({
      event,
      payload,
      project: owner,
      now: started,
      env: io.env,
      log: (message) => writeHookLog(owner, io.now(), `hook ${event}: ${message}`),
    });
    if (result?.problems) problems.push(...result.problems);
    const output = renderHookOutput(event, result);
    if (output) io.stdout.write(output);
  } catch (error) {
    problems.push(
      `failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
  } finally {
    if (project) {
      const name = event ?? (isHookEvent(args[0]) ? args[0] : undefined);
      for (const problem of problems)
        writeHookLog(project, io.now(), `hook ${args[0] ?? '?'}: ${problem}`);
      if (name) {
        writeHeartbeat(project, {
          event: name,
          at: started.toISOString(),
          durationMs: io.now().getTime() - started.getTime(),
          ok: problems.length === 0,
          ...(typeof payload.session_id === 'string' ? { session: payload.session_id } : {}),
          problems,
        });
      }
    }
  }
}
