/**
 * How much a memory matters now (paper section 9.4). Non-immortal memories decay from their
 * last access: salience x 0.995^hours. Each access reinforces: salience x 1.2, capped at 1.
 * Immortal ones (decisions, rejections) never decay; among them, the recently made or
 * referenced and the often retrieved come first.
 */
import type { AccessEntry } from './access.js';
import type { Memory } from './corrections.js';

export interface DecayOptions {
  /** The fraction of salience kept per hour without access. */
  decayPerHour: number;
  /** The factor each access multiplies salience by (capped at 1). */
  reinforcement: number;
}

export const DEFAULT_DECAY: DecayOptions = { decayPerHour: 0.995, reinforcement: 1.2 };

const HOUR_MS = 3_600_000;

/** Whole hours from `since` to `now`, never negative (clocks differ). */
export function hoursBetween(since: string, now: Date): number {
  const ms = now.getTime() - Date.parse(since);
  return ms > 0 ? ms / HOUR_MS : 0;
}

/** The time a memory was last touched: its latest access, or else when it was recorded. */
export function lastAccess(memory: Memory, access: AccessEntry | undefined): string {
  const recorded = memory.edits.length
    ? memory.edits[memory.edits.length - 1]!.ts
    : memory.event.ts;
  return access && Date.parse(access.last) > Date.parse(recorded) ? access.last : recorded;
}

/** Salience after reinforcement by `count` accesses. */
export function reinforcedSalience(
  salience: number,
  count: number,
  options: DecayOptions = DEFAULT_DECAY,
): number {
  return Math.min(1, salience * options.reinforcement ** count);
}

/** salience x reinforcement x decay, for a memory that may decay. */
export function effectiveSalience(
  memory: Memory,
  access: AccessEntry | undefined,
  now: Date,
  options: DecayOptions = DEFAULT_DECAY,
): number {
  const base = reinforcedSalience(memory.event.salience, access?.count ?? 0, options);
  if (memory.event.immortal || memory.pinned) return base;
  return base * options.decayPerHour ** hoursBetween(lastAccess(memory, access), now);
}

/**
 * The standing of an immortal memory: recency in sessions (halved after 20 sessions
 * untouched) plus how often, and how lately, it was retrieved. A decision retrieved a few
 * times this week outranks one made last session.
 */
export function immortalStanding(
  salience: number,
  age: number,
  access: AccessEntry | undefined,
  now: Date,
  options: DecayOptions = DEFAULT_DECAY,
): number {
  const recency = 1 / (1 + age / 20);
  const retrieval = access
    ? Math.log2(1 + access.count) * options.decayPerHour ** hoursBetween(access.last, now)
    : 0;
  return salience * (recency + 0.25 * retrieval);
}
