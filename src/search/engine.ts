/**
 * The search engine in memory: the record table, the groups of records that read the
 * same, the full-text index and the vectors (one document and one vector per group), kept
 * in step as events are added, and the one search function every caller uses (`cortex
 * search`, the prompt hook, the evaluation). Pure: the caches that save and restore it live
 * in cache.ts.
 */
import type { AnyEvent } from '../events/envelope.js';
import { collisionIdOf, isCopyOf } from '../events/collisions.js';
import { matchesQuery, type EventQuery } from '../events/query.js';
import { EVENT_TYPES, type EventCategory, type EventType } from '../events/types.js';
import { foldCorrections, statusOf, type Corrections } from '../projections/corrections.js';
import {
  embeddingText,
  fieldTexts,
  itemFromEvent,
  textKey,
  type ControlRecord,
  type IndexedItem,
  type SearchRecord,
} from './documents.js';
import { FullTextIndex, queryTermsOf, type FtsResult } from './fts.js';
import { TextGroups } from './groups.js';
import { bestFirst } from './best-first.js';
import { boostOf, compareScored, fuseRankings, type Scored } from './ranking.js';
import { DEFAULT_SEARCH_SETTINGS, type SearchSettings } from '../config/search-settings.js';
import { RecordTable, type RecordTableOptions } from './record-table.js';
import { EventIdIndex } from './event-ids.js';
import { RecordOrigins, type RecordOrigin, type StoredOrigin } from './record-origins.js';
import {
  quantize,
  rankVectors,
  VectorTable,
  type Embedder,
  type VectorRanking,
} from './vectors.js';

export type SearchMode = 'fts' | 'vector' | 'hybrid';
export const SEARCH_MODES: readonly SearchMode[] = ['fts', 'vector', 'hybrid'];

export interface SearchRequest {
  query: string;
  mode: SearchMode;
  limit: number;
  /** The log's filters (type, branch, time, kind…). */
  filter?: EventQuery;
  /** Also return retracted and superseded memories, and earlier wordings of edited ones. */
  includeHidden?: boolean;
  /** The query's vector from the same embedder as the table's, for vector and hybrid modes. */
  queryVector?: Float32Array | null;
  /** Only records of these categories (checked without parsing records). */
  categories?: readonly EventCategory[];
  /** Any further condition on records (the prompt hook leaves out the current session). */
  accept?: (record: SearchRecord) => boolean;
  /**
   * The corrections (forget, supersede, pin, edit) to apply, by event id: all of them when
   * absent. The prompt hook applies only trusted authors' corrections, as the briefing does.
   */
  acceptControl?: (eventId: string) => boolean;
  /**
   * Sessions whose per-tool activity is indexed too (this clone's own, from .cortex/local/):
   * their condensed `session_activity` is left out, as each command and edit answers better.
   */
  detailed?: (session: string) => boolean;
  /** The time recency is measured from. */
  nowMs: number;
  /**
   * The query's keyword scores by group when another index computed them (the MCP server's
   * MiniSearch, which scores as the flat index does); the flat index scores them otherwise.
   */
  keywordScores?: FtsResult;
  /** The query vector's ranking, when the caller ranked it already (`rankQueryVector`, while another thread scored keywords). */
  vectorRanking?: VectorRanking;
}

export interface SearchHit {
  /** The record's position in the index's table. */
  position: number;
  record: SearchRecord;
  score: number;
  /** Whether the record is shown only because hidden ones were asked for. */
  hidden: boolean;
  /** Rank (from 1) and BM25 score in the full-text ranking, if it was there. */
  keyword?: { rank: number; score: number; queryTerms: string[] };
  /** Rank (from 1) and cosine similarity in the vector ranking, if it was there. */
  semantic?: { rank: number; cosine: number };
  /**
   * Corrections of this memory that were not applied (`acceptControl` refused them: an author
   * the briefing does not trust), in log order; absent when there are none.
   */
  unapplied?: readonly ControlRecord[];
}

