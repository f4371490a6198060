/**
 * The built-in offline embedder: GloVe-style word vectors shipped with cortex (see
 * scripts/build-word-vectors.mjs for how the asset is made), combined into a sentence
 * vector with smooth inverse frequency (SIF) weights: frequent words count for little, and
 * the direction every sentence shares (the asset's common component) is removed, so what
 * is left says what a text is about rather than that it is English.
 *
 * The asset is laid out so that a query can be embedded from a few hundred bytes of it: a
 * sorted vocabulary to search, and one row per word (its rank, scale and vector codes).
 * The shell reads just those rows for a query (embedders/load.ts) and the whole file only
 * when it embeds many texts.
 *
 *   header (40 bytes): "CXWV" | u32 format | u32 dims | u32 count | u32 vocabBytes | sha1 of the body (20 bytes)
 *   body: u32 wordStarts[count + 1] | f32 common[dims] | rows[count] | vocab
 *   row:  u32 rank | f32 scale | i8 codes[dims] | zero padding to a multiple of 4 bytes
 *   vocab: the words, UTF-8, sorted, one after another (wordStarts gives where each begins)
 */
import { createHash } from 'node:crypto';
import { STOP_WORDS, splitWords } from '../terms.js';
import type { Embedder } from '../vectors.js';

const MAGIC = 'CXWV';
export const WORD_VECTOR_FORMAT = 2;
export const HEADER_BYTES = 40;

export class WordVectorsError extends Error {}

/** Where everything is in the asset, from its header. */
export interface WordVectorLayout {
  dimensions: number;
  count: number;
  vocabBytes: number;
  /** Byte offsets from the start of the file. */
  wordStarts: number;
  common: number;
  rows: number;
  rowBytes: number;
  vocab: number;
  /** The file's size. */
  size: number;
}

/** Reads the header; throws WordVectorsError when it is not this format. */
export function wordVectorLayout(header: Uint8Array): WordVectorLayout {
  const buffer = Buffer.from(header.buffer, header.byteOffset, header.byteLength);
  if (buffer.length < HEADER_BYTES || buffer.toString('ascii', 0, 4) !== MAGIC)
    throw new WordVectorsError('not a cortex word-vector file');
  const format = buffer.readUInt32LE(4);
  if (format !== WORD_VECTOR_FORMAT)
    throw new WordVectorsError(`word-vector format ${format} is not ${WORD_VECTOR_FORMAT}`);
  const dimensions = buffer.readUInt32LE(8);
  const count = buffer.readUInt32LE(12);
  const vocabBytes = buffer.readUInt32LE(16);
  const rowBytes = 8 + dimensions + ((4 - (dimensions % 4)) % 4);
  const wordStarts = HEADER_BYTES;
  const common = wordStarts + (count + 1) * 4;
  const rows = common + dimensions * 4;
  const vocab = rows + count * rowBytes;
  return {
    dimensions,
    count,
    vocabBytes,
    wordStarts,
    common,
    rows,
    rowBytes,
    vocab,
    size: vocab + vocabBytes,
  };
}

/**
 * One word's entry: its frequency rank in the source corpus (0 = most frequent), and its
 * vector: `codes[offset + d] x scale`.
 */
export interface WordRow {
  rank: number;
  scale: number;
  codes: Int8Array;
  offset: number;
}

/** Where the embedder gets word vectors from: the whole asset in memory, or rows read on demand. */
export interface WordVectorSource {
  dimensions: number;
  /** Words in the vocabulary (part of the embedder's name: another vocabulary, other vectors). */
  count: number;
  /** The first principal component of the frequency-weighted vocabulary. */
  common: Float32Array;
  /** The rows of `words`, undefined for words the vocabulary lacks. */
  lookup(words: readonly string[]): (WordRow | undefined)[];
}

/**
 * Finds `word` in a sorted vocabulary: `wordAt(i)` reads the i-th word. Returns its index,
 * or -1.
 */
export function searchVocabulary(
  word: string,
  count: number,
  wordAt: (index: number) => string,
): number {
  let low = 0;
  let high = count;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const found = wordAt(middle);
    if (found === word) return middle;
    if (found < word) low = middle + 1;
    else high = middle;
  }
  return -1;
}

/**
 * The whole asset, parsed. Checks the layout and, unless `verify` is false (where start-up
 * time counts), the checksum; throws WordVectorsError when the file is damaged.
 */
