/**
 * What the projections need from the log, gathered in one pass so that a large log can be
 * streamed through rather than held: the memory events (knowledge and control) in log
 * order, the newest activity, the sessions in the order they began, and which events are
 * referred to by later ones.
 *
 * Age is counted in sessions, never in wall time: a session's ordinal is its rank by the
 * first event it wrote, in `(ts, id)` order, so every machine with the same events counts
 * the same. Manual memories have no session; the ones written on the same UTC day count
 * as one session, so a project that only uses the command line still ages its memories.
 */
import type { AnyEvent } from '../events/envelope.js';
import type { IdCollision } from '../events/collisions.js';
import { orderEvents, sortKey } from '../events/order.js';
import { EVENT_TYPES, type EventType } from '../events/types.js';

/** How many of the newest activity events (edits, reads, commands) a digest keeps. */
export const RECENT_ACTIVITY_KEPT = 400;

export interface Reference {
  /** How many events refer to this one. */
  count: number;
  /** The session ordinal of the latest event that does. */
  lastOrdinal: number;
}

export interface LogDigest {
  /** Knowledge and control events, in log order, duplicates collapsed. */
  memoryEvents: AnyEvent[];
  /** The newest activity events, in log order. */
  recentActivity: AnyEvent[];
  /** How many sessions the whole log spans, for ageing (events without a session count one per day). */
  sessionCount: number;
  /** How many recorded sessions (events with a session id) the log holds: what people are told. */
  namedSessionCount: number;
  /** How many distinct events the log holds. */
  eventCount: number;
  /** The newest event of all, if any. */
  lastEvent: AnyEvent | undefined;
  /** Different memory events under one id: both are in memoryEvents, the later renamed. */
  collisions: IdCollision[];
  /** Which events later events refer to (by id). */
  references: ReadonlyMap<string, Reference>;
  /** Each session's 1-based ordinal, by session key (see sessionKeyOf). */
  sessionOrdinals: ReadonlyMap<string, number>;
  /** The 1-based ordinal of the session an event belongs to. */
  ordinalOf(event: AnyEvent): number;
}

/** The session an event counts towards (see the module comment for manual memories). */
export function sessionKeyOf(event: AnyEvent): string {
  if (event.session !== null && event.session !== '') return `s:${event.session}`;
  const canonical = event.ts.length === 24 ? event.ts : new Date(event.ts).toISOString();
  return `d:${canonical.slice(0, 10)}`;
}

/**
 * Keeps the newest `limit` events offered, cheaply: offers are appended, and only when the
 * buffer holds four times the limit is it sorted and cut back. (Events mostly arrive in
 * file order, which is roughly time order, so a sorted insert would shift on every offer.)
 */
class RecentEvents {
  private entries: { key: string; event: AnyEvent }[] = [];

  constructor(private readonly limit: number) {}

  /** The entries kept, for a cache. */
  state(): [string, AnyEvent][] {
    this.trim();
    return this.entries.map((entry) => [entry.key, entry.event]);
  }

  restore(entries: readonly [string, AnyEvent][]): void {
    this.entries = entries.map(([key, event]) => ({ key, event }));
  }

  /** The oldest key kept, when the limit is reached. */
  floor(): string | undefined {
    this.trim();
    return this.entries.length >= this.limit ? this.entries[0]!.key : undefined;
  }

  offer(key: string, event: AnyEvent): void {
    this.entries.push({ key, event });
    if (this.entries.length >= this.limit * 4) this.trim();
  }

  private trim(): void {
    this.entries.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    if (this.entries.length > this.limit) this.entries = this.entries.slice(-this.limit);
  }

  /** The events kept, oldest first; the same event offered twice (from two files) is kept once. */
  events(): AnyEvent[] {
    this.trim();
    const events: AnyEvent[] = [];
    for (let i = 0; i < this.entries.length; i++) {
      if (i > 0 && this.entries[i]!.key === this.entries[i - 1]!.key) continue;
      events.push(this.entries[i]!.event);
    }
    return events;
  }
}

/** Where an event was read: its file (relative to the repository root) and its line's bytes in it (line end left out). */
export interface EventPlace {
  file: string;
  start: number;
  end: number;
}

