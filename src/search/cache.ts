/**
 * The search caches under `.cortex/local/search/`, kept in step with the event log:
 *
 * - `index.bin`: the records, the groups of records that read the same, the correction
 *   events and the frozen full-text index (flat integer arrays, searched where they lie),
 *   with the state of every event file they were read from;
 * - `delta.bin`: what was appended since `index.bin` was written (records only: their
 *   full-text entries are rebuilt in memory on load, which is cheap for a few hundred), so
 *   an append costs a small write rather than re-serialising the whole index; folded into
 *   `index.bin` once it grows;
 * - `vectors-<embedder>.bin`: one vector per group, keyed by the fingerprint of the group's
 *   text, so vectors survive a rebuild of the index (after a pull, only new texts are embedded).
 *
 * Each file carries a checksum (cache-format.ts); one that fails it, or that belongs to
 * another format, embedder or index, is rebuilt rather than trusted. Writes go to a
 * temporary file renamed into place, so a reader sees the old file or the new one.
 */
import { createHash } from 'node:crypto';
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  readSync,
  renameSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { AnyEvent } from '../events/envelope.js';
import { parseEventLine } from '../events/codec.js';
import { parseEventText, type LogWarning } from '../events/lines.js';
import { type ProjectPaths, searchCacheDir } from '../events/paths.js';
import { eachEventFile, listEventFiles } from '../events/store.js';
import {
  blocksOf,
  cacheFilePieces,
  decodeCacheFile,
  encodeCacheFile,
  jsonSection,
  readJsonSection,
  type Piece,
} from './cache-format.js';
import type { ControlRecord, SearchRecord } from './documents.js';
import { SearchIndex } from './engine.js';
import { RecordTable, type LineStore, type StoredRecords } from './record-table.js';
import { RecordOrigins, type OriginsMeta, type StoredOrigin } from './record-origins.js';
import { compareLog, completeLength, type FileStat, type FileState } from './fingerprint.js';
import { FIELD_COUNT, FullTextIndex } from './fts.js';
import { TextGroups } from './groups.js';
import type { Embedder } from './vectors.js';
import { writeFileAtomic } from '../files.js';

/** Reports progress of a long rebuild: bytes of the log read, or records embedded. */
export type IndexProgress = (phase: 'indexing' | 'embedding', done: number, total: number) => void;

export interface OpenIndexOptions {
  /** Vectors are loaded (and made where missing) for this embedder; none when null. */
  embedder: Embedder | null;
  progress?: IndexProgress;
  /** Told about caches that were found damaged and rebuilt. */
  report?: (message: string) => void;
  /** Texts per embedder call. */
  batchSize?: number;
  /**
   * What a caller on a time budget (a hook) may afford: at most this many bytes of the log
   * read and texts embedded. Past it, the index is not brought up to date here: openSearchIndex
   * throws IndexDeferredError (the caller answers without it and has it refreshed in the
   * background), or searches without the vectors that are missing.
   */
  budget?: { maxReadBytes: number; maxEmbed: number };
  /** A rebuild of a log larger than this keeps its records' JSON in a file (see SpilledLines); tests lower it. */
  spillLinesAbove?: number;
}

/** Log bytes above which a rebuild spills its records' JSON to a file rather than holding it. */
const SPILL_LINES_ABOVE = 16 * 1024 * 1024;

/** The index needs more work than the caller's budget allows (see OpenIndexOptions.budget). */
export class IndexDeferredError extends Error {
  constructor(readonly reason: string) {
    super(`search index not current (${reason}); left to a background refresh`);
  }
}

/** Bytes of the log a full rebuild reads. */
function logBytes(stats: readonly FileStat[]): number {
  return stats.reduce((sum, stat) => sum + stat.size, 0);
}

export interface OpenedIndex {
  index: SearchIndex;
  /** Unreadable lines met while (re)indexing (a warm cache reads no lines). */
  warnings: LogWarning[];
  /** What was done: `warm` (nothing changed), `appended`, or `rebuilt` (and why). */
  state: 'warm' | 'appended' | 'rebuilt';
  reason?: string;
  /** The event files the index holds, as far as it has read them (for keeping a held index current). */
  files: FileState[];
  /** Work left for a background refresh because the budget did not allow it (vectors missing for some texts). */
  deferred?: string;
}

