/**
 * How events look in a terminal: the `cortex log` formats and `cortex show`.
 */
import {
  filesOf,
  printableName,
  reasonOf,
  shortId,
  stripControlCharacters,
} from '../memory/words.js';
import type { AnyEvent } from '../events/envelope.js';
import type { EventLocation } from '../events/store.js';
import type { MemoryFold } from '../projections/corrections.js';
import type { Style } from './style.js';

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** `2026-11-20 14:03` in the given (or the local) time zone. */
export function formatLocalTime(ts: string, timeZone: string | undefined): string {
  const key = timeZone ?? '';
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone: timeZone || undefined,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    dateFormats.set(key, format);
  }
  const parts = Object.fromEntries(
    format.formatToParts(new Date(ts)).map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

function indent(text: string, prefix: string): string {
  return text
    .split('\n')
    .map((line) => (line === '' ? '' : prefix + line))
    .join('\n');
}

/** The supporting detail worth a line under the content: reason, command, files. */
function detailLines(event: AnyEvent): string[] {
  const data = event.data as Record<string, unknown>;
  const lines: string[] = [];
  const reason = reasonOf(data, event.content);
  if (reason) lines.push(`Why: ${reason}`);
  if (event.type === 'command_run' && data.exitCode !== undefined)
    lines.push(`Exit code: ${String(data.exitCode)}`);
  if (event.type === 'session_activity' && Array.isArray(data.commands)) {
    // A condensed session: each distinct command it ran, with the purpose Claude gave it.
    for (const entry of data.commands as {
      command?: unknown;
      description?: unknown;
      runs?: unknown;
      failed?: unknown;
      test?: unknown;
    }[]) {
      if (typeof entry?.command !== 'string') continue;
      const runs = typeof entry.runs === 'number' ? ` x${entry.runs}` : '';
      const failed = typeof entry.failed === 'number' ? `, ${entry.failed} failed` : '';
      const test = typeof entry.test === 'string' ? `, tests ${entry.test}` : '';
      const purpose = typeof entry.description === 'string' ? `: ${entry.description}` : '';
      lines.push(`Ran: ${entry.command}${runs}${failed}${test}${purpose}`);
    }
  }
  const files = filesOf(event);
  if (files.length)
    lines.push(
      `Files: ${files.slice(0, 8).join(', ')}${files.length > 8 ? `, … (${files.length} in all)` : ''}`,
    );
  if (event.refs.length) lines.push(`Refs: ${event.refs.map(shortId).join(', ')}`);
  return lines;
}

export interface RenderOptions {
  style: Style;
  timeZone: string | undefined;
  /** What later corrections did to each event, by id (`forgotten`, `superseded by …`). */
  marks?: ReadonlyMap<string, string[]>;
}

function markSuffix(event: AnyEvent, options: RenderOptions): string {
  const marks = options.marks?.get(event.id);
  return marks?.length ? ` ${options.style.red(`[${marks.join(', ')}]`)}` : '';
}

/**
 * What the corrections in the log did to each of `events`: forgotten, superseded (and by
 * what), reworded, pinned. Like `git log` showing a reverted commit: the event stays, marked.
 * A correction capture made itself (a problem fixed later, a decision the user took back)
 * says so, with its reason, where `controls` holds it.
 */
export function correctionMarks(
  events: readonly AnyEvent[],
  fold: MemoryFold,
  controls: readonly AnyEvent[] = [],
): Map<string, string[]> {
  const marks = new Map<string, string[]>();
  const byId = new Map(controls.map((control) => [control.id, control]));
  const by = (id: string): string => {
    const control = byId.get(id);
    const data = (control?.data ?? {}) as { tags?: unknown; reason?: unknown };
    if (!Array.isArray(data.tags) || !data.tags.includes('capture')) return shortId(id);
    return data.tags.includes('fixed-later')
      ? `capture (${shortId(id)}): fixed later`
      : data.tags.includes('user-reversal')
        ? `capture (${shortId(id)}): taken back by the user`
        : `capture (${shortId(id)})`;
  };
  for (const event of events) {
    const memory = fold.byId.get(event.id);
    const list: string[] = [];
    if (memory) {
      if (memory.status === 'retracted') list.push(`forgotten by ${by(memory.retractedBy!)}`);
      if (memory.status === 'superseded' && memory.supersededBy)
        list.push(`superseded by ${by(memory.supersededBy)}`);
      if (memory.edits.length) list.push(`reworded by ${shortId(memory.edits.at(-1)!.id)}`);
      if (memory.pinned && memory.status === 'active') list.push('pinned');
    } else if (fold.cancelled.has(event.id)) {
      list.push('undone');
    }
    if (list.length) marks.set(event.id, list);
  }
  return marks;
}

function safeValue(value: unknown): unknown {
  if (typeof value === 'string') return stripControlCharacters(value);
  if (Array.isArray(value)) return value.map(safeValue);
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [stripControlCharacters(key), safeValue(inner)]),
    );
  return value;
}

