/**
 * Claude Code's transcript lines (JSONL, reference/claude-code-transcripts.md), read into the
 * few shapes capture needs. The format differs between Claude Code versions and files hold
 * lines of many types, so everything here is tolerant: a line of an unknown type, or a
 * content block of an unknown type, is kept as "other" and ignored later, never an error.
 *
 * Tool output is deliberately not carried: a tool result keeps only what tells success
 * from failure and rejection, so output cannot leak into events by accident.
 */
import { isPlainObject } from '../events/check.js';

export interface TextBlock {
  type: 'text';
  text: string;
}

export interface ToolUseBlock {
  type: 'tool_use';
  id: string;
  name: string;
  input: Record<string, unknown>;
}

export interface ToolResultBlock {
  type: 'tool_result';
  toolUseId: string;
  isError: boolean;
  /** The start of the result's text (enough to recognise rejections and exit codes), never stored. */
  head: string;
}

export type ContentBlock = TextBlock | ToolUseBlock | ToolResultBlock;

/** One transcript line, reduced to what extraction reads. */
export interface TranscriptRecord {
  /** The line's top-level `type` (`user`, `assistant`, `progress`, `summary`, …). */
  type: string;
  uuid?: string;
  /** ISO-8601 UTC with milliseconds, when the line has a readable timestamp. */
  timestamp?: string;
  sessionId?: string;
  agentId?: string;
  isSidechain: boolean;
  isMeta: boolean;
  isCompactSummary: boolean;
  /** `""` outside git, `"HEAD"` when detached, absent in old versions. */
  gitBranch?: string;
  cwd?: string;
  parentUuid?: string | null;
  /** The API message id that groups an assistant message's lines. */
  messageId?: string;
  /** The prompt a person typed, when this is a human prompt line. */
  prompt?: string;
  blocks: ContentBlock[];
  /** The structured tool result Claude Code stores beside a tool_result (any shape). */
  toolUseResult?: unknown;
}

/** How much of a tool result's text is kept for classifying it. */
const RESULT_HEAD_CHARS = 2000;

const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** A timestamp as ISO-8601 UTC with milliseconds, or undefined when it is not a real time. */
export function normalizeTimestamp(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length < 10) return undefined;
  const ms = Date.parse(value);
  if (!Number.isFinite(ms) || ms < 0) return undefined;
  return new Date(ms).toISOString();
}

function resultHead(content: unknown): string {
  if (typeof content === 'string') return content.slice(0, RESULT_HEAD_CHARS);
  if (Array.isArray(content)) {
    let text = '';
    for (const part of content) {
      if (isPlainObject(part) && part.type === 'text' && typeof part.text === 'string') text += (text ? '\n' : '') + part.text;
      if (text.length >= RESULT_HEAD_CHARS) break;
    }
    return text.slice(0, RESULT_HEAD_CHARS);
  }
  return '';
}

function readBlock(value: unknown): ContentBlock | undefined {
  if (typeof value === 'string') return { type: 'text', text: value };
  if (!isPlainObject(value)) return undefined;
  switch (value.type) {
    case 'text':
      return typeof value.text === 'string' ? { type: 'text', text: value.text } : undefined;
    case 'tool_use': {
      const id = str(value.id);
      const name = str(value.name);
      if (!id || !name) return undefined;
      return { type: 'tool_use', id, name, input: isPlainObject(value.input) ? value.input : {} };
    }
    case 'tool_result': {
      const toolUseId = str(value.tool_use_id);
      if (!toolUseId) return undefined;
      return { type: 'tool_result', toolUseId, isError: value.is_error === true, head: resultHead(value.content) };
    }
    default:
      // thinking, images, server tool blocks and whatever comes next: not memory.
      return undefined;
  }
}

function readBlocks(content: unknown): ContentBlock[] {
  if (typeof content === 'string') return [{ type: 'text', text: content }];
  if (!Array.isArray(content)) return [];
  const blocks: ContentBlock[] = [];
  for (const part of content) {
    const block = readBlock(part);
    if (block) blocks.push(block);
  }
  return blocks;
}

/** Reads a parsed JSON value as a transcript record; undefined when it is not an object with a `type`. */
export function readTranscriptRecord(value: unknown): TranscriptRecord | undefined {
  if (!isPlainObject(value) || typeof value.type !== 'string') return undefined;
  const message = isPlainObject(value.message) ? value.message : undefined;
  const record: TranscriptRecord = {
    type: value.type,
    isSidechain: value.isSidechain === true,
    isMeta: value.isMeta === true,
    isCompactSummary: value.isCompactSummary === true,
    blocks: [],
  };
  const uuid = str(value.uuid);
  if (uuid) record.uuid = uuid;
  const timestamp = normalizeTimestamp(value.timestamp);
  if (timestamp) record.timestamp = timestamp;
  const sessionId = str(value.sessionId);
  if (sessionId) record.sessionId = sessionId;
  const agentId = str(value.agentId);
  if (agentId) record.agentId = agentId;
  const gitBranch = str(value.gitBranch);
  if (gitBranch !== undefined) record.gitBranch = gitBranch;
  const cwd = str(value.cwd);
  if (cwd) record.cwd = cwd;
  if (typeof value.parentUuid === 'string' || value.parentUuid === null) record.parentUuid = value.parentUuid;
  if (record.type === 'assistant' || record.type === 'user') {
    if (message) {
      const messageId = str(message.id);
      if (messageId) record.messageId = messageId;
      record.blocks = readBlocks(message.content);
      if (record.type === 'user' && typeof message.content === 'string') record.prompt = message.content;
    }
    if (value.toolUseResult !== undefined) record.toolUseResult = value.toolUseResult;
  }
  return record;
}

/**
 * A cheap test that lets most lines skip JSON.parse: only user and assistant lines carry
 * memory, and in long sessions most lines are `progress` or snapshots. False positives are
 * fine (the line is parsed and then ignored); a false negative would lose a record, so the
 * test only looks for the type value in both spellings seen (`"user"` with and without a
 * space after the colon).
 */
export function mayHoldMessage(line: string): boolean {
  return line.includes('"user"') || line.includes('"assistant"');
}

export type LineReading = { kind: 'record'; record: TranscriptRecord } | { kind: 'skipped' } | { kind: 'unreadable'; reason: string };

/** Reads one transcript line (without its newline). Never throws. */
export function readTranscriptLine(line: string): LineReading {
  const trimmed = line.trim();
  if (trimmed === '') return { kind: 'skipped' };
  if (trimmed[0] !== '{') return { kind: 'unreadable', reason: 'not a JSON object' };
  if (!mayHoldMessage(trimmed)) return { kind: 'skipped' };
  let value: unknown;
  try {
    value = JSON.parse(trimmed);
  } catch {
    // The parser's message quotes the input; it must not reach the log.
    return { kind: 'unreadable', reason: 'not valid JSON' };
  }
  const record = readTranscriptRecord(value);
  return record ? { kind: 'record', record } : { kind: 'unreadable', reason: 'a JSON value without a "type"' };
}