interface BaseMeta {
  files: FileState[];
  controls: ControlRecord[];
  /** Ids named by corrections that are memories in the index. */
  present: string[];
  /** The full-text index's length totals per field (see FrozenPostings). */
  totalLengths: number[];
  /** Records standing for another memory's id (edits), by position. */
  ids: StoredRecords['ids'];
  types: string;
  /** The tables the records' origin codes index, and the further copies of their events. */
  origins: OriginsMeta;
}

interface DeltaMeta extends Omit<BaseMeta, 'ids' | 'types' | 'totalLengths' | 'origins'> {
  /** The checksum of the index.bin this delta extends. */
  base: string;
  records: SearchRecord[];
  /** Where each of `records` was read from. */
  origins: StoredOrigin[];
  /** The further copies of every record's event (the base's included). */
  copies: [string, StoredOrigin[]][];
}

/** A delta is folded into the base once it holds more records than this share of the base… */
const DELTA_SHARE = 0.25;
/** …and at least this many. */
const DELTA_MIN = 1000;

/** Writes pieces to a temporary file, then renames it into place. */
function writePiecesAtomic(path: string, pieces: readonly Piece[]): void {
  const temporary = `${path}.${process.pid}.tmp`;
  const fd = openSync(temporary, 'w');
  try {
    for (const piece of pieces) {
      for (const block of blocksOf(piece)) {
        let written = 0;
        while (written < block.byteLength) written += writeSync(fd, block, written);
      }
    }
  } finally {
    closeSync(fd);
  }
  renameSync(temporary, path);
}

/** Closes the file of spilled lines whose table is gone (a held index reopened). */
const spilledFiles = new FinalizationRegistry<number>((fd) => {
  try {
    closeSync(fd);
  } catch {
    // Already closed.
  }
});

let spilledCount = 0;

/** Bytes buffered before spilled lines are written out. */
const SPILL_BLOCK = 1 << 20;

/**
 * The JSON of a large rebuild's records, written to a file as they are added rather than
 * held: at a hundred thousand events it was the largest part of a rebuild's memory. The
 * index reads a record back by its offset (a search reads a few hundred), and index.bin is
 * copied from the file. The file is removed at once (still readable while open) where the
 * system allows it, at exit otherwise.
 */
class SpilledLines implements LineStore {
  private readonly fd: number;
  private readonly buffer = Buffer.allocUnsafe(SPILL_BLOCK);
  private buffered = 0;
  /** Bytes written to the file, before those in the buffer. */
  private flushed = 0;
  private starts = new Int32Array(1024);
  count = 0;

  constructor(dir: string) {
    mkdirSync(dir, { recursive: true });
    // A name of its own: a process may rebuild twice at once (the MCP server's held index and a search).
    const path = join(dir, `lines.${process.pid}.${++spilledCount}.tmp`);
    this.fd = openSync(path, 'w+');
    spilledFiles.register(this, this.fd);
    try {
      rmSync(path);
    } catch {
      process.once('exit', () => rmSync(path, { force: true }));
    }
  }

  private get length(): number {
    return this.flushed + this.buffered;
  }

  append(text: string): void {
    const bytes = Buffer.byteLength(text, 'utf8');
    if (this.buffered + bytes > this.buffer.length) this.flush();
    if (this.count + 2 > this.starts.length) {
      const grown = new Int32Array(this.starts.length * 2);
      grown.set(this.starts);
      this.starts = grown;
    }
    this.starts[this.count++] = this.length;
    if (bytes > this.buffer.length) {
      this.writeAt(Buffer.from(text, 'utf8'), this.flushed);
      this.flushed += bytes;
    } else {
      this.buffered += this.buffer.write(text, this.buffered, 'utf8');
    }
    this.starts[this.count] = this.length;
  }

  private writeAt(bytes: Uint8Array, position: number): void {
    for (let written = 0; written < bytes.byteLength;)
      written += writeSync(this.fd, bytes, written, bytes.byteLength - written, position + written);
  }

  private flush(): void {
    this.writeAt(this.buffer.subarray(0, this.buffered), this.flushed);
    this.flushed += this.buffered;
    this.buffered = 0;
  }

  private readAt(target: Buffer, position: number): void {
    for (let read = 0; read < target.length;) {
      const got = readSync(this.fd, target, read, target.length - read, position + read);
      if (got === 0) throw new Error('the spilled search records ended early');
      read += got;
    }
  }

