/**
 * Hosted embedding APIs (OpenAI, Voyage): the request cortex sends and how it reads the
 * answer, as pure functions; the HTTP round trip is in http.ts. Code never leaves the
 * machine: every text is stripped of code blocks and inline code before it is put in a
 * request, and a text with nothing left is not sent at all.
 */
import type { EmbedderConfig } from '../../config/search-settings.js';
import { withoutCode } from '../terms.js';

export type HostedConfig = Extract<EmbedderConfig, { kind: 'openai' | 'voyage' }>;

/** Dimensions of the models whose size is known; others need `dimensions` in the config. */
const KNOWN_DIMENSIONS: Record<string, number> = {
  'text-embedding-3-small': 1536,
  'text-embedding-3-large': 3072,
  'text-embedding-ada-002': 1536,
  'voyage-3.5': 1024,
  'voyage-3.5-lite': 1024,
  'voyage-3-large': 1024,
  'voyage-3': 1024,
  'voyage-3-lite': 512,
  'voyage-code-3': 1024,
};

/** Longest text sent, in characters: well under every model's token limit. */
export const MAX_HOSTED_CHARS = 8000;

export class HostedEmbedderError extends Error {
  constructor(
    message: string,
    /** Whether trying again later may succeed (rate limits, server errors, time-outs). */
    readonly retryable: boolean,
    /** Seconds the server asked us to wait, if it said. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** The vector size the config implies, or undefined when it cannot be known in advance. */
export function hostedDimensions(config: HostedConfig): number | undefined {
  return config.dimensions ?? KNOWN_DIMENSIONS[config.model];
}

/** What may be sent for a text: its prose without code, trimmed to a safe length ('' when nothing is left). */
export function textForHosted(text: string): string {
  return withoutCode(text).slice(0, MAX_HOSTED_CHARS).trim();
}

export interface HostedRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** The request embedding `texts` (already passed through textForHosted, none empty). */
export function buildEmbeddingRequest(
  config: HostedConfig,
  apiKey: string,
  texts: readonly string[],
  purpose: 'document' | 'query',
): HostedRequest {
  const body: Record<string, unknown> = { model: config.model, input: texts };
  if (config.kind === 'openai') {
    body.encoding_format = 'float';
    if (config.dimensions !== undefined) body.dimensions = config.dimensions;
  } else {
    body.input_type = purpose;
    if (config.dimensions !== undefined) body.output_dimension = config.dimensions;
  }
  return {
    url: `${config.baseUrl}/embeddings`,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${apiKey}` },
    body: JSON.stringify(body),
  };
}

function apiMessage(text: string): string {
  try {
    const value = JSON.parse(text) as {
      error?: { message?: unknown } | string;
      detail?: unknown;
      message?: unknown;
    };
    const message =
      typeof value.error === 'object'
        ? value.error?.message
        : (value.error ?? value.detail ?? value.message);
    if (typeof message === 'string' && message !== '') return message.slice(0, 300);
  } catch {
    // Not JSON: fall through to the raw text.
  }
  return text.slice(0, 200) || '(empty response)';
}

/**
 * Reads a response: the vectors in the order of the texts sent, or a HostedEmbedderError
 * saying what went wrong and whether a retry may help.
 */
export function parseEmbeddingResponse(
  config: HostedConfig,
  status: number,
  text: string,
  expected: number,
  retryAfter?: string | null,
): Float32Array[] {
  const who = config.kind === 'openai' ? 'OpenAI' : 'Voyage';
  if (status === 401 || status === 403) {
    throw new HostedEmbedderError(
      `${who} refused the API key in $${config.apiKeyEnv} (HTTP ${status}): ${apiMessage(text)}`,
      false,
    );
  }
  if (status === 429 || status >= 500) {
    const seconds = retryAfter ? Number(retryAfter) : undefined;
    throw new HostedEmbedderError(
      `${who} answered HTTP ${status}: ${apiMessage(text)}`,
      true,
      Number.isFinite(seconds) ? seconds : undefined,
    );
  }
  if (status < 200 || status >= 300)
    throw new HostedEmbedderError(`${who} answered HTTP ${status}: ${apiMessage(text)}`, false);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new HostedEmbedderError(`${who} sent a response that is not JSON`, true);
  }
  const data = (value as { data?: unknown }).data;
  if (!Array.isArray(data) || data.length !== expected) {
    throw new HostedEmbedderError(
      `${who} sent ${Array.isArray(data) ? data.length : 'no'} embeddings for ${expected} texts`,
      false,
    );
  }
  const out: Float32Array[] = new Array(expected);
  data.forEach((item: { embedding?: unknown; index?: unknown }, position) => {
    const index = typeof item?.index === 'number' ? item.index : position;
    if (
      !Array.isArray(item?.embedding) ||
      index < 0 ||
      index >= expected ||
      !item.embedding.every((x) => typeof x === 'number')
    ) {
      throw new HostedEmbedderError(
        `${who} sent a malformed embedding at position ${position}`,
        false,
      );
    }
    out[index] = Float32Array.from(item.embedding as number[]);
  });
  if (out.some((vector) => vector === undefined))
    throw new HostedEmbedderError(`${who} sent duplicate embedding indexes`, false);
  const size = hostedDimensions(config);
  if (size !== undefined && out.some((vector) => vector.length !== size)) {
    throw new HostedEmbedderError(
      `${who} sent vectors of ${out[0]!.length} dimensions, expected ${size}: set search.embedder.dimensions`,
      false,
    );
  }
  return out;
}
