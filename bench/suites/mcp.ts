/**
 * The MCP server: how long Claude Code waits from starting `cortex mcp` to the first tool
 * result (spawn, the SDK's handshake, one call), a warm call in a running server, and how
 * many characters the tool list costs the assistant's context.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { BIN, type Harness } from '../harness.js';

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

export async function run(h: Harness): Promise<void> {
  const root = h.repoWithLog('mcp-10k', 10_000);
  // Warm the search caches once, as a session's earlier searches would have.
  await startUp(root, 'search', { query: 'cache merge driver' });
  await h.timeMeasured('mcp: start-up to first tool result (status), 10,000 events', () => startUp(root, 'status', {}), 500);
  await h.timeMeasured('mcp: start-up to first search result, 10,000 events, warm', () => startUp(root, 'search', { query: 'why did we reject the retry queue' }), 700);

  if (h.wants('mcp: warm')) {
    const { client } = await start(root);
    const call = async (name: string, args: Record<string, unknown>) => {
      const begun = performance.now();
      await client.callTool({ name, arguments: args });
      return performance.now() - begun;
    };
    await h.timeMeasured('mcp: warm search call in a running server, 10,000 events', () => call('search', { query: 'postgres timeout error' }), 200);
    await h.timeMeasured('mcp: warm decisions call in a running server, 10,000 events', () => call('decisions', {}), 200);
    const { tools } = await client.listTools();
    h.figure('mcp: tool list the assistant carries (8 tools)', `${JSON.stringify(tools).length} chars`);
    await client.close();
  }
}
