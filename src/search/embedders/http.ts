/**
 * The hosted embedder: batches texts, posts them to the API, retries what may succeed
 * later (rate limits, server errors, time-outs) with backoff, and fails with the API's own
 * explanation otherwise.
 */
import { CortexError } from '../../errors.js';
import type { Embedder } from '../vectors.js';
import {
  buildEmbeddingRequest,
  hostedDimensions,
  HostedEmbedderError,
  parseEmbeddingResponse,
  textForHosted,
  type HostedConfig,
} from './hosted.js';

export interface HostedOptions {
  env: Record<string, string | undefined>;
  /** Injected in tests; the global fetch otherwise. */
  fetch?: typeof fetch;
  /** How many attempts a retryable failure gets. */
  attempts?: number;
  /** Waits between attempts (injected in tests). */
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** An embedder backed by a hosted API; throws a CortexError when the key or the size is missing. */
export function hostedEmbedder(config: HostedConfig, options: HostedOptions): Embedder {
  const apiKey = options.env[config.apiKeyEnv];
  if (!apiKey) {
    throw new CortexError(
      'EMBEDDER_KEY_MISSING',
      `search.embedder is ${config.kind}, but $${config.apiKeyEnv} is not set`,
      {
        hint: `export ${config.apiKeyEnv}=… , or search with --mode fts, or set "search": {"embedder": "builtin"} in .cortex/config.json`,
      },
    );
  }
  const dimensions = hostedDimensions(config);
  if (dimensions === undefined) {
    throw new CortexError(
      'EMBEDDER_DIMENSIONS',
      `the size of ${config.kind} model '${config.model}' is not known`,
      {
        hint: 'set search.embedder.dimensions in .cortex/config.json',
      },
    );
  }
  const doFetch = options.fetch ?? fetch;
  const attempts = options.attempts ?? 4;
  const sleep = options.sleep ?? defaultSleep;

  const post = async (texts: string[], purpose: 'document' | 'query'): Promise<Float32Array[]> => {
    const request = buildEmbeddingRequest(config, apiKey, texts, purpose);
    for (let attempt = 1; ; attempt++) {
      try {
        let response: Response;
        try {
          response = await doFetch(request.url, {
            method: 'POST',
            headers: request.headers,
            body: request.body,
            signal: AbortSignal.timeout(config.timeoutMs),
          });
        } catch (error) {
          throw new HostedEmbedderError(
            `could not reach ${config.baseUrl}: ${(error as Error).message}`,
            true,
          );
        }
        return parseEmbeddingResponse(
          config,
          response.status,
          await response.text(),
          texts.length,
          response.headers.get('retry-after'),
        );
      } catch (error) {
        if (!(error instanceof HostedEmbedderError) || !error.retryable || attempt >= attempts) {
          throw new CortexError(
            'EMBEDDER_FAILED',
            `embedding with ${config.kind} failed: ${(error as Error).message}`,
            {
              hint: 'search with --mode fts meanwhile',
            },
          );
        }
        const wait =
          error.retryAfterSeconds !== undefined
            ? Math.min(error.retryAfterSeconds, 30) * 1000
            : 500 * 2 ** (attempt - 1);
        await sleep(wait);
      }
    }
  };

  const embedMany = async (
    texts: readonly string[],
    purpose: 'document' | 'query',
  ): Promise<(Float32Array | null)[]> => {
    const prepared = texts.map(textForHosted);
    const out: (Float32Array | null)[] = prepared.map(() => null);
    const wanted = prepared
      .map((text, index) => ({ text, index }))
      .filter((item) => item.text !== '');
    for (let start = 0; start < wanted.length; start += config.batchSize) {
      const batch = wanted.slice(start, start + config.batchSize);
      const vectors = await post(
        batch.map((item) => item.text),
        purpose,
      );
      batch.forEach((item, i) => (out[item.index] = vectors[i]!));
    }
    return out;
  };

  return {
    name: `${config.kind}:${config.model}:${dimensions}`,
    dimensions,
    embedDocuments: (texts) => embedMany(texts, 'document'),
    embedQuery: async (text) => (await embedMany([text], 'query'))[0] ?? null,
  };
}
