/**
 * The shared fixtures (real Claude Code transcripts) live beside the project, in
 * ../shared/fixtures/, and are read in place. Where they are absent (a user's clone), tests
 * that need them are skipped with a visible note; under CI=true their absence is a failure.
 */
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe } from 'vitest';

export const SHARED_FIXTURES = fileURLToPath(new URL('../../../shared/fixtures/', import.meta.url));
export const TRANSCRIPTS = `${SHARED_FIXTURES}transcripts/`;

export const haveSharedFixtures = existsSync(TRANSCRIPTS);

if (!haveSharedFixtures) {
  if (process.env.CI === 'true') {
    throw new Error(
      `shared fixtures not found at ${TRANSCRIPTS}: CI must run with ../shared beside the project`,
    );
  }
  process.stderr.write(
    `note: ${TRANSCRIPTS} not found; tests that read real transcripts are skipped\n`,
  );
}

/** `describe` for tests that read the shared fixtures: skipped (with a note) when they are absent. */
export const describeWithFixtures = haveSharedFixtures ? describe : describe.skip;

/** The path of a transcript under ../shared/fixtures/transcripts/. */
export function transcript(path: string): string {
  return `${TRANSCRIPTS}${path}`;
}

/** Every `.jsonl` file under a folder of the shared fixtures, at any depth: what `cortex ingest <folder>` reads. */
export function transcriptFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((name) =>
    name.endsWith('.jsonl'),
  );
}