export interface DigestOptions {
  /**
   * The knowledge types to hold whole. A knowledge event of another type offered with its
   * place is held as a stub: its envelope without its content and data (see isStub), so that
   * a reader who needs only some of them (the committed projections) does not hold them all;
   * `placesOf` says where to read the whole event again. Without this every event is whole.
   * Everything else the digest counts (sessions, references, the newest event, ids) is
   * counted from the whole event either way.
   */
  whole?: ReadonlySet<EventType>;
}

/**
 * What one reader of a large log renders, for reading it lean (log-reader.ts): the knowledge
 * types it may show wherever they stand (held whole), and, of the stubs of the others, the
 * ones it shows (read whole again before it renders).
 */
export interface DigestNeeds {
  whole: ReadonlySet<EventType>;
  stubsShown(digest: LogDigest): ReadonlySet<string>;
}

/** The data of every stub: one shared, frozen object (no event's data is this object). */
const STUB_DATA: Readonly<Record<string, never>> = Object.freeze({});
const STUB_SOURCE = Object.freeze({ layer: 'import' as const });

/** Whether an event in a digest is a stub (see DigestOptions.whole): no content, no data, no author. */
export function isStub(event: AnyEvent): boolean {
  return event.data === STUB_DATA;
}

/** Where a stub's event was read, kept on the stub itself (no code that reads events sees a symbol's field). */
const PLACE = Symbol('place');
const NO_REFS: string[] = [];
Object.freeze(NO_REFS);

/**
 * The stub of an event: what orders it (time, id) and what the fold and the plans ask of it
 * (type, branch, refs), and where it was read; no session (the digest counted it already).
 * `branch` is the builder's one copy of that name: thousands of stubs share it.
 */
function stubOf(event: AnyEvent, branch: string | null, place: EventPlace): AnyEvent {
  return {
    v: event.v,
    id: event.id,
    ts: event.ts,
    type: event.type,
    session: null,
    branch,
    author: null,
    content: '',
    salience: 0,
    confidence: 0,
    immortal: false,
    source: STUB_SOURCE,
    refs: event.refs.length ? event.refs : NO_REFS,
    data: STUB_DATA,
    [PLACE]: place,
  } as AnyEvent;
}

/**
 * A digest with some of its stubs replaced by their whole events (read again from their
 * places): same order, same counts. `whole` holds one event per id.
 */
export function completeDigest(digest: LogDigest, whole: ReadonlyMap<string, AnyEvent>): LogDigest {
  if (whole.size === 0) return digest;
  const memoryEvents = digest.memoryEvents.map((event) =>
    isStub(event) ? (whole.get(event.id) ?? event) : event,
  );
  return { ...digest, memoryEvents };
}

/** A builder's state as plain JSON: enough to go on adding events later (the incremental cache). */
export interface DigestBuilderState {
  ids: string[];
  memory: AnyEvent[];
  activity: [string, AnyEvent][];
  sessionStarts: [string, string][];
  /** Referenced id, then each referring event's id and session key. */
  referrers: [string, [string, string][]][];
  newest: AnyEvent | null;
}

/** Builds a LogDigest from events offered in any order, in one go or over several runs. */
export class LogDigestBuilder {
  private readonly ids = new Set<string>();
  private memory: AnyEvent[] = [];
  /** Memory ids offered more than once (copies or collisions): where a stub is among them, all must be whole before the digest is finished. */
  private readonly repeated = new Set<string>();
  /** One copy of each branch name the stubs hold. */
  private readonly branches = new Map<string, string>();
  private readonly activity = new RecentEvents(RECENT_ACTIVITY_KEPT);
  private readonly sessionStarts = new Map<string, string>();
  /** For each referenced id, the events referring to it (by id) and their session keys. */
  private readonly referrers = new Map<string, Map<string, string>>();
  private newestKey = '';
  private newest: AnyEvent | undefined;

  /** A builder that holds whole every event, or (with `whole`) only the knowledge types named, and stubs of the rest. */
  constructor(private readonly options: DigestOptions = {}) {}

  /** Whether an event with this id was added. */
  has(id: string): boolean {
    return this.ids.has(id);
  }

