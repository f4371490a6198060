/**
 * The evaluation set drawn from the real transcripts in ../shared/fixtures: queries whose
 * answers are events captured from those sessions. It needs the capture pipeline to turn
 * transcripts into events; until that exists, the set is skipped with a note.
 */
import type { EvalSet } from './history.js';

export function loadFixtureSet(): { set?: EvalSet; note?: string } {
  return { note: 'fixture-transcript set skipped: it needs events captured from ../shared/fixtures/transcripts (see eval/README.md)' };
}
