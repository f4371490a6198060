import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  clockFromEnv
} from "./chunk-FMWX44NG.mjs";
import {
  escapeInvisible
} from "./chunk-CP2KPV6Y.mjs";

// src/cli/context.ts
import { randomBytes } from "node:crypto";
function terminalSafe(stream) {
  return {
    write: (chunk) => stream.write(typeof chunk === "string" ? escapeInvisible(chunk) : chunk),
    get isTTY() {
      return stream.isTTY;
    },
    get columns() {
      return stream.columns;
    }
  };
}
function processContext() {
  return {
    cwd: process.cwd(),
    env: process.env,
    stdin: process.stdin,
    stdout: terminalSafe(process.stdout),
    stderr: terminalSafe(process.stderr),
    now: clockFromEnv(process.env),
    entropy: () => randomBytes(10),
    self: { execPath: process.execPath, script: process.argv[1] }
  };
}
async function readAll(stream) {
  const chunks = [];
  for await (const chunk of stream)
    chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString("utf8");
}

export {
  processContext,
  readAll
};
