import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  groupNearDuplicates
} from "./chunk-SM4S3YX3.mjs";
import {
  readBranchMemory
} from "./chunk-YWFFYHTN.mjs";
import {
  openSearchIndex
} from "./chunk-SLYJBYNJ.mjs";
import {
  STOP_WORDS,
  splitWords
} from "./chunk-GGRWZNHR.mjs";
import {
  findAsset
} from "./chunk-NR55AXLW.mjs";
import {
  localEventFile
} from "./chunk-2RMMSY37.mjs";
import {
  DEFAULT_RELEVANCE,
  DEFAULT_SEARCH_SETTINGS
} from "./chunk-4KSSD6ZQ.mjs";
import {
  CortexError
} from "./chunk-JCOCGVG4.mjs";

// src/search/relevance.ts
function clearsBar(evidence, settings) {
  if (evidence.sharedRarity >= settings.minSharedRarity) return true;
  return evidence.cosine >= settings.supportingCosine && evidence.sharedRarity >= settings.supportedSharedRarity;
}
function evidenceOf(index, hit, rarity, queryVector) {
  const unique = Math.log(1 + (index.records.length - 0.5) / 1.5);
  let shared = 0;
  for (const term of hit.keyword?.queryTerms ?? []) shared += (rarity.get(term) ?? 0) / unique;
  return {
    sharedRarity: shared,
    cosine: hit.semantic?.cosine ?? index.cosineOf(hit.position, queryVector)
  };
}
function selectTrusted(index, prompt, queryVector, options) {
  const settings = options.settings ?? DEFAULT_SEARCH_SETTINGS;
  const relevance = options.relevance ?? DEFAULT_RELEVANCE;
  const { accept, isTrusted } = options;
  const hits = index.search(
    {
      query: prompt,
      mode: "hybrid",
      // Untrusted memories are ranked too (to be counted), so more are asked for.
      limit: relevance.limit * (isTrusted ? 8 : 4),
      queryVector,
      nowMs: options.nowMs,
      categories: ["knowledge"],
      ...accept ? { accept } : {},
      ...isTrusted ? { acceptControl: isTrusted } : {}
    },
    settings
  );
  if (hits.length === 0) return { hits: [], leftOut: 0 };
  const rarity = index.queryRarity(prompt);
  const chosen = hits.filter(
    (hit) => clearsBar(evidenceOf(index, hit, rarity, queryVector), relevance)
  );
  const best = chosen[0]?.score ?? 0;
  const given = chosen.filter((hit) => hit.score >= best * relevance.minScoreRatio);
  if (!isTrusted) return { hits: given.slice(0, relevance.limit), leftOut: 0 };
  const leftOut = given.slice(0, relevance.limit).filter((hit) => !isTrusted(hit.record.eventId)).length;
  const trusted = chosen.filter((hit) => isTrusted(hit.record.eventId));
  const bestTrusted = trusted[0]?.score ?? 0;
  return {
    hits: trusted.filter((hit) => hit.score >= bestTrusted * relevance.minScoreRatio).slice(0, relevance.limit),
    leftOut
  };
}
var SEARCH_RELATIVE_CUT = 0.25;
function cutUnrelated(hits, relevance = DEFAULT_RELEVANCE, ratio = SEARCH_RELATIVE_CUT) {
  const best = Math.max(0, ...hits.map((hit) => hit.keyword?.score ?? 0));
  return hits.filter(
    (hit) => hit.keyword !== void 0 && hit.keyword.score >= best * ratio || (hit.semantic?.cosine ?? 0) >= relevance.supportingCosine
  );
}

// src/search/embedders/load.ts
import { closeSync, fstatSync, openSync, readFileSync, readSync } from "node:fs";

