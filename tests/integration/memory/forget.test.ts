import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { serializeEvent } from '../../../src/events/codec.js';
import type { AnyEvent } from '../../../src/events/envelope.js';
import { shortId } from '../../../src/events/id.js';
import { projectPaths } from '../../../src/events/paths.js';
import { readEventLog } from '../../../src/events/store.js';
import { forgetTool, type McpEnvironment } from '../../../src/mcp/handlers.js';
import { cortex } from '../../helpers/cli.js';
import { testEvent } from '../../helpers/events.js';
import { tempRepo } from '../../helpers/repo.js';

const decision = testEvent({
  key: 'd',
  type: 'decision_made',
  content: 'Use Redis for the cache',
  session: 'sess-a',
});

const retractions = (root: string) =>
  readEventLog(projectPaths(root)).events.filter((event) => event.type === 'memory_retracted');

/** A project where the decision was forgotten, then that forgetting was itself forgotten (undone). */
async function undoneForget(): Promise<{ root: string; undone: AnyEvent }> {
  const root = tempRepo();
  await cortex(root, ['init']);
  await cortex(root, ['import', '-'], { stdin: serializeEvent(decision) });
  await cortex(root, ['forget', shortId(decision.id)]);
  const undone = retractions(root)[0]!;
  await cortex(root, ['forget', shortId(undone.id)]);
  return { root, undone };
}

function mcp(root: string): McpEnvironment {
  return {
    cwd: root,
    env: {},
    now: () => new Date(),
    entropy: () => randomBytes(10),
    log: () => {},
  };
}

/** What a face answers when asked to forget `ids`: whether it wrote a retraction, and what it said. */
async function viaCli(root: string, args: string[]): Promise<{ wrote: boolean; said: string }> {
  const before = retractions(root).length;
  const result = await cortex(root, ['forget', ...args, '--yes']);
  return { wrote: retractions(root).length > before, said: result.stdout + result.stderr };
}

async function viaMcp(root: string, ids: string[]): Promise<{ wrote: boolean; said: string }> {
  const before = retractions(root).length;
  let said: string;
  try {
    said = await forgetTool(mcp(root), { ids });
  } catch (error) {
    said = (error as Error).message;
  }
  return { wrote: retractions(root).length > before, said };
}

describe('forget, from the command line and from MCP', () => {
  it('agree that a forgotten correction is already forgotten, and write nothing for it', async () => {
    const cli = await undoneForget();
    const server = await undoneForget();
    const fromCli = await viaCli(cli.root, [shortId(cli.undone.id)]);
    const fromMcp = await viaMcp(server.root, [shortId(server.undone.id)]);
    expect(fromCli).toEqual({
      wrote: false,
      said: expect.stringContaining(`already forgotten: ${shortId(cli.undone.id)}`),
    });
    expect(fromMcp).toEqual({
      wrote: false,
      said: expect.stringContaining(`already forgotten: ${shortId(server.undone.id)}`),
    });
  });

  it('agree that the memory a forgotten correction had forgotten is back, and forget it again', async () => {
    const cli = await undoneForget();
    const server = await undoneForget();
    // By session the command line picks what still stands: the decision is among it again.
    const fromCli = await viaCli(cli.root, ['--session', 'sess-a']);
    const fromMcp = await viaMcp(server.root, [shortId(decision.id)]);
    expect(fromCli.wrote).toBe(true);
    expect(fromMcp.wrote).toBe(true);
    expect(retractions(cli.root).at(-1)!.refs).toEqual([decision.id]);
    expect(retractions(server.root).at(-1)!.refs).toEqual([decision.id]);
  });
});
