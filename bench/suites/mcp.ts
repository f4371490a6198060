/**
 * The MCP server: how long Claude Code waits from starting `cortex mcp` to the first tool
 * result (spawn, the SDK's handshake, one call), a search call in a running server at
 * 10,000 and 100,000 events (the server holds the index in memory once it has opened it),
 * and how many characters the tool list costs the assistant's context.
 *
 * At 100,000 events, the server's MiniSearch index (`--only minisearch`): how long a real
 * server takes from spawning to MiniSearch scoring its searches, its peak RSS once it has
 * searched (and before its first call), and a search call in this process (the MCP handler over a held index whose
 * keywords MiniSearch scores in its worker), median and 95th percentile.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { searchTool, type McpEnvironment } from '../../src/mcp/handlers.js';
import { locate, readProjectConfig } from '../../src/project.js';
import { HeldSearch } from '../../src/search/held.js';
import { BIN, RSS_BUDGET_MIB, type Harness } from '../harness.js';

const QUERIES = [
  'postgres timeout error',
  'cache merge driver',
  'why did we reject the retry queue',
  'flaky snapshot test fixture',
  'token budget for the briefing',
];

/** Starts the server in `root` and connects; returns the client and when the spawn began. */
async function start(root: string): Promise<{ client: Client; started: number }> {
  const started = performance.now();
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [BIN, 'mcp'],
    cwd: root,
    env: process.env as Record<string, string>,
    stderr: 'ignore',
  });
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

/** Times search calls in one running server, queries in turn, once MiniSearch scores its searches (`waitMs` at most). */
async function warmCalls(
  h: Harness,
  root: string,
  label: string,
  budgetMs: number,
  waitMs: number,
): Promise<void> {
  const { client, started } = await start(root);
  while (
    !(await searchState(client)).includes('scored by MiniSearch') &&
    performance.now() - started < waitMs
  )
    await new Promise((resolve) => setTimeout(resolve, 200));
  let next = 0;
  const call = async (name: string, args: Record<string, unknown>) => {
    const begun = performance.now();
    const result = await client.callTool({ name, arguments: args });
    if (result.isError) throw new Error(`${name} failed: ${JSON.stringify(result.content)}`);
    return performance.now() - begun;
  };
  for (const query of QUERIES) await call('search', { query });
  await h.timeMeasured(
    `mcp: search call in a running server, ${label} events`,
    () => call('search', { query: QUERIES[next++ % QUERIES.length]! }),
    budgetMs,
    Math.max(h.runs, 10),
  );
  if (label === '10,000') {
    await h.timeMeasured(
      `mcp: decisions call in a running server, ${label} events`,
      () => call('decisions', {}),
      200,
    );
    const { tools } = await client.listTools();
    h.figure(
      'mcp: tool list the assistant carries (8 tools)',
      `${JSON.stringify(tools).length} chars`,
    );
  }
  await client.close();
}

/** The line of the status tool that says what answers searches. */
async function searchState(client: Client): Promise<string> {
  const result = await client.callTool({ name: 'status', arguments: {} });
  const text = (result.content as { text?: string }[]).map((part) => part.text ?? '').join('\n');
  return text.split('\n').find((line) => line.startsWith('search: ')) ?? '';
}

