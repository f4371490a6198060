/**
 * Capturing transcripts in tests: an initialised repository, the bundled demo session,
 * and a way to replay a transcript into a file the way Claude Code writes it.
 */
import { existsSync, appendFileSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { captureTranscript, type CaptureOptions } from '../../src/capture/transcript-capture.js';
import { locate, readProjectConfig, type Project } from '../../src/project.js';
import { readEventLog } from '../../src/events/store.js';
import type { AnyEvent } from '../../src/events/envelope.js';
import { cortex } from './cli.js';
import { tempRepo } from './repo.js';

export const DEMO_TRANSCRIPTS = fileURLToPath(new URL('../../demo/transcripts/', import.meta.url));
export const DEMO_SESSION = '4f1c2a9e-7b3d-4e8a-9c61-2d5f8e0b7a13';
export const DEMO_TRANSCRIPT = join(DEMO_TRANSCRIPTS, `${DEMO_SESSION}.jsonl`);
export const DEMO_AGENT_TRANSCRIPT = join(
  DEMO_TRANSCRIPTS,
  DEMO_SESSION,
  'subagents',
  'agent-a7c31e9.jsonl',
);

/** A fresh repository with `cortex init` run in it. */
export async function initialisedRepo(): Promise<string> {
  const root = tempRepo();
  const result = await cortex(root, ['init']);
  if (result.code !== 0) throw new Error(`cortex init failed: ${result.stderr}`);
  return root;
}

export function openTestProject(root: string): Project {
  const located = locate(root);
  if (located.kind !== 'project') throw new Error(`no cortex project in ${root}`);
  return { repo: located.repo, paths: located.paths, ...readProjectConfig(located.paths) };
}

/** Captures a transcript in-process, with a fixed clock. */
export function capture(
  root: string,
  transcriptPath: string,
  options: Partial<CaptureOptions> = {},
) {
  return captureTranscript(openTestProject(root), {
    transcriptPath,
    now: new Date('2026-11-20T10:00:00Z'),
    author: 'dev@example.com',
    ...options,
  });
}

/** The events captured, in log order: the committed log and the local per-tool activity. */
export function events(root: string): AnyEvent[] {
  return readEventLog(openTestProject(root).paths, { local: true }).events;
}

/** The committed log's events alone, in log order. */
export function committedEvents(root: string): AnyEvent[] {
  return readEventLog(openTestProject(root).paths).events;
}

/** Every line of the event files, committed and local (duplicates included: the store must not write any). */
export function eventLines(root: string): string[] {
  const lines: string[] = [];
  const walk = (path: string): void => {
    if (!existsSync(path)) return;
    for (const name of readdirSync(path)) {
      const full = join(path, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (name.endsWith('.ndjson'))
        lines.push(...readFileSync(full, 'utf8').split('\n').filter(Boolean));
    }
  };
  walk(join(root, '.cortex', 'events'));
  walk(join(root, '.cortex', 'local', 'activity'));
  return lines;
}

/** The lines of a transcript, each with its newline. */
export function transcriptLines(path: string): string[] {
  return readFileSync(path, 'utf8')
    .split(/(?<=\n)/)
    .filter(Boolean);
}

/** Appends lines to a growing transcript file. */
export function appendLines(path: string, lines: string[]): void {
  appendFileSync(path, lines.join(''));
}

/** What identifies an event, for comparing two captures of the same session. */
export function comparable(list: AnyEvent[]): string[] {
  return list.map((event) => JSON.stringify({ ...event, author: null }));
}
