import { describe, expect, it } from 'vitest';
import {
  buildEmbeddingRequest,
  HostedEmbedderError,
  parseEmbeddingResponse,
  textForHosted,
  type HostedConfig,
} from '../../../src/search/embedders/hosted.js';

const openai: HostedConfig = {
  kind: 'openai',
  model: 'text-embedding-3-small',
  baseUrl: 'https://api.openai.com/v1',
  apiKeyEnv: 'OPENAI_API_KEY',
  batchSize: 64,
  timeoutMs: 1000,
};
const voyage: HostedConfig = {
  kind: 'voyage',
  model: 'voyage-3.5-lite',
  baseUrl: 'https://api.voyageai.com/v1',
  apiKeyEnv: 'VOYAGE_API_KEY',
  batchSize: 64,
  timeoutMs: 1000,
};

describe('buildEmbeddingRequest', () => {
  it('builds an OpenAI request', () => {
    const request = buildEmbeddingRequest(
      { ...openai, dimensions: 256 },
      'sk-test',
      ['a', 'b'],
      'query',
    );
    expect(request.url).toBe('https://api.openai.com/v1/embeddings');
    expect(request.headers.authorization).toBe('Bearer sk-test');
    expect(JSON.parse(request.body)).toEqual({
      model: 'text-embedding-3-small',
      input: ['a', 'b'],
      encoding_format: 'float',
      dimensions: 256,
    });
  });

  it('builds a Voyage request that says whether it embeds documents or a query', () => {
    expect(JSON.parse(buildEmbeddingRequest(voyage, 'k', ['a'], 'document').body)).toEqual({
      model: 'voyage-3.5-lite',
      input: ['a'],
      input_type: 'document',
    });
    expect(JSON.parse(buildEmbeddingRequest(voyage, 'k', ['a'], 'query').body).input_type).toBe(
      'query',
    );
  });
});

describe('textForHosted', () => {
  it('never lets code through', () => {
    const text = textForHosted(
      'Fixed the pool.\n```js\nconst password = "hunter2";\n```\nAlso `process.env.SECRET` was wrong.',
    );
    expect(text).not.toMatch(/hunter2|SECRET|password/);
    expect(text).toContain('Fixed the pool.');
  });

  it('trims long texts', () => {
    expect(textForHosted('word '.repeat(5000)).length).toBeLessThanOrEqual(8000);
  });
});

describe('parseEmbeddingResponse', () => {
  const body = (vectors: number[][], shuffle = false) =>
    JSON.stringify({
      data: (shuffle ? [...vectors.entries()].reverse() : [...vectors.entries()]).map(
        ([index, embedding]) => ({ object: 'embedding', index, embedding }),
      ),
    });

  it('returns vectors in the order of the texts, whatever order they come in', () => {
    const config = { ...openai, dimensions: 2 };
    const vectors = parseEmbeddingResponse(
      config,
      200,
      body(
        [
          [1, 0],
          [0, 1],
        ],
        true,
      ),
      2,
    );
    expect(vectors.map((v) => [...v])).toEqual([
      [1, 0],
      [0, 1],
    ]);
  });

  it('explains a refused key and does not retry it', () => {
    try {
      parseEmbeddingResponse(
        openai,
        401,
        JSON.stringify({ error: { message: 'Incorrect API key provided' } }),
        1,
      );
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(HostedEmbedderError);
      expect((error as HostedEmbedderError).message).toBe(
        'OpenAI refused the API key in $OPENAI_API_KEY (HTTP 401): Incorrect API key provided',
      );
      expect((error as HostedEmbedderError).retryable).toBe(false);
    }
  });

  it('marks rate limits and server errors as worth a retry, with the wait asked for', () => {
    const error = (() => {
      try {
        parseEmbeddingResponse(voyage, 429, JSON.stringify({ detail: 'Rate limit' }), 1, '3');
      } catch (caught) {
        return caught as HostedEmbedderError;
      }
    })();
    expect(error).toMatchObject({
      retryable: true,
      retryAfterSeconds: 3,
      message: 'Voyage answered HTTP 429: Rate limit',
    });
    expect(() => parseEmbeddingResponse(voyage, 503, 'upstream down', 1)).toThrow(
      expect.objectContaining({ retryable: true }),
    );
  });

  it.each([
    ['too few vectors', 200, body([[1, 0]]), 2, /sent 1 embeddings for 2 texts/],
    ['not JSON', 200, '<html>', 1, /not JSON/],
    [
      'a malformed vector',
      200,
      JSON.stringify({ data: [{ index: 0, embedding: ['x'] }] }),
      1,
      /malformed/,
    ],
    ['vectors of the wrong size', 200, body([[1, 0, 0]]), 1, /3 dimensions, expected 1536/],
    [
      'a bad request',
      400,
      JSON.stringify({ error: { message: 'input too long' } }),
      1,
      /HTTP 400: input too long/,
    ],
  ])('fails clearly on %s', (_name, status, text, expected, message) => {
    expect(() => parseEmbeddingResponse(openai, status, text, expected)).toThrow(message);
  });
});