/** What a restored index is made of (see cache.ts). */
export interface IndexParts {
  fts: FullTextIndex;
  records: RecordTable;
  groups: TextGroups;
  controls: readonly ControlRecord[];
  /** Ids named by corrections that are memories in the index. */
  present: readonly string[];
  /** Where each record was read from (a new table when absent: the records then hold none). */
  origins?: RecordOrigins;
}

/** One candidate of one ranking: the record standing for its group, and the group's score. */
interface Candidate {
  position: number;
  score: number;
}

/** Whether two records read the same everywhere a search shows or filters (the detail is not kept). */
function sameVisibleText(a: SearchRecord, b: SearchRecord): boolean {
  const list = (value: string[] | undefined) => (value ?? []).join('\u0000');
  return (
    a.type === b.type &&
    a.content === b.content &&
    a.data.reason === b.data.reason &&
    a.data.kind === b.data.kind &&
    list(a.data.tags) === list(b.data.tags) &&
    list(a.data.files) === list(b.data.files)
  );
}

/** `(ts, id)` as one string that sorts in log order. */
function logOrderKey(control: ControlRecord): string {
  const ts = control.ts.length === 24 ? control.ts : new Date(control.ts).toISOString();
  return ts + control.id;
}

export class SearchIndex {
  readonly records: RecordTable;
  readonly groups: TextGroups;
  readonly fts: FullTextIndex;
  /** Where each record was read from, and its event's further copies: what results are labelled with. */
  readonly origins: RecordOrigins;
  readonly controls: ControlRecord[] = [];
  /** Vectors by group, and the embedder that made them. */
  vectors: { embedder: string; table: VectorTable } | undefined;
  /** The records indexed under a derived id because another event held their id, by that id (this process only: a restored index knows them as records). */
  private readonly collided = new Map<string, number[]>();
  private readonly controlsById = new Map<string, ControlRecord>();
  /** Ids named by corrections that are memories here (not themselves corrections). */
  private readonly present: Set<string>;
  /** Every event id seen, and where its record is; built when first needed (a warm search adds nothing). */
  private known: EventIdIndex | undefined;
  private referenced: Set<string> | undefined;
  /** What the embedder is to be given for groups made since the index was restored, until embedded. */
  private readonly pendingTexts = new Map<number, string>();
  private corrections: Corrections | undefined;
  /** The last fold of some of the corrections (see acceptedCorrections). */
  private accepted:
    | {
        acceptControl: (eventId: string) => boolean;
        corrections: Corrections;
        unapplied: ReadonlyMap<string, ControlRecord[]> | undefined;
      }
    | undefined;

  /**
   * An index restored from `parts`, or an empty one; `options` say how an empty one keeps
   * its records (see RecordTable).
   */
  constructor(parts?: IndexParts, options: RecordTableOptions = {}) {
    this.records = parts?.records ?? new RecordTable(undefined, options);
    this.groups = parts?.groups ?? new TextGroups((position) => this.records.eventIdAt(position));
    this.fts = parts?.fts ?? new FullTextIndex();
    this.origins = parts?.origins ?? new RecordOrigins();
    if (
      this.fts.documentCount !== this.groups.groupCount ||
      this.groups.recordCount !== this.records.length ||
      this.origins.length !== this.records.length
    ) {
      throw new Error('the index parts do not match');
    }
    for (const control of parts?.controls ?? []) this.addControl(control);
    this.present = new Set(parts?.present ?? []);
  }

  private get eventIds(): EventIdIndex {
    if (!this.known) {
      const known = new EventIdIndex(
        (position) => this.records.eventIdAt(position),
        this.records.length,
      );
      for (const id of this.controlsById.keys()) known.addOther(id);
      for (let position = 0; position < this.records.length; position++)
        known.addRecord(this.records.eventIdAt(position), position);
      this.known = known;
    }
    return this.known;
  }

