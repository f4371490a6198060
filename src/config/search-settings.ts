/**
 * Search's settings and their defaults, in one small module with no dependencies, so the
 * config parser (loaded by every hook) can know them without loading search itself. The
 * defaults are the values tuned on `npm run eval`.
 */

/** Indexed fields, each with a boost in the full-text ranking. */
export const INDEX_FIELDS = ['content', 'detail', 'tags', 'files'] as const;
export type IndexField = (typeof INDEX_FIELDS)[number];

export interface FtsSettings {
  /** Per field, a factor on its BM25 score; 0 leaves the field out of the ranking. */
  boosts: Record<IndexField, number>;
  /** BM25+ parameters: term frequency saturation, length normalisation, lower bound. */
  bm25: { k: number; b: number; d: number };
  /** Prefix matches for query words of at least this many letters (0: no prefix search). */
  prefixMinLength: number;
  /** Weight of a prefix match relative to an exact one. */
  prefixWeight: number;
}

/** The weights of the fused score. */
export interface RankWeights {
  /** Weight of the full-text (BM25) ranking in the fusion. */
  keyword: number;
  /** Weight of the vector (embedding) ranking in the fusion. */
  semantic: number;
  /** Added as `salience x weight` (salience is 0..1). */
  salience: number;
  /** Added as `recency x weight`, recency halving every `recencyHalfLifeDays`. */
  recency: number;
  /** Added to pinned memories. */
  pinned: number;
}

export interface RankSettings {
  weights: RankWeights;
  /** The k of reciprocal rank fusion: larger flattens the difference between ranks. */
  rrfK: number;
  recencyHalfLifeDays: number;
}

export interface SearchSettings {
  fts: FtsSettings;
  rank: RankSettings;
  /** How many records each retriever contributes to the fusion. */
  candidates: number;
  /** Vector matches less similar than this (cosine) are not candidates: they are noise, not meaning. */
  minCosine: number;
}

export interface RelevanceSettings {
  /** At most this many memories. */
  limit: number;
  /**
   * Rare words in common, each counted by its rarity relative to a word found in one
   * record only (so 1.0 is one unique word): a memory sharing at least this much clears.
   */
  minSharedRarity: number;
  /** A memory whose vector is at least this close (cosine) clears with fewer shared words... */
  supportingCosine: number;
  /** ...as long as it shares at least this much rarity. */
  supportedSharedRarity: number;
  /** Memories scoring below this share of the best one are left out. */
  minScoreRatio: number;
}

/** Which embedder makes the vectors. */
export type EmbedderConfig =
  | { kind: 'builtin' }
  | { kind: 'none' }
  /** transformers.js with a feature-extraction model in a local directory (ONNX weights). */
  | { kind: 'transformers'; model: string; pooling: 'mean' | 'cls'; quantized: boolean }
  /** A hosted API; the key comes from the environment variable `apiKeyEnv`. */
  | {
      kind: 'openai' | 'voyage';
      model: string;
      baseUrl: string;
      apiKeyEnv: string;
      dimensions?: number;
      batchSize: number;
      timeoutMs: number;
    };

export interface SearchConfig {
  settings: SearchSettings;
  relevance: RelevanceSettings;
  embedder: EmbedderConfig;
  /** Whether the prompt hook adds relevant memories to prompts. */
  promptContext: boolean;
}

export const DEFAULT_FTS_SETTINGS: FtsSettings = {
  boosts: { content: 1, detail: 0.5, tags: 1, files: 0.5 },
  bm25: { k: 1.2, b: 0.7, d: 0.5 },
  prefixMinLength: 0,
  prefixWeight: 0.3,
};

export const DEFAULT_RANK_SETTINGS: RankSettings = {
  weights: { keyword: 1, semantic: 0.2, salience: 0.05, recency: 0.02, pinned: 0.05 },
  rrfK: 10,
  recencyHalfLifeDays: 30,
};

export const DEFAULT_SEARCH_SETTINGS: SearchSettings = {
  fts: DEFAULT_FTS_SETTINGS,
  rank: DEFAULT_RANK_SETTINGS,
  candidates: 100,
  minCosine: 0.3,
};

export const DEFAULT_RELEVANCE: RelevanceSettings = {
  limit: 3,
  minSharedRarity: 1.2,
  supportingCosine: 0.5,
  supportedSharedRarity: 0.7,
  minScoreRatio: 0.5,
};

/** Where each hosted API lives and which variable holds its key, unless the config says otherwise. */
export const HOSTED_DEFAULTS = {
  openai: {
    baseUrl: 'https://api.openai.com/v1',
    apiKeyEnv: 'OPENAI_API_KEY',
    model: 'text-embedding-3-small',
  },
  voyage: {
    baseUrl: 'https://api.voyageai.com/v1',
    apiKeyEnv: 'VOYAGE_API_KEY',
    model: 'voyage-3.5-lite',
  },
} as const;

export const DEFAULT_SEARCH_CONFIG: SearchConfig = {
  settings: DEFAULT_SEARCH_SETTINGS,
  relevance: DEFAULT_RELEVANCE,
  embedder: { kind: 'builtin' },
  promptContext: true,
};