// src/search/embedders/word-vectors.ts
import { createHash } from "node:crypto";
var MAGIC = "CXWV";
var WORD_VECTOR_FORMAT = 2;
var HEADER_BYTES = 40;
var WordVectorsError = class extends Error {
};
function wordVectorLayout(header) {
  const buffer = Buffer.from(header.buffer, header.byteOffset, header.byteLength);
  if (buffer.length < HEADER_BYTES || buffer.toString("ascii", 0, 4) !== MAGIC)
    throw new WordVectorsError("not a cortex word-vector file");
  const format = buffer.readUInt32LE(4);
  if (format !== WORD_VECTOR_FORMAT)
    throw new WordVectorsError(`word-vector format ${format} is not ${WORD_VECTOR_FORMAT}`);
  const dimensions = buffer.readUInt32LE(8);
  const count = buffer.readUInt32LE(12);
  const vocabBytes = buffer.readUInt32LE(16);
  const rowBytes = 8 + dimensions + (4 - dimensions % 4) % 4;
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
    size: vocab + vocabBytes
  };
}
function searchVocabulary(word, count, wordAt) {
  let low = 0;
  let high = count;
  while (low < high) {
    const middle = low + high >>> 1;
    const found = wordAt(middle);
    if (found === word) return middle;
    if (found < word) low = middle + 1;
    else high = middle;
  }
  return -1;
}
function parseWordVectors(bytes, options = {}) {
  const layout = wordVectorLayout(bytes.subarray(0, HEADER_BYTES));
  if (bytes.length !== layout.size)
    throw new WordVectorsError(
      `word-vector file is ${bytes.length} bytes, expected ${layout.size}`
    );
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (options.verify !== false) {
    const digest = createHash("sha1").update(buffer.subarray(HEADER_BYTES)).digest();
    if (!digest.equals(buffer.subarray(20, 40)))
      throw new WordVectorsError("word-vector file is damaged (checksum mismatch)");
  }
  const data = bytes.byteOffset % 4 === 0 ? bytes : new Uint8Array(bytes);
  const { dimensions, count, rowBytes } = layout;
  const wordStarts = new Uint32Array(data.buffer, data.byteOffset + layout.wordStarts, count + 1);
  const common = new Float32Array(data.buffer, data.byteOffset + layout.common, dimensions);
  const rows = new DataView(data.buffer, data.byteOffset + layout.rows, count * rowBytes);
  const codes = new Int8Array(data.buffer, data.byteOffset, data.byteLength);
  const vocabulary = Buffer.from(data.buffer, data.byteOffset + layout.vocab, layout.vocabBytes);
  const wordAt = (index) => vocabulary.toString("latin1", wordStarts[index], wordStarts[index + 1]);
  let byWord;
  let lookups = 0;
  const find = (word) => {
    if (!byWord && ++lookups > 256) {
      byWord = /* @__PURE__ */ new Map();
      for (let i = 0; i < count; i++)
        byWord.set(vocabulary.toString("utf8", wordStarts[i], wordStarts[i + 1]), i);
    }
    if (byWord) return byWord.get(word) ?? -1;
    return searchVocabulary(word, count, wordAt);
  };
  const rowAt = (index) => {
    const offset = index * rowBytes;
    return {
      rank: rows.getUint32(offset, true),
      scale: rows.getFloat32(offset + 4, true),
      codes,
      offset: layout.rows + offset + 8
    };
  };
  return {
    dimensions,
    count,
    common,
    lookup: (words) => words.map((word) => {
      if (word === "" || !/^[\x21-\x7e]+$/.test(word)) return void 0;
      const index = find(word);
      return index < 0 ? void 0 : rowAt(index);
    })
  };
}
var DEFAULT_WORD_VECTOR_SETTINGS = {
  weighting: "sif",
  sifA: 1e-3,
  dropStopWords: true
};
function corpusShare(rank) {
  return 1 / ((rank + 10) * 13.3);
}
var ROW_MEMORY = 2e4;
function wordVectorEmbedder(source, settings = DEFAULT_WORD_VECTOR_SETTINGS) {
  const { dimensions, common } = source;
  const weightOf = (row) => settings.weighting === "sif" ? settings.sifA / (settings.sifA + corpusShare(row.rank)) : 1;
  const rows = /* @__PURE__ */ new Map();
  const singularOf = (word) => word.length > 3 && word.endsWith("s") ? word.slice(0, -1) : "";
  const embed = (text) => {
    const words = splitWords(text).filter(
      (word) => !(settings.dropStopWords && STOP_WORDS.has(word))
    );
    if (words.length === 0) return null;
    if (rows.size > ROW_MEMORY) rows.clear();
    const missing = [];
    for (const word of words) {
      if (!rows.has(word)) missing.push(word);
      const singular = singularOf(word);
      if (singular !== "" && !rows.has(singular)) missing.push(singular);
    }
    if (missing.length > 0)
      source.lookup(missing).forEach(
        (row, i) => rows.set(
          missing[i].length < 13 ? missing[i] : JSON.parse(JSON.stringify(missing[i])),
          row ?? null
        )
      );
    const sum = new Float32Array(dimensions);
    let found = 0;
    for (const word of words) {
      const singular = singularOf(word);
      const row = rows.get(word) ?? (singular === "" ? null : rows.get(singular));
      if (!row) continue;
      const weight = weightOf(row) * row.scale;
      const { codes, offset } = row;
      for (let d = 0; d < dimensions; d++) sum[d] += weight * codes[offset + d];
      found++;
    }
    if (found === 0) return null;
    if (settings.weighting === "sif") {
      let projection = 0;
      for (let d = 0; d < dimensions; d++) projection += sum[d] * common[d];
      for (let d = 0; d < dimensions; d++) sum[d] -= projection * common[d];
    }
    return sum;
  };
  const suffix = settings.weighting === "sif" ? `sif-${settings.sifA}${settings.dropStopWords ? "" : "-stop"}` : `mean${settings.dropStopWords ? "" : "-stop"}`;
  return {
    name: `builtin:glove-${dimensions}d-${source.count}w-${suffix}`,
    dimensions,
    embed,
    embedDocuments: (texts) => Promise.resolve(texts.map(embed)),
    embedQuery: (text) => Promise.resolve(embed(text))
  };
}