/** Peak resident memory of a process so far (Linux), in MiB. */
function peakRssOf(pid: number): number | undefined {
  try {
    const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** The real server at 100,000 events: spawn to MiniSearch ready, and its peak RSS after searching. */
async function miniSearchServer(h: Harness, root: string): Promise<void> {
  const readyName = 'minisearch: mcp server, spawn to MiniSearch scoring searches, 100,000 events';
  const rssName = 'minisearch: mcp server peak RSS, MiniSearch ready and searched, 100,000 events';
  const builtName =
    'minisearch: mcp server peak RSS, MiniSearch built, before any call, 100,000 events';
  if (!h.wants(readyName) && !h.wants(rssName) && !h.wants(builtName)) return;
  const connect = async () => {
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [BIN, 'mcp'],
      cwd: root,
      env: process.env as Record<string, string>,
      stderr: 'ignore',
    });
    const client = new Client({ name: 'cortex-bench', version: '1.0.0' });
    await client.connect(transport);
    return { transport, client };
  };
  // First run: how long until MiniSearch scores searches (asked once a second; status reads the log).
  const started = performance.now();
  const first = await connect();
  let state = await searchState(first.client);
  while (!state.includes('scored by MiniSearch') && performance.now() - started < 180_000) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    state = await searchState(first.client);
  }
  const readyMs = performance.now() - started;
  await first.client.close();
  if (!state.includes('scored by MiniSearch'))
    throw new Error(`MiniSearch not ready after 180 s: ${state}`);
  // Not named by the issue: until then the flat index scores keywords, so searches are answered all along.
  const readyBudgetMs = 30_000;
  h.figure(
    readyName,
    `${(readyMs / 1000).toFixed(1)} s`,
    `<= ${readyBudgetMs / 1000} s (proposed)`,
    readyMs <= readyBudgetMs ? 'ok' : 'OVER',
  );
  // Second run, left alone until then: the peak RSS of a server that built its index (before any
  // call: what the held index and MiniSearch cost), then once it answered status and searches (which
  // read the log digest for what they show beside the index: who recorded and committed each memory).
  const second = await connect();
  await new Promise((resolve) => setTimeout(resolve, readyMs * 1.5 + 5000));
  const builtRss = second.transport.pid === null ? undefined : peakRssOf(second.transport.pid);
  if (!(await searchState(second.client)).includes('scored by MiniSearch'))
    throw new Error('MiniSearch not ready in the second run');
  if (builtRss !== undefined)
    h.figure(
      builtName,
      `${builtRss.toFixed(0)} MiB`,
      `<= ${RSS_BUDGET_MIB} MiB`,
      builtRss <= RSS_BUDGET_MIB ? 'ok' : 'OVER',
    );
  for (const query of QUERIES)
    await second.client.callTool({ name: 'search', arguments: { query } });
  const rss = second.transport.pid === null ? undefined : peakRssOf(second.transport.pid);
  await second.client.close();
  if (rss !== undefined)
    h.figure(
      rssName,
      `${rss.toFixed(0)} MiB`,
      `<= ${RSS_BUDGET_MIB} MiB`,
      rss <= RSS_BUDGET_MIB ? 'ok' : 'OVER',
    );
}

/** A search call as the MCP handler runs it, in this process, MiniSearch scoring its keywords. */
async function miniSearchCalls(h: Harness, root: string): Promise<void> {
  const name = 'minisearch: mcp search call, in-process, 100,000 events';
  if (!h.wants(name)) return;
  const located = locate(root);
  if (located.kind !== 'project') throw new Error(`${root} is not a cortex project`);
  const env = process.env as Record<string, string | undefined>;
  const problems: string[] = [];
  const held = new HeldSearch(
    { repo: located.repo, paths: located.paths, ...readProjectConfig(located.paths, env) },
    env,
    (message) => problems.push(message),
  );
  const began = performance.now();
  await held.start();
  const openMs = performance.now() - began;
  await held.miniSearchBuilt();
  const builtMs = performance.now() - began - openMs;
  if (!held.miniSearchReady)
    throw new Error(`MiniSearch did not become ready: ${problems.join('; ')}`);
  h.figure(
    'minisearch: in-process, held index opened, then MiniSearch built in its worker',
    `${(openMs / 1000).toFixed(1)} s + ${(builtMs / 1000).toFixed(1)} s`,
  );
  const environment: McpEnvironment = {
    cwd: root,
    env,
    now: () => new Date(),
    entropy: () => randomBytes(10),
    log: (message) => problems.push(message),
    heldSearch: held,
  };
  let next = 0;
  await h.timeDistribution(
    name,
    async () => {
      const begun = performance.now();
      await searchTool(environment, { query: QUERIES[next++ % QUERIES.length]! });
      return performance.now() - begun;
    },
    50,
    Math.max(h.runs * 5, 30),
  );
  await held.close();
  if (problems.length > 0) throw new Error(`the held search reported: ${problems.join('; ')}`);
}

export async function run(h: Harness): Promise<void> {
  const root = h.repoWithLog('mcp-10k', 10_000);
  // Warm the search caches once, as a session's earlier searches would have.
  await startUp(root, 'search', { query: 'cache merge driver' });
  await h.timeMeasured(
    'mcp: start-up to first tool result (status), 10,000 events',
    () => startUp(root, 'status', {}),
    500,
  );
  await h.timeMeasured(
    'mcp: start-up to first search result, 10,000 events, warm',
    () => startUp(root, 'search', { query: 'why did we reject the retry queue' }),
    700,
  );
  if (h.wants('mcp: search call') || h.wants('mcp: decisions') || h.wants('mcp: tool list'))
    await warmCalls(h, root, '10,000', 200, 30_000);

  if (h.quick) return;
  const big = h.repoWithLog('mcp-100k', 100_000);
  await startUp(big, 'search', { query: 'cache merge driver' });
  if (h.wants('mcp: search call')) await warmCalls(h, big, '100,000', 50, 120_000);
  await miniSearchServer(h, big);
  await miniSearchCalls(h, big);
}
