/**
 * The capture part of `npm run demo`: replays a Claude Code session (demo/transcripts/, a
 * realistic session written in Claude Code's own format) through the built binary
 * exactly as Claude Code would: the transcript grows line by line in a scratch
 * `~/.claude/projects/…` folder, and after each assistant turn `cortex hook stop` (or
 * `subagent-stop`, or `session-end`) is run with the hook's JSON payload on stdin. The
 * project the session worked on is set up first (the files it read, as it read them), and
 * its edits are made in the scratch repository as it makes them, so what cortex remembers
 * about files is about files that are there.
 */
import { spawnSync } from 'node:child_process';
import {
  appendFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  realpathSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const DEMO = fileURLToPath(new URL('../demo/transcripts/', import.meta.url));

interface Line {
  text: string;
  value: {
    type?: string;
    isMeta?: boolean;
    cwd?: string;
    message?: { content?: unknown };
    toolUseResult?: { agentId?: string; file?: { filePath?: string; content?: string } };
  };
}

interface ToolUse {
  type: string;
  name?: string;
  input?: { file_path?: string; content?: string; old_string?: string; new_string?: string };
}

/** The demo session's transcript file. */
function sessionFile(): string {
  return join(
    DEMO,
    readdirSync(DEMO).find((name) => name.endsWith('.jsonl'))!,
  );
}

/** A path the session used, inside the scratch repository. */
function inRepo(repo: string, cwd: string, path: string): string {
  return join(repo, relative(cwd, path));
}

function writeFile(path: string, text: string): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}

/**
 * The project as the session found it: each file it read, with what the read returned, and
 * the few the transcript shows only in part (the README line an edit replaces, the package
 * whose `npm test` it ran).
 */
export function seedProject(repo: string): void {
  const lines = readLines(sessionFile());
  const cwd = lines.find((line) => line.value.cwd)!.value.cwd!;
  writeFile(
    join(repo, 'package.json'),
    `${JSON.stringify({ name: 'weather-cli', version: '1.2.0', type: 'module', bin: { weather: 'src/cli.js' }, scripts: { test: 'node --test' } }, null, 2)}\n`,
  );
  writeFile(
    join(repo, 'README.md'),
    '# weather-cli\n\nPrints the forecast for a city: `weather Paris`.\n\nEvery run calls the weather API.\n',
  );
  writeFile(
    join(repo, 'src/cli.js'),
    "#!/usr/bin/env node\nimport { fetchForecast } from './api.js';\n\nconsole.log(await fetchForecast(process.argv.slice(2).join(' ')));\n",
  );
  for (const line of lines) {
    const file = line.value.toolUseResult?.file;
    if (file?.filePath && typeof file.content === 'string')
      writeFile(inRepo(repo, cwd, file.filePath), file.content);
  }
}

/** Makes the file changes an assistant line's Write and Edit calls make, as Claude Code would. */
function applyEdits(repo: string, cwd: string, line: Line): void {
  const content = line.value.type === 'assistant' ? line.value.message?.content : undefined;
  if (!Array.isArray(content)) return;
  for (const use of content as ToolUse[]) {
    const input = use.input;
    if (use.type !== 'tool_use' || !input?.file_path) continue;
    const path = inRepo(repo, cwd, input.file_path);
    if (use.name === 'Write' && typeof input.content === 'string') writeFile(path, input.content);
    if (
      use.name === 'Edit' &&
      typeof input.old_string === 'string' &&
      typeof input.new_string === 'string'
    ) {
      writeFile(path, readFileSync(path, 'utf8').replace(input.old_string, input.new_string));
    }
  }
}

function readLines(path: string): Line[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((text) => ({ text, value: JSON.parse(text) as Line['value'] }));
}

/** A person typing: Claude Code has just finished the previous turn and run the Stop hook. */
const isPrompt = (line: Line): boolean =>
  line.value.type === 'user' &&
  !line.value.isMeta &&
  typeof line.value.message?.content === 'string';

interface EventView {
  id: string;
  type: string;
  content: string;
  source: { agent?: string };
}