  text(index: number): string {
    const start = this.starts[index]!;
    const end = this.starts[index + 1]!;
    // A line is in the buffer or in the file, never both: the buffer is written out before a line that does not fit.
    if (start >= this.flushed)
      return this.buffer.toString('utf8', start - this.flushed, end - this.flushed);
    const bytes = Buffer.allocUnsafe(end - start);
    this.readAt(bytes, start);
    return bytes.toString('utf8');
  }

  start(index: number): number {
    return this.starts[index]!;
  }

  pieces(): Piece[] {
    const total = this.length;
    const blocks = function* (this: SpilledLines): Iterable<Uint8Array> {
      this.flush();
      const block = Buffer.allocUnsafe(SPILL_BLOCK);
      for (let at = 0; at < total;) {
        const size = Math.min(block.length, total - at);
        this.readAt(block.subarray(0, size), at);
        yield block.subarray(0, size);
        at += size;
      }
    };
    return [{ byteLength: total, blocks: () => blocks.call(this) }];
  }
}

function readIfPresent(path: string): Buffer | undefined {
  try {
    return readFileSync(path);
  } catch {
    return undefined;
  }
}

function toRepoPath(paths: ProjectPaths, absolute: string): string {
  // Listed under the root, so cut rather than path.relative: the MCP server does this for every event file on every search.
  const path = absolute.startsWith(paths.root + sep)
    ? absolute.slice(paths.root.length + 1)
    : relative(paths.root, absolute);
  return sep === '/' ? path : path.split(sep).join('/');
}

function statEventFiles(paths: ProjectPaths): FileStat[] {
  const stats: FileStat[] = [];
  // The user's own search: this clone's local per-tool activity is searched with the log.
  for (const absolute of listEventFiles(paths, { local: true })) {
    try {
      const stat = statSync(absolute);
      stats.push({
        path: toRepoPath(paths, absolute),
        size: stat.size,
        mtimeMs: stat.mtimeMs,
        ino: stat.ino,
      });
    } catch {
      // Removed while listing: it is simply not part of the log any more.
    }
  }
  return stats;
}

/**
 * Whether the log (with this clone's local activity) holds more than `limit` bytes. Stops
 * at the first files that add up to more: a fresh clone's first hook learns that it cannot
 * afford a rebuild from a few hundred stats, not from statting every event file.
 */
function logExceeds(paths: ProjectPaths, limit: number): boolean {
  let total = 0;
  for (const absolute of eachEventFile(paths, { local: true })) {
    try {
      total += statSync(absolute).size;
    } catch {
      // Removed while listing.
    }
    if (total > limit) return true;
  }
  return false;
}

/**
 * Where reading a file's bytes should stop: after its last newline, or at its end when the
 * text after the last newline is a complete event (a file written without a final newline).
 * A line still being written is left for next time.
 */
function readableLength(bytes: Buffer, from: number): number {
  const complete = completeLength(bytes, from);
  if (complete === bytes.length) return complete;
  try {
    parseEventLine(bytes.toString('utf8', complete).trim());
    return bytes.length;
  } catch {
    return complete;
  }
}

/**
 * A section of 32-bit integers, read where it lies: the header and every integer section
 * before it are whole multiples of 4 bytes, so it is aligned whenever the file's buffer is
 * (a copy otherwise).
 */
function int32(section: Buffer): Int32Array {
  if (section.length % 4 !== 0)
    throw new Error('an integer section of the cache has a partial integer');
  if (section.byteOffset % 4 === 0)
    return new Int32Array(section.buffer, section.byteOffset, section.length / 4);
  return new Int32Array(new Uint8Array(section).buffer);
}

function float32(section: Buffer): Float32Array {
  if (section.length % 4 !== 0)
    throw new Error('a float section of the cache has a partial number');
  if (section.byteOffset % 4 === 0)
    return new Float32Array(section.buffer, section.byteOffset, section.length / 4);
  return new Float32Array(new Uint8Array(section).buffer);
}

const bytesOf = (array: Int32Array | Float32Array | Int8Array): Uint8Array =>
  new Uint8Array(array.buffer, array.byteOffset, array.byteLength);

function sha1(bytes: Uint8Array): string {
  return createHash('sha1').update(bytes).digest('hex');
}

