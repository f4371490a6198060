/**
 * Making the embedder the project's config asks for: the built-in word vectors (read from
 * the asset shipped beside the bundle), a hosted API, a local transformers.js model, or
 * none. Each backend is imported only when chosen.
 */
import { readFileSync } from 'node:fs';
import { findAsset } from '../../assets.js';
import { CortexError } from '../../errors.js';
import type { EmbedderConfig } from '../settings.js';
import type { Embedder } from '../vectors.js';
import { parseWordVectors, wordVectorEmbedder, type WordVectors } from './word-vectors.js';

const ASSET = 'word-vectors.bin';

/** Where the asset is: beside the bundle in `dist/`, or in the source tree's `assets/` when running from source. */
export function wordVectorsPath(): string {
  const found = findAsset(`dist/${ASSET}`, `assets/${ASSET}`);
  if (!found) {
    throw new CortexError('WORD_VECTORS_MISSING', `the built-in word vectors (${ASSET}) are missing from this installation`, {
      hint: 'reinstall cortex, or set "search": {"embedder": "none"} in .cortex/config.json to search by keywords only',
    });
  }
  return found;
}

let loaded: WordVectors | undefined;

/** The built-in embedder; the asset is read once per process. */
export function builtinEmbedder(): Embedder {
  if (!loaded) {
    try {
      loaded = parseWordVectors(readFileSync(wordVectorsPath()), { verify: false });
    } catch (error) {
      if (error instanceof CortexError) throw error;
      throw new CortexError('WORD_VECTORS_DAMAGED', `the built-in word vectors cannot be read: ${(error as Error).message}`, { hint: 'reinstall cortex' });
    }
  }
  return wordVectorEmbedder(loaded);
}

/**
 * The configured embedder, or null for `"none"`. `root` resolves a relative model path.
 * Throws a CortexError with the fix when it cannot be made.
 */
export async function createEmbedder(config: EmbedderConfig, env: Record<string, string | undefined>, root: string): Promise<Embedder | null> {
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
