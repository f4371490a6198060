/**
 * A Claude Code transcript as text a person (or a reviewer) reads end to end when labelling
 * or judging: every user prompt and assistant text in full, each tool call on one line, the
 * head of each tool result, compaction summaries whole; each line opens with its record's
 * uuid, which labels and judgements cite. Progress, snapshots and hook chatter are left out.
 *
 *   node --import tsx eval/transcript-text.ts <transcript.jsonl> [--result-lines N]
 */
import { readFileSync } from 'node:fs';

interface Block {
  type?: string;
  text?: string;
  name?: string;
  input?: Record<string, unknown>;
  content?: unknown;
  is_error?: boolean;
}

function resultText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (Array.isArray(content))
    return content
      .map((part) =>
        typeof part === 'object' && part && 'text' in part
          ? String((part as { text: unknown }).text)
          : '',
      )
      .join('\n');
  return '';
}

function callLine(block: Block): string {
  const input = block.input ?? {};
  const pick = (key: string): string =>
    typeof input[key] === 'string' ? (input[key] as string) : '';
  switch (block.name) {
    case 'Bash':
      return `${pick('command')}${pick('description') ? `   # ${pick('description')}` : ''}`;
    case 'Read':
    case 'Edit':
    case 'Write':
    case 'MultiEdit':
      return pick('file_path');
    case 'Grep':
    case 'Glob':
      return `${pick('pattern')} ${pick('path')}`.trim();
    case 'TodoWrite':
      return ((input.todos as { content?: string; status?: string }[] | undefined) ?? [])
        .map((todo) => `[${todo.status}] ${todo.content}`)
        .join('; ');
    case 'Task':
    case 'Agent':
      return `${pick('description')}: ${pick('prompt').slice(0, 300)}`;
    default:
      return JSON.stringify(input).slice(0, 300);
  }
}

/** Renders one transcript's JSONL text. */
export function renderTranscript(text: string, resultLines = 6): string {
  const out: string[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    let record: Record<string, unknown>;
    try {
      record = JSON.parse(line) as Record<string, unknown>;
    } catch {
      continue;
    }
    const uuid = typeof record.uuid === 'string' ? record.uuid : '-';
    const side = record.isSidechain ? ' (subagent)' : '';
    const ts = typeof record.timestamp === 'string' ? record.timestamp.slice(0, 16) : '';
    const branch = typeof record.gitBranch === 'string' ? record.gitBranch : '';
    const message = record.message as { content?: unknown } | undefined;
    if (record.type === 'system' && record.subtype === 'compact_boundary')
      out.push(`${uuid} ---- compacted ----`);
    if (record.type === 'summary') out.push(`- SUMMARY LINE: ${String(record.summary)}`);
    if ((record.type !== 'user' && record.type !== 'assistant') || !message || record.isMeta)
      continue;
    const blocks: Block[] =
      typeof message.content === 'string'
        ? [{ type: 'text', text: message.content }]
        : Array.isArray(message.content)
          ? (message.content as Block[])
          : [];
    for (const block of blocks) {
      if (record.isCompactSummary) {
        out.push(
          `${uuid} COMPACTION SUMMARY${side} ${ts}:\n${block.text ?? ''}\n---- end of summary ----`,
        );
      } else if (record.type === 'user' && block.type === 'text') {
        out.push(`${uuid} USER${side} ${ts} [${branch}]: ${block.text ?? ''}`);
      } else if (record.type === 'assistant' && block.type === 'text') {
        out.push(`${uuid} ASSISTANT${side}: ${block.text ?? ''}`);
      } else if (block.type === 'tool_use') {
        out.push(`${uuid} CALL${side} ${block.name}: ${callLine(block)}`);
      } else if (block.type === 'tool_result') {
        const lines = resultText(block.content).split('\n');
        const head = lines.slice(0, resultLines).join('\n   | ');
        out.push(
          `${uuid} RESULT${side}${block.is_error ? ' (ERROR)' : ''}: ${head}${lines.length > resultLines ? `\n   | … (${lines.length - resultLines} more lines)` : ''}`,
        );
      }
    }
  }
  return out.join('\n');
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  const file = process.argv[2];
  if (!file) {
    process.stderr.write(
      'usage: node --import tsx eval/transcript-text.ts <transcript.jsonl> [--result-lines N]\n',
    );
    process.exit(2);
  }
  const at = process.argv.indexOf('--result-lines');
  process.stdout.write(
    renderTranscript(readFileSync(file, 'utf8'), at > 0 ? Number(process.argv[at + 1]) : 6) + '\n',
  );
}