export function parseWordVectors(
  bytes: Uint8Array,
  options: { verify?: boolean } = {},
): WordVectorSource {
  const layout = wordVectorLayout(bytes.subarray(0, HEADER_BYTES));
  if (bytes.length !== layout.size)
    throw new WordVectorsError(
      `word-vector file is ${bytes.length} bytes, expected ${layout.size}`,
    );
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (options.verify !== false) {
    const digest = createHash('sha1').update(buffer.subarray(HEADER_BYTES)).digest();
    if (!digest.equals(buffer.subarray(20, 40)))
      throw new WordVectorsError('word-vector file is damaged (checksum mismatch)');
  }
  // Typed arrays must start at a multiple of their element size: copy bytes that do not.
  const data = bytes.byteOffset % 4 === 0 ? bytes : new Uint8Array(bytes);
  const { dimensions, count, rowBytes } = layout;
  const wordStarts = new Uint32Array(data.buffer, data.byteOffset + layout.wordStarts, count + 1);
  const common = new Float32Array(data.buffer, data.byteOffset + layout.common, dimensions);
  const rows = new DataView(data.buffer, data.byteOffset + layout.rows, count * rowBytes);
  const codes = new Int8Array(data.buffer, data.byteOffset, data.byteLength);
  const vocabulary = Buffer.from(data.buffer, data.byteOffset + layout.vocab, layout.vocabBytes);
  const wordAt = (index: number) =>
    vocabulary.toString('latin1', wordStarts[index], wordStarts[index + 1]);
  // A map of the whole vocabulary costs milliseconds to build: worth it when embedding many
  // texts, not for a short query, where searching the sorted list is quicker.
  let byWord: Map<string, number> | undefined;
  let lookups = 0;
  const find = (word: string): number => {
    if (!byWord && ++lookups > 256) {
      byWord = new Map();
      for (let i = 0; i < count; i++)
        byWord.set(vocabulary.toString('utf8', wordStarts[i], wordStarts[i + 1]), i);
    }
    if (byWord) return byWord.get(word) ?? -1;
    return searchVocabulary(word, count, wordAt);
  };
  const rowAt = (index: number): WordRow => {
    const offset = index * rowBytes;
    return {
      rank: rows.getUint32(offset, true),
      scale: rows.getFloat32(offset + 4, true),
      codes,
      offset: layout.rows + offset + 8,
    };
  };
  return {
    dimensions,
    count,
    common,
    lookup: (words) =>
      words.map((word) => {
        // The vocabulary is plain ASCII: anything else is not in it (and would not compare byte for byte).
        if (word === '' || !/^[\x21-\x7e]+$/.test(word)) return undefined;
        const index = find(word);
        return index < 0 ? undefined : rowAt(index);
      }),
  };
}

/** How word vectors are combined into one vector for a text. */
export interface WordVectorSettings {
  /** `sif`: smooth inverse frequency weights and common-component removal; `mean`: a plain average. */
  weighting: 'sif' | 'mean';
  /** SIF's smoothing `a` in `a / (a + p(word))`: smaller leans harder on rare words. */
  sifA: number;
  /** Whether stop words are left out before weighting. */
  dropStopWords: boolean;
}

export const DEFAULT_WORD_VECTOR_SETTINGS: WordVectorSettings = {
  weighting: 'sif',
  sifA: 1e-3,
  dropStopWords: true,
};

/** Approximate share of the corpus of the word at `rank`, by Zipf's law over the source's vocabulary. */
function corpusShare(rank: number): number {
  return 1 / ((rank + 10) * 13.3);
}

/** Words whose rows an embedder remembers at most. */
const ROW_MEMORY = 20_000;

/** The embedder over a source of word vectors. */
export function wordVectorEmbedder(
  source: WordVectorSource,
  settings: WordVectorSettings = DEFAULT_WORD_VECTOR_SETTINGS,
): Embedder & { embed(text: string): Float32Array | null } {
  const { dimensions, common } = source;
  const weightOf = (row: WordRow): number =>
    settings.weighting === 'sif' ? settings.sifA / (settings.sifA + corpusShare(row.rank)) : 1;

  // Each word's row (null: not in the vocabulary), remembered: embedding a log looks up the
  // same few thousand words millions of times. Cleared when it grows past a bound.
  const rows = new Map<string, WordRow | null>();
  const singularOf = (word: string): string =>
    word.length > 3 && word.endsWith('s') ? word.slice(0, -1) : '';

  const embed = (text: string): Float32Array | null => {
    const words = splitWords(text).filter(
      (word) => !(settings.dropStopWords && STOP_WORDS.has(word)),
    );
    if (words.length === 0) return null;
    if (rows.size > ROW_MEMORY) rows.clear();
    // Each word, and a singular the vocabulary may have instead of its plural: those not
    // remembered are looked up together (one read of the asset per text, not per word).
    const missing: string[] = [];
    for (const word of words) {
      if (!rows.has(word)) missing.push(word);
      const singular = singularOf(word);
      if (singular !== '' && !rows.has(singular)) missing.push(singular);
    }
    // Long words are copied: as slices of the text they would keep every text embedded alive.
    if (missing.length > 0)
      source
        .lookup(missing)
        .forEach((row, i) =>
          rows.set(
            missing[i]!.length < 13
              ? missing[i]!
              : (JSON.parse(JSON.stringify(missing[i])) as string),
            row ?? null,
          ),
        );
    const sum = new Float32Array(dimensions);
    let found = 0;
    for (const word of words) {
      const singular = singularOf(word);
      const row = rows.get(word) ?? (singular === '' ? null : rows.get(singular));
      if (!row) continue;
      const weight = weightOf(row) * row.scale;
      const { codes, offset } = row;
      for (let d = 0; d < dimensions; d++) sum[d]! += weight * codes[offset + d]!;
      found++;
    }
    if (found === 0) return null;
    if (settings.weighting === 'sif') {
      let projection = 0;
      for (let d = 0; d < dimensions; d++) projection += sum[d]! * common[d]!;
      for (let d = 0; d < dimensions; d++) sum[d]! -= projection * common[d]!;
    }
    return sum;
  };

  const suffix =
    settings.weighting === 'sif'
      ? `sif-${settings.sifA}${settings.dropStopWords ? '' : '-stop'}`
      : `mean${settings.dropStopWords ? '' : '-stop'}`;
  return {
    name: `builtin:glove-${dimensions}d-${source.count}w-${suffix}`,
    dimensions,
    embed,
    embedDocuments: (texts) => Promise.resolve(texts.map(embed)),
    embedQuery: (text) => Promise.resolve(embed(text)),
  };
}
