import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  EVENT_TYPES,
  orderEvents,
  sortKey
} from "./chunk-G37PHZM2.mjs";

// src/projections/digest.ts
var RECENT_ACTIVITY_KEPT = 400;
function sessionKeyOf(event) {
  if (event.session !== null && event.session !== "") return `s:${event.session}`;
  const canonical = event.ts.length === 24 ? event.ts : new Date(event.ts).toISOString();
  return `d:${canonical.slice(0, 10)}`;
}
var RecentEvents = class {
  constructor(limit) {
    this.limit = limit;
  }
  limit;
  entries = [];
  /** The entries kept, for a cache. */
  state() {
    this.trim();
    return this.entries.map((entry) => [entry.key, entry.event]);
  }
  restore(entries) {
    this.entries = entries.map(([key, event]) => ({ key, event }));
  }
  /** The oldest key kept, when the limit is reached. */
  floor() {
    this.trim();
    return this.entries.length >= this.limit ? this.entries[0].key : void 0;
  }
  offer(key, event) {
    this.entries.push({ key, event });
    if (this.entries.length >= this.limit * 4) this.trim();
  }
  trim() {
    this.entries.sort((a, b) => a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
    if (this.entries.length > this.limit) this.entries = this.entries.slice(-this.limit);
  }
  /** The events kept, oldest first; the same event offered twice (from two files) is kept once. */
  events() {
    this.trim();
    const events = [];
    for (let i = 0; i < this.entries.length; i++) {
      if (i > 0 && this.entries[i].key === this.entries[i - 1].key) continue;
      events.push(this.entries[i].event);
    }
    return events;
  }
};
var STUB_DATA = Object.freeze({});
var STUB_SOURCE = Object.freeze({ layer: "import" });
function isStub(event) {
  return event.data === STUB_DATA;
}
var PLACE = /* @__PURE__ */ Symbol("place");
var NO_REFS = [];
Object.freeze(NO_REFS);
function stubOf(event, branch, place) {
  return {
    v: event.v,
    id: event.id,
    ts: event.ts,
    type: event.type,
    session: null,
    branch,
    author: null,
    content: "",
    salience: 0,
    confidence: 0,
    immortal: false,
    source: STUB_SOURCE,
    refs: event.refs.length ? event.refs : NO_REFS,
    data: STUB_DATA,
    [PLACE]: place
  };
}
function completeDigest(digest, whole) {
  if (whole.size === 0) return digest;
  const memoryEvents = digest.memoryEvents.map(
    (event) => isStub(event) ? whole.get(event.id) ?? event : event
  );
  return { ...digest, memoryEvents };
}
var LogDigestBuilder = class _LogDigestBuilder {
  /** A builder that holds whole every event, or (with `whole`) only the knowledge types named, and stubs of the rest. */
  constructor(options = {}) {
    this.options = options;
  }
  options;
  ids = /* @__PURE__ */ new Set();
  memory = [];
  /** Memory ids offered more than once (copies or collisions): where a stub is among them, all must be whole before the digest is finished. */
  repeated = /* @__PURE__ */ new Set();
  /** One copy of each branch name the stubs hold. */
  branches = /* @__PURE__ */ new Map();
  activity = new RecentEvents(RECENT_ACTIVITY_KEPT);
  sessionStarts = /* @__PURE__ */ new Map();
  /** For each referenced id, the events referring to it (by id) and their session keys. */
  referrers = /* @__PURE__ */ new Map();
  newestKey = "";
  newest;
  /** Whether an event with this id was added. */
  has(id) {
    return this.ids.has(id);
  }
  /** Adds an event; `place`, where it was read, lets a builder with `whole` hold it as a stub. */
  add(event, place) {
    if (this.ids.has(event.id)) {
      if (EVENT_TYPES[event.type].category === "activity") {
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
    if (start === void 0 || key < start) this.sessionStarts.set(session, key);
    if (key > this.newestKey) {
      this.newestKey = key;
      this.newest = event;
    }
    for (const ref of event.refs) {
      const referring = this.referrers.get(ref);
      if (referring) referring.set(event.id, session);
      else this.referrers.set(ref, /* @__PURE__ */ new Map([[event.id, session]]));
    }
    if (EVENT_TYPES[event.type].category === "activity") this.activity.offer(key, event);
    else this.memory.push(this.hold(event, place));
  }
  /** The event itself, or its stub (noting where it was read) when this builder holds only some types whole. */
  hold(event, place) {
    const whole = this.options.whole;
    if (whole === void 0 || place === void 0 || whole.has(event.type) || EVENT_TYPES[event.type].category !== "knowledge")
      return event;
    let branch = event.branch;
    if (branch !== null) {
      const known = this.branches.get(branch);
      if (known === void 0) this.branches.set(branch, branch);
      else branch = known;
    }
    return stubOf(event, branch, place);
  }
  /** The stubs held of these ids. */
  stubsOf(ids) {
    return ids.size === 0 ? [] : this.memory.filter((event) => isStub(event) && ids.has(event.id));
  }
  /** Ids offered more than once where a stub is among them (copies or a collision): `complete` them before `finish`. */
  twiceStubbed() {
    return new Set(this.stubsOf(this.repeated).map((event) => event.id));
  }
  /** Where the stubs of these ids were read (ids that are not stubs have none). */
  placesOf(ids) {
    return this.stubsOf(ids).map((stub) => stub[PLACE]);
  }
  /**
   * Puts whole events, read again from the places of stubs, in the place of every stub of
   * their ids. Before `finish`: copies and collisions are told apart on whole events.
   */
  complete(events) {
    if (events.length === 0) return;
    const ids = new Set(events.map((event) => event.id));
    this.memory = this.memory.filter((event) => !(isStub(event) && ids.has(event.id)));
    for (const event of events) this.memory.push(event);
  }
  /** The state to save; `fromState` carries on from it. (Not for a builder that holds stubs.) */
  state() {
    return {
      ids: [...this.ids],
      memory: this.memory,
      activity: this.activity.state(),
      sessionStarts: [...this.sessionStarts],
      referrers: [...this.referrers].map(([id, referring]) => [id, [...referring]]),
      newest: this.newest ?? null
    };
  }
  /** A builder that carries on from a saved state (trusted: this code wrote it). */
  static fromState(state) {
    return _LogDigestBuilder.merge([state]);
  }
  /**
   * One builder from the states of several (one per event file): as if every event had
   * been added to it. An event found in two files counts once.
   */
  static merge(states) {
    const builder = new _LogDigestBuilder();
    for (const state of states) builder.absorb(state);
    return builder;
  }
  /**
   * Adds another builder's state (one event file's): as if its events had been added here.
   * The state can be dropped afterwards, so that a large log's states are never all held.
   */
  absorb(state) {
    for (const id of state.ids) this.ids.add(id);
    for (const event of state.memory) this.memory.push(event);
    for (const [key, event] of state.activity) this.activity.offer(key, event);
    for (const [session, key] of state.sessionStarts) {
      const start = this.sessionStarts.get(session);
      if (start === void 0 || key < start) this.sessionStarts.set(session, key);
    }
    for (const [id, referring] of state.referrers) {
      const known = this.referrers.get(id);
      if (known) for (const [referrer, session] of referring) known.set(referrer, session);
      else this.referrers.set(id, new Map(referring));
    }
    if (state.newest) this.offerNewest(state.newest);
  }
  /** Offers the newest event of a state absorbed without it (the cache parses only the one it needs). */
  offerNewest(event) {
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
  activityFloor() {
    return this.activity.floor();
  }
  finish() {
    const starts = [...this.sessionStarts].sort((a, b) => a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0);
    const ordinals = new Map(
      starts.map(([session], index) => [session, index + 1])
    );
    const references = /* @__PURE__ */ new Map();
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
      sessionOrdinals: ordinals
    });
  }
};
function makeDigest(parts) {
  const ordinals = parts.sessionOrdinals;
  let named = 0;
  for (const key of ordinals.keys()) if (key.startsWith("s:")) named++;
  return {
    ...parts,
    sessionCount: ordinals.size,
    namedSessionCount: named,
    ordinalOf: (event) => ordinals.get(sessionKeyOf(event)) ?? 0
  };
}
function memoryAndActivity(digest) {
  const { memoryEvents: memory, recentActivity: activity } = digest;
  const sorted = () => orderEvents([...memory, ...activity]).events;
  const ids = /* @__PURE__ */ new Set();
  for (const list of [memory, activity]) {
    for (const event of list) {
      if (ids.has(event.id)) return sorted();
      ids.add(event.id);
    }
  }
  const merged = [];
  let i = 0;
  let j = 0;
  let last = "";
  let memoryKey = memory.length ? sortKey(memory[0]) : "";
  let activityKey = activity.length ? sortKey(activity[0]) : "";
  while (i < memory.length || j < activity.length) {
    const fromMemory = j >= activity.length || i < memory.length && memoryKey < activityKey;
    const key = fromMemory ? memoryKey : activityKey;
    if (key <= last) return sorted();
    last = key;
    if (fromMemory) {
      merged.push(memory[i++]);
      memoryKey = i < memory.length ? sortKey(memory[i]) : "";
    } else {
      merged.push(activity[j++]);
      activityKey = j < activity.length ? sortKey(activity[j]) : "";
    }
  }
  return merged;
}
function digestEvents(events) {
  const builder = new LogDigestBuilder();
  for (const event of events) builder.add(event);
  return builder.finish();
}

export {
  RECENT_ACTIVITY_KEPT,
  sessionKeyOf,
  isStub,
  completeDigest,
  LogDigestBuilder,
  memoryAndActivity,
  digestEvents
};