  private positionOf(eventId: string): number | undefined {
    return this.eventIds.position(eventId);
  }

  private addControl(control: ControlRecord): void {
    this.controls.push(control);
    this.controlsById.set(control.id, control);
    this.corrections = undefined;
    this.accepted = undefined;
    if (this.referenced) for (const ref of control.refs) this.referenced.add(ref);
  }

  /** Ids named by any correction. */
  private get referencedIds(): Set<string> {
    this.referenced ??= new Set(this.controls.flatMap((control) => control.refs));
    return this.referenced;
  }

  /** Whether `id` is a memory here that is not itself a correction (the fold's notion of "in the log"). */
  private isPlainMemory(id: string): boolean {
    return !this.controlsById.has(id) && this.positionOf(id) !== undefined;
  }

  /** Adds one item; the caller has checked its event is new. */
  private addItem(item: IndexedItem): number | undefined {
    if (item.control) {
      this.addControl(item.control);
      for (const ref of item.control.refs) if (this.isPlainMemory(ref)) this.present.add(ref);
    }
    const record = item.record;
    if (!record) return undefined;
    const position = this.records.push(record);
    this.known?.addRecord(record.eventId, position);
    if (!this.controlsById.has(record.eventId) && this.referencedIds.has(record.eventId)) {
      this.present.add(record.eventId);
      this.corrections = undefined;
      this.accepted = undefined;
    }
    const { group, created } = this.groups.add(textKey(record), (member) =>
      sameVisibleText(this.records.peek(member), record),
    );
    if (created) {
      if (this.fts.addDocument(fieldTexts(record)) !== group)
        throw new Error('full-text documents out of step with groups');
      this.pendingTexts.set(group, embeddingText(record));
    } else {
      this.fts.addRecord(group);
    }
    return position;
  }

  /** Adds records and controls restored from a cache delta (already made from events), with where each record was read (`origins`, by record). */
  restore(
    records: readonly SearchRecord[],
    controls: readonly ControlRecord[],
    origins: readonly StoredOrigin[],
  ): void {
    if (origins.length !== records.length)
      throw new Error('the cached records and their origins do not match');
    // Controls first: a record that is also a correction (supersede, edit) is then known as one.
    for (const control of controls) {
      if (this.controlsById.has(control.id)) continue;
      this.eventIds.addOther(control.id);
      this.addItem({ control });
    }
    records.forEach((record, i) => {
      if (this.positionOf(record.eventId) !== undefined) return;
      this.addItem({ record });
      this.origins.addStored(origins[i]!);
    });
  }

  has(eventId: string): boolean {
    return this.eventIds.has(eventId);
  }

  /** Ids named by corrections that are memories here (the cache keeps them, so a warm search need not look them up). */
  presentIds(): string[] {
    return [...this.present].sort();
  }

  /**
   * Adds events not already present (the same id seen twice is the same fact), read from
   * `file` (a repository path; none for events from elsewhere, another branch's). Returns
   * the positions of the new records. A further copy of a record's event is not indexed
   * again, only noted with its file and author: who committed it may decide a label. A
   * different event under an id already indexed is a second record (events/collisions.ts).
   */
  add(events: Iterable<AnyEvent>, file?: string): number[] {
    const added: number[] = [];
    for (const read of events) {
      let event = read;
      let sharing: RecordOrigin | undefined;
      if (this.eventIds.has(event.id)) {
        const position = this.positionOf(event.id);
        if (file === undefined || position === undefined) continue;
        const copy = isCopyOf(this.records.peek(position), event);
        this.origins.addCopy(event, file);
        if (copy) continue;
        // A different fact under an indexed id (an accident or a forgery): indexed too,
        // under the id its bytes give it, so neither hides the other from search. Each is
        // labelled with both files, as the memory view labels them (trust/provenance-view.ts).
        // A copy of an earlier such fact (the same text, or redacted differently) is that fact.
        if (
          (this.collided.get(read.id) ?? []).some((other) =>
            isCopyOf(this.records.peek(other), event),
          )
        )
          continue;
        event = { ...event, id: collisionIdOf(event) };
        if (this.eventIds.has(event.id)) continue;
        sharing = this.origins.originsOf(position, read.id)[0];
      }
      const position = this.addItem(itemFromEvent(event, (id) => this.typeOfMemory(id)));
      if (position !== undefined) {
        this.origins.add(event, file);
        if (event !== read)
          this.collided.set(read.id, [...(this.collided.get(read.id) ?? []), position]);
        if (sharing?.file !== undefined)
          this.origins.addCopy(
            { id: event.id, type: event.type, author: sharing.author },
            sharing.file,
          );
        added.push(position);
      } else this.eventIds.addOther(event.id);
    }
    return added;
  }

