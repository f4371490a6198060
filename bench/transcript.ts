/**
 * Synthetic Claude Code transcripts for benchmarks, in the real line format: the bundled
 * demo session (demo/transcripts/) repeated with fresh uuids, message and tool ids and
 * later timestamps. The mix follows what reference/claude-code-transcripts.md observed
 * over 45 real sessions: about two thirds of all lines are `progress` records (hook and
 * bash progress around each tool call), and tool results are larger than the demo's (a
 * file read holds a few hundred lines, a command prints a screenful).
 */
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const DEMO = fileURLToPath(new URL('../demo/transcripts/', import.meta.url));

function demoLines(): string[] {
  const name = readdirSync(DEMO).find((file) => file.endsWith('.jsonl'))!;
  return readFileSync(`${DEMO}${name}`, 'utf8').split('\n').filter(Boolean);
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
const IDS = /\b(msg_01|toolu_01|req_011C)([A-Za-z0-9]{20,22})\b/g;
const TIME = /"timestamp":"([^"]+)"/g;

function hashed(text: string, length: number): string {
  return createHash('sha256').update(text).digest('hex').slice(0, length);
}

/** One copy of the demo session, made distinct: every id and time is new. */
function copyOf(lines: string[], copy: number, cwd: string): string[] {
  const shiftMs = copy * 3_600_000;
  const out: string[] = [];
  for (const line of lines) {
    let text = line
      .replaceAll('/home/dev/weather-cli', cwd)
      .replace(UUID, (uuid) => {
        const h = hashed(`${uuid}:${copy}`, 32);
        return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
      })
      .replace(
        IDS,
        (_match, prefix: string, id: string) => prefix + hashed(`${id}:${copy}`, id.length),
      )
      .replace(
        TIME,
        (_match, ts: string) => `"timestamp":"${new Date(Date.parse(ts) + shiftMs).toISOString()}"`,
      );
    // Real tool results are larger than the demo's: pad file reads and command output.
    if (text.includes('"toolUseResult":{"type":"text","file"'))
      text = text.replaceAll(
        '"content":"',
        `"content":"${'  const unchanged = readLineOfTheFileBeingRead(index);\\n'.repeat(120)}`,
      );
    if (text.includes('"toolUseResult":{"stdout"'))
      text = text.replaceAll(
        '"stdout":"',
        `"stdout":"${'ok 12 - builds the forecast URL for a city (1.2ms)\\n'.repeat(20)}`,
      );
    out.push(text);
    if (text.includes('"type":"tool_use"')) {
      const parent = /"uuid":"([^"]+)"/.exec(text)?.[1] ?? null;
      for (let i = 0; i < 6; i++) {
        out.push(
          JSON.stringify({
            parentUuid: parent,
            isSidechain: false,
            userType: 'external',
            cwd,
            sessionId: 'bench-session',
            version: '2.1.39',
            gitBranch: 'main',
            type: 'progress',
            data:
              i < 2
                ? {
                    type: 'hook_progress',
                    hookEvent: i === 0 ? 'PreToolUse' : 'PostToolUse',
                    hookName: i === 0 ? 'PreToolUse:Bash' : 'PostToolUse:Bash',
                    command: 'node .claude/hooks/check.js',
                  }
                : {
                    type: 'bash_progress',
                    output: 'progress '.repeat(12),
                    elapsedTimeSeconds: i,
                    totalLines: i * 3,
                  },
            toolUseID: `toolu_01${hashed(`${copy}:${out.length}`, 22)}`,
            parentToolUseID: null,
            uuid: hashed(`p${copy}:${out.length}`, 32).replace(
              /^(.{8})(.{4})(.{4})(.{4})(.{12})$/,
              '$1-$2-$3-$4-$5',
            ),
            timestamp: new Date(
              Date.parse('2026-03-02T14:05:00Z') + shiftMs + out.length,
            ).toISOString(),
          }),
        );
      }
    }
  }
  return out;
}

/** Lines of a transcript of at least `bytes` bytes (each without its newline). */
export function syntheticTranscript(bytes: number, cwd: string): string[] {
  const base = demoLines();
  const lines: string[] = [];
  let size = 0;
  for (let copy = 0; size < bytes; copy++) {
    for (const line of copyOf(base, copy, cwd)) {
      lines.push(line);
      size += Buffer.byteLength(line) + 1;
    }
  }
  return lines;
}
