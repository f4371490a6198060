/**
 * The event ids an index has seen, for taking each event once and finding a record by its
 * event id. The records' ids are found through an open-addressing table of positions keyed
 * by a hash of the id, compared with the record's own id on a match (the table holds no
 * strings: a map held a string and an entry for each of a hundred thousand records); the
 * few events seen without a record of their own (retractions, pins) are kept in a set.
 */
export class EventIdIndex {
  /** Position + 1 in each used slot, 0 in a free one; a power of two long, at most half full. */
  private slots: Int32Array;
  /** The hash of each used slot's id, so that a probe rarely reads a record's id. */
  private hashes: Int32Array;
  private used = 0;
  private readonly others = new Set<string>();

  /** `idAt` gives the event id of the record at a position. */
  constructor(
    private readonly idAt: (position: number) => string,
    expected = 0,
  ) {
    let capacity = 1024;
    while (capacity < expected * 2) capacity *= 2;
    this.slots = new Int32Array(capacity);
    this.hashes = new Int32Array(capacity);
  }

  private static hash(id: string): number {
    let hash = 0x811c9dc5;
    for (let i = 0; i < id.length; i++) hash = Math.imul(hash ^ id.charCodeAt(i), 0x01000193);
    hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
    return hash ^ (hash >>> 13);
  }

  /** The position of the record made from event `id`, or undefined. */
  position(id: string): number | undefined {
    const hash = EventIdIndex.hash(id);
    const mask = this.slots.length - 1;
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const entry = this.slots[slot]!;
      if (entry === 0) return undefined;
      if (this.hashes[slot] === hash && this.idAt(entry - 1) === id) return entry - 1;
    }
  }

  /** Whether event `id` has been seen, with a record or without. */
  has(id: string): boolean {
    return this.others.has(id) || this.position(id) !== undefined;
  }

  /** Notes the record at `position`, made from an event not seen before. */
  addRecord(id: string, position: number): void {
    if ((this.used + 1) * 2 > this.slots.length) this.grow();
    this.place(EventIdIndex.hash(id), position);
    this.used++;
  }

  /** Notes an event seen that made no record. */
  addOther(id: string): void {
    this.others.add(id);
  }

  private place(hash: number, position: number): void {
    const mask = this.slots.length - 1;
    let slot = hash & mask;
    while (this.slots[slot] !== 0) slot = (slot + 1) & mask;
    this.slots[slot] = position + 1;
    this.hashes[slot] = hash;
  }

  private grow(): void {
    const { slots, hashes } = this;
    this.slots = new Int32Array(slots.length * 2);
    this.hashes = new Int32Array(slots.length * 2);
    for (let slot = 0; slot < slots.length; slot++)
      if (slots[slot] !== 0) this.place(hashes[slot]!, slots[slot]! - 1);
  }
}