  /**
   * Where the index read the memory a hit stands for (the memory an edit rewords, for an
   * edit's record): its record's origin, then its event's further copies. Undefined when
   * the index holds no record of that memory.
   */
  originsOf(hit: {
    position: number;
    record: Pick<SearchRecord, 'id' | 'eventId'>;
  }): RecordOrigin[] | undefined {
    const { id, eventId } = hit.record;
    const position = id === eventId ? hit.position : this.positionOf(id);
    return position === undefined ? undefined : this.origins.originsOf(position, id);
  }

  private typeOfMemory(id: string): EventType | undefined {
    const position = this.positionOf(id);
    return position === undefined ? undefined : this.records.typeAt(position);
  }

  /** The correction fold over every control event seen, in log order. */
  currentCorrections(): Corrections {
    this.corrections ??= this.foldControls(this.controls);
    return this.corrections;
  }

  private foldControls(controls: readonly ControlRecord[]): Corrections {
    const ordered = controls
      .map((control) => ({ key: logOrderKey(control), control }))
      .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    return foldCorrections(
      ordered.map((entry) => entry.control),
      (id) => this.present.has(id),
    );
  }

  /**
   * The fold of the corrections `acceptControl` accepts, and the others by the memory they
   * name. Kept for the same function until a correction is added: `--stdin` asks it per query.
   */
  private acceptedCorrections(acceptControl: (eventId: string) => boolean): {
    corrections: Corrections;
    unapplied: ReadonlyMap<string, ControlRecord[]> | undefined;
  } {
    if (this.accepted?.acceptControl === acceptControl) return this.accepted;
    const applied: ControlRecord[] = [];
    const refused: ControlRecord[] = [];
    for (const control of this.controls)
      (acceptControl(control.id) ? applied : refused).push(control);
    const corrections = this.foldControls(applied);
    this.accepted = {
      acceptControl,
      corrections,
      unapplied: refused.length ? unappliedByMemory(refused, applied, corrections) : undefined,
    };
    return this.accepted;
  }

  /**
   * Whether a record is shown by default: its memory stands (neither forgotten nor
   * replaced) and the record holds its current wording.
   */
  isCurrent(position: number, corrections: Corrections = this.currentCorrections()): boolean {
    const eventId = this.records.eventIdAt(position);
    const id = this.records.idAt(position);
    if (id !== eventId) {
      // The rewording of memory `id` by the edit `eventId`: current while it is the latest applied.
      const edits = corrections.edits.get(id);
      return (
        edits !== undefined &&
        edits[edits.length - 1] === eventId &&
        statusOf(id, corrections) === 'active'
      );
    }
    // A replacement counts from its supersession on, unless that was undone or is still waiting for what it replaces.
    if (this.controlsById.has(eventId) && !corrections.replacements.has(eventId)) return false;
    if (statusOf(eventId, corrections) !== 'active') return false;
    const edits = corrections.edits.get(eventId);
    // Reworded: the edit's record stands for it, unless the edit is filed under another memory it also names.
    return (
      edits === undefined || this.controlsById.get(edits[edits.length - 1]!)?.refs[0] !== eventId
    );
  }