/**
 * Reads events from one file, from byte `from` (of `bytes` when the file was read already);
 * returns them with the file's new state.
 */
function readEventFile(
  paths: ProjectPaths,
  stat: FileStat,
  from: number,
  warnings: LogWarning[],
  bytes: Buffer = readFileSync(join(paths.root, stat.path)),
): { events: AnyEvent[]; state: FileState } {
  const end = readableLength(bytes, from);
  const parsed = parseEventText(bytes.toString('utf8', from, end), stat.path);
  warnings.push(...parsed.warnings);
  return {
    events: parsed.entries.map((entry) => entry.event),
    state: {
      path: stat.path,
      size: end,
      mtimeMs: stat.mtimeMs,
      ino: stat.ino,
      sha1: sha1(bytes.subarray(0, end)),
    },
  };
}

interface LoadedBase {
  index: SearchIndex;
  checksum: string;
  files: FileState[];
  baseRecords: number;
  baseControls: number;
}

function loadBase(dir: string, report: (message: string) => void): LoadedBase | undefined {
  const bytes = readIfPresent(join(dir, 'index.bin'));
  if (!bytes) return undefined;
  const decoded = decodeCacheFile(bytes, 'INDX');
  if (!decoded.ok) {
    report(`search index cache unusable (${decoded.problem}); rebuilding it`);
    return undefined;
  }
  try {
    const [
      recordGroups,
      groupKeys,
      memberStarts,
      members,
      lineStarts,
      fieldLengths,
      termStarts,
      postingStarts,
      postings,
      originCodes,
      termBytes,
      metaSection,
      lines,
      eventIds,
    ] = decoded.sections;
    const meta = readJsonSection<BaseMeta>(metaSection!);
    const records = new RecordTable({
      lines: lines!,
      starts: int32(lineStarts!),
      eventIds: eventIds!.toString('latin1'),
      ids: meta.ids,
      types: meta.types,
    });
    const groups = new TextGroups((position) => records.eventIdAt(position), {
      recordGroups: int32(recordGroups!),
      keys: int32(groupKeys!),
      starts: int32(memberStarts!),
      positions: int32(members!),
    });
    const frozen = {
      termBytes: termBytes!,
      termStarts: int32(termStarts!),
      postingStarts: int32(postingStarts!),
      postings: int32(postings!),
      fieldLengths: int32(fieldLengths!),
      totalLengths: meta.totalLengths,
    };
    if (frozen.fieldLengths.length !== groups.groupCount * FIELD_COUNT)
      throw new Error('the cached index and groups do not match');
    const fts = new FullTextIndex(frozen, groups.sizeView());
    const origins = new RecordOrigins({ codes: int32(originCodes!), meta: meta.origins });
    const index = new SearchIndex({
      fts,
      records,
      groups,
      controls: meta.controls,
      present: meta.present,
      origins,
    });
    return {
      index,
      checksum: decoded.checksum,
      files: meta.files,
      baseRecords: records.length,
      baseControls: meta.controls.length,
    };
  } catch (error) {
    report(`search index cache unreadable (${(error as Error).message}); rebuilding it`);
    return undefined;
  }
}

function loadDelta(
  dir: string,
  base: LoadedBase,
  report: (message: string) => void,
): FileState[] | undefined {
  const bytes = readIfPresent(join(dir, 'delta.bin'));
  if (!bytes) return undefined;
  const decoded = decodeCacheFile(bytes, 'DELT');
  if (!decoded.ok) {
    report(`search delta cache unusable (${decoded.problem}); re-reading what it held`);
    return undefined;
  }
  const meta = readJsonSection<DeltaMeta>(decoded.sections[0]!);
  if (meta.base !== base.checksum) return undefined; // Written for an older index.bin.
  base.index.restore(meta.records, meta.controls, meta.origins);
  base.index.origins.restoreCopies(meta.copies);
  return meta.files;
}