  /** Adds an event; `place`, where it was read, lets a builder with `whole` hold it as a stub. */
  add(event: AnyEvent, place?: EventPlace): void {
    if (this.ids.has(event.id)) {
      // The same fact again is dropped when the digest is finished; a different one under
      // the same id must survive to be reported (see events/collisions.ts). Telling which
      // takes both whole events: a stub among them is read again (see twiceStubbed).
      if (EVENT_TYPES[event.type].category === 'activity') {
        this.activity.offer(sortKey(event), event);
        return;
      }
      if (this.options.whole) this.repeated.add(event.id);
      this.memory.push(this.hold(event, place));
      return;
    }
    this.ids.add(event.id);
    const key = sortKey(event);
    const session = sessionKeyOf(event);
    const start = this.sessionStarts.get(session);
    if (start === undefined || key < start) this.sessionStarts.set(session, key);
    if (key > this.newestKey) {
      this.newestKey = key;
      this.newest = event;
    }
    for (const ref of event.refs) {
      const referring = this.referrers.get(ref);
      if (referring) referring.set(event.id, session);
      else this.referrers.set(ref, new Map([[event.id, session]]));
    }
    if (EVENT_TYPES[event.type].category === 'activity') this.activity.offer(key, event);
    else this.memory.push(this.hold(event, place));
  }

  /** The event itself, or its stub (noting where it was read) when this builder holds only some types whole. */
  private hold(event: AnyEvent, place: EventPlace | undefined): AnyEvent {
    const whole = this.options.whole;
    if (
      whole === undefined ||
      place === undefined ||
      whole.has(event.type) ||
      EVENT_TYPES[event.type].category !== 'knowledge'
    )
      return event;
    let branch = event.branch;
    if (branch !== null) {
      const known = this.branches.get(branch);
      if (known === undefined) this.branches.set(branch, branch);
      else branch = known;
    }
    return stubOf(event, branch, place);
  }

  /** The stubs held of these ids. */
  private stubsOf(ids: ReadonlySet<string>): AnyEvent[] {
    return ids.size === 0 ? [] : this.memory.filter((event) => isStub(event) && ids.has(event.id));
  }

  /** Ids offered more than once where a stub is among them (copies or a collision): `complete` them before `finish`. */
  twiceStubbed(): Set<string> {
    return new Set(this.stubsOf(this.repeated).map((event) => event.id));
  }

  /** Where the stubs of these ids were read (ids that are not stubs have none). */
  placesOf(ids: ReadonlySet<string>): EventPlace[] {
    return this.stubsOf(ids).map((stub) => (stub as unknown as { [PLACE]: EventPlace })[PLACE]);
  }

  /**
   * Puts whole events, read again from the places of stubs, in the place of every stub of
   * their ids. Before `finish`: copies and collisions are told apart on whole events.
   */
  complete(events: readonly AnyEvent[]): void {
    if (events.length === 0) return;
    const ids = new Set(events.map((event) => event.id));
    this.memory = this.memory.filter((event) => !(isStub(event) && ids.has(event.id)));
    for (const event of events) this.memory.push(event);
  }

  /** The state to save; `fromState` carries on from it. (Not for a builder that holds stubs.) */
  state(): DigestBuilderState {
    return {
      ids: [...this.ids],
      memory: this.memory,
      activity: this.activity.state(),
      sessionStarts: [...this.sessionStarts],
      referrers: [...this.referrers].map(([id, referring]) => [id, [...referring]]),
      newest: this.newest ?? null,
    };
  }

  /** A builder that carries on from a saved state (trusted: this code wrote it). */
  static fromState(state: DigestBuilderState): LogDigestBuilder {
    return LogDigestBuilder.merge([state]);
  }

  /**
   * One builder from the states of several (one per event file): as if every event had
   * been added to it. An event found in two files counts once.
   */
  static merge(states: readonly DigestBuilderState[]): LogDigestBuilder {
    const builder = new LogDigestBuilder();
    for (const state of states) builder.absorb(state);
    return builder;
  }

