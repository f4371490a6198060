import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);

// src/hooks/payload.ts
function isPlainObject(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
var HOOK_EVENTS = [
  "session-start",
  "user-prompt-submit",
  "pre-tool-use",
  "post-tool-use-failure",
  "stop",
  "subagent-stop",
  "pre-compact",
  "post-compact",
  "session-end"
];
var HOOK_EVENT_NAMES = {
  "session-start": "SessionStart",
  "user-prompt-submit": "UserPromptSubmit",
  "pre-tool-use": "PreToolUse",
  "post-tool-use-failure": "PostToolUseFailure",
  stop: "Stop",
  "subagent-stop": "SubagentStop",
  "pre-compact": "PreCompact",
  "post-compact": "PostCompact",
  "session-end": "SessionEnd"
};
function isHookEvent(name) {
  return HOOK_EVENTS.includes(name);
}
var STRING_FIELDS = [
  "session_id",
  "transcript_path",
  "cwd",
  "hook_event_name",
  "agent_id",
  "agent_type",
  "agent_transcript_path",
  "prompt",
  "source",
  "trigger",
  "reason",
  "compact_summary",
  "tool_name",
  "error"
];
function parsePayload(text) {
  if (text.trim() === "") return { payload: {}, problem: "empty payload on stdin" };
  let value;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const position = /position (\d+)/.exec(error.message)?.[1];
    return {
      payload: {},
      problem: `payload is not JSON${position ? ` (at position ${position})` : ""}`
    };
  }
  if (!isPlainObject(value)) return { payload: {}, problem: "payload is not a JSON object" };
  const dropped = [];
  const payload = { ...value };
  for (const field of STRING_FIELDS) {
    if (payload[field] !== void 0 && typeof payload[field] !== "string") {
      dropped.push(field);
      delete payload[field];
    }
  }
  if (payload.stop_hook_active !== void 0 && typeof payload.stop_hook_active !== "boolean") {
    dropped.push("stop_hook_active");
    delete payload.stop_hook_active;
  }
  return dropped.length ? { payload, problem: `ignored payload fields of the wrong type: ${dropped.join(", ")}` } : { payload };
}
function renderHookOutput(event, result) {
  if (!result?.additionalContext) return "";
  return JSON.stringify({
    hookSpecificOutput: {
      hookEventName: HOOK_EVENT_NAMES[event],
      additionalContext: result.additionalContext
    }
  }) + "\n";
}

export {
  isPlainObject,
  HOOK_EVENTS,
  isHookEvent,
  parsePayload,
  renderHookOutput
};