function writeBase(dir: string, index: SearchIndex, files: FileState[]): void {
  mkdirSync(dir, { recursive: true });
  const records = index.records.toStored();
  const groups = index.groups.toStored();
  // Searched from here on in the form written, without the live postings' memory.
  const fts = index.fts.compact();
  const origins = index.origins.toStored();
  const pieces = cacheFilePieces('INDX', [
    // Integer sections first, so that each starts 4-byte aligned.
    bytesOf(groups.recordGroups),
    bytesOf(groups.keys),
    bytesOf(groups.starts),
    bytesOf(groups.positions),
    bytesOf(records.starts),
    bytesOf(fts.fieldLengths),
    bytesOf(fts.termStarts),
    bytesOf(fts.postingStarts),
    bytesOf(fts.postings),
    bytesOf(origins.codes),
    fts.termBytes,
    jsonSection({
      files,
      controls: index.controls,
      present: index.presentIds(),
      totalLengths: fts.totalLengths,
      ids: records.ids,
      types: records.types,
      origins: origins.meta,
    } satisfies BaseMeta),
    records.lines,
    records.eventIds,
  ]);
  writePiecesAtomic(join(dir, 'index.bin'), pieces);
  rmSync(join(dir, 'delta.bin'), { force: true });
}

function writeDelta(dir: string, base: LoadedBase, files: FileState[]): void {
  const { index } = base;
  const meta: DeltaMeta = {
    base: base.checksum,
    files,
    controls: index.controls.slice(base.baseControls),
    present: index.presentIds(),
    records: index.records.slice(base.baseRecords),
    origins: index.origins.storedFrom(base.baseRecords),
    copies: index.origins.storedCopies(),
  };
  mkdirSync(dir, { recursive: true });
  writeFileAtomic(join(dir, 'delta.bin'), encodeCacheFile('DELT', [jsonSection(meta)]));
}

/**
 * Gives the groups of an index being rebuilt their vectors as the rebuild makes them, a
 * batch at a time: from the vector file where it has the group's text (after a pull or a
 * rewritten history, most are there), embedded otherwise. A rebuild then never holds the
 * text of every group waiting to be embedded. An embedder that fails stops the filling;
 * the failure is raised once the index is written (see rebuildAndWrite).
 */
class RebuildVectors {
  /** Groups given their vector, or marked to embed. */
  private done = 0;
  private rows: Map<string, number> | undefined;
  failure: unknown;

  constructor(
    private readonly index: SearchIndex,
    private readonly embedder: Embedder,
    private readonly cached: CachedVectors | undefined,
    private readonly batchSize: number,
  ) {}

  /** Fills what a whole batch is waiting for, or (`all`) everything. */
  async fill(all: boolean): Promise<void> {
    const count = this.index.groups.groupCount;
    if (this.failure !== undefined || (!all && count - this.done < this.batchSize)) return;
    const { cached, embedder } = this;
    const keys = this.index.groups.keyView();
    for (let group = this.done; group < count; group++) {
      const row = cached ? this.cachedRow(cached, keys, group) : undefined;
      if (row === undefined) this.index.markToEmbed(embedder, group);
      else
        this.index.setCachedVector(
          embedder,
          group,
          cached!.codes,
          row * embedder.dimensions,
          cached!.scales[row]!,
        );
    }
    this.done = count;
    try {
      await this.index.embed(embedder, this.batchSize);
    } catch (error) {
      this.failure = error;
    }
  }

  /** The cache's row for the text of `group`: the same row when the cache lists groups in the same order, else found by fingerprint. */
  private cachedRow(cached: CachedVectors, keys: Int32Array, group: number): number | undefined {
    if (
      group < cached.count &&
      cached.keys[group * 2] === keys[group * 2] &&
      cached.keys[group * 2 + 1] === keys[group * 2 + 1]
    )
      return group;
    if (!this.rows) {
      this.rows = new Map();
      for (let row = 0; row < cached.count; row++)
        this.rows.set(`${cached.keys[row * 2]}.${cached.keys[row * 2 + 1]}`, row);
    }
    return this.rows.get(`${keys[group * 2]}.${keys[group * 2 + 1]}`);
  }
}

