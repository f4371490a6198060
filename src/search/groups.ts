/**
 * Records that read the same, grouped: the same command run a hundred times, the same file
 * read in every session. A group is indexed, embedded and ranked once, and its records
 * are counted as often as they occur where the ranking's statistics need it; a search then
 * returns one record of each group, so results do not repeat themselves.
 *
 * Groups are found by a 64-bit fingerprint of the text key (documents.ts textKey), which
 * the cache stores so that records appended later join the groups of a restored index.
 */
import { Int32List } from './int-list.js';

/**
 * Three 32-bit FNV-1a style hashes of a text, each finished so that similar texts spread.
 * The first two are the fingerprint the cache stores; the third confirms a match between
 * groups made in the same process without re-reading a record.
 */
export function fingerprintText(text: string): [number, number, number] {
  let a = 0x811c9dc5;
  let b = 0xc2b2ae35;
  let c = 0x9e3779b9;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    a = Math.imul(a ^ code, 0x01000193);
    b = Math.imul(b ^ code, 0x27d4eb2d);
    c = Math.imul(c ^ code, 0x165667b1);
  }
  a = Math.imul(a ^ (a >>> 16), 0x85ebca6b);
  a = Math.imul(a ^ (a >>> 13), 0xc2b2ae35);
  b = Math.imul(b ^ (b >>> 15), 0x2c1b3c6d);
  b = Math.imul(b ^ (b >>> 12), 0x297a2d39);
  c = Math.imul(c ^ (c >>> 16), 0x7feb352d);
  c = Math.imul(c ^ (c >>> 15), 0x846ca68b);
  return [(a ^ (a >>> 16)) >>> 0, (b ^ (b >>> 15)) >>> 0, (c ^ (c >>> 16)) >>> 0];
}

/** Each group's records, newest first: where each group's run starts (groups + 1), and the runs. */
interface Members {
  starts: Int32Array;
  positions: Int32Array;
}

/** What the cache stores of the groups. */
export interface StoredGroups extends Members {
  /** The group of each record, by position. */
  recordGroups: Int32Array;
  /** Each group's fingerprint, two integers per group. */
  keys: Int32Array;
}

export class TextGroups {
  private readonly recordGroups: Int32List;
  private readonly keys: Int32List;
  private readonly sizes: Int32List;
  /** The members as restored; they stay right for the restored groups' first records. */
  private readonly storedMembers: Members | undefined;
  /** The third hash of the text of each group made since the restore. */
  private readonly liveChecks: number[] = [];
  /** The first group of each fingerprint, by fingerprint (see KeyTable); built when first needed. */
  private byKey: KeyTable | undefined;
  private members: Members | undefined;

  /**
   * Groups restored from the cache, or none. `eventIdOf` gives a record's event id: members
   * are listed newest first, and ids sort by time.
   */
  constructor(
    private readonly eventIdOf: (position: number) => string,
    stored?: StoredGroups,
  ) {
    this.recordGroups = new Int32List(stored?.recordGroups);
    this.keys = new Int32List(stored?.keys);
    const groups = this.keys.length / 2;
    const sizes = new Int32Array(groups);
    if (stored) {
      const { starts, positions } = stored;
      if (
        starts.length !== groups + 1 ||
        starts[0] !== 0 ||
        starts[groups] !== positions.length ||
        positions.length !== stored.recordGroups.length
      ) {
        throw new Error('the cached groups do not match the records');
      }
      for (let group = 0; group < groups; group++) {
        sizes[group] = starts[group + 1]! - starts[group]!;
        if (sizes[group]! <= 0) throw new Error('the cached groups include an empty one');
      }
      this.storedMembers = { starts, positions };
      this.members = this.storedMembers;
    }
    this.sizes = new Int32List(sizes);
  }

  get recordCount(): number {
    return this.recordGroups.length;
  }

  get groupCount(): number {
    return this.sizes.length;
  }

  private get storedGroups(): number {
    return this.storedMembers ? this.storedMembers.starts.length - 1 : 0;
  }

  /**
   * Puts the record at the next position into the group of `key`, or a new group. A
   * fingerprint match between different texts is astronomically rare, but it must not
   * merge them: a match is confirmed by a third hash for groups made in this process, and
   * by `sameText` against one of the group's records for restored groups.
   */
  add(key: string, sameText: (member: number) => boolean): { group: number; created: boolean } {
    const [high, low, check] = fingerprintText(key);
    const byKey = this.keyIndex();
    const found = byKey.get(high | 0, low | 0);
    this.members = undefined;
    const stored = this.storedMembers;
    const confirmed =
      found !== undefined &&
      (found < this.storedGroups
        ? sameText(stored!.positions[stored!.starts[found]!]!)
        : this.liveChecks[found - this.storedGroups] === check);
    if (confirmed) {
      this.recordGroups.push(found);
      this.sizes.data[found]!++;
      return { group: found, created: false };
    }
    const group = this.sizes.length;
    this.sizes.push(1);
    this.liveChecks.push(check);
    this.keys.push(high | 0);
    this.keys.push(low | 0);
    if (found === undefined) byKey.add(group);
    this.recordGroups.push(group);
    return { group, created: true };
  }

