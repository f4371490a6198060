import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { hostedEmbedder } from '../../../src/search/embedders/http.js';
import type { HostedConfig } from '../../../src/search/embedders/hosted.js';

interface Received {
  path: string;
  authorization: string | undefined;
  body: { model: string; input: string[]; input_type?: string };
}

let server: Server | undefined;
afterEach(
  () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
);

/** A local stand-in for the API: answers each request with the next scripted reply. */
async function fakeApi(
  replies: ((request: Received) => {
    status: number;
    body: unknown;
    headers?: Record<string, string>;
  })[],
): Promise<{ baseUrl: string; received: Received[] }> {
  const received: Received[] = [];
  server = createServer((req: IncomingMessage, res) => {
    let text = '';
    req.on('data', (chunk) => (text += chunk));
    req.on('end', () => {
      const request = {
        path: req.url ?? '',
        authorization: req.headers.authorization,
        body: JSON.parse(text),
      };
      received.push(request);
      const reply = (replies[received.length - 1] ?? replies[replies.length - 1]!)(request);
      res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
      res.end(typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { baseUrl: `http://127.0.0.1:${(server!.address() as AddressInfo).port}/v1`, received };
}

const vectorsFor = (request: Received) => ({
  status: 200,
  body: {
    data: request.body.input.map((text, index) => ({ index, embedding: [text.length, 1, 0] })),
  },
});
const config = (kind: 'openai' | 'voyage', baseUrl: string): HostedConfig => ({
  kind,
  model: 'test-model',
  baseUrl,
  apiKeyEnv: 'TEST_EMBED_KEY',
  dimensions: 3,
  batchSize: 2,
  timeoutMs: 2000,
});
const env = { TEST_EMBED_KEY: 'secret-key' };
const noWait = () => Promise.resolve();

describe('hosted embedder over HTTP', () => {
  it('sends prose in batches with the key, never code, and reads the vectors back in order', async () => {
    const api = await fakeApi([vectorsFor]);
    const embedder = hostedEmbedder(config('voyage', api.baseUrl), { env, sleep: noWait });
    const texts = [
      'Use a pool of connections',
      'Fixed it:\n```sh\nexport TOKEN=abc123\n```',
      '```\nonly code\n```',
      'Third text',
    ];
    const vectors = await embedder.embedDocuments(texts);
    expect(api.received.map((request) => request.path)).toEqual([
      '/v1/embeddings',
      '/v1/embeddings',
    ]);
    expect(api.received.every((request) => request.authorization === 'Bearer secret-key')).toBe(
      true,
    );
    const sent = api.received.flatMap((request) => request.body.input);
    expect(sent).toEqual(['Use a pool of connections', 'Fixed it:', 'Third text']);
    expect(JSON.stringify(api.received)).not.toContain('abc123');
    expect(api.received[0]!.body.input_type).toBe('document');
    expect(vectors.map((vector) => (vector ? [...vector] : null))).toEqual([
      [25, 1, 0],
      [9, 1, 0],
      null,
      [10, 1, 0],
    ]);
  });

  it('retries rate limits and server errors, then succeeds', async () => {
    const api = await fakeApi([
      () => ({
        status: 429,
        body: { error: { message: 'slow down' } },
        headers: { 'retry-after': '1' },
      }),
      () => ({ status: 502, body: 'bad gateway' }),
      vectorsFor,
    ]);
    const waits: number[] = [];
    const embedder = hostedEmbedder(config('openai', api.baseUrl), {
      env,
      sleep: async (ms) => void waits.push(ms),
    });
    expect([...(await embedder.embedQuery('hello'))!]).toEqual([5, 1, 0]);
    expect(api.received).toHaveLength(3);
    expect(waits).toEqual([1000, 1000]);
  });

  it('gives up with the API’s explanation on a refused key, without retrying', async () => {
    const api = await fakeApi([
      () => ({ status: 401, body: { error: { message: 'invalid key' } } }),
    ]);
    const embedder = hostedEmbedder(config('openai', api.baseUrl), { env, sleep: noWait });
    await expect(embedder.embedQuery('hello')).rejects.toThrow(
      'embedding with openai failed: OpenAI refused the API key in $TEST_EMBED_KEY (HTTP 401): invalid key',
    );
    expect(api.received).toHaveLength(1);
  });

  it('stops after a bounded number of attempts when the server keeps failing', async () => {
    const api = await fakeApi([() => ({ status: 500, body: 'boom' })]);
    const embedder = hostedEmbedder(config('openai', api.baseUrl), {
      env,
      sleep: noWait,
      attempts: 3,
    });
    await expect(embedder.embedQuery('hello')).rejects.toThrow(/HTTP 500/);
    expect(api.received).toHaveLength(3);
  });

  it('says which variable to set when the key is missing', () => {
    expect(() => hostedEmbedder(config('voyage', 'http://127.0.0.1:9/v1'), { env: {} })).toThrow(
      'search.embedder is voyage, but $TEST_EMBED_KEY is not set',
    );
  });
});
