/**
 * Making the embedder the project's config asks for: the built-in word vectors (read from
 * the asset shipped beside the bundle), a hosted API, a local transformers.js model, or
 * none. Each backend is imported only when chosen.
 */
import { closeSync, fstatSync, openSync, readFileSync, readSync } from 'node:fs';
import { findAsset } from '../../setup/assets.js';
import { CortexError } from '../../errors.js';
import type { EmbedderConfig } from '../../config/search-settings.js';
import type { Embedder } from '../vectors.js';
import {
  HEADER_BYTES,
  parseWordVectors,
  searchVocabulary,
  wordVectorEmbedder,
  wordVectorLayout,
  type WordRow,
  type WordVectorSource,
} from './word-vectors.js';

const ASSET = 'word-vectors.bin';

/** Where the asset is: beside the bundle in `dist/`, or in the source tree's `assets/` when running from source. */
export function wordVectorsPath(): string {
  const found = findAsset(`dist/${ASSET}`, `assets/${ASSET}`);
  if (!found) {
    throw new CortexError(
      'WORD_VECTORS_MISSING',
      `the built-in word vectors (${ASSET}) are missing from this installation`,
      {
        hint: 'reinstall cortex, or set "search": {"embedder": "none"} in .cortex/config.json to search by keywords only',
      },
    );
  }
  return found;
}

/** Reads `length` bytes at `position` of an open file. */
function readAt(fd: number, position: number, length: number): Buffer {
  const bytes = Buffer.alloc(length);
  let done = 0;
  while (done < length) {
    const read = readSync(fd, bytes, done, length - done, position + done);
    if (read === 0) throw new Error('the file ended early');
    done += read;
  }
  return bytes;
}

/** Lookups after which reading the whole asset is cheaper than reading row by row. */
const ROWS_BEFORE_WHOLE_FILE = 256;

/**
 * The asset read on demand: its vocabulary index once (a few hundred KiB), then only the
 * rows of the words looked up, so a query costs a few reads instead of the whole 4.5 MiB
 * file. After many lookups (embedding a log) it reads the whole file and answers from memory.
 */
function fileWordVectors(path: string): WordVectorSource {
  const fd = openSync(path, 'r');
  try {
    const layout = wordVectorLayout(readAt(fd, 0, HEADER_BYTES));
    const size = fstatSync(fd).size;
    if (size !== layout.size)
      throw new Error(`word-vector file is ${size} bytes, expected ${layout.size}`);
    const index = readAt(fd, layout.wordStarts, (layout.count + 1) * 4);
    const vocabulary = readAt(fd, layout.vocab, layout.vocabBytes);
    const common = new Float32Array(
      readAt(fd, layout.common, layout.dimensions * 4).buffer.slice(0),
    );
    const wordAt = (i: number) =>
      vocabulary.toString('latin1', index.readUInt32LE(i * 4), index.readUInt32LE(i * 4 + 4));
    let whole: WordVectorSource | undefined;
    let lookups = 0;
    return {
      dimensions: layout.dimensions,
      count: layout.count,
      common,
      lookup(words) {
        lookups += words.length;
        if (!whole && lookups > ROWS_BEFORE_WHOLE_FILE)
          whole = parseWordVectors(readFileSync(path), { verify: false });
        if (whole) return whole.lookup(words);
        const file = openSync(path, 'r');
        try {
          return words.map((word): WordRow | undefined => {
            if (word === '' || !/^[\x21-\x7e]+$/.test(word)) return undefined;
            const found = searchVocabulary(word, layout.count, wordAt);
            if (found < 0) return undefined;
            const row = readAt(file, layout.rows + found * layout.rowBytes, layout.rowBytes);
            return {
              rank: row.readUInt32LE(0),
              scale: row.readFloatLE(4),
              codes: new Int8Array(row.buffer, row.byteOffset + 8, layout.dimensions),
              offset: 0,
            };
          });
        } finally {
          closeSync(file);
        }
      },
    };
  } finally {
    closeSync(fd);
  }
}

let loaded: WordVectorSource | undefined;

/** The built-in embedder; the asset's index is read once per process, its rows as needed. */
export function builtinEmbedder(): Embedder {
  if (!loaded) {
    const path = wordVectorsPath();
    try {
      loaded = fileWordVectors(path);
    } catch (error) {
      throw new CortexError(
        'WORD_VECTORS_DAMAGED',
        `the built-in word vectors cannot be read: ${(error as Error).message}`,
        { hint: 'reinstall cortex' },
      );
    }
  }
  return wordVectorEmbedder(loaded);
}

/**
 * The configured embedder, or null for `"none"`. `root` resolves a relative model path.
 * Throws a CortexError with the fix when it cannot be made.
 */
export async function createEmbedder(
  config: EmbedderConfig,
  env: Record<string, string | undefined>,
  root: string,
): Promise<Embedder | null> {
  switch (config.kind) {
    case 'none':
      return null;
    case 'builtin':
      return builtinEmbedder();
    case 'openai':
    case 'voyage': {
      const { hostedEmbedder } = await import('./http.js');
      return hostedEmbedder(config, { env });
    }
    case 'transformers': {
      const { transformersEmbedder } = await import('./transformers.js');
      return transformersEmbedder(config, root);
    }
  }
}
