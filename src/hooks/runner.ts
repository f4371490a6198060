/**
 * `cortex hook <event>`: the entry point Claude Code calls. Whatever it is fed, it exits 0
 * and writes nothing to stderr: a problem is written to `.cortex/local/cortex.log` and to
 * the event's heartbeat file, where `cortex doctor` finds it. Outside a repository that
 * ran `cortex init`, it does nothing at all.
 *
 * This module is on the hook's fast path: it imports only what every hook needs, and
 * loads the handler for the event on demand.
 */
import { existsSync } from 'node:fs';
import {
  capLockWaits,
  describeWithheld,
  linkedStateProblem,
  openHookProject,
  type Project,
} from '../memory/open.js';
import {
  REFRESH_BRIEFING,
  REFRESH_PROJECTIONS,
  isBriefingRefreshPending,
  runProjectionRefresh,
} from '../memory/background-refresh.js';
import { reportConfigOnce, writeHeartbeat, writeHookLog } from '../memory/hook-state.js';
import { HOOK_HANDLERS } from './handlers.js';
import {
  isHookEvent,
  parsePayload,
  renderHookOutput,
  HOOK_EVENTS,
  type HookEvent,
  type HookPayload,
} from './payload.js';

/** The longest a hook waits for a lock: what it cannot do now, the next hook does. */
const HOOK_LOCK_WAIT_MS = 1000;

/** Payloads larger than this are not read: no real payload comes close. */
const MAX_PAYLOAD_BYTES = 16 * 1024 * 1024;

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
 * `cortex hook refresh-projections` and `refresh-briefing`: what a Stop or a git hook handed
 * to the background (memory/background-refresh.ts). Nothing to read on stdin; quiet; a
 * failure goes to the log.
 */
async function refreshInBackground(io: HookIO, kind: string): Promise<void> {
  let project: Project | undefined;
  try {
    project = openHookProject(io.cwd, (located) => (project = located), io.env);
    if (!project) return;
    if (kind === REFRESH_PROJECTIONS) {
      await runProjectionRefresh(project);
    } else if (isBriefingRefreshPending(project)) {
      // The briefing's code lives in SessionStart's handler (dist/hooks/session-start.js), not in the runner's bundle.
      const { runBriefingRefresh } = await import('./handlers/session-start.js');
      runBriefingRefresh(project, io.now);
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (project)
      writeHookLog(
        project,
        io.now(),
        kind === REFRESH_PROJECTIONS
          ? `hook stop: could not regenerate the projections in the background: ${message}`
          : `git hook: could not rewrite the briefing in the background: ${message}`,
      );
  }
}

/** SessionStart's answer where cortex's state sits behind a link (memory/open.ts linkedStateProblem), if it does. */
function linkedStateNotice(cwd: string): string {
  const problem = linkedStateProblem(cwd);
  if (!problem) return '';
  const additionalContext = `cortex is off in this repository: ${problem}. A commit can plant such a link; \`cortex doctor\` says how to repair it. No memory is captured or handed over until then.`;
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
  if (args[0] === REFRESH_PROJECTIONS || args[0] === REFRESH_BRIEFING)
    return refreshInBackground(io, args[0]);
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
      if (args[0] === 'session-start') io.stdout.write(linkedStateNotice(cwd));
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
