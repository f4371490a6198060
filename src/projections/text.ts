/**
 * Small text shapes shared by the projections: one-line summaries, confidence words,
 * provenance tags. Deterministic: no locale, no clock.
 */
import type { AnyEvent } from '../events/envelope.js';
import { shortId } from '../events/id.js';

/** Below this confidence a capture is a guess: kept in the log, out of decisions.md and briefings. */
export const CONFIDENCE_FLOOR = 0.5;

/**
 * Keeps an HTML comment marker in remembered text from hiding the rest of a projection
 * (GitHub and Claude Code both drop what is inside `<!-- … -->`).
 */
export function defuseComments(text: string): string {
  return text.replace(/<!--/g, '&lt;!--').replace(/-->/g, '--&gt;');
}

/** Collapses whitespace to single spaces and cuts at `max` characters with an ellipsis. */
export function oneLine(text: string, max: number): string {
  const flat = defuseComments(text).replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/, '')}…`;
}

/** Keeps line breaks but cuts the whole text at `max` characters. */
export function clip(text: string, max: number): string {
  const trimmed = defuseComments(text)
    .trim()
    .replace(/\r\n/g, '\n')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n');
  if (trimmed.length <= max) return trimmed;
  const cut = trimmed.slice(0, max - 1);
  const space = Math.max(cut.lastIndexOf(' '), cut.lastIndexOf('\n'));
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export type ConfidenceLevel = 'high' | 'medium' | 'low';

export function confidenceLevel(confidence: number): ConfidenceLevel {
  if (confidence >= 0.8) return 'high';
  return confidence >= CONFIDENCE_FLOOR ? 'medium' : 'low';
}

/** The UTC calendar date of an event: what provenance shows (time is display-only). */
export function eventDate(event: AnyEvent): string {
  return (event.ts.length === 24 ? event.ts : new Date(event.ts).toISOString()).slice(0, 10);
}

/** `s12, 2026-11-20, 4XK2M9QD`: session ordinal, date, short id. */
export function provenance(event: AnyEvent, ordinal: number): string {
  return `s${ordinal}, ${eventDate(event)}, ${shortId(event.id)}`;
}

/** A reason as a clause: trimmed, without a trailing full stop. */
export function reasonOf(data: Record<string, unknown>): string | undefined {
  const reason = typeof data.reason === 'string' ? data.reason.trim().replace(/\.$/, '') : '';
  return reason === '' ? undefined : reason;
}

export function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && item.trim() !== '') : [];
}

/** Normalises step or plan text for matching: lower case, words only. */
export function normaliseStep(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