  /** The record's type, a replacement taking the type of what it replaces even when that was indexed after it. */
  private typeAt(
    position: number,
    corrections: Corrections = this.currentCorrections(),
    depth = 0,
  ): EventType {
    const type = this.records.typeAt(position);
    if (type !== 'memory_superseded' || depth > 8) return type;
    const replaced = corrections.replacements.get(this.records.eventIdAt(position))?.[0];
    const target = replaced === undefined ? undefined : this.positionOf(replaced);
    return target === undefined ? type : this.typeAt(target, corrections, depth + 1);
  }

  /** The record as a search shows it: with its memory's current type and wording. */
  private shownRecord(
    position: number,
    corrections: Corrections = this.currentCorrections(),
  ): SearchRecord {
    const record = this.records.get(position);
    const type = this.typeAt(position, corrections);
    const edits = record.id === record.eventId ? corrections.edits.get(record.id) : undefined;
    const edit = edits && this.positionOf(edits[edits.length - 1]!);
    const content = edit === undefined ? record.content : this.records.get(edit).content;
    return type === record.type && content === record.content
      ? record
      : { ...record, type, content };
  }

  /** The vector table for `embedder`: the current one, or a new empty one after a change of embedder. */
  useEmbedder(embedder: Embedder): VectorTable {
    if (!this.vectors || this.vectors.embedder !== embedder.name)
      this.vectors = { embedder: embedder.name, table: new VectorTable(embedder.dimensions) };
    return this.vectors.table;
  }

  /** Groups that have no vector yet (neither one made nor one found to be impossible). */
  groupsToEmbed(embedder: Embedder): number[] {
    const table = this.useEmbedder(embedder);
    const count = this.groups.groupCount;
    if (table.knowsAll(count)) return [];
    // Those marked unknown, then those never reached: without a pass over every group, as a rebuild asks after every batch.
    const missing = table.unknownGroups().filter((group) => group < count);
    for (let group = table.size; group < count; group++) missing.push(group);
    return missing;
  }

  /**
   * Embeds the groups without a vector, in batches of texts, reporting progress (groups
   * done) after each. Groups without embeddable text get no vector.
   */
  async embed(
    embedder: Embedder,
    batchSize: number,
    progress?: (done: number, total: number) => void,
  ): Promise<number> {
    const table = this.useEmbedder(embedder);
    const missing = this.groupsToEmbed(embedder);
    if (missing.length > 0) table.reserve(this.groups.groupCount);
    for (let start = 0; start < missing.length; start += batchSize) {
      const batch = missing.slice(start, start + batchSize);
      const texts = batch.map(
        (group) =>
          this.pendingTexts.get(group) ??
          embeddingText(this.records.peek(this.groups.membersOf(group)[0]!)),
      );
      const wanted = batch.filter((_, i) => texts[i] !== '');
      const vectors = await embedder.embedDocuments(texts.filter((text) => text !== ''));
      for (const group of batch) {
        table.set(group, null);
        this.pendingTexts.delete(group);
      }
      wanted.forEach((group, i) => {
        const vector = vectors[i];
        table.set(group, vector && vector.length === embedder.dimensions ? quantize(vector) : null);
      });
      progress?.(Math.min(missing.length, start + batchSize), missing.length);
    }
    return missing.length;
  }

  /**
   * Sets the vector of `group` from a vector cache's row at `codes[offset…]` (scale 0: the
   * text gives none), so it is not embedded again.
   */
  setCachedVector(
    embedder: Embedder,
    group: number,
    codes: Int8Array,
    offset: number,
    scale: number,
  ): void {
    this.useEmbedder(embedder).setRow(group, codes, offset, scale);
    this.pendingTexts.delete(group);
  }

  /** Marks `group` as still to embed (the vector cache lacks its text). */
  markToEmbed(embedder: Embedder, group: number): void {
    this.useEmbedder(embedder).forget(group);
  }

