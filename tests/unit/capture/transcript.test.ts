import { describe, expect, it } from 'vitest';
import { readOutcome } from '../../../src/capture/structural.js';
import { normalizeTimestamp, readTranscriptLine } from '../../../src/capture/transcript.js';

describe('readTranscriptLine', () => {
  it('reads an assistant line: message id, blocks, provenance; thinking and unknown blocks dropped', () => {
    const line = JSON.stringify({
      type: 'assistant',
      uuid: 'u1',
      sessionId: 's1',
      gitBranch: 'main',
      cwd: '/w',
      timestamp: '2026-03-02T10:00:00Z',
      isSidechain: true,
      agentId: 'a1',
      message: {
        id: 'msg_1',
        content: [
          { type: 'thinking', thinking: 'hmm' },
          { type: 'text', text: 'hi' },
          { type: 'server_tool_use', id: 'x' },
          { type: 'tool_use', id: 't1', name: 'Read', input: { file_path: '/w/a' } },
        ],
      },
    });
    const reading = readTranscriptLine(line);
    expect(reading).toEqual({
      kind: 'record',
      record: {
        type: 'assistant',
        uuid: 'u1',
        sessionId: 's1',
        gitBranch: 'main',
        cwd: '/w',
        timestamp: '2026-03-02T10:00:00.000Z',
        isSidechain: true,
        agentId: 'a1',
        isMeta: false,
        isCompactSummary: false,
        messageId: 'msg_1',
        blocks: [
          { type: 'text', text: 'hi' },
          { type: 'tool_use', id: 't1', name: 'Read', input: { file_path: '/w/a' } },
        ],
      },
    });
  });

  it('keeps only the head of a tool result, never the output at large', () => {
    const output = 'x'.repeat(10_000);
    const reading = readTranscriptLine(
      JSON.stringify({
        type: 'user',
        message: {
          content: [
            { type: 'tool_result', tool_use_id: 't1', content: [{ type: 'text', text: output }] },
          ],
        },
        toolUseResult: 'Error: boom',
      }),
    );
    expect(reading.kind === 'record' && reading.record.blocks[0]).toMatchObject({
      type: 'tool_result',
      toolUseId: 't1',
      isError: false,
    });
    expect(
      reading.kind === 'record' && (reading.record.blocks[0] as { head: string }).head.length,
    ).toBe(2000);
  });

  it('reads a record that has another glued after it without a newline, and hands back the rest', () => {
    const user = JSON.stringify({
      type: 'user',
      uuid: 'u1',
      message: { role: 'user', content: 'a } { b' },
    });
    const summary = JSON.stringify({ type: 'summary', summary: 'Add agent name', leafUuid: 'u0' });
    const reading = readTranscriptLine(user + summary);
    expect(reading.kind === 'record' && reading.record.prompt).toBe('a } { b');
    expect(reading.kind === 'record' && reading.rest).toBe(summary);
    expect(readTranscriptLine(`${user}{"type":"user","message":`).kind).toBe('record');
  });

  it('reads a human prompt given as a string', () => {
    const reading = readTranscriptLine(
      JSON.stringify({ type: 'user', message: { role: 'user', content: 'fix the bug' } }),
    );
    expect(reading.kind === 'record' && reading.record.prompt).toBe('fix the bug');
  });

  it.each([
    ['binary junk', '\u0000\u0001\u0002garbage', 'unreadable'],
    ['a JSON string', '"massive error"', 'unreadable'],
    ['broken JSON with a user type', '{"type":"user", "message": {', 'unreadable'],
    ['a record of another type', '{"type":"progress","data":{"type":"hook_progress"}}', 'skipped'],
    ['an empty line', '   ', 'skipped'],
    ['an object without a type', '{"user": "assistant"}', 'unreadable'],
  ])('treats %s as %s', (_name, line, kind) => {
    expect(readTranscriptLine(line).kind).toBe(kind);
  });

  it('never quotes the line in its reason (it may hold a secret)', () => {
    const reading = readTranscriptLine('{"type":"user","token":"abc123secret"');
    expect(reading).toEqual({ kind: 'unreadable', reason: 'not valid JSON' });
  });
});

describe('normalizeTimestamp', () => {
  it('gives milliseconds in UTC, or nothing for a non-time', () => {
    expect(normalizeTimestamp('2025-06-14T11:00:00Z')).toBe('2025-06-14T11:00:00.000Z');
    expect(normalizeTimestamp('2025-06-14T13:00:00.123+02:00')).toBe('2025-06-14T11:00:00.123Z');
    expect(normalizeTimestamp('yesterday')).toBeUndefined();
    expect(normalizeTimestamp(1_700_000_000)).toBeUndefined();
  });
});