/** Reads the whole log into a fresh index, giving its groups their vectors as it goes when `vectors` is given. */
async function rebuild(
  paths: ProjectPaths,
  dir: string,
  stats: FileStat[],
  warnings: LogWarning[],
  options: OpenIndexOptions,
  vectors: ((index: SearchIndex) => RebuildVectors) | undefined,
): Promise<{ index: SearchIndex; files: FileState[]; vectors: RebuildVectors | undefined }> {
  const progress = options.progress;
  const total = logBytes(stats);
  // Written whole to index.bin, which keeps no detail: only a delta over a restored index needs it.
  const index = new SearchIndex(undefined, {
    keepDetails: false,
    ...(total > (options.spillLinesAbove ?? SPILL_LINES_ABOVE)
      ? { lines: new SpilledLines(dir) }
      : {}),
  });
  const filler = vectors?.(index);
  const files: FileState[] = [];
  let done = 0;
  for (const stat of stats) {
    try {
      const read = readEventFile(paths, stat, 0, warnings);
      index.add(read.events, stat.path);
      files.push(read.state);
    } catch (error) {
      warnings.push({
        file: stat.path,
        line: 0,
        message: `cannot read: ${(error as Error).message}`,
      });
    }
    await filler?.fill(false);
    done += stat.size;
    progress?.('indexing', done, total);
  }
  await filler?.fill(true);
  return { index, files, vectors: filler };
}

/**
 * Reads the whole log into a fresh index and writes it to the cache; with an embedder (and
 * no budget: a hook's rebuild embeds afterwards, as far as its budget goes), the vectors
 * too. Returns whether it wrote the vectors.
 */
async function rebuildAndWrite(
  paths: ProjectPaths,
  dir: string,
  stats: FileStat[],
  options: OpenIndexOptions,
  reason: string | undefined,
): Promise<{ opened: OpenedIndex; vectorsWritten: boolean }> {
  const warnings: LogWarning[] = [];
  const embedder = options.budget ? null : options.embedder;
  const vectorPath = embedder ? join(dir, vectorFileName(embedder.name)) : '';
  const cached = embedder
    ? loadVectors(vectorPath, embedder, options.report ?? (() => {}))
    : undefined;
  const batchSize = options.batchSize ?? 256;
  const built = await rebuild(
    paths,
    dir,
    stats,
    warnings,
    options,
    embedder ? (index) => new RebuildVectors(index, embedder, cached, batchSize) : undefined,
  );
  writeBase(dir, built.index, built.files);
  const opened: OpenedIndex = {
    index: built.index,
    warnings,
    state: 'rebuilt',
    files: built.files,
    ...(reason ? { reason } : {}),
  };
  if (!embedder || !built.vectors) return { opened, vectorsWritten: false };
  // As when embedding after the index was written: the index stays, the caller hears of the failure.
  if (built.vectors.failure !== undefined) throw built.vectors.failure;
  writeVectors(vectorPath, built.index, embedder);
  return { opened, vectorsWritten: true };
}

/**
 * Brings a cached index up to date with files that grew or appeared: reads only what was
 * appended, from the bytes whose hash showed that only appends happened (`held`), so that
 * a rewrite cannot slip in between the check and the read.
 */
function appendToIndex(
  paths: ProjectPaths,
  dir: string,
  base: LoadedBase,
  known: FileState[],
  stats: FileStat[],
  grown: { stat: FileStat; known: FileState | undefined }[],
  held: Map<string, Buffer>,
): OpenedIndex {
  const warnings: LogWarning[] = [];
  const states = new Map(known.map((state) => [state.path, state]));
  for (const { stat, known: before } of grown) {
    const read = readEventFile(paths, stat, before?.size ?? 0, warnings, held.get(stat.path));
    held.delete(stat.path);
    base.index.add(read.events, stat.path);
    states.set(stat.path, read.state);
  }
  const files = stats
    .map((stat) => states.get(stat.path))
    .filter((state): state is FileState => state !== undefined);
  const deltaRecords = base.index.records.length - base.baseRecords;
  if (deltaRecords > Math.max(DELTA_MIN, base.baseRecords * DELTA_SHARE))
    writeBase(dir, base.index, files);
  else writeDelta(dir, base, files);
  return { index: base.index, warnings, state: 'appended', files };
}

/**
 * Brings an index held in memory (the MCP server's, between calls) up to date with the
 * log, the way the caches are: reads only what was appended to files that grew and the
 * new files. Writes no cache (the commands and hooks keep those). Returns undefined when a
 * file was removed or rewritten, which only a rebuild can handle. `stats`: the event files
 * now, when the caller knows them without a stat of every one (log-watch.ts). `read`: the
 * ids of the events read (a merge brings in memories the index held from other branches).
 */
