/**
 * Claude Code's hook payloads (JSON on stdin) and the JSON a hook prints back. Every field
 * is optional here: payloads differ between Claude Code versions, and a hook must cope
 * with whatever it is given (reference/claude-code-hooks.md).
 */
import type { Project } from '../project.js';

/** Whether a value of a payload is a JSON object (not null, not an array). */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The hook events cortex handles, as `cortex hook <event>` names them. */
export const HOOK_EVENTS = [
  'session-start',
  'user-prompt-submit',
  'pre-tool-use',
  'post-tool-use-failure',
  'stop',
  'subagent-stop',
  'pre-compact',
  'post-compact',
  'session-end',
] as const;
export type HookEvent = (typeof HOOK_EVENTS)[number];

/** Claude Code's name for each event, as `hookSpecificOutput.hookEventName` wants it. */
export const HOOK_EVENT_NAMES: Record<HookEvent, string> = {
  'session-start': 'SessionStart',
  'user-prompt-submit': 'UserPromptSubmit',
  'pre-tool-use': 'PreToolUse',
  'post-tool-use-failure': 'PostToolUseFailure',
  stop: 'Stop',
  'subagent-stop': 'SubagentStop',
  'pre-compact': 'PreCompact',
  'post-compact': 'PostCompact',
  'session-end': 'SessionEnd',
};

export function isHookEvent(name: string | undefined): name is HookEvent {
  return (HOOK_EVENTS as readonly (string | undefined)[]).includes(name);
}

export interface HookPayload {
  session_id?: string;
  transcript_path?: string;
  cwd?: string;
  hook_event_name?: string;
  stop_hook_active?: boolean;
  agent_id?: string;
  agent_type?: string;
  agent_transcript_path?: string;
  prompt?: string;
  source?: string;
  trigger?: string;
  reason?: string;
  /** PostCompact: Claude Code's own summary of the conversation it just compacted. */
  compact_summary?: string;
  /** PreToolUse, PostToolUseFailure: the tool and what it was called with. */
  tool_name?: string;
  tool_input?: unknown;
  /** PostToolUseFailure: what the tool said went wrong. */
  error?: string;
  [field: string]: unknown;
}

const STRING_FIELDS = [
  'session_id',
  'transcript_path',
  'cwd',
  'hook_event_name',
  'agent_id',
  'agent_type',
  'agent_transcript_path',
  'prompt',
  'source',
  'trigger',
  'reason',
  'compact_summary',
  'tool_name',
  'error',
];

/**
 * Reads a payload. Never throws: an unusable payload gives an empty one and a `problem`
 * saying why, and a field of the wrong type is dropped (and named in `problem`).
 */
export function parsePayload(text: string): { payload: HookPayload; problem?: string } {
  if (text.trim() === '') return { payload: {}, problem: 'empty payload on stdin' };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    // The parser's message quotes the input, which may hold a secret: keep only where it failed.
    const position = /position (\d+)/.exec((error as Error).message)?.[1];
    return {
      payload: {},
      problem: `payload is not JSON${position ? ` (at position ${position})` : ''}`,
    };
  }
  if (!isPlainObject(value)) return { payload: {}, problem: 'payload is not a JSON object' };
  const dropped: string[] = [];
  const payload: HookPayload = { ...value };
  for (const field of STRING_FIELDS) {
    if (payload[field] !== undefined && typeof payload[field] !== 'string') {
      dropped.push(field);
      delete payload[field];
    }
  }
  if (payload.stop_hook_active !== undefined && typeof payload.stop_hook_active !== 'boolean') {
    dropped.push('stop_hook_active');
    delete payload.stop_hook_active;
  }
  return dropped.length
    ? { payload, problem: `ignored payload fields of the wrong type: ${dropped.join(', ')}` }
    : { payload };
}

/** What a handler may give back to Claude Code, and what went wrong. */
export interface HookResult {
  /** Text added to the assistant's context (SessionStart, UserPromptSubmit, PreToolUse, PostToolUseFailure). */
  additionalContext?: string;
  /** Problems the handler met and got past: logged, and shown by `cortex doctor` through the heartbeat. */
  problems?: string[];
}

/** Claude Code's hard limit: longer additional context is replaced by a preview. */
export const ADDITIONAL_CONTEXT_LIMIT = 10_000;

/** The stdout of a hook, or '' when it has nothing to say. */
export function renderHookOutput(event: HookEvent, result: HookResult | void): string {
  if (!result?.additionalContext) return '';
  return (
    JSON.stringify({
      hookSpecificOutput: {
        hookEventName: HOOK_EVENT_NAMES[event],
        additionalContext: result.additionalContext,
      },
    }) + '\n'
  );
}

/** What a hook handler is given. */
export interface HookInvocation {
  event: HookEvent;
  payload: HookPayload;
  project: Project;
  /** When the hook started. */
  now: Date;
  env: Record<string, string | undefined>;
  /** Writes a line to `.cortex/local/cortex.log` (for what `cortex doctor` should show). */
  log(message: string): void;
}

/** A hook handler; throwing is allowed (the runner logs it and still exits 0). */
export type HookHandler = (
  invocation: HookInvocation,
) => Promise<HookResult | void> | HookResult | void;