/** Every event in the demo repository, quietly (the demo prints only the new ones). */
function exportEvents(bin: string, repo: string): EventView[] {
  const out = spawnSync(process.execPath, [bin, 'export'], { cwd: repo, encoding: 'utf8' }).stdout;
  return out
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as EventView);
}

export function replayCapture(repo: string, bin: string, say: (text: string) => void): void {
  const session = readdirSync(DEMO)
    .find((name) => name.endsWith('.jsonl'))!
    .replace(/\.jsonl$/, '');
  const home = realpathSync(mkdtempSync(join(tmpdir(), 'cortex-demo-claude-')));
  const projectDir = join(home, '.claude', 'projects', repo.replace(/[^A-Za-z0-9]/g, '-'));
  const transcript = join(projectDir, `${session}.jsonl`);
  const agentDir = join(projectDir, session, 'subagents');
  mkdirSync(agentDir, { recursive: true });
  writeFileSync(transcript, '');

  const seen = new Set(exportEvents(bin, repo).map((event) => event.id));
  const hook = (event: string, extra: Record<string, unknown>): void => {
    const payload = {
      session_id: session,
      transcript_path: transcript,
      cwd: repo,
      hook_event_name: event,
      ...extra,
    };
    const started = process.hrtime.bigint();
    const result = spawnSync(
      process.execPath,
      [bin, 'hook', event.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase()],
      { input: JSON.stringify(payload), encoding: 'utf8' },
    );
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    const events = exportEvents(bin, repo).filter((e) => !seen.has(e.id));
    say(
      `\n$ echo '{"session_id":"${session.slice(0, 8)}…","hook_event_name":"${event}",…}' | cortex hook ${event.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase()}   # exit ${result.status}, ${ms.toFixed(0)} ms, ${events.length} new event${events.length === 1 ? '' : 's'}\n`,
    );
    for (const e of events) {
      seen.add(e.id);
      say(
        `    ${e.type.padEnd(20)} ${e.source.agent ? `[agent ${e.source.agent}] ` : ''}${e.content.length > 150 ? `${e.content.slice(0, 149)}…` : e.content}\n`,
      );
    }
  };

  say(
    `\nReplaying a Claude Code session into ${transcript}\n(the transcript grows line by line; the hooks run where Claude Code would run them)\n`,
  );
  const lines = readLines(join(DEMO, `${session}.jsonl`));
  const cwd = lines.find((line) => line.value.cwd)!.value.cwd!;
  const agentFile = readdirSync(join(DEMO, session, 'subagents'))[0]!;
  const agentLines = readLines(join(DEMO, session, 'subagents', agentFile));
  const agentId = agentFile.replace(/^agent-|\.jsonl$/g, '');
  let assistantSinceStop = false;
  for (const line of lines) {
    if (isPrompt(line) && assistantSinceStop) {
      hook('Stop', { stop_hook_active: false });
      assistantSinceStop = false;
    }
    if (line.value.toolUseResult?.agentId === agentId) {
      // The subagent ran before its result came back to the main session.
      const agentTranscript = join(agentDir, agentFile);
      for (const agentLine of agentLines) appendFileSync(agentTranscript, agentLine.text + '\n');
      hook('SubagentStop', {
        stop_hook_active: false,
        agent_id: agentId,
        agent_type: 'Explore',
        agent_transcript_path: agentTranscript,
      });
    }
    appendFileSync(transcript, line.text + '\n');
    applyEdits(repo, cwd, line);
    if (line.value.type === 'assistant') assistantSinceStop = true;
  }
  hook('Stop', { stop_hook_active: false });
  hook('SessionEnd', { reason: 'prompt_input_exit' });

  const key = '7f3a9c2e5b8d1f4a6c0e9b2d5f8a1c3e';
  const logText = readdirSync(join(repo, '.cortex', 'events'), { recursive: true })
    .filter((name) => String(name).endsWith('.ndjson'))
    .map((name) => readFileSync(join(repo, '.cortex', 'events', String(name)), 'utf8'))
    .join('');
  say(
    `\nThe API key the user pasted into the session appears ${logText.split(key).length - 1} times in .cortex/events/ (it was redacted before the append).\n`,
  );
}