describe('readOutcome', () => {
  const rejected =
    "The user doesn't want to proceed with this tool use. The tool use was rejected (eg. if it was a file edit, the new_string was NOT written to the file). STOP what you are doing and wait for the user to tell you how to proceed.";
  it.each([
    ['a success', false, 'done', { stdout: 'x', interrupted: false }, { outcome: 'ok' }],
    [
      'a failed command',
      true,
      'Exit code 2\nboom',
      'Error: Exit code 2\nboom',
      { outcome: 'error', exitCode: 2 },
    ],
    [
      'an error without exit code',
      true,
      'String to replace not found',
      'Error: String to replace not found',
      { outcome: 'error' },
    ],
    ['a rejection', true, rejected, 'User rejected tool use', { outcome: 'rejected' }],
    [
      'a rejection with a reason',
      true,
      `${rejected.slice(0, 120)} To tell you how to proceed, the user said:\nuse pnpm`,
      undefined,
      { outcome: 'rejected', feedback: 'use pnpm' },
    ],
    [
      'an interrupt',
      true,
      rejected,
      'Error: [Request interrupted by user for tool use]',
      { outcome: 'interrupted' },
    ],
    [
      'an interrupted command',
      false,
      '',
      { stdout: '', interrupted: true },
      { outcome: 'interrupted' },
    ],
  ])('reads %s', (_name, isError, head, structured, expected) => {
    expect(readOutcome(isError as boolean, head as string, structured)).toEqual(expected);
  });
});

describe('normalizeTimestamp on out-of-range fields', () => {
  it('rolls an impossible date over rather than keeping it', () => {
    expect(normalizeTimestamp('2025-02-30T10:00:00.000Z')).toBe('2025-03-02T10:00:00.000Z');
    expect(normalizeTimestamp('2025-02-28T10:00:00.000Z')).toBe('2025-02-28T10:00:00.000Z');
    expect(normalizeTimestamp('2025-13-01T10:00:00.000Z')).toBeUndefined();
  });
});

describe('mayHoldMessage', () => {
  it('skips progress lines, even those that embed whole messages, and thinking-only lines', async () => {
    const { mayHoldMessage } = await import('../../../src/capture/transcript.js');
    expect(
      mayHoldMessage(
        '{"parentUuid":null,"type":"progress","data":{"type":"agent_progress","message":{"type":"assistant","message":{"content":[]}}}}',
      ),
    ).toBe(false);
    expect(mayHoldMessage('{"type":"file-history-snapshot","messageId":"x","snapshot":{}}')).toBe(
      false,
    );
    expect(
      mayHoldMessage(
        '{"message":{"id":"m","content":[{"type":"thinking","thinking":"…","signature":"s"}]},"type":"assistant"}',
      ),
    ).toBe(false);
    expect(
      mayHoldMessage(
        '{"message":{"model":"x","id":"m","type":"message","role":"assistant","content":[{"type":"thinking","thinking":"…"}]},"type":"assistant"}',
      ),
    ).toBe(false);
    expect(
      mayHoldMessage(
        '{"message":{"model":"x","id":"m","type":"message","role":"assistant","content":[{"type":"text","text":"hi"}]},"type":"assistant"}',
      ),
    ).toBe(true);
    expect(
      mayHoldMessage(
        '{"parentUuid":null,"userType":"external","type":"system","subtype":"turn_duration"}',
      ),
    ).toBe(false);
    expect(
      mayHoldMessage(
        '{"message":{"id":"m","content":[{"type":"text","text":"the type was \\"type\\":\\"progress\\""}]},"type":"assistant"}',
      ),
    ).toBe(true);
    expect(
      mayHoldMessage(
        '{"type":"user","message":{"role":"user","content":"progress report: \\"type\\":\\"progress\\""}}',
      ),
    ).toBe(true);
    expect(mayHoldMessage('{"type": "user", "message": {"content": "spaces after colons"}}')).toBe(
      true,
    );
  });
});

describe('isSkippedRecord', () => {
  it('recognises records without memory from their bytes, within the line only', async () => {
    const { isSkippedRecord } = await import('../../../src/capture/transcript.js');
    const progress = '{"parentUuid":"p","userType":"external","type":"progress","data":{}}';
    const user =
      '{"parentUuid":"p","type":"user","message":{"content":"see \\"type\\":\\"progress\\""}}';
    const bytes = Buffer.from(`${user}\n${progress}\n`);
    expect(isSkippedRecord(bytes, 0, user.length)).toBe(false);
    expect(isSkippedRecord(bytes, user.length + 1, user.length + 1 + progress.length)).toBe(true);
    const short = Buffer.from('{"type":"prog"}\n{"type":"progress"}');
    expect(isSkippedRecord(short, 0, 15)).toBe(false);
  });
});
