/**
 * Reads the evaluation's project histories: a compact line format (see eval/README.md) that
 * becomes real cortex events (validated like any other) and queries with the events that
 * answer them.
 */
import { makeEvent, type AnyEvent, type EventInit } from '../src/events/envelope.js';
import { deriveEventId } from '../src/events/id.js';
import { MEMORY_KINDS, type EventType } from '../src/events/types.js';
import { random } from '../bench/realistic.js';

export interface EvalQuery {
  query: string;
  /** The answers, each the ids of the events that count as it; none when nothing in the log answers. */
  answers: string[][];
}

export interface EvalSet {
  name: string;
  events: AnyEvent[];
  queries: EvalQuery[];
}

const KINDS: Record<string, { type: EventType; kind?: string }> = {
  ...Object.fromEntries(
    Object.entries(MEMORY_KINDS).map(([name, value]) => [
      name,
      { type: value.type, ...(value.kind ? { kind: value.kind } : {}) },
    ]),
  ),
  fix: { type: 'error_resolved' },
  task: { type: 'task_completed' },
};

function parseFields(parts: string[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const part of parts) {
    const eq = part.indexOf('=');
    if (eq < 0) throw new Error(`expected name=value, got '${part}'`);
    fields[part.slice(0, eq).trim()] = part.slice(eq + 1).trim();
  }
  return fields;
}

/**
 * Parses one history. `noise` adds that many reads, edits and commands per memory, drawn
 * from the files and commands the history itself mentions, as real logs are mostly activity.
 */
export function parseHistory(name: string, text: string, noise = 3): EvalSet {
  const events: AnyEvent[] = [];
  const queries: EvalQuery[] = [];
  const ids = new Map<string, string>();
  const files = new Set<string>();
  const commands = new Set<string>();
  let clock = 0;
  let session = 0;
  let branch = 'main';
  const rand = random(name.length * 7919 + text.length);

  const lines = text.split('\n');
  const push = <T extends EventType>(
    init: Omit<EventInit<T>, 'id' | 'ts' | 'source'> & { key: string },
  ): AnyEvent => {
    clock += 4 + Math.floor(rand() * 9);
    const ts = new Date(clock * 60_000).toISOString();
    const { key, ...rest } = init;
    const event = makeEvent({
      ...rest,
      id: deriveEventId(clock * 60_000, `${name}/${key}`),
      ts,
      source: { layer: 'tag' },
      session: `${name}-s${session}`,
      branch,
    } as EventInit<T>) as AnyEvent;
    events.push(event);
    return event;
  };
  const addNoise = () => {
    const pool = [...files];
    const commandPool = [...commands];
    for (let i = 0; i < noise; i++) {
      const roll = rand();
      if (roll < 0.4 && commandPool.length) {
        const command = commandPool[Math.floor(rand() * commandPool.length)]!;
        push({
          key: `noise-${events.length}`,
          type: 'command_run',
          content: command,
          data: { command, exitCode: 0 },
        });
      } else if (pool.length) {
        const file = pool[Math.floor(rand() * pool.length)]!;
        const type = roll < 0.7 ? 'file_explored' : 'file_modified';
        push({
          key: `noise-${events.length}`,
          type,
          content: `${type === 'file_modified' ? 'Edited' : 'Read'} ${file}`,
          data: { files: [file] },
        });
      }
    }
  };

  lines.forEach((raw, index) => {
    const line = raw.trim();
    const where = `${name}:${index + 1}`;
    try {
      if (line === '' || line.startsWith('#')) return;
      if (line.startsWith('@start ')) {
        clock = Date.parse(line.slice(7).trim()) / 60_000;
        return;
      }
      if (line.startsWith('@session')) {
        session++;
        branch = line.split(/\s+/)[1] ?? 'main';
        clock += 18 * 60;
        return;
      }
      if (line.startsWith('? ')) {
        const [query, answer] = line
          .slice(2)
          .split('=>')
          .map((part) => part.trim());
        const relevant =
          answer === '-'
            ? []
            : answer!.split(/\s+/).map((key) => {
                const id = ids.get(key);
                if (!id) throw new Error(`unknown key '${key}'`);
                return id;
              });
        queries.push({ query: query!, answers: relevant.map((id) => [id]) });
        return;
      }
      const [head, ...rest] = line.split(' | ');
      const space = head!.indexOf(' ');
      const word = head!.slice(0, space);
      const body = head!.slice(space + 1).trim();
      if (word === 'cmd') {
        commands.add(body);
        push({
          key: `line-${index}`,
          type: 'command_run',
          content: body,
          data: { command: body, exitCode: 0 },
        });
        return;
      }
      if (word === 'edit' || word === 'read') {
        files.add(body);
        const type = word === 'edit' ? 'file_modified' : 'file_explored';
        push({
          key: `line-${index}`,
          type,
          content: `${word === 'edit' ? 'Edited' : 'Read'} ${body}`,
          data: { files: [body] },
        });
        return;
      }
      if (word === 'retract') {
        const target = ids.get(body.replace(/^->\s*/, ''));
        if (!target) throw new Error(`unknown key in '${body}'`);
        push({
          key: `line-${index}`,
          type: 'memory_retracted',
          content: 'Retracted',
          refs: [target],
        });
        return;
      }
      if (word === 'supersede') {
        const match = /^(\S+)\s*->\s*(\S+)$/.exec(body);
        const target = match && ids.get(match[2]!);
        if (!match || !target)
          throw new Error(`expected 'supersede new -> old | content', got '${body}'`);
        const fields = parseFields(rest.slice(1));
        const event = push({
          key: match[1]!,
          type: 'memory_superseded',
          content: rest[0]!.trim(),
          refs: [target],
          data: fields.files ? { files: fields.files.split(',') } : {},
        });
        ids.set(match[1]!, event.id);
        return;
      }
      const kind = KINDS[word];
      if (!kind) throw new Error(`unknown line kind '${word}'`);
      const key = body.split(/\s+/, 1)[0]!;
      const content = rest[0]!.trim();
      const fields = parseFields(rest.slice(1));
      const data: Record<string, unknown> = {};
      if (kind.kind) data.kind = kind.kind;
      if (fields.tags) data.tags = fields.tags.split(',');
      if (fields.files) {
        data.files = fields.files.split(',');
        for (const file of data.files as string[]) files.add(file);
      }
      if (fields.reason) data.reason = fields.reason;
      if (fields.error) data.error = fields.error;
      if (fields.fix) data.fix = fields.fix;
      if (fields.steps)
        data.steps = fields.steps.split(';').map((content) => ({ content, status: 'pending' }));
      const event = push({ key, type: kind.type, content, data: data as never });
      if (ids.has(key)) throw new Error(`duplicate key '${key}'`);
      ids.set(key, event.id);
      addNoise();
    } catch (error) {
      throw new Error(`${where}: ${(error as Error).message}`, { cause: error });
    }
  });
  return { name, events, queries };
}
