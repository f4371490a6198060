/**
 * The byte layout of search's cache files, and the checks that keep a damaged one from being
 * trusted: a magic word, the cache format, the file's kind, the length of every section, and
 * a SHA-1 of the body. A file that fails any check is reported as unusable (and rebuilt by
 * the caller), never half-read.
 *
 *   "CXSC" | u32 format | 4-byte kind | u32 sections | u32 length x sections | 20-byte SHA-1 | body
 */
import { createHash } from 'node:crypto';

const MAGIC = 'CXSC';
export type CacheKind = 'INDX' | 'DELT' | 'VECS';

/**
 * Each kind's format, bumped whenever what files of that kind hold changes meaning: older
 * ones are then rebuilt. Apart, because vectors cost far more to make again than the index
 * (the index's format 3 added where each record was read from; the vectors did not change).
 */
export const CACHE_FORMATS: Readonly<Record<CacheKind, number>> = { INDX: 3, DELT: 3, VECS: 2 };

/**
 * Bytes that are not held in memory (a file being copied in): their length, and blocks of
 * them, read afresh each time (each block valid until the next is asked for).
 */
export interface StreamedBytes {
  readonly byteLength: number;
  blocks(): Iterable<Uint8Array>;
}

/** A piece of a section: bytes, or bytes streamed from elsewhere. */
export type Piece = Uint8Array | StreamedBytes;

/** A section: bytes, or several pieces of bytes written one after the other. */
export type Section = Piece | readonly Piece[];

const piecesOf = (section: Section): readonly Piece[] =>
  section instanceof Uint8Array || !Array.isArray(section) ? [section as Piece] : section;

/** The bytes of a piece, a block at a time (one block for bytes held in memory). */
export function blocksOf(piece: Piece): Iterable<Uint8Array> {
  return piece instanceof Uint8Array ? [piece] : piece.blocks();
}

/**
 * The header for these sections, then the pieces to write after it in order: a file can be
 * written piece by piece, never holding a second copy of a large index in memory.
 */
export function cacheFilePieces(kind: CacheKind, sections: readonly Section[]): Piece[] {
  const header = Buffer.alloc(16 + sections.length * 4 + 20);
  header.write(MAGIC, 0, 'ascii');
  header.writeUInt32LE(CACHE_FORMATS[kind], 4);
  header.write(kind, 8, 'ascii');
  header.writeUInt32LE(sections.length, 12);
  const hash = createHash('sha1');
  sections.forEach((section, i) => {
    let length = 0;
    for (const piece of piecesOf(section)) {
      let streamed = 0;
      for (const block of blocksOf(piece)) {
        hash.update(block);
        streamed += block.byteLength;
      }
      if (streamed !== piece.byteLength)
        throw new Error(`a section piece of ${piece.byteLength} bytes gave ${streamed}`);
      length += streamed;
    }
    header.writeUInt32LE(length, 16 + i * 4);
  });
  hash.digest().copy(header, 16 + sections.length * 4);
  return [header, ...sections.flatMap(piecesOf)];
}

/** Joins sections into one file's bytes. */
export function encodeCacheFile(kind: CacheKind, sections: readonly Section[]): Buffer {
  const held: Uint8Array[] = [];
  for (const piece of cacheFilePieces(kind, sections)) {
    if (piece instanceof Uint8Array) held.push(piece);
    // Copied as they come: a streamed block is only valid until the next.
    else for (const block of piece.blocks()) held.push(Uint8Array.from(block));
  }
  return Buffer.concat(held);
}

export type DecodedCacheFile =
  { ok: true; sections: Buffer[]; checksum: string } | { ok: false; problem: string };

/** Splits a cache file into its sections, or says why it cannot be trusted. */
export function decodeCacheFile(bytes: Buffer, kind: CacheKind): DecodedCacheFile {
  if (bytes.length < 16 || bytes.toString('ascii', 0, 4) !== MAGIC)
    return { ok: false, problem: 'not a cortex cache file' };
  if (bytes.toString('ascii', 8, 12) !== kind)
    return {
      ok: false,
      problem: `a ${bytes.toString('ascii', 8, 12)} file where ${kind} was expected`,
    };
  const format = bytes.readUInt32LE(4);
  if (format !== CACHE_FORMATS[kind])
    return {
      ok: false,
      problem: `cache format ${format}, this cortex writes ${CACHE_FORMATS[kind]}`,
    };
  const count = bytes.readUInt32LE(12);
  const headerBytes = 16 + count * 4 + 20;
  if (count > 64 || bytes.length < headerBytes) return { ok: false, problem: 'truncated header' };
  const lengths = Array.from({ length: count }, (_, i) => bytes.readUInt32LE(16 + i * 4));
  const expected = headerBytes + lengths.reduce((sum, length) => sum + length, 0);
  if (bytes.length !== expected)
    return {
      ok: false,
      problem: `${bytes.length} bytes where the header says ${expected} (truncated or overwritten)`,
    };
  const body = bytes.subarray(headerBytes);
  const checksum = bytes.subarray(16 + count * 4, headerBytes);
  if (!createHash('sha1').update(body).digest().equals(checksum))
    return { ok: false, problem: 'checksum mismatch (damaged)' };
  const sections: Buffer[] = [];
  let offset = headerBytes;
  for (const length of lengths) {
    sections.push(bytes.subarray(offset, offset + length));
    offset += length;
  }
  return { ok: true, sections, checksum: checksum.toString('hex') };
}

/** A JSON value as a section. */
export function jsonSection(value: unknown): Buffer {
  return Buffer.from(JSON.stringify(value), 'utf8');
}

/** A section read back as JSON; throws on malformed JSON (the checksum makes that unlikely). */
export function readJsonSection<T>(section: Buffer): T {
  return JSON.parse(section.toString('utf8')) as T;
}