  /**
   * Adds another builder's state (one event file's): as if its events had been added here.
   * The state can be dropped afterwards, so that a large log's states are never all held.
   */
  absorb(state: DigestBuilderState): void {
    for (const id of state.ids) this.ids.add(id);
    for (const event of state.memory) this.memory.push(event);
    for (const [key, event] of state.activity) this.activity.offer(key, event);
    for (const [session, key] of state.sessionStarts) {
      const start = this.sessionStarts.get(session);
      if (start === undefined || key < start) this.sessionStarts.set(session, key);
    }
    for (const [id, referring] of state.referrers) {
      const known = this.referrers.get(id);
      if (known) for (const [referrer, session] of referring) known.set(referrer, session);
      else this.referrers.set(id, new Map(referring));
    }
    if (state.newest) this.offerNewest(state.newest);
  }

  /** Offers the newest event of a state absorbed without it (the cache parses only the one it needs). */
  offerNewest(event: AnyEvent): void {
    const key = sortKey(event);
    if (key > this.newestKey) {
      this.newestKey = key;
      this.newest = event;
    }
  }

  /**
   * The key of the oldest activity event the digest keeps once it holds as many as it keeps
   * (undefined before): activity older than this, in any file, can never be among the newest.
   */
  activityFloor(): string | undefined {
    return this.activity.floor();
  }

  finish(): LogDigest {
    const starts = [...this.sessionStarts].sort((a, b) => (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0));
    const ordinals = new Map<string, number>(
      starts.map(([session], index) => [session, index + 1]),
    );
    const references = new Map<string, Reference>();
    for (const [id, referring] of this.referrers) {
      let lastOrdinal = 0;
      for (const session of referring.values())
        lastOrdinal = Math.max(lastOrdinal, ordinals.get(session) ?? 0);
      references.set(id, { count: referring.size, lastOrdinal });
    }
    const memory = orderEvents(this.memory);
    return makeDigest({
      memoryEvents: memory.events,
      collisions: memory.collisions,
      recentActivity: this.activity.events(),
      eventCount: this.ids.size,
      lastEvent: this.newest,
      references,
      sessionOrdinals: ordinals,
    });
  }
}

function makeDigest(
  parts: Omit<LogDigest, 'ordinalOf' | 'sessionCount' | 'namedSessionCount'>,
): LogDigest {
  const ordinals = parts.sessionOrdinals;
  let named = 0;
  for (const key of ordinals.keys()) if (key.startsWith('s:')) named++;
  return {
    ...parts,
    sessionCount: ordinals.size,
    namedSessionCount: named,
    ordinalOf: (event) => ordinals.get(sessionKeyOf(event)) ?? 0,
  };
}

/**
 * The digest's memory events and recent activity as one list in log order: what
 * `orderEvents([...memoryEvents, ...recentActivity]).events` gives. Each list is in log order
 * already with no id twice, so they are merged rather than sorted again (at 100,000 events a
 * sort of 90,000 memories); where an id is in both, or a list is out of order (a digest
 * built by hand), orderEvents decides.
 */
export function memoryAndActivity(
  digest: Pick<LogDigest, 'memoryEvents' | 'recentActivity'>,
): AnyEvent[] {
  const { memoryEvents: memory, recentActivity: activity } = digest;
  const sorted = () => orderEvents([...memory, ...activity]).events;
  const ids = new Set<string>();
  for (const list of [memory, activity]) {
    for (const event of list) {
      if (ids.has(event.id)) return sorted();
      ids.add(event.id);
    }
  }
  const merged: AnyEvent[] = [];
  let i = 0;
  let j = 0;
  let last = '';
  let memoryKey = memory.length ? sortKey(memory[0]!) : '';
  let activityKey = activity.length ? sortKey(activity[0]!) : '';
  while (i < memory.length || j < activity.length) {
    const fromMemory = j >= activity.length || (i < memory.length && memoryKey < activityKey);
    const key = fromMemory ? memoryKey : activityKey;
    if (key <= last) return sorted();
    last = key;
    if (fromMemory) {
      merged.push(memory[i++]!);
      memoryKey = i < memory.length ? sortKey(memory[i]!) : '';
    } else {
      merged.push(activity[j++]!);
      activityKey = j < activity.length ? sortKey(activity[j]!) : '';
    }
  }
  return merged;
}

/** The digest of a list of events (in any order). */
export function digestEvents(events: Iterable<AnyEvent>): LogDigest {
  const builder = new LogDigestBuilder();
  for (const event of events) builder.add(event);
  return builder.finish();
}