// src/search/embedders/load.ts
var ASSET = "word-vectors.bin";
function wordVectorsPath() {
  const found = findAsset(`dist/${ASSET}`, `assets/${ASSET}`);
  if (!found) {
    throw new CortexError(
      "WORD_VECTORS_MISSING",
      `the built-in word vectors (${ASSET}) are missing from this installation`,
      {
        hint: 'reinstall cortex, or set "search": {"embedder": "none"} in .cortex/config.json to search by keywords only'
      }
    );
  }
  return found;
}
function readAt(fd, position, length) {
  const bytes = Buffer.alloc(length);
  let done = 0;
  while (done < length) {
    const read = readSync(fd, bytes, done, length - done, position + done);
    if (read === 0) throw new Error("the file ended early");
    done += read;
  }
  return bytes;
}
var ROWS_BEFORE_WHOLE_FILE = 256;
function fileWordVectors(path) {
  const fd = openSync(path, "r");
  try {
    const layout = wordVectorLayout(readAt(fd, 0, HEADER_BYTES));
    const size = fstatSync(fd).size;
    if (size !== layout.size)
      throw new Error(`word-vector file is ${size} bytes, expected ${layout.size}`);
    const index = readAt(fd, layout.wordStarts, (layout.count + 1) * 4);
    const vocabulary = readAt(fd, layout.vocab, layout.vocabBytes);
    const common = new Float32Array(
      readAt(fd, layout.common, layout.dimensions * 4).buffer.slice(0)
    );
    const wordAt = (i) => vocabulary.toString("latin1", index.readUInt32LE(i * 4), index.readUInt32LE(i * 4 + 4));
    let whole;
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
        const file = openSync(path, "r");
        try {
          return words.map((word) => {
            if (word === "" || !/^[\x21-\x7e]+$/.test(word)) return void 0;
            const found = searchVocabulary(word, layout.count, wordAt);
            if (found < 0) return void 0;
            const row = readAt(file, layout.rows + found * layout.rowBytes, layout.rowBytes);
            return {
              rank: row.readUInt32LE(0),
              scale: row.readFloatLE(4),
              codes: new Int8Array(row.buffer, row.byteOffset + 8, layout.dimensions),
              offset: 0
            };
          });
        } finally {
          closeSync(file);
        }
      }
    };
  } finally {
    closeSync(fd);
  }
}
var loaded;
function builtinEmbedder() {
  if (!loaded) {
    const path = wordVectorsPath();
    try {
      loaded = fileWordVectors(path);
    } catch (error) {
      throw new CortexError(
        "WORD_VECTORS_DAMAGED",
        `the built-in word vectors cannot be read: ${error.message}`,
        { hint: "reinstall cortex" }
      );
    }
  }
  return wordVectorEmbedder(loaded);
}
async function createEmbedder(config, env, root) {
  switch (config.kind) {
    case "none":
      return null;
    case "builtin":
      return builtinEmbedder();
    case "openai":
    case "voyage": {
      const { hostedEmbedder } = await import("./http-EIC3NYET.mjs");
      return hostedEmbedder(config, { env });
    }
    case "transformers": {
      const { transformersEmbedder } = await import("./transformers-DI25YQWU.mjs");
      return transformersEmbedder(config, root);
    }
  }
}

