/**
 * What the MCP server does with input that is not a JSON-RPC message: the SDK's stdio
 * transport drops such a line silently, so a client (or a person typing) waits forever.
 * This filter sits between stdin and the transport: a line that is not JSON is answered
 * with a parse error (-32700), one that is JSON but not a JSON-RPC 2.0 message with an
 * invalid-request error (-32600), and everything else is passed on untouched.
 */
import { Transform, type TransformCallback } from 'node:stream';

/** The error answer for a bad line, or undefined when the line is a JSON-RPC message to pass on. */
export function answerForBadLine(line: string): string | undefined {
  const text = line.replace(/\r$/, '');
  if (text.trim() === '') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error: the line is not JSON' } });
  }
  const isMessage = (item: unknown): boolean => {
    if (item === null || typeof item !== 'object' || Array.isArray(item)) return false;
    const message = item as Record<string, unknown>;
    if (message.jsonrpc !== '2.0') return false;
    if (typeof message.method === 'string') return true;
    return 'id' in message && ('result' in message || 'error' in message);
  };
  if (isMessage(value)) return undefined;
  const rawId = value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>).id : undefined;
  const id = typeof rawId === 'string' || typeof rawId === 'number' ? rawId : null;
  return JSON.stringify({ jsonrpc: '2.0', id, error: { code: -32600, message: 'Invalid Request: expected a JSON-RPC 2.0 message with "jsonrpc": "2.0" and a "method"' } });
}

/** A stream of stdin's lines with the bad ones taken out and answered on `reply`. */
export function filterRequests(reply: (answer: string) => void): Transform {
  let pending = '';
  return new Transform({
    transform(chunk: Buffer | string, _encoding, done: TransformCallback) {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop()!;
      const passed: string[] = [];
      for (const line of lines) {
        const answer = answerForBadLine(line);
        if (answer === undefined) passed.push(line);
        else reply(answer + '\n');
      }
      done(null, passed.length ? passed.join('\n') + '\n' : undefined);
    },
    flush(done: TransformCallback) {
      const answer = pending === '' ? undefined : answerForBadLine(pending);
      if (answer !== undefined) reply(answer + '\n');
      done(null, answer === undefined && pending !== '' ? pending : undefined);
    },
  });
}
