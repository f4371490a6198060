/**
 * A synthetic memory log for benchmarks: N events spread over M writer files, with the
 * type mix and content lengths of real sessions (mostly commands, reads and edits; a few
 * decisions, rejections, plans and lessons). Deterministic for a given seed.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { serializeEvent } from '../src/events/codec.js';
import { makeEvent, type AnyEvent } from '../src/events/envelope.js';
import { deriveEventId } from '../src/events/id.js';
import type { EventType } from '../src/events/types.js';

/** A small deterministic PRNG (mulberry32). */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const MIX: [EventType, number][] = [
  ['command_run', 0.3],
  ['file_explored', 0.25],
  ['file_modified', 0.2],
  ['knowledge_acquired', 0.07],
  ['decision_made', 0.05],
  ['plan_step_completed', 0.03],
  ['plan_created', 0.02],
  ['approach_rejected', 0.02],
  ['error_resolved', 0.03],
  ['preference_noted', 0.01],
  ['task_completed', 0.02],
];

const WORDS = (
  'cache index store session branch merge driver hook transcript parser token budget briefing decision ' +
  'reject plan step search vector embedding query filter config lock file writer event stream commit ' +
  'rebase cherry pick projection markdown schema validation error retry timeout database postgres sqlite ' +
  'redis queue worker api endpoint handler middleware auth token jwt cookie route test fixture snapshot'
).split(' ');
const DIRS = ['src/events', 'src/capture', 'src/search', 'src/git', 'src/cli', 'tests/unit', 'tests/integration', 'docs'];
const COMMANDS = ['npm test', 'npm run build', 'git status', 'git diff --stat', 'npx vitest run tests/unit', 'ls -la src', 'node dist/bin.js log -n 5'];

function pick<T>(rand: () => number, items: readonly T[]): T {
  return items[Math.floor(rand() * items.length)]!;
}

function sentence(rand: () => number, words: number): string {
  const out: string[] = [];
  for (let i = 0; i < words; i++) out.push(pick(rand, WORDS));
  const text = out.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function chooseType(rand: () => number): EventType {
  let r = rand();
  for (const [type, weight] of MIX) {
    if ((r -= weight) <= 0) return type;
  }
  return 'command_run';
}

/** One synthetic event number `i` of a log. */
export function syntheticEvent(rand: () => number, i: number, start: number): AnyEvent {
  const type = chooseType(rand);
  const ts = new Date(start + i * 37_000).toISOString();
  const file = `${pick(rand, DIRS)}/${pick(rand, WORDS)}-${pick(rand, WORDS)}.ts`;
  const session = `session-${Math.floor(i / 200)}`;
  const base = { id: deriveEventId(Date.parse(ts), `bench/${i}`), ts, session, branch: i % 7 === 0 ? 'feature/search' : 'main', author: 'dev@example.com' };
  switch (type) {
    case 'command_run': {
      const command = pick(rand, COMMANDS);
      return makeEvent({ ...base, type, content: `Ran ${command}`, source: { layer: 'structural', tool: 'Bash' }, data: { command, exitCode: rand() < 0.9 ? 0 : 1 } });
    }
    case 'file_explored':
    case 'file_modified':
      return makeEvent({ ...base, type, content: `${type === 'file_modified' ? 'Edited' : 'Read'} ${file}`, source: { layer: 'structural', tool: type === 'file_modified' ? 'Edit' : 'Read' }, data: { files: [file] } }) as AnyEvent;
    case 'plan_step_completed': {
      const step = sentence(rand, 6);
      return makeEvent({ ...base, type, content: `Completed: ${step}`, source: { layer: 'structural', tool: 'TodoWrite' }, data: { step } });
    }
    case 'plan_created':
      return makeEvent({
        ...base,
        type,
        content: `Plan: ${sentence(rand, 8)}`,
        source: { layer: 'structural', tool: 'TodoWrite' },
        data: { steps: [0, 1, 2, 3].map((n) => ({ content: sentence(rand, 5), status: n === 0 ? 'completed' : n === 1 ? 'in_progress' : 'pending' })) },
      }) as AnyEvent;
    default:
      return makeEvent({
        ...base,
        type,
        content: `${sentence(rand, 10 + Math.floor(rand() * 25))}.`,
        source: { layer: rand() < 0.5 ? 'keyword' : 'tag' },
        confidence: 0.6 + rand() * 0.4,
        data: type === 'decision_made' || type === 'approach_rejected' ? { reason: sentence(rand, 8), files: [file] } : { files: [file] },
      }) as AnyEvent;
  }
}

/** Writes `events` synthetic events into `files` writer files under `root/.cortex/events/`. */
export function generateLog(root: string, events: number, files: number, seed = 42): void {
  const rand = random(seed);
  const start = Date.parse('2026-01-01T00:00:00Z');
  const perFile = Math.ceil(events / files);
  for (let f = 0; f < files; f++) {
    const lines: string[] = [];
    for (let i = f * perFile; i < Math.min(events, (f + 1) * perFile); i++) lines.push(serializeEvent(syntheticEvent(rand, i, start)));
    if (lines.length === 0) continue;
    const first = JSON.parse(lines[0]!) as { ts: string };
    const dir = join(root, '.cortex', 'events', first.ts.slice(0, 7));
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, `${deriveEventId(Date.parse(first.ts), `bench-file/${f}`)}.ndjson`), lines.join('\n') + '\n');
  }
}
