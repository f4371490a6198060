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
const CANONICAL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** A canonical time whose fields are in range on any month (day 29-31 takes the slow path). */
function isPlainlyValid(value: string): boolean {
  const month = Number(value.slice(5, 7));
  const day = Number(value.slice(8, 10));
  return (
    value >= '1970' &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= 28 &&
    value.slice(11, 13) < '24' &&
    value.slice(14, 16) < '60' &&
    value.slice(17, 19) < '60'
  );
}

export function normalizeTimestamp(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length < 10) return undefined;
  // Claude Code writes this form already; parsing it again would only cost time.
  if (CANONICAL_TIME.test(value) && isPlainlyValid(value)) return value;
  const ms = Date.parse(value);
  if (!Number.isFinite(ms) || ms < 0) return undefined;
  return new Date(ms).toISOString();
}

function resultHead(content: unknown): string {
  if (typeof content === 'string') return content.slice(0, RESULT_HEAD_CHARS);
  if (Array.isArray(content)) {
    let text = '';
    for (const part of content) {
      if (isPlainObject(part) && part.type === 'text' && typeof part.text === 'string')
        text += (text ? '\n' : '') + part.text;
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
      return {
        type: 'tool_result',
        toolUseId,
        isError: value.is_error === true,
        head: resultHead(value.content),
      };
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
  if (typeof value.parentUuid === 'string' || value.parentUuid === null)
    record.parentUuid = value.parentUuid;
  if (record.type === 'assistant' || record.type === 'user') {
    if (message) {
      const messageId = str(message.id);
      if (messageId) record.messageId = messageId;
      record.blocks = readBlocks(message.content);
      if (record.type === 'user' && typeof message.content === 'string')
        record.prompt = message.content;
    }
    if (value.toolUseResult !== undefined) record.toolUseResult = value.toolUseResult;
  }
  return record;
}

/** Top-level types that carry no memory. */
const SKIPPED_TYPES = new Set([
  'progress',
  'file-history-snapshot',
  'queue-operation',
  'system',
  'summary',
]);
const BLOCK_TYPES_WITH_MEMORY = ['"type":"text"', '"type":"tool_use"', '"type":"tool_result"'];
const TYPE_KEY = '"type":"';

/**
 * A cheap test that lets most lines skip JSON.parse: in long sessions most lines are
 * `progress` records (some embedding whole messages) or snapshots, and assistant lines
 * that hold only a thinking block carry nothing either. It reads the first `"type":"…"`
 * of the line: in Claude Code's lines that is the record's own type (for progress,
 * snapshots, system and user lines, where it precedes any nested one; "userType" does not
 * match) or the API message's (`"message"`, for assistant lines). False positives are
 * fine (the line is parsed and ignored); anything unexpected falls back to accepting any
 * line that mentions a user or an assistant.
 */
export function mayHoldMessage(line: string): boolean {
  return lineKind(line) !== 'skip';
}

const TYPE_KEY_BYTES = Buffer.from(TYPE_KEY);
const SKIPPED_TYPE_BYTES = [...SKIPPED_TYPES].map((type) => Buffer.from(`${type}"`));

/**
 * lineKind's first test, on the undecoded bytes of a line (`start` to `end` in `bytes`):
 * whether it is a record type that carries no memory. Lets a reader skip most lines of a
 * long session without turning them into strings at all.
 */
export function isSkippedRecord(bytes: Buffer, start: number, end: number): boolean {
  const at = bytes.indexOf(TYPE_KEY_BYTES, start);
  if (at < 0 || at >= end) return false;
  const valueAt = at + TYPE_KEY_BYTES.length;
  // Compared by hand: Buffer#compare validates its arguments on every call, which shows on thousands of lines.
  return SKIPPED_TYPE_BYTES.some((value) => {
    if (valueAt + value.length > end) return false;
    for (let i = 0; i < value.length; i++) if (bytes[valueAt + i] !== value[i]) return false;
    return true;
  });
}

/** What a line looks like from its raw text: worth skipping, a user line, or to be parsed to know. */
export type LineKind = 'skip' | 'user' | 'other';

/** Classifies a line without parsing it (see mayHoldMessage). */
export function lineKind(line: string): LineKind {
  const typeAt = line.indexOf(TYPE_KEY);
  if (typeAt >= 0) {
    const valueAt = typeAt + TYPE_KEY.length;
    const value = line.slice(valueAt, line.indexOf('"', valueAt));
    if (SKIPPED_TYPES.has(value)) return 'skip';
    if (value === 'user') return 'user';
    if (value === 'thinking')
      return BLOCK_TYPES_WITH_MEMORY.some((marker) => line.includes(marker)) ? 'other' : 'skip';
    if (value === 'message') {
      // One content block per line: a thinking block first means there is nothing else, as a rule.
      const content = line.indexOf('"content":[', valueAt);
      const thinkingOnly =
        content >= 0 &&
        line.startsWith('{"type":"thinking"', content + 11) &&
        !BLOCK_TYPES_WITH_MEMORY.some((marker) => line.includes(marker));
      return thinkingOnly ? 'skip' : 'other';
    }
  }
  return line.includes('"user"') || line.includes('"assistant"') ? 'other' : 'skip';
}

/**
 * What one line held. `rest` is set when the line held a record with more JSON glued after it: Claude Code has
 * been seen appending a record to a line that lacked its newline (a `summary` after a user record).
 */
export type LineReading =
  | { kind: 'record'; record: TranscriptRecord; rest?: string }
  | { kind: 'skipped' }
  | { kind: 'unreadable'; reason: string };

/** How many `}{` joins of a line that does not parse are tried as the end of a first record. */
const MAX_GLUE_TRIES = 16;

/** Splits a line that is two JSON objects written without a newline between them, or returns undefined. */
function splitGluedLine(line: string, first: number): { value: unknown; rest: string } | undefined {
  let at = line.indexOf('}{', first);
  for (let tries = 0; at >= 0 && tries < MAX_GLUE_TRIES; tries++, at = line.indexOf('}{', at + 1)) {
    try {
      return { value: JSON.parse(line.slice(first, at + 1)), rest: line.slice(at + 1) };
    } catch {
      // The join was inside a string; try the next one.
    }
  }
  return undefined;
}

/** Reads one transcript line (without its newline); `kind` when lineKind was already asked. Never throws. */
export function readTranscriptLine(line: string, kind?: LineKind): LineReading {
  // Find the first character without copying what may be megabytes of line.
  let first = 0;
  while (
    first < line.length &&
    (line[first] === ' ' || line[first] === '\t' || line[first] === '\r')
  )
    first++;
  if (first === line.length) return { kind: 'skipped' };
  if (line[first] !== '{') return { kind: 'unreadable', reason: 'not a JSON object' };
  if ((kind ?? lineKind(line)) === 'skip') return { kind: 'skipped' };
  let value: unknown;
  let rest: string | undefined;
  try {
    value = JSON.parse(line);
  } catch {
    const glued = splitGluedLine(line, first);
    // The parser's message quotes the input; it must not reach the log.
    if (!glued) return { kind: 'unreadable', reason: 'not valid JSON' };
    ({ value, rest } = glued);
  }
  const record = readTranscriptRecord(value);
  if (!record) return { kind: 'unreadable', reason: 'a JSON value without a "type"' };
  return rest === undefined ? { kind: 'record', record } : { kind: 'record', record, rest };
}
