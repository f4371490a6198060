/**
 * The MCP server: how long Claude Code waits from starting `cortex mcp` to the first tool
 * result (spawn, the SDK's handshake, one call), a search call in a running server at
 * 10,000 and 100,000 events (the server holds the index in memory once it has opened it),
 * and how many characters the tool list costs the assistant's context.
 *
 * Beside them, in this process: MiniSearch holding the same records, one document per
 * record (how it must hold them to rank as cortex ranks), the alternative the held index was
 * measured against.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import MiniSearch from 'minisearch';
import { DEFAULT_SEARCH_SETTINGS, INDEX_FIELDS } from '../../src/config/search-settings.js';
import { projectPaths } from '../../src/events/paths.js';
import { openSearchIndex } from '../../src/search/cache.js';
import { fieldTexts } from '../../src/search/documents.js';
import { indexTerm, splitWords } from '../../src/search/terms.js';
import { BIN, type Harness } from '../harness.js';

const QUERIES = ['postgres timeout error', 'cache merge driver', 'why did we reject the retry queue', 'flaky snapshot test fixture', 'token budget for the briefing'];

/** Starts the server in `root` and connects; returns the client and when the spawn began. */
async function start(root: string): Promise<{ client: Client; started: number }> {
  const started = performance.now();
  const transport = new StdioClientTransport({ command: process.execPath, args: [BIN, 'mcp'], cwd: root, env: process.env as Record<string, string>, stderr: 'ignore' });
  const client = new Client({ name: 'cortex-bench', version: '1.0.0' });
  await client.connect(transport);
  return { client, started };
}

/** Milliseconds from spawning the server to the result of its first call. */
async function startUp(root: string, name: string, args: Record<string, unknown>): Promise<number> {
  const { client, started } = await start(root);
  const result = await client.callTool({ name, arguments: args });
  const elapsed = performance.now() - started;
  await client.close();
  if (result.isError) throw new Error(`${name} failed: ${JSON.stringify(result.content)}`);
  return elapsed;
}

/** Times search calls in one running server, queries in turn, after the server has had `settleMs` to open its index. */
async function warmCalls(h: Harness, root: string, label: string, budgetMs: number, settleMs: number): Promise<void> {
  const { client } = await start(root);
  await new Promise((resolve) => setTimeout(resolve, settleMs));
  let next = 0;
  const call = async (name: string, args: Record<string, unknown>) => {
    const begun = performance.now();
    const result = await client.callTool({ name, arguments: args });
    if (result.isError) throw new Error(`${name} failed: ${JSON.stringify(result.content)}`);
    return performance.now() - begun;
  };
  for (const query of QUERIES) await call('search', { query });
  await h.timeMeasured(`mcp: search call in a running server, ${label} events`, () => call('search', { query: QUERIES[next++ % QUERIES.length]! }), budgetMs, Math.max(h.runs, 10));
  if (label === '10,000') {
    await h.timeMeasured(`mcp: decisions call in a running server, ${label} events`, () => call('decisions', {}), 200);
    const { tools } = await client.listTools();
    h.figure('mcp: tool list the assistant carries (8 tools)', `${JSON.stringify(tools).length} chars`);
  }
  await client.close();
}

/** MiniSearch over the index's records, one document per record, as the tests compare it with cortex's ranking. */
async function miniSearchFigures(h: Harness, root: string): Promise<void> {
  const { index } = await openSearchIndex(projectPaths(root), { embedder: null });
  const rssBefore = process.memoryUsage().rss;
  const began = performance.now();
  const mini = new MiniSearch<{ id: number; fields: string[] }>({
    fields: [...INDEX_FIELDS],
    extractField: (doc, field) => (field === 'id' ? doc.id : doc.fields[INDEX_FIELDS.indexOf(field as (typeof INDEX_FIELDS)[number])]!) as string,
    tokenize: splitWords,
    processTerm: (term) => indexTerm(term) ?? null,
  });
  for (let position = 0; position < index.records.length; position++) mini.add({ id: position, fields: fieldTexts(index.records.get(position)) });
  const buildMs = performance.now() - began;
  const grownMiB = (process.memoryUsage().rss - rssBefore) / 2 ** 20;
  h.figure(`minisearch: build in memory, one document per record, ${index.records.length.toLocaleString('en-US')} records`, `${(buildMs / 1000).toFixed(1)} s`, '', `+${grownMiB.toFixed(0)} MiB RSS`);
  const { fts } = DEFAULT_SEARCH_SETTINGS;
  let next = 0;
  await h.timeMeasured(
    'minisearch: keyword search alone, in memory, 100,000 events',
    async () => {
      const begun = performance.now();
      mini.search(QUERIES[next++ % QUERIES.length]!, { boost: fts.boosts, bm25: fts.bm25, combineWith: 'OR' });
      return performance.now() - begun;
    },
    50,
    10,
  );
}

export async function run(h: Harness): Promise<void> {
  const root = h.repoWithLog('mcp-10k', 10_000);
  // Warm the search caches once, as a session's earlier searches would have.
  await startUp(root, 'search', { query: 'cache merge driver' });
  await h.timeMeasured('mcp: start-up to first tool result (status), 10,000 events', () => startUp(root, 'status', {}), 500);
  await h.timeMeasured('mcp: start-up to first search result, 10,000 events, warm', () => startUp(root, 'search', { query: 'why did we reject the retry queue' }), 700);
  if (h.wants('mcp: search call') || h.wants('mcp: decisions') || h.wants('mcp: tool list')) await warmCalls(h, root, '10,000', 200, 1000);

  if (h.quick) return;
  const big = h.repoWithLog('mcp-100k', 100_000);
  await startUp(big, 'search', { query: 'cache merge driver' });
  // Opening 100,000 events takes the server a few seconds on a loaded machine: let it finish before timing calls.
  if (h.wants('mcp: search call')) await warmCalls(h, big, '100,000', 50, 10_000);
  if (h.wants('minisearch')) await miniSearchFigures(h, big);
}