export function refreshHeldIndex(
  paths: ProjectPaths,
  held: { index: SearchIndex; files: FileState[] },
  stats: FileStat[] = statEventFiles(paths),
):
  | {
      state: 'warm' | 'appended';
      files: FileState[];
      added: number;
      read: string[];
      warnings: LogWarning[];
    }
  | undefined {
  const bytesRead = new Map<string, Buffer>();
  const change = compareLog(held.files, stats, (stat, length) => {
    const bytes = readFileSync(join(paths.root, stat.path));
    bytesRead.set(stat.path, bytes);
    return sha1(bytes.subarray(0, length));
  });
  if (change.kind === 'unchanged')
    return { state: 'warm', files: held.files, added: 0, read: [], warnings: [] };
  if (change.kind === 'rebuild') return undefined;
  const warnings: LogWarning[] = [];
  const states = new Map(held.files.map((state) => [state.path, state]));
  let added = 0;
  const ids: string[] = [];
  for (const { stat, known } of change.files) {
    const read = readEventFile(paths, stat, known?.size ?? 0, warnings, bytesRead.get(stat.path));
    added += held.index.add(read.events, stat.path).length;
    for (const event of read.events) ids.push(event.id);
    states.set(stat.path, read.state);
  }
  const files = stats
    .map((stat) => states.get(stat.path))
    .filter((state): state is FileState => state !== undefined);
  return { state: 'appended', files, added, read: ids, warnings };
}

/**
 * Opens the search index for the current log: from the caches when they are current,
 * updating them with what was appended, or rebuilding them when the log changed under them.
 */
export async function openSearchIndex(
  paths: ProjectPaths,
  options: OpenIndexOptions,
): Promise<OpenedIndex> {
  const dir = searchCacheDir(paths);
  const report = options.report ?? (() => {});
  const budget = options.budget;
  const affordable = (bytes: number, reason: string) => {
    if (budget && bytes > budget.maxReadBytes) throw new IndexDeferredError(reason);
  };
  // A cold cache is known without reading it, and a large log without statting all of it:
  // a fresh clone's first hook does not even load the rest.
  if (budget && !existsSync(join(dir, 'index.bin')) && logExceeds(paths, budget.maxReadBytes))
    throw new IndexDeferredError('no index yet');
  const stats = statEventFiles(paths);
  let result: OpenedIndex;
  let vectorsWritten = false;
  const base = loadBase(dir, report);
  if (!base) {
    affordable(logBytes(stats), 'no usable index');
    ({ opened: result, vectorsWritten } = await rebuildAndWrite(
      paths,
      dir,
      stats,
      options,
      undefined,
    ));
  } else {
    const known = loadDelta(dir, base, report) ?? base.files;
    // The bytes hashed to tell an append from a rewrite, kept for reading what was appended.
    const held = new Map<string, Buffer>();
    const change = compareLog(known, stats, (stat, length) => {
      const bytes = readFileSync(join(paths.root, stat.path));
      held.set(stat.path, bytes);
      return sha1(bytes.subarray(0, length));
    });
    if (change.kind === 'unchanged')
      result = { index: base.index, warnings: [], state: 'warm', files: known };
    else if (change.kind === 'rebuild') {
      affordable(logBytes(stats), change.reason);
      ({ opened: result, vectorsWritten } = await rebuildAndWrite(
        paths,
        dir,
        stats,
        options,
        change.reason,
      ));
    } else {
      affordable(
        change.files.reduce((sum, file) => sum + file.stat.size - (file.known?.size ?? 0), 0),
        `${change.files.length} event file(s) grew`,
      );
      result = appendToIndex(paths, dir, base, known, stats, change.files, held);
    }
  }
  if (options.embedder && !vectorsWritten) {
    try {
      await syncVectors(dir, result.index, options.embedder, options, report);
    } catch (error) {
      if (!(error instanceof IndexDeferredError)) throw error;
      result = { ...result, deferred: error.reason };
    }
  }
  return result;
}

// ---------------------------------------------------------------------------------------
// Vectors: `VECS` file with sections [group fingerprints (2 x i32 each), scales f32, codes i8, meta JSON].

interface VectorMeta {
  embedder: string;
  dimensions: number;
  count: number;
}

/** The vector file of an embedder: its name made safe for a file name, plus a short hash. */
export function vectorFileName(embedder: string): string {
  const slug = embedder.replace(/[^A-Za-z0-9.-]+/g, '-').slice(0, 60);
  return `vectors-${slug}-${sha1(Buffer.from(embedder)).slice(0, 8)}.bin`;
}

