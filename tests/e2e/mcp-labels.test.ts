/**
 * The labels of search results from the built `cortex mcp` server, through the MCP SDK's
 * client as Claude Code talks to it: the same as the labels the server's `recent` gives the
 * same memories (read from the log's digest), before and after the server holds its index,
 * and after a forged copy is committed while it runs.
 */
import { describe, expect, it } from 'vitest';
import { shortId } from '../../src/events/id.js';
import {
  advisory,
  commitEvents,
  EXPECTED,
  labels,
  QUERIES,
  teamRepository,
} from '../helpers/labels.js';
import { connectMcp, type McpSession } from '../helpers/mcp.js';

/** Searches for every query and compares each result's label with `recent`'s; returns search's labels. */
async function compareWithView(mcp: McpSession): Promise<Map<string, string>> {
  const view = labels((await mcp.call('recent', { limit: 100 })).text);
  const searched = new Map<string, string>();
  for (const query of QUERIES) {
    const result = await mcp.call('search', { query, limit: 20, all: true });
    expect(result.isError).toBe(false);
    for (const [id, label] of labels(result.text)) {
      searched.set(id, label);
      if (view.has(id)) expect({ id, query, label }).toEqual({ id, query, label: view.get(id) });
    }
  }
  return searched;
}

async function searchState(mcp: McpSession): Promise<string> {
  return (
    (await mcp.call('status')).text.split('\n').find((line) => line.startsWith('search: ')) ?? ''
  );
}

describe('cortex mcp search labels', () => {
  it('match the memory view through the SDK client, from the flat index and from the index the server holds', async () => {
    const { root } = await teamRepository();
    const mcp = await connectMcp(root);
    const expectLabels = (
      searched: ReadonlyMap<string, string>,
      expected: ReadonlyMap<string, string>,
    ) => {
      for (const [id, label] of expected)
        expect({ id, label: searched.get(shortId(id)) }).toEqual({ id, label });
    };
    expectLabels(await compareWithView(mcp), EXPECTED);
    // Once the server answers from the index it holds in memory.
    const deadline = Date.now() + 30_000;
    while (!(await searchState(mcp)).startsWith('search: in memory') && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await searchState(mcp)).toMatch(/^search: in memory/);
    expectLabels(await compareWithView(mcp), EXPECTED);
    // A forged copy of alice's decision, committed by mallory while the server runs.
    commitEvents(root, '00-mallory.ndjson', [advisory], 'mallory@example.com', true);
    const forged = new Map([
      ...EXPECTED,
      [advisory.id, 'recorded as alice@example.com, committed by mallory@example.com [untrusted]'],
    ]);
    expectLabels(await compareWithView(mcp), forged);
    expect(mcp.errors).toEqual([]);
  });
});
