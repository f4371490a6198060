/**
 * `cortex mcp`: serves the memory to an MCP client (Claude Code) over stdio, until the
 * client closes the connection. `cortex init --claude` registers it in `.mcp.json`.
 */
import { Writable } from 'node:stream';
import type { CommandDefinition } from '../command.js';
import type { Context, Output } from '../context.js';
import { VERSION } from '../../version.js';

/** The protocol's output stream: stdout itself when it is one, else a stream writing to it. */
function protocolStream(stdout: Output): Writable {
  if (stdout instanceof Writable) return stdout;
  return new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      stdout.write(chunk.toString());
      done();
    },
  });
}

async function run(_input: unknown, ctx: Context): Promise<number> {
  if (ctx.stdin.isTTY === true) {
    ctx.stderr.write(
      'cortex mcp speaks the Model Context Protocol on stdin and stdout: an MCP client starts it (see cortex init --claude).\nWaiting for a client; Ctrl-D ends.\n',
    );
  }
  // Nothing but protocol may reach stdout: a stray console.log from any library would corrupt it.
  if (ctx.stdout === process.stdout) {
    const toStderr = (...args: unknown[]) =>
      void process.stderr.write(`${args.map(String).join(' ')}\n`);
    console.log = toStderr;
    console.info = toStderr;
    console.debug = toStderr;
  }
  const { serveStdio } = await import('../../mcp/server.js');
  await serveStdio({
    cwd: ctx.cwd,
    env: ctx.env,
    now: ctx.now,
    entropy: ctx.entropy,
    version: VERSION,
    stdin: ctx.stdin,
    stdout: protocolStream(ctx.stdout),
    stderr: ctx.stderr,
  });
  return 0;
}

export const command: CommandDefinition = {
  name: 'mcp',
  summary: 'serve the memory to Claude Code over MCP (stdio)',
  usage: ['mcp'],
  description:
    'Run the MCP server on stdin and stdout, for Claude Code or another MCP client: tools search,\n' +
    'decisions, plan, recent, status, show, remember and forget, and the resources cortex://status,\n' +
    'cortex://decisions and cortex://plan. Every call reads the log afresh, so corrections show at once.\n' +
    "'cortex init --claude' registers it in .mcp.json; by hand: claude mcp add cortex -- npx --no-install cortex mcp\n" +
    "(or '… -- cortex mcp' where cortex is on PATH)",
  options: {},
  positionals: { min: 0, max: 0 },
  run,
};
