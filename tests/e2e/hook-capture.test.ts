/**
 * The capture hooks as Claude Code runs them: the built binary, the JSON payload on
 * stdin, the transcript growing between calls.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cortexBin } from '../helpers/cli.js';
import {
  DEMO_AGENT_TRANSCRIPT,
  DEMO_SESSION,
  DEMO_TRANSCRIPT,
  appendLines,
  capture,
  comparable,
  eventLines,
  events,
  transcriptLines,
} from '../helpers/capture.js';
import { git, tempDir, tempRepo } from '../helpers/repo.js';

function initialised(): string {
  const root = tempRepo();
  expect(cortexBin(root, ['init']).code).toBe(0);
  return root;
}

const logOf = (root: string): string =>
  existsSync(join(root, '.cortex/local/cortex.log'))
    ? readFileSync(join(root, '.cortex/local/cortex.log'), 'utf8')
    : '';
const heartbeat = (root: string, event: string) =>
  JSON.parse(readFileSync(join(root, `.cortex/local/heartbeat/${event}.json`), 'utf8'));
const eventFiles = (root: string): string[] =>
  readdirSync(join(root, '.cortex/events'), { recursive: true })
    .map(String)
    .filter((name) => name.endsWith('.ndjson'));

function stop(root: string, payload: Record<string, unknown>, event = 'stop') {
  return cortexBin(root, ['hook', event], { input: JSON.stringify(payload) });
}

describe('cortex hook stop / subagent-stop / session-end', () => {
  it('captures a session replayed as Claude Code writes it, the same as ingesting it whole', async () => {
    const root = initialised();
    const dir = tempDir();
    const transcript = join(dir, `${DEMO_SESSION}.jsonl`);
    const agentTranscript = join(dir, DEMO_SESSION, 'subagents', 'agent-a7c31e9.jsonl');
    mkdirSync(join(agentTranscript, '..'), { recursive: true });
    writeFileSync(transcript, '');
    const base = { session_id: DEMO_SESSION, transcript_path: transcript, cwd: root };
    let assistantSinceStop = false;
    for (const line of transcriptLines(DEMO_TRANSCRIPT)) {
      const value = JSON.parse(line);
      if (
        value.type === 'user' &&
        typeof value.message?.content === 'string' &&
        assistantSinceStop
      ) {
        expect(stop(root, { ...base, hook_event_name: 'Stop', stop_hook_active: false })).toEqual({
          code: 0,
          stdout: '',
          stderr: '',
        });
        assistantSinceStop = false;
      }
      if (value.toolUseResult?.agentId === 'a7c31e9') {
        writeFileSync(agentTranscript, readFileSync(DEMO_AGENT_TRANSCRIPT));
        const payload = {
          ...base,
          hook_event_name: 'SubagentStop',
          agent_id: 'a7c31e9',
          agent_type: 'Explore',
          agent_transcript_path: agentTranscript,
        };
        expect(stop(root, payload, 'subagent-stop').code).toBe(0);
      }
      appendLines(transcript, [line]);
      if (value.type === 'assistant') assistantSinceStop = true;
    }
    expect(stop(root, { ...base, hook_event_name: 'Stop', stop_hook_active: true }).code).toBe(0);
    expect(
      stop(root, { ...base, hook_event_name: 'SessionEnd', reason: 'other' }, 'session-end').code,
    ).toBe(0);

    const whole = tempRepo();
    expect(cortexBin(whole, ['init']).code).toBe(0);
    // The session is condensed once, after its subagent, as SessionEnd does.
    await capture(whole, DEMO_TRANSCRIPT, { final: true, condense: false });
    await capture(whole, DEMO_AGENT_TRANSCRIPT, {
      session: DEMO_SESSION,
      agentId: 'a7c31e9',
      final: true,
    });
    expect(comparable(events(root)).sort()).toEqual(comparable(events(whole)).sort());
    expect(eventLines(root)).toHaveLength(events(root).length);
    expect(logOf(root)).toBe('');
    expect(heartbeat(root, 'stop')).toMatchObject({
      ok: true,
      session: DEMO_SESSION,
      problems: [],
    });
    expect(events(root).every((event) => event.author === 'dev@example.com')).toBe(true);
    // The hooks kept the committed projections in step with what they captured.
    const decisions = events(root).filter(
      (event) => event.type === 'decision_made' && event.confidence >= 0.5,
    );
    expect(decisions.length).toBeGreaterThan(0);
    const projected = readFileSync(join(root, '.cortex/decisions.md'), 'utf8');
    for (const decision of decisions)
      expect(projected).toContain(decision.content.split('\n')[0]!.slice(0, 40));
    expect(existsSync(join(root, '.cortex/active-plan.md'))).toBe(true);
    expect(cortexBin(root, ['project', '--check']).code).toBe(0);
  });

  it.each([
    ['garbage on stdin', 'this is { not json', /hook stop: payload is not JSON/],
    ['an empty payload', '', /hook stop: empty payload on stdin/],
    [
      'a payload without transcript_path',
      '{"session_id":"s1"}',
      /hook stop: no transcript_path in the payload; nothing captured/,
    ],
    [
      'a missing transcript',
      '{"session_id":"s1","transcript_path":"/nonexistent/t.jsonl"}',
      /hook stop: cannot read transcript \/nonexistent\/t\.jsonl: no such file/,
    ],
  ])('exits 0 on %s, writes no event, and logs why', (_name, input, reason) => {
    const root = initialised();
    expect(cortexBin(root, ['hook', 'stop'], { input })).toEqual({
      code: 0,
      stdout: '',
      stderr: '',
    });
    expect(eventFiles(root)).toEqual([]);
    expect(logOf(root)).toMatch(reason);
    expect(heartbeat(root, 'stop').ok).toBe(false);
  });

  it('exits 0 on an unreadable transcript (a folder), writes no event, and logs why', () => {
    const root = initialised();
    const transcript = join(tempDir(), 'folder.jsonl');
    mkdirSync(transcript);
    expect(stop(root, { session_id: 's1', transcript_path: transcript, cwd: root })).toEqual({
      code: 0,
      stdout: '',
      stderr: '',
    });
    expect(eventFiles(root)).toEqual([]);
    expect(logOf(root)).toMatch(/cannot read transcript .*folder\.jsonl: EISDIR/);
  });

  it('exits 0 on a transcript of binary junk, writes no event, and logs why without quoting it', () => {
    const root = initialised();
    const transcript = join(tempDir(), 'junk.jsonl');
    const junk = Buffer.from(Array.from({ length: 64 * 1024 }, (_, i) => (i * 7919 + 13) % 256));
    writeFileSync(transcript, junk);
    expect(
      stop(root, { session_id: 's1', transcript_path: transcript, cwd: root }, 'session-end'),
    ).toEqual({ code: 0, stdout: '', stderr: '' });
    expect(eventFiles(root)).toEqual([]);
    expect(logOf(root)).toMatch(
      /hook session-end: \d+ lines of .*junk\.jsonl skipped: not transcript records/,
    );
    expect(logOf(root).length).toBeLessThan(2000);
  });

  it('exits 0 on a 5 MB single line, writes no event, and logs why', () => {
    const root = initialised();
    const dir = tempDir();
    const unfinished = join(dir, 'unfinished.jsonl');
    writeFileSync(
      unfinished,
      `{"type":"assistant","message":{"content":[{"type":"text","text":"${'x'.repeat(5 * 1024 * 1024)}`,
    );
    expect(stop(root, { session_id: 's1', transcript_path: unfinished, cwd: root })).toEqual({
      code: 0,
      stdout: '',
      stderr: '',
    });
    expect(logOf(root)).toMatch(
      /unfinished\.jsonl ends in an unfinished line \(5\.0 MB without a newline\)/,
    );

    const garbage = join(dir, 'garbage.jsonl');
    writeFileSync(garbage, `${'{"type":"user" '.repeat(350_000)}\n`);
    expect(stop(root, { session_id: 's1', transcript_path: garbage, cwd: root })).toEqual({
      code: 0,
      stdout: '',
      stderr: '',
    });
    expect(logOf(root)).toMatch(
      /1 line of .*garbage\.jsonl skipped: not transcript records \(first at byte 0: not valid JSON\)/,
    );
    expect(eventFiles(root)).toEqual([]);
  });

  it('captures a legitimately huge line (a large tool result) like any other', () => {
    const root = initialised();
    const transcript = join(tempDir(), 'big.jsonl');
    const lines = transcriptLines(DEMO_TRANSCRIPT).map((line) =>
      line.includes('"Read"') || !line.includes('"tool_result"')
        ? line
        : line.replace('"content":"', `"content":"${'y'.repeat(6 * 1024 * 1024)}`),
    );
    writeFileSync(transcript, lines.join(''));
    expect(
      stop(
        root,
        { session_id: DEMO_SESSION, transcript_path: transcript, cwd: root },
        'session-end',
      ).code,
    ).toBe(0);
    expect(logOf(root)).toBe('');
    expect(events(root).length).toBeGreaterThan(15);
  });

  it('uses the cached author on every Stop and asks git again at session end', () => {
    const root = initialised();
    const transcript = join(tempDir(), 't.jsonl');
    const lines = transcriptLines(DEMO_TRANSCRIPT);
    const half = Math.floor(lines.length / 2);
    const payload = { session_id: DEMO_SESSION, transcript_path: transcript, cwd: root };
    writeFileSync(transcript, lines.slice(0, half).join(''));
    stop(root, payload);
    git(root, 'config', 'user.email', 'new@example.com');
    appendLines(transcript, lines.slice(half, half + 10));
    stop(root, payload);
    appendLines(transcript, lines.slice(half + 10));
    stop(root, payload, 'session-end');
    const authors = events(root).map((event) => event.author);
    expect(authors.filter((author) => author === 'dev@example.com').length).toBeGreaterThan(0);
    expect(authors.at(-1)).toBe('new@example.com');
  });

  it('still captures when .cortex/config.json is broken, and says once which setting is wrong', () => {
    const root = initialised();
    writeFileSync(
      join(root, '.cortex/config.json'),
      JSON.stringify({ redaction: { patterns: ['(unclosed'] }, search: { candidates: 'many' } }),
    );
    expect(
      stop(root, { session_id: DEMO_SESSION, transcript_path: DEMO_TRANSCRIPT, cwd: root }),
    ).toEqual({ code: 0, stdout: '', stderr: '' });
    expect(logOf(root)).toMatch(/redaction\.patterns\[0\]: not a valid regular expression/);
    expect(logOf(root)).toMatch(/search\.candidates/);
    expect(eventLines(root).length).toBeGreaterThan(10);
    stop(root, { session_id: DEMO_SESSION, transcript_path: DEMO_TRANSCRIPT, cwd: root });
    expect(logOf(root).match(/redaction\.patterns\[0\]/g)).toHaveLength(1);
  });

  it('finds the repository from the payload cwd when run elsewhere', () => {
    const root = initialised();
    const result = cortexBin(tempDir(), ['hook', 'stop'], {
      input: JSON.stringify({
        session_id: DEMO_SESSION,
        transcript_path: DEMO_TRANSCRIPT,
        cwd: root,
      }),
    });
    expect(result.code).toBe(0);
    expect(events(root).length).toBeGreaterThan(10);
  });
});

describe('cortex hook post-compact', () => {
  const SUMMARY = [
    'This session is being continued from a previous conversation that ran out of context.',
    'Summary:',
    '4. Errors and fixes:',
    '   - **Export wrote local times**: `TestExport_Dates` failed with a 2-hour offset',
    '     - Fix: format with `t.UTC()`',
    '   - **Token in the URL**: the request failed with key sk-live-0123456789abcdefghij0123456789ab in the query',
    '     - Fix: send it in the Authorization header',
    '6. All user messages:',
    '   - "always run `mise run lint` before saying you are done"',
  ].join('\n');

  it("stores Claude Code's summary as summary-layer memories, redacted, once even when the transcript repeats it", () => {
    const root = initialised();
    const dir = tempDir();
    const transcript = join(dir, 'sess-pc.jsonl');
    const record = (extra: Record<string, unknown>) =>
      JSON.stringify({
        parentUuid: null,
        isSidechain: false,
        userType: 'external',
        cwd: root,
        sessionId: 'sess-pc',
        version: '2.1.39',
        gitBranch: 'main',
        timestamp: '2026-03-02T10:00:00.000Z',
        ...extra,
      });
    writeFileSync(
      transcript,
      `${record({ type: 'user', uuid: 'p1', message: { role: 'user', content: 'fix the export' } })}\n`,
    );
    const payload = {
      session_id: 'sess-pc',
      transcript_path: transcript,
      cwd: root,
      hook_event_name: 'PostCompact',
      trigger: 'auto',
      compact_summary: SUMMARY,
    };
    expect(stop(root, payload, 'post-compact')).toEqual({ code: 0, stdout: '', stderr: '' });
    const summary = () => events(root).filter((event) => event.source.layer === 'summary');
    // Events of one instant are ordered by id: compared as a set.
    expect(
      summary()
        .map((event) => [event.type, event.content])
        .sort((a, b) => a[1]!.localeCompare(b[1]!)),
    ).toEqual([
      ['preference_noted', 'Always run `mise run lint` before saying you are done'],
      [
        'error_resolved',
        'Export wrote local times: `TestExport_Dates` failed with a 2-hour offset. Fix: format with `t.UTC()`.',
      ],
      [
        'error_resolved',
        expect.stringMatching(
          /^Token in the URL: the request failed with key \[REDACTED[^\]]*\] in the query\. Fix: send it in the Authorization header\.$/,
        ),
      ],
    ]);
    expect(JSON.stringify(events(root))).not.toContain('sk-live-0123456789');
    // The transcript then gets the same summary as its own record; the next Stop adds nothing from it.
    appendLines(transcript, [
      record({
        type: 'user',
        uuid: 'cs1',
        isCompactSummary: true,
        message: { role: 'user', content: SUMMARY },
      }),
    ]);
    expect(stop(root, { ...payload, hook_event_name: 'Stop' }).code).toBe(0);
    expect(summary()).toHaveLength(3);
    expect(logOf(root)).toBe('');
  });
});

describe('capture after git clean', () => {
  it('captures again what `git clean -fd` removed, and appends nothing twice after `git clean -fdx` took the cursor', async () => {
    const root = initialised();
    git(root, 'add', '-A');
    git(root, 'commit', '-qm', 'cortex init');
    const dir = tempDir();
    const transcript = join(dir, `${DEMO_SESSION}.jsonl`);
    const lines = transcriptLines(DEMO_TRANSCRIPT);
    const half = Math.floor(lines.length / 2);
    writeFileSync(transcript, '');
    appendLines(transcript, lines.slice(0, half));
    const base = { session_id: DEMO_SESSION, transcript_path: transcript, cwd: root };
    expect(stop(root, { ...base, hook_event_name: 'Stop' }).code).toBe(0);
    const before = events(root).length;
    expect(before).toBeGreaterThan(0);

    // The session's events were not committed yet: `git clean -fd` deletes their file.
    git(root, 'clean', '-fdq');
    expect(existsSync(join(root, '.cortex/events')) ? eventFiles(root) : []).toEqual([]);
    appendLines(transcript, lines.slice(half));
    expect(stop(root, { ...base, hook_event_name: 'Stop' }).code).toBe(0);
    expect(
      stop(root, { ...base, hook_event_name: 'SessionEnd', reason: 'other' }, 'session-end').code,
    ).toBe(0);

    const whole = tempRepo();
    expect(cortexBin(whole, ['init']).code).toBe(0);
    await capture(whole, DEMO_TRANSCRIPT, { final: true });
    expect(comparable(events(root)).sort()).toEqual(comparable(events(whole)).sort());
    expect(eventLines(root)).toHaveLength(events(root).length);
    expect(logOf(root)).toContain('was removed before it was committed');

    // Committed, then `git clean -fdx` removes .cortex/local and its cursors: nothing is appended again to the
    // committed log (the local per-tool detail, gone with .cortex/local, is captured again, condensed the same).
    git(root, 'add', '-A');
    git(root, 'commit', '-qm', 'memory');
    git(root, 'clean', '-fdxq');
    const committedLines = () =>
      eventFiles(root).flatMap((file) =>
        readFileSync(join(root, '.cortex/events', file), 'utf8')
          .split('\n')
          .filter(Boolean),
      );
    const committed = committedLines().length;
    expect(stop(root, { ...base, hook_event_name: 'Stop' }).code).toBe(0);
    expect(
      stop(root, { ...base, hook_event_name: 'SessionEnd', reason: 'other' }, 'session-end').code,
    ).toBe(0);
    expect(committedLines()).toHaveLength(committed);
    expect(eventLines(root)).toHaveLength(events(root).length);
    expect(git(root, 'status', '--porcelain', '--', '.cortex/events')).toBe('');
  });
});