// src/search/elsewhere.ts
function updateElsewhere(has, elsewhere, other) {
  const next = /* @__PURE__ */ new Map();
  const fresh = [];
  for (const event of other.events) {
    if (next.has(event.id)) continue;
    const origin = other.origins.get(event.id);
    if (!origin) continue;
    if (elsewhere.has(event.id)) next.set(event.id, origin);
    else if (!has(event.id)) {
      fresh.push(event);
      next.set(event.id, origin);
    }
  }
  const gone = [];
  for (const [id, origin] of elsewhere) {
    if (next.has(id)) continue;
    gone.push(id);
    next.set(id, origin);
  }
  return { fresh, elsewhere: next, gone: gone.sort() };
}

// src/search/service.ts
import { readdirSync } from "node:fs";
import { basename } from "node:path";
function localActivitySessions(project) {
  let names;
  try {
    names = new Set(
      readdirSync(project.paths.localEventsDir).filter((name) => name.endsWith(".ndjson"))
    );
  } catch {
    names = /* @__PURE__ */ new Set();
  }
  return (session) => names.has(basename(localEventFile(project.paths, session)));
}
async function openSearch(project, options) {
  let embedder = null;
  let embedderProblem;
  if (options.mode !== "fts") {
    try {
      embedder = await createEmbedder(
        project.config.search.embedder,
        options.env,
        project.repo.root
      );
      if (!embedder) embedderProblem = 'search.embedder is "none"';
    } catch (error) {
      if (options.mode === "vector" || !(error instanceof CortexError)) throw error;
      embedderProblem = error.message;
    }
    if (!embedder && options.mode === "vector") {
      throw new CortexError(
        "NO_EMBEDDER",
        `vector search needs an embedder, but ${embedderProblem}`,
        { hint: "use --mode fts or hybrid" }
      );
    }
  }
  let opened;
  try {
    opened = await openSearchIndex(project.paths, {
      embedder,
      progress: options.progress,
      report: options.report,
      batchSize: embedder && embedder.name.startsWith("builtin") ? 1024 : 64,
      ...options.budget ? { budget: options.budget } : {}
    });
  } catch (error) {
    if (!embedder || options.mode === "vector" || !(error instanceof CortexError)) throw error;
    embedderProblem = error.message;
    embedder = null;
    opened = await openSearchIndex(project.paths, {
      embedder: null,
      progress: options.progress,
      report: options.report,
      ...options.budget ? { budget: options.budget } : {}
    });
  }
  const elsewhere = await addOtherBranches(project, opened, embedder, options.report);
  return {
    ...opened,
    embedder,
    elsewhere,
    detailed: localActivitySessions(project),
    ...embedderProblem ? { embedderProblem } : {}
  };
}
async function addOtherBranches(project, opened, embedder, report) {
  let other;
  try {
    other = readBranchMemory(project.repo, project.paths);
  } catch (error) {
    report?.(`could not read other branches' memory: ${error.message}`);
    return /* @__PURE__ */ new Map();
  }
  for (const problem of other.problems) report?.(problem);
  const { fresh, elsewhere } = updateElsewhere((id) => opened.index.has(id), /* @__PURE__ */ new Map(), other);
  if (fresh.length === 0) return elsewhere;
  opened.index.add(fresh);
  if (embedder) {
    try {
      await opened.index.embed(embedder, 256);
    } catch (error) {
      report?.(`could not embed other branches' memories: ${error.message}`);
    }
  }
  return elsewhere;
}
async function runSearch(search, request, settings) {
  const scoring = request.mode !== "vector" && search.keywordScores ? search.keywordScores(request.query, settings.fts) : void 0;
  const queryVector = request.mode !== "fts" && search.embedder ? await search.embedder.embedQuery(request.query) : null;
  const vectorRanking = scoring && queryVector ? search.index.rankQueryVector(queryVector, settings, request.categories) : void 0;
  const keywordScores = await scoring;
  const found = search.index.search(
    {
      ...request,
      limit: request.limit * 2,
      queryVector,
      ...search.detailed ? { detailed: search.detailed } : {},
      ...keywordScores ? { keywordScores } : {},
      ...vectorRanking ? { vectorRanking } : {}
    },
    settings
  );
  const hits = request.mode === "hybrid" ? cutUnrelated(found) : found;
  return groupNearDuplicates(hits, (hit) => hit.record.content).map((group) => group.item).slice(0, request.limit);
}

export {
  selectTrusted,
  updateElsewhere,
  openSearch,
  runSearch
};
