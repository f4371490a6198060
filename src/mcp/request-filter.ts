/**
 * What the MCP server does with input that is not a JSON-RPC message it can serve: the SDK's
 * stdio transport drops such a line silently, so a client (or a person typing) waits forever.
 * This filter sits between stdin and the transport: a line that is not JSON is answered with a
 * parse error (-32700); one that is JSON but not a JSON-RPC 2.0 message, or whose id is not a
 * string or number, or whose params are not an object, with an invalid-request error (-32600);
 * a line longer than MAX_LINE_BYTES is answered with -32600 without being held or parsed (no
 * cortex request is that large; a huge one made the server exit). Everything else is passed
 * on untouched. Pure apart from the stream.
 */
import { Transform, type TransformCallback } from 'node:stream';

/** The longest request line served: far above any real one (a `remember` of a long text is a few KiB). */
export const MAX_LINE_BYTES = 1024 * 1024;

function errorLine(id: string | number | null, code: number, message: string): string {
  return JSON.stringify({ jsonrpc: '2.0', id, error: { code, message } });
}

const isId = (value: unknown): value is string | number =>
  typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value));

/** The error answer for a bad line, or undefined when the line is a JSON-RPC message to pass on. */
export function answerForBadLine(line: string): string | undefined {
  const text = line.replace(/\r$/, '');
  if (text.trim() === '') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return errorLine(null, -32700, 'Parse error: the line is not JSON');
  }
  const isMessage = (item: unknown): boolean => {
    if (item === null || typeof item !== 'object' || Array.isArray(item)) return false;
    const message = item as Record<string, unknown>;
    if (message.jsonrpc !== '2.0') return false;
    if (typeof message.method === 'string') return true;
    return 'id' in message && ('result' in message || 'error' in message);
  };
  const message = value as Record<string, unknown>;
  const rawId =
    value !== null && typeof value === 'object' && !Array.isArray(value) ? message.id : undefined;
  const id = isId(rawId) ? rawId : null;
  if (!isMessage(value))
    return errorLine(
      id,
      -32600,
      'Invalid Request: expected a JSON-RPC 2.0 message with "jsonrpc": "2.0" and a "method"',
    );
  if ('id' in message && rawId !== null && !isId(rawId))
    return errorLine(null, -32600, 'Invalid Request: "id" must be a string or a number');
  const params = message.params;
  if (
    params !== undefined &&
    (params === null || typeof params !== 'object' || Array.isArray(params))
  ) {
    return errorLine(id, -32600, 'Invalid Request: "params" must be an object');
  }
  return undefined;
}

/** The id a request line starts with, read from its head only (for the answer to a line too long to parse). */
function idFromHead(head: string): string | number | null {
  const match = /"id"\s*:\s*("(?:[^"\\]|\\.){0,200}"|-?\d{1,15})/.exec(head);
  if (!match) return null;
  try {
    const id = JSON.parse(match[1]!) as unknown;
    return isId(id) ? id : null;
  } catch {
    return null;
  }
}

/** A stream of stdin's lines with the bad ones taken out and answered on `reply`. */
export function filterRequests(
  reply: (answer: string) => void,
  maxLineBytes = MAX_LINE_BYTES,
): Transform {
  let pending = '';
  /** Set while the rest of an over-long line is skipped: its head, for the id of the answer. */
  let skipping: { head: string; bytes: number } | undefined;
  const tooLong = (head: string, bytes: number) =>
    reply(
      errorLine(
        idFromHead(head),
        -32600,
        `Invalid Request: the request is ${bytes} bytes or more; cortex serves requests of at most ${maxLineBytes} bytes`,
      ) + '\n',
    );
  return new Transform({
    transform(chunk: Buffer | string, _encoding, done: TransformCallback) {
      let text = chunk.toString();
      const passed: string[] = [];
      while (text !== '') {
        const newline = text.indexOf('\n');
        if (skipping) {
          if (newline === -1) {
            skipping.bytes += Buffer.byteLength(text);
            break;
          }
          tooLong(skipping.head, skipping.bytes + Buffer.byteLength(text.slice(0, newline)));
          skipping = undefined;
          text = text.slice(newline + 1);
          continue;
        }
        if (newline === -1) {
          pending += text;
          if (Buffer.byteLength(pending) > maxLineBytes) {
            skipping = { head: pending.slice(0, 400), bytes: Buffer.byteLength(pending) };
            pending = '';
          }
          break;
        }
        const line = pending + text.slice(0, newline);
        pending = '';
        text = text.slice(newline + 1);
        if (Buffer.byteLength(line) > maxLineBytes) {
          tooLong(line.slice(0, 400), Buffer.byteLength(line));
          continue;
        }
        const answer = answerForBadLine(line);
        if (answer === undefined) passed.push(line);
        else reply(answer + '\n');
      }
      done(null, passed.length ? passed.join('\n') + '\n' : undefined);
    },
    flush(done: TransformCallback) {
      if (skipping) {
        tooLong(skipping.head, skipping.bytes);
        done();
        return;
      }
      const answer = pending === '' ? undefined : answerForBadLine(pending);
      if (answer !== undefined) reply(answer + '\n');
      done(null, answer === undefined && pending !== '' ? pending : undefined);
    },
  });
}