interface CachedVectors {
  keys: Int32Array;
  scales: Float32Array;
  codes: Int8Array;
  count: number;
}

function loadVectors(
  path: string,
  embedder: Embedder,
  report: (message: string) => void,
): CachedVectors | undefined {
  const bytes = readIfPresent(path);
  if (!bytes) return undefined;
  const decoded = decodeCacheFile(bytes, 'VECS');
  if (!decoded.ok) {
    report(`search vector cache unusable (${decoded.problem}); re-embedding`);
    return undefined;
  }
  const [keySection, scaleSection, codeSection, metaSection] = decoded.sections;
  const meta = readJsonSection<VectorMeta>(metaSection!);
  if (meta.embedder !== embedder.name || meta.dimensions !== embedder.dimensions) return undefined;
  if (
    keySection!.length !== meta.count * 8 ||
    scaleSection!.length !== meta.count * 4 ||
    codeSection!.length !== meta.count * meta.dimensions
  ) {
    report('search vector cache has inconsistent sections; re-embedding');
    return undefined;
  }
  return {
    keys: int32(keySection!),
    scales: float32(scaleSection!),
    codes: new Int8Array(codeSection!.buffer, codeSection!.byteOffset, codeSection!.length),
    count: meta.count,
  };
}

/** Saves the vector (or its absence, as scale 0) of every group. */
function writeVectors(path: string, index: SearchIndex, embedder: Embedder): void {
  const table = index.vectors!.table;
  const count = index.groups.groupCount;
  const meta: VectorMeta = { embedder: embedder.name, dimensions: embedder.dimensions, count };
  writePiecesAtomic(
    path,
    cacheFilePieces('VECS', [
      bytesOf(index.groups.keyView().subarray(0, count * 2)),
      bytesOf(table.scales.subarray(0, count)),
      bytesOf(table.codes.subarray(0, count * embedder.dimensions)),
      jsonSection(meta),
    ]),
  );
}

/**
 * Fills the index's vector table from the cache, embeds the groups the cache lacks, and
 * saves the table if anything changed. Groups whose text gives no vector are saved as
 * such, so they are not sent to the embedder again.
 */
async function syncVectors(
  dir: string,
  index: SearchIndex,
  embedder: Embedder,
  options: OpenIndexOptions,
  report: (message: string) => void,
): Promise<void> {
  const path = join(dir, vectorFileName(embedder.name));
  const cached = loadVectors(path, embedder, report);
  const table = index.useEmbedder(embedder);
  const keys = index.groups.keyView();
  const dims = embedder.dimensions;
  let aligned = cached !== undefined && cached.count <= index.groups.groupCount;
  for (let i = 0; aligned && i < cached!.count * 2; i++) aligned = cached!.keys[i] === keys[i];
  if (cached && aligned) {
    // The common case: the file holds the index's groups in order; copy it whole.
    table.setRows(cached.codes, cached.scales, cached.count);
  } else if (cached) {
    // The index was rebuilt since: match vectors to groups by the fingerprint of their text.
    const rows = new Map<string, number>();
    for (let row = 0; row < cached.count; row++)
      rows.set(`${cached.keys[row * 2]}.${cached.keys[row * 2 + 1]}`, row);
    for (let group = 0; group < index.groups.groupCount; group++) {
      const row = rows.get(`${keys[group * 2]}.${keys[group * 2 + 1]}`);
      if (row === undefined) table.forget(group);
      else table.setRow(group, cached.codes, row * dims, cached.scales[row]!);
    }
  }
  if (options.budget && index.groupsToEmbed(embedder).length > options.budget.maxEmbed) {
    // Too many to embed now: search with the vectors there are; the background refresh makes the rest.
    throw new IndexDeferredError(`${index.groupsToEmbed(embedder).length} texts to embed`);
  }
  const embedded = await index.embed(embedder, options.batchSize ?? 256, (done, total) =>
    options.progress?.('embedding', done, total),
  );
  if (embedded === 0 && cached && aligned && cached.count === index.groups.groupCount) return;
  mkdirSync(dir, { recursive: true });
  writeVectors(path, index, embedder);
}

/** Removes every search cache (for `cortex search --rebuild`). */
export function clearSearchCaches(paths: ProjectPaths): void {
  rmSync(searchCacheDir(paths), { recursive: true, force: true });
}
