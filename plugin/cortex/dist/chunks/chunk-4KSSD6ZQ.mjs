import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);

// src/config/search-settings.ts
var INDEX_FIELDS = ["content", "detail", "tags", "files"];
var DEFAULT_FTS_SETTINGS = {
  boosts: { content: 1, detail: 0.5, tags: 1, files: 0.5 },
  bm25: { k: 1.2, b: 0.7, d: 0.5 },
  prefixMinLength: 0,
  prefixWeight: 0.3
};
var DEFAULT_RANK_SETTINGS = {
  weights: { keyword: 1, semantic: 0.2, salience: 0.05, recency: 0.02, pinned: 0.05 },
  rrfK: 10,
  recencyHalfLifeDays: 30
};
var DEFAULT_SEARCH_SETTINGS = {
  fts: DEFAULT_FTS_SETTINGS,
  rank: DEFAULT_RANK_SETTINGS,
  candidates: 100,
  minCosine: 0.3
};
var DEFAULT_RELEVANCE = {
  limit: 3,
  minSharedRarity: 1.2,
  supportingCosine: 0.5,
  supportedSharedRarity: 0.7,
  minScoreRatio: 0.5
};
var HOSTED_DEFAULTS = {
  openai: {
    baseUrl: "https://api.openai.com/v1",
    apiKeyEnv: "OPENAI_API_KEY",
    model: "text-embedding-3-small"
  },
  voyage: {
    baseUrl: "https://api.voyageai.com/v1",
    apiKeyEnv: "VOYAGE_API_KEY",
    model: "voyage-3.5-lite"
  }
};
var DEFAULT_SEARCH_CONFIG = {
  settings: DEFAULT_SEARCH_SETTINGS,
  relevance: DEFAULT_RELEVANCE,
  embedder: { kind: "builtin" },
  promptContext: true
};

export {
  INDEX_FIELDS,
  DEFAULT_SEARCH_SETTINGS,
  DEFAULT_RELEVANCE,
  HOSTED_DEFAULTS,
  DEFAULT_SEARCH_CONFIG
};
