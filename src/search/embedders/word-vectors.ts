/**
 * The built-in offline embedder: GloVe-style word vectors shipped with cortex (see
 * scripts/build-word-vectors.mjs for how the asset is made), combined into a sentence
 * vector with smooth inverse frequency (SIF) weights: frequent words count for little, and
 * the direction every sentence shares (the asset's common component) is removed, so what
 * is left says what a text is about rather than that it is English.
 */
import { createHash } from 'node:crypto';
import { STOP_WORDS, splitWords } from '../text.js';
import type { Embedder } from '../vectors.js';

const MAGIC = 'CXWV';
const FORMAT = 1;
const HEADER_BYTES = 40;

export class WordVectorsError extends Error {}

/** The parsed asset. Arrays are views into the asset's bytes. */
export interface WordVectors {
  dimensions: number;
  words: string[];
  /** Each word's frequency rank in the source corpus (0 = most frequent). */
  ranks: Uint32Array;
  scales: Float32Array;
  codes: Int8Array;
  common: Float32Array;
}

/**
 * Reads the asset; throws WordVectorsError when it is damaged or of another format. The
 * checksum costs a few milliseconds, so `verify: false` skips it where start-up time counts
 * (the sizes are still checked).
 */
export function parseWordVectors(bytes: Uint8Array, options: { verify?: boolean } = {}): WordVectors {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buffer.length < HEADER_BYTES || buffer.toString('ascii', 0, 4) !== MAGIC) throw new WordVectorsError('not a cortex word-vector file');
  if (buffer.readUInt32LE(4) !== FORMAT) throw new WordVectorsError(`word-vector format ${buffer.readUInt32LE(4)} is not ${FORMAT}`);
  const dimensions = buffer.readUInt32LE(8);
  const count = buffer.readUInt32LE(12);
  const vocabBytes = buffer.readUInt32LE(16);
  const paddedVocab = vocabBytes + ((4 - (vocabBytes % 4)) % 4);
  const expected = HEADER_BYTES + paddedVocab + count * 8 + count * dimensions + dimensions * 4;
  if (buffer.length !== expected) throw new WordVectorsError(`word-vector file is ${buffer.length} bytes, expected ${expected}`);
  if (options.verify !== false) {
    const digest = createHash('sha1').update(buffer.subarray(HEADER_BYTES)).digest();
    if (!digest.equals(buffer.subarray(20, 40))) throw new WordVectorsError('word-vector file is damaged (checksum mismatch)');
  }

  const words = buffer.toString('utf8', HEADER_BYTES, HEADER_BYTES + vocabBytes).split('\n');
  if (words.length !== count) throw new WordVectorsError(`word-vector file lists ${words.length} words, expected ${count}`);
  // Typed arrays must start at a multiple of their element size: copy bytes that do not.
  const data = bytes.byteOffset % 4 === 0 ? bytes : new Uint8Array(bytes);
  let offset = data.byteOffset + HEADER_BYTES + paddedVocab;
  const ranks = new Uint32Array(data.buffer, offset, count);
  offset += count * 4;
  const scales = new Float32Array(data.buffer, offset, count);
  offset += count * 4;
  const codes = new Int8Array(data.buffer, offset, count * dimensions);
  offset += count * dimensions;
  const common = new Float32Array(data.buffer, offset, dimensions);
  return { dimensions, words, ranks, scales, codes, common };
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

export const DEFAULT_WORD_VECTOR_SETTINGS: WordVectorSettings = { weighting: 'sif', sifA: 1e-3, dropStopWords: true };

/** Approximate share of the corpus of the word at `rank`, by Zipf's law over the source's vocabulary. */
function corpusShare(rank: number): number {
  return 1 / ((rank + 10) * 13.3);
}

/** The embedder over a parsed asset. */
export function wordVectorEmbedder(vectors: WordVectors, settings: WordVectorSettings = DEFAULT_WORD_VECTOR_SETTINGS): Embedder & { embed(text: string): Float32Array | null } {
  const { dimensions, codes, scales, ranks, common } = vectors;
  // A map of the whole vocabulary costs milliseconds to build: worth it when embedding many
  // texts, not for one short query, where scanning the word list is quicker.
  let lookup: Map<string, number> | undefined;
  let lookups = 0;
  const find = (word: string): number | undefined => {
    if (!lookup && ++lookups > 64) lookup = new Map(vectors.words.map((w, i) => [w, i]));
    if (lookup) return lookup.get(word);
    const index = vectors.words.indexOf(word);
    return index < 0 ? undefined : index;
  };
  const indexOf = (word: string): number | undefined => {
    const found = find(word);
    if (found !== undefined || word.length <= 3) return found;
    // A plural the vocabulary lacks: try the singular.
    if (word.endsWith('s')) return find(word.slice(0, -1));
    return undefined;
  };
  const weightOf = (index: number): number => (settings.weighting === 'sif' ? settings.sifA / (settings.sifA + corpusShare(ranks[index]!)) : 1);

  const embed = (text: string): Float32Array | null => {
    const sum = new Float32Array(dimensions);
    let found = 0;
    for (const word of splitWords(text)) {
      if (settings.dropStopWords && STOP_WORDS.has(word)) continue;
      const index = indexOf(word);
      if (index === undefined) continue;
      const weight = weightOf(index) * scales[index]!;
      const offset = index * dimensions;
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

  const suffix = settings.weighting === 'sif' ? `sif-${settings.sifA}${settings.dropStopWords ? '' : '-stop'}` : `mean${settings.dropStopWords ? '' : '-stop'}`;
  return {
    name: `builtin:glove-${dimensions}d-${vectors.words.length}w-${suffix}`,
    dimensions,
    embed,
    embedDocuments: (texts) => Promise.resolve(texts.map(embed)),
    embedQuery: (text) => Promise.resolve(embed(text)),
  };
}
