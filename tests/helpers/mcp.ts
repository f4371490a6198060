/**
 * Talking to the built `cortex mcp` server as Claude Code does: the SDK's Client over a
 * StdioClientTransport that spawns `node dist/bin.js mcp` in a project.
 */
import { existsSync } from 'node:fs';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterEach } from 'vitest';
import { BIN } from './cli.js';

export interface McpSession {
  client: Client;
  /** Errors the client met, such as a line on stdout that is not a protocol message. */
  errors: Error[];
  /** What the server wrote on stderr so far. */
  stderr(): string;
  /** Calls a tool; returns its text and whether it is a tool error. */
  call(name: string, args?: Record<string, unknown>): Promise<{ text: string; isError: boolean }>;
  /** Reads a resource's text. */
  read(uri: string): Promise<string>;
  close(): Promise<void>;
}

const open: McpSession[] = [];

afterEach(async () => {
  for (const session of open.splice(0)) await session.close();
});

/** Starts the built server in `cwd` and connects to it. */
export async function connectMcp(
  cwd: string,
  env: Record<string, string> = {},
): Promise<McpSession> {
  if (!existsSync(BIN))
    throw new Error(`${BIN} is missing: run 'npm run build' first (npm test does)`);
  return connectMcpWith({ command: process.execPath, args: [BIN, 'mcp'], cwd, env });
}

/** Starts a server the way an `.mcp.json` entry says, and connects to it. */
export async function connectMcpWith(server: {
  command: string;
  args: string[];
  cwd: string;
  env?: Record<string, string>;
}): Promise<McpSession> {
  const transport = new StdioClientTransport({
    command: server.command,
    args: server.args,
    cwd: server.cwd,
    env: { ...(process.env as Record<string, string>), TZ: 'UTC', NO_COLOR: '', ...server.env },
    stderr: 'pipe',
  });
  let stderr = '';
  transport.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const client = new Client({ name: 'cortex-tests', version: '1.0.0' });
  const errors: Error[] = [];
  client.onerror = (error) => errors.push(error);
  await client.connect(transport);
  const session: McpSession = {
    client,
    errors,
    stderr: () => stderr,
    async call(name, args = {}) {
      const result = await client.callTool({ name, arguments: args });
      const content = result.content as { type: string; text?: string }[];
      return {
        text: content.map((part) => part.text ?? '').join('\n'),
        isError: result.isError === true,
      };
    },
    async read(uri) {
      const result = await client.readResource({ uri });
      return result.contents.map((part) => ('text' in part ? part.text : '')).join('\n');
    },
    close: () => client.close(),
  };
  open.push(session);
  return session;
}