/**
 * The event with every string it holds stripped of control characters: remembered text
 * reaches a terminal, where an escape sequence could clear the screen, write the
 * clipboard (OSC 52) or hide a link (OSC 8). cortex's own colours are added afterwards.
 */
export function safeForTerminal(event: AnyEvent): AnyEvent {
  return safeValue(event) as AnyEvent;
}

/** The default `cortex log` entry, shaped like `git log`'s. */
export function renderLogEntry(unsafe: AnyEvent, options: RenderOptions): string {
  const event = safeForTerminal(unsafe);
  const { style } = options;
  const branch = event.branch === null ? '' : ` ${style.cyan(`(${event.branch})`)}`;
  const header = `${style.yellow(shortId(event.id))} ${style.bold(event.type)}${branch}${markSuffix(event, options)}`;
  const meta = [`Date:   ${formatLocalTime(event.ts, options.timeZone)}`];
  if (event.author) meta.push(`Author: ${event.author}`);
  const body = [event.content, ...detailLines(event).map((line) => style.dim(line))].join('\n');
  return `${header}\n${meta.join('\n')}\n\n${indent(body, '    ')}\n`;
}

/** One line: short id, date, type, branch, first line of content. */
export function renderOneline(unsafe: AnyEvent, options: RenderOptions): string {
  const event = safeForTerminal(unsafe);
  const { style } = options;
  const date = formatLocalTime(event.ts, options.timeZone).slice(0, 10);
  const branch = event.branch === null ? '' : ` ${style.cyan(`(${event.branch})`)}`;
  const firstLine = event.content.split('\n', 1)[0];
  return `${style.yellow(shortId(event.id))} ${date} ${style.bold(event.type)}${branch}${markSuffix(event, options)} ${firstLine}`;
}

/** Everything about one event, for `cortex show`. */
export function renderEventDetail(
  unsafe: AnyEvent,
  location: EventLocation | undefined,
  options: RenderOptions,
): string {
  const event = safeForTerminal(unsafe);
  const { style } = options;
  const source = event.source;
  const sourceParts = [
    source.layer,
    source.tool && `tool ${source.tool}`,
    source.agent && `agent ${source.agent}`,
    source.record && `record ${source.record}`,
  ];
  const rows: [string, string][] = [
    ['type', event.type],
    ['time', `${event.ts} (${formatLocalTime(event.ts, options.timeZone)} local)`],
    ['session', event.session ?? '-'],
    ['branch', event.branch ?? '-'],
    ['author', event.author ?? '-'],
    ['salience', `${event.salience}${event.immortal ? ' (immortal)' : ''}`],
    ['confidence', String(event.confidence)],
    ['source', sourceParts.filter(Boolean).join(' · ')],
  ];
  if (event.refs.length) rows.push(['refs', event.refs.join(', ')]);
  if (location) rows.push(['stored in', `${printableName(location.file)}:${location.line}`]);
  const lines = [
    `${style.yellow(`event ${event.id}`)}`,
    ...rows.map(([key, value]) => `${`${key}:`.padEnd(12)}${value}`),
  ];
  lines.push('', indent(event.content, '    '));
  if (Object.keys(event.data).length)
    lines.push('', 'data:', indent(JSON.stringify(event.data, null, 2), '  '));
  return lines.join('\n') + '\n';
}