  private keyIndex(): KeyTable {
    if (!this.byKey) {
      const byKey = new KeyTable(this.keys, this.groupCount);
      const keys = this.keys.data;
      for (let group = 0; group < this.groupCount; group++)
        if (byKey.get(keys[group * 2]!, keys[group * 2 + 1]!) === undefined) byKey.add(group);
      this.byKey = byKey;
    }
    return this.byKey;
  }

  groupOf(position: number): number {
    return this.recordGroups.data[position]!;
  }

  /** How many records the group holds. */
  sizeOf(group: number): number {
    return this.sizes.data[group]!;
  }

  /** Every group's size, by group. */
  sizeView(): Int32Array {
    return this.sizes.view();
  }

  /** The group's records, newest first. */
  membersOf(group: number): Int32Array {
    const members = (this.members ??= this.listMembers());
    return members.positions.subarray(members.starts[group], members.starts[group + 1]);
  }

  /** Lists every group's records (a counting sort by group, then each run newest first). */
  private listMembers(): Members {
    const groups = this.groupCount;
    const starts = new Int32Array(groups + 1);
    const recordGroups = this.recordGroups.view();
    for (const group of recordGroups) starts[group + 1]!++;
    for (let group = 0; group < groups; group++) starts[group + 1]! += starts[group]!;
    const filled = starts.slice(0, groups);
    const positions = new Int32Array(recordGroups.length);
    for (let position = 0; position < recordGroups.length; position++)
      positions[filled[recordGroups[position]!]!++] = position;
    const newestFirst = (a: number, b: number) => {
      const ida = this.eventIdOf(a);
      const idb = this.eventIdOf(b);
      return ida < idb ? 1 : ida > idb ? -1 : 0;
    };
    for (let group = 0; group < groups; group++) {
      if (starts[group + 1]! - starts[group]! > 1)
        positions.subarray(starts[group], starts[group + 1]).sort(newestFirst);
    }
    return { starts, positions };
  }

  /** The fingerprints of every group, two integers each (vectors are matched to groups by them). */
  keyView(): Int32Array {
    return this.keys.view();
  }

  toStored(): StoredGroups {
    const members = (this.members ??= this.listMembers());
    return { recordGroups: this.recordGroups.view(), keys: this.keys.view(), ...members };
  }
}

/**
 * Groups by fingerprint: an open-addressing hash table of group numbers over the groups'
 * own fingerprints (`keys`, two integers a group), where a map keyed by the fingerprint as
 * text held a string per group.
 */
class KeyTable {
  /** Group + 1 in each used slot, 0 in a free one; a power of two long, at most half full. */
  private slots: Int32Array;
  private used = 0;

  constructor(
    private readonly keys: Int32List,
    expected: number,
  ) {
    let capacity = 1024;
    while (capacity < expected * 2) capacity *= 2;
    this.slots = new Int32Array(capacity);
  }

  private static slotOf(high: number, low: number, mask: number): number {
    return (Math.imul(high ^ Math.imul(low, 0x9e3779b1), 0x85ebca6b) >>> 0) & mask;
  }

  /** The group listed for a fingerprint, or undefined. */
  get(high: number, low: number): number | undefined {
    const { slots } = this;
    const keys = this.keys.data;
    const mask = slots.length - 1;
    for (let slot = KeyTable.slotOf(high, low, mask); ; slot = (slot + 1) & mask) {
      const entry = slots[slot]!;
      if (entry === 0) return undefined;
      if (keys[(entry - 1) * 2] === high && keys[(entry - 1) * 2 + 1] === low) return entry - 1;
    }
  }

  /** Lists `group` under its fingerprint, which must not be listed yet. */
  add(group: number): void {
    if ((this.used + 1) * 2 > this.slots.length) this.grow();
    this.place(group);
    this.used++;
  }

  private place(group: number): void {
    const keys = this.keys.data;
    const mask = this.slots.length - 1;
    let slot = KeyTable.slotOf(keys[group * 2]!, keys[group * 2 + 1]!, mask);
    while (this.slots[slot] !== 0) slot = (slot + 1) & mask;
    this.slots[slot] = group + 1;
  }

  private grow(): void {
    const old = this.slots;
    this.slots = new Int32Array(old.length * 2);
    for (const entry of old) if (entry !== 0) this.place(entry - 1);
  }
}
