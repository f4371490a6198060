import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  VERSION
} from "./chunk-2HO26SPQ.mjs";
import "./chunk-JA3QAXLE.mjs";

// src/cli/commands/mcp.ts
import { Writable } from "node:stream";
function protocolStream(stdout) {
  if (stdout instanceof Writable) return stdout;
  return new Writable({
    write(chunk, _encoding, done) {
      stdout.write(chunk.toString());
      done();
    }
  });
}
async function run(_input, ctx) {
  if (ctx.stdin.isTTY === true) {
    ctx.stderr.write(
      "cortex mcp speaks the Model Context Protocol on stdin and stdout: an MCP client starts it (see cortex init --claude).\nWaiting for a client; Ctrl-D ends.\n"
    );
  }
  if (ctx.stdout === process.stdout) {
    const toStderr = (...args) => void process.stderr.write(`${args.map(String).join(" ")}
`);
    console.log = toStderr;
    console.info = toStderr;
    console.debug = toStderr;
  }
  const { serveStdio } = await import("./server-OOTNCNUU.mjs");
  await serveStdio({
    cwd: ctx.cwd,
    env: ctx.env,
    now: ctx.now,
    entropy: ctx.entropy,
    version: VERSION,
    stdin: ctx.stdin,
    stdout: protocolStream(ctx.stdout),
    stderr: ctx.stderr
  });
  return 0;
}
var command = {
  name: "mcp",
  summary: "serve the memory to Claude Code over MCP (stdio)",
  usage: ["mcp"],
  description: "Run the MCP server on stdin and stdout, for Claude Code or another MCP client: tools search,\ndecisions, plan, recent, status, show, remember and forget, and the resources cortex://status,\ncortex://decisions and cortex://plan. Every call reads the log afresh, so corrections show at once.\n'cortex init --claude' registers it in .mcp.json; by hand: claude mcp add cortex -- npx --no-install cortex mcp\n(or '\u2026 -- cortex mcp' where cortex is on PATH)",
  options: {},
  positionals: { min: 0, max: 0 },
  run
};
export {
  command
};