  /** Runs one search. */
  search(request: SearchRequest, settings: SearchSettings = DEFAULT_SEARCH_SETTINGS): SearchHit[] {
    const { corrections, unapplied } = request.acceptControl
      ? this.acceptedCorrections(request.acceptControl)
      : { corrections: this.currentCorrections(), unapplied: undefined };
    const records = this.records;
    const filter = request.filter;
    const hasFilter = filter !== undefined && isFiltering(filter);
    const accepted = new Map<number, boolean>();
    const accept = (position: number): boolean => {
      let verdict = accepted.get(position);
      if (verdict === undefined) {
        verdict =
          (request.categories === undefined ||
            request.categories.includes(
              EVENT_TYPES[this.typeAt(position, corrections)].category,
            )) &&
          (request.includeHidden === true || this.isCurrent(position, corrections));
        if (
          verdict &&
          request.detailed &&
          this.typeAt(position, corrections) === 'session_activity'
        ) {
          const session = records.get(position).session;
          verdict = session === null || !request.detailed(session);
        }
        // Only filters need the whole record.
        if (verdict && (hasFilter || request.accept)) {
          const record = this.shownRecord(position, corrections);
          verdict =
            (!hasFilter || matchesQuery(record as unknown as AnyEvent, filter!)) &&
            (request.accept === undefined || request.accept(record));
        }
        accepted.set(position, verdict);
      }
      return verdict;
    };
    // A group is represented by its newest record that passes (members are listed newest
    // first), or its newest pinned one: the pin is what the user asked to see.
    const pinned = corrections.pinned;
    const representative = (group: number): number => {
      let first = -1;
      for (const position of this.groups.membersOf(group)) {
        if (!accept(position)) continue;
        if (pinned.size === 0 || pinned.has(records.idAt(position))) return position;
        if (first < 0) first = position;
      }
      return first;
    };
    /** The best `candidates` groups of a ranking (best first, ties by memory id), each as its representative. */
    const pick = (groups: ArrayLike<number>, scores: ArrayLike<number>): Candidate[] => {
      const picked: Candidate[] = [];
      for (const group of bestFirst(groups, scores, settings.candidates * 2)) {
        const score = scores[group]!;
        if (picked.length >= settings.candidates && score < picked[picked.length - 1]!.score) break;
        const position = representative(group);
        if (position >= 0) picked.push({ position, score });
      }
      picked.sort(
        (a, b) =>
          b.score - a.score || compareIds(records.idAt(a.position), records.idAt(b.position)),
      );
      return picked.slice(0, settings.candidates);
    };

    let keyword: Candidate[] = [];
    if (request.mode !== 'vector') {
      const result = request.keywordScores ?? this.fts.search(request.query, settings.fts);
      keyword = pick(result.documents, result.scores);
    }
    let semantic: Candidate[] = [];
    const table = this.vectors?.table;
    if (request.mode !== 'fts' && table && request.queryVector) {
      const ranked =
        request.vectorRanking ??
        this.rankQueryVector(request.queryVector, settings, request.categories)!;
      semantic = pick(ranked.groups, ranked.cosines);
    }

    const { weights } = settings.rank;
    const fused = fuseRankings(
      [
        {
          weight: request.mode === 'vector' ? 0 : weights.keyword,
          positions: keyword.map((hit) => hit.position),
          scores: keyword.map((hit) => hit.score),
        },
        {
          weight: request.mode === 'fts' ? 0 : weights.semantic,
          positions: semantic.map((hit) => hit.position),
          scores: semantic.map((hit) => hit.score),
        },
      ],
      settings.rank.rrfK,
    );
    const scored: Scored[] = [];
    for (const [position, score] of fused) {
      const record = records.get(position);
      const boost = boostOf(
        { salience: record.salience, ts: record.ts, pinned: corrections.pinned.has(record.id) },
        settings.rank,
        request.nowMs,
      );
      scored.push({ position, score: score + boost, id: record.id });
    }
    scored.sort(compareScored);

    const top = scored.slice(0, request.limit);
    const keywordRank = new Map(
      keyword.map((hit, index) => [hit.position, { rank: index + 1, score: hit.score }]),
    );
    const semanticRank = new Map(
      semantic.map((hit, index) => [hit.position, { rank: index + 1, cosine: hit.score }]),
    );
    const matched = this.fts.matchedQueryTerms(
      request.query,
      top
        .filter(({ position }) => keywordRank.has(position))
        .map(({ position }) => this.groups.groupOf(position)),
      settings.fts,
    );
    return top.map(({ position, score }) => {
      const hit: SearchHit = {
        position,
        record: this.shownRecord(position, corrections),
        score,
        hidden: !this.isCurrent(position, corrections),
      };
      const k = keywordRank.get(position);
      if (k) hit.keyword = { ...k, queryTerms: matched.get(this.groups.groupOf(position)) ?? [] };
      const s = semanticRank.get(position);
      if (s) hit.semantic = s;
      const refused = unapplied?.get(hit.record.id);
      if (refused) hit.unapplied = refused;
      return hit;
    });
  }

