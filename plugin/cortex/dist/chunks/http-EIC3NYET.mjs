import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  withoutCode
} from "./chunk-GGRWZNHR.mjs";
import {
  CortexError
} from "./chunk-JCOCGVG4.mjs";
import "./chunk-JA3QAXLE.mjs";

// src/search/embedders/hosted.ts
var KNOWN_DIMENSIONS = {
  "text-embedding-3-small": 1536,
  "text-embedding-3-large": 3072,
  "text-embedding-ada-002": 1536,
  "voyage-3.5": 1024,
  "voyage-3.5-lite": 1024,
  "voyage-3-large": 1024,
  "voyage-3": 1024,
  "voyage-3-lite": 512,
  "voyage-code-3": 1024
};
var MAX_HOSTED_CHARS = 8e3;
var HostedEmbedderError = class extends Error {
  constructor(message, retryable, retryAfterSeconds) {
    super(message);
    this.retryable = retryable;
    this.retryAfterSeconds = retryAfterSeconds;
  }
  retryable;
  retryAfterSeconds;
};
function hostedDimensions(config) {
  return config.dimensions ?? KNOWN_DIMENSIONS[config.model];
}
function textForHosted(text) {
  return withoutCode(text).slice(0, MAX_HOSTED_CHARS).trim();
}
function buildEmbeddingRequest(config, apiKey, texts, purpose) {
  const body = { model: config.model, input: texts };
  if (config.kind === "openai") {
    body.encoding_format = "float";
    if (config.dimensions !== void 0) body.dimensions = config.dimensions;
  } else {
    body.input_type = purpose;
    if (config.dimensions !== void 0) body.output_dimension = config.dimensions;
  }
  return {
    url: `${config.baseUrl}/embeddings`,
    headers: { "content-type": "application/json", authorization: `Bearer ${apiKey}` },
    body: JSON.stringify(body)
  };
}
function apiMessage(text) {
  try {
    const value = JSON.parse(text);
    const message = typeof value.error === "object" ? value.error?.message : value.error ?? value.detail ?? value.message;
    if (typeof message === "string" && message !== "") return message.slice(0, 300);
  } catch {
  }
  return text.slice(0, 200) || "(empty response)";
}
function parseEmbeddingResponse(config, status, text, expected, retryAfter) {
  const who = config.kind === "openai" ? "OpenAI" : "Voyage";
  if (status === 401 || status === 403) {
    throw new HostedEmbedderError(
      `${who} refused the API key in $${config.apiKeyEnv} (HTTP ${status}): ${apiMessage(text)}`,
      false
    );
  }
  if (status === 429 || status >= 500) {
    const seconds = retryAfter ? Number(retryAfter) : void 0;
    throw new HostedEmbedderError(
      `${who} answered HTTP ${status}: ${apiMessage(text)}`,
      true,
      Number.isFinite(seconds) ? seconds : void 0
    );
  }
  if (status < 200 || status >= 300)
    throw new HostedEmbedderError(`${who} answered HTTP ${status}: ${apiMessage(text)}`, false);
  let value;
  try {
    value = JSON.parse(text);
  } catch {
    throw new HostedEmbedderError(`${who} sent a response that is not JSON`, true);
  }
  const data = value.data;
  if (!Array.isArray(data) || data.length !== expected) {
    throw new HostedEmbedderError(
      `${who} sent ${Array.isArray(data) ? data.length : "no"} embeddings for ${expected} texts`,
      false
    );
  }
  const out = new Array(expected);
  data.forEach((item, position) => {
    const index = typeof item?.index === "number" ? item.index : position;
    if (!Array.isArray(item?.embedding) || index < 0 || index >= expected || !item.embedding.every((x) => typeof x === "number")) {
      throw new HostedEmbedderError(
        `${who} sent a malformed embedding at position ${position}`,
        false
      );
    }
    out[index] = Float32Array.from(item.embedding);
  });
  if (out.some((vector) => vector === void 0))
    throw new HostedEmbedderError(`${who} sent duplicate embedding indexes`, false);
  const size = hostedDimensions(config);
  if (size !== void 0 && out.some((vector) => vector.length !== size)) {
    throw new HostedEmbedderError(
      `${who} sent vectors of ${out[0].length} dimensions, expected ${size}: set search.embedder.dimensions`,
      false
    );
  }
  return out;
}

// src/search/embedders/http.ts
var defaultSleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
function hostedEmbedder(config, options) {
  const apiKey = options.env[config.apiKeyEnv];
  if (!apiKey) {
    throw new CortexError(
      "EMBEDDER_KEY_MISSING",
      `search.embedder is ${config.kind}, but $${config.apiKeyEnv} is not set`,
      {
        hint: `export ${config.apiKeyEnv}=\u2026 , or search with --mode fts, or set "search": {"embedder": "builtin"} in .cortex/config.json`
      }
    );
  }
  const dimensions = hostedDimensions(config);
  if (dimensions === void 0) {
    throw new CortexError(
      "EMBEDDER_DIMENSIONS",
      `the size of ${config.kind} model '${config.model}' is not known`,
      {
        hint: "set search.embedder.dimensions in .cortex/config.json"
      }
    );
  }
  const doFetch = options.fetch ?? fetch;
  const attempts = options.attempts ?? 4;
  const sleep = options.sleep ?? defaultSleep;
  const post = async (texts, purpose) => {
    const request = buildEmbeddingRequest(config, apiKey, texts, purpose);
    for (let attempt = 1; ; attempt++) {
      try {
        let response;
        try {
          response = await doFetch(request.url, {
            method: "POST",
            headers: request.headers,
            body: request.body,
            signal: AbortSignal.timeout(config.timeoutMs)
          });
        } catch (error) {
          throw new HostedEmbedderError(
            `could not reach ${config.baseUrl}: ${error.message}`,
            true
          );
        }
        return parseEmbeddingResponse(
          config,
          response.status,
          await response.text(),
          texts.length,
          response.headers.get("retry-after")
        );
      } catch (error) {
        if (!(error instanceof HostedEmbedderError) || !error.retryable || attempt >= attempts) {
          throw new CortexError(
            "EMBEDDER_FAILED",
            `embedding with ${config.kind} failed: ${error.message}`,
            {
              hint: "search with --mode fts meanwhile"
            }
          );
        }
        const wait = error.retryAfterSeconds !== void 0 ? Math.min(error.retryAfterSeconds, 30) * 1e3 : 500 * 2 ** (attempt - 1);
        await sleep(wait);
      }
    }
  };
  const embedMany = async (texts, purpose) => {
    const prepared = texts.map(textForHosted);
    const out = prepared.map(() => null);
    const wanted = prepared.map((text, index) => ({ text, index })).filter((item) => item.text !== "");
    for (let start = 0; start < wanted.length; start += config.batchSize) {
      const batch = wanted.slice(start, start + config.batchSize);
      const vectors = await post(
        batch.map((item) => item.text),
        purpose
      );
      batch.forEach((item, i) => out[item.index] = vectors[i]);
    }
    return out;
  };
  return {
    name: `${config.kind}:${config.model}:${dimensions}`,
    dimensions,
    embedDocuments: (texts) => embedMany(texts, "document"),
    embedQuery: async (text) => (await embedMany([text], "query"))[0] ?? null
  };
}
export {
  hostedEmbedder
};
