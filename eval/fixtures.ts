/**
 * The evaluation set drawn from the real transcripts in ../shared/fixtures/transcripts/:
 * they are captured with `cortex ingest` into a scratch repository (read in place, never
 * copied into the project), and the questions in sets/fixtures/questions.txt name the
 * captured events that answer them by selector (see that file), so the set follows the
 * capture pipeline as it is, and a selector that stops matching fails loudly.
 *
 * Where ../shared is absent (a user's clone) the set is skipped with a note; under CI=true
 * its absence is an error, as for the tests that read the fixtures.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { runCli } from '../src/cli/main.js';
import type { Context } from '../src/cli/context.js';
import type { AnyEvent } from '../src/events/envelope.js';
import { projectPaths } from '../src/events/paths.js';
import { readEventLog } from '../src/events/store.js';
import { EVENT_TYPES, resolveEventType } from '../src/events/types.js';
import type { EvalQuery, EvalSet } from './history.js';

export const TRANSCRIPTS = fileURLToPath(
  new URL('../../shared/fixtures/transcripts/', import.meta.url),
);
const QUESTIONS = fileURLToPath(new URL('./sets/fixtures/questions.txt', import.meta.url));

/** Runs a cortex command in this process, in `cwd`; throws with its stderr if it fails. */
export async function cortex(cwd: string, args: string[]): Promise<void> {
  let stderr = '';
  const stdin = new PassThrough();
  stdin.end();
  const ctx: Context = {
    cwd,
    env: { TZ: 'UTC' },
    stdin,
    stdout: { write: () => true },
    stderr: { write: (chunk: string) => (stderr += chunk) },
    now: () => new Date('2026-02-01T00:00:00Z'),
    entropy: () => new Uint8Array(10),
    self: { execPath: process.execPath, script: 'cortex' },
  };
  const code = await runCli(args, ctx);
  if (code !== 0) throw new Error(`cortex ${args.join(' ')} failed (${code}): ${stderr}`);
}

/** The events `cortex ingest` captures from the fixture transcripts, in log order. */
export async function captureFixtures(): Promise<AnyEvent[]> {
  const root = realpathSync(mkdtempSync(join(tmpdir(), 'cortex-eval-')));
  try {
    execFileSync('git', ['init', '-q', '-b', 'main'], { cwd: root });
    execFileSync('git', ['config', 'user.email', 'eval@example.com'], { cwd: root });
    await cortex(root, ['init']);
    await cortex(root, ['ingest', '--all-projects', TRANSCRIPTS]);
    // The user's own search: this clone's local per-tool activity is searched with the committed log.
    return readEventLog(projectPaths(root), { local: true }).events;
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

/** The events a selector (`type~text`) names: of that type or alias, their content containing the text. */
export function selectEvents(events: readonly AnyEvent[], selector: string): AnyEvent[] {
  const tilde = selector.indexOf('~');
  if (tilde < 0) throw new Error(`expected 'type~text', got '${selector}'`);
  const type = resolveEventType(selector.slice(0, tilde).trim());
  if (!type) throw new Error(`unknown type in '${selector}'`);
  const text = selector
    .slice(tilde + 1)
    .trim()
    .toLowerCase();
  return events.filter(
    (event) => event.type === type && event.content.toLowerCase().includes(text),
  );
}

/** Reads the questions, resolving every answer's selector against the captured events. */
export function parseQuestions(text: string, events: readonly AnyEvent[]): EvalQuery[] {
  const memories = events.filter((event) => EVENT_TYPES[event.type].category !== 'control');
  const queries: EvalQuery[] = [];
  text.split('\n').forEach((raw, index) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const where = `questions.txt:${index + 1}`;
    if (!line.startsWith('? ') || !line.includes('=>'))
      throw new Error(`${where}: expected '? question => answers'`);
    const arrow = line.lastIndexOf('=>');
    const query = line.slice(2, arrow).trim();
    const answerText = line.slice(arrow + 2).trim();
    const answers =
      answerText === '-'
        ? []
        : answerText.split(' | ').map((selector) => {
            const ids = selectEvents(memories, selector).map((event) => event.id);
            if (ids.length === 0)
              throw new Error(
                `${where}: '${selector}' matches no captured event (did capture change?)`,
              );
            return ids;
          });
    queries.push({ query, answers });
  });
  return queries;
}

export async function loadFixtureSet(): Promise<{ set?: EvalSet; note?: string }> {
  if (!existsSync(TRANSCRIPTS)) {
    if (process.env.CI === 'true')
      throw new Error(
        `shared fixtures not found at ${TRANSCRIPTS}: CI must run with ../shared beside the project`,
      );
    return {
      note: `fixture-transcript set skipped: ${TRANSCRIPTS} not found (it lives beside the project, in ../shared)`,
    };
  }
  const events = await captureFixtures();
  return {
    set: {
      name: 'fixture-transcripts',
      events,
      queries: parseQuestions(readFileSync(QUESTIONS, 'utf8'), events),
    },
  };
}