  /** The groups similar to a query vector, as `search` ranks them (undefined without vectors). */
  rankQueryVector(
    queryVector: Float32Array,
    settings: SearchSettings,
    categories?: readonly EventCategory[],
  ): VectorRanking | undefined {
    const table = this.vectors?.table;
    return table
      ? rankVectors(
          table,
          queryVector,
          settings.minCosine,
          categories && this.groupsOutside(categories),
        )
      : undefined;
  }

  /**
   * Marks the groups whose records are of none of `categories` (a group's records share
   * their type), so a search for memories alone skips comparing the vectors of activity.
   */
  private groupsOutside(categories: readonly EventCategory[]): Uint8Array {
    const skip = new Uint8Array(this.groups.groupCount);
    const byType = new Map<EventType, boolean>();
    for (let group = 0; group < skip.length; group++) {
      const type = this.typeAt(this.groups.membersOf(group)[0]!);
      let outside = byType.get(type);
      if (outside === undefined)
        byType.set(type, (outside = !categories.includes(EVENT_TYPES[type].category)));
      if (outside) skip[group] = 1;
    }
    return skip;
  }

  /** How rare each of the query's terms is in this index (for the relevance bar). */
  queryRarity(query: string): Map<string, number> {
    return this.fts.termRarity(queryTermsOf(query));
  }

  /** Cosine similarity of a record's vector with a query vector (0 when either has none). */
  cosineOf(position: number, queryVector: Float32Array | null | undefined): number {
    const table = this.vectors?.table;
    return table && queryVector ? table.cosine(this.groups.groupOf(position), queryVector) : 0;
  }
}

/**
 * The refused corrections by the memory they name (in log order), less those an applied
 * retraction undid: a user who forgot a stranger's `forget` has answered it.
 */
function unappliedByMemory(
  refused: readonly ControlRecord[],
  applied: readonly ControlRecord[],
  corrections: Corrections,
): Map<string, ControlRecord[]> {
  const undone = new Set(
    applied
      .filter(
        (control) => control.type === 'memory_retracted' && !corrections.cancelled.has(control.id),
      )
      .flatMap((control) => control.refs),
  );
  const byMemory = new Map<string, ControlRecord[]>();
  const ordered = refused
    .map((control) => ({ key: logOrderKey(control), control }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  for (const { control } of ordered) {
    if (undone.has(control.id)) continue;
    for (const ref of new Set(control.refs)) {
      const list = byMemory.get(ref);
      if (list) list.push(control);
      else byMemory.set(ref, [control]);
    }
  }
  return byMemory;
}

function compareIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Whether a query filters anything (an empty query lets every record through). */
function isFiltering(query: EventQuery): boolean {
  return Object.values(query).some(
    (value) => value !== undefined && (!Array.isArray(value) || value.length > 0),
  );
}
