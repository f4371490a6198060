import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  spellCommands,
  typedCortex
} from "./chunk-L2HT7GMO.mjs";

// src/cli/command-names.ts
var COMMAND_NAMES = [
  "init",
  "remember",
  "forget",
  "supersede",
  "edit",
  "redact",
  "pin",
  "unpin",
  "log",
  "show",
  "search",
  "view",
  "status",
  "import",
  "export",
  "pack",
  "project",
  "mcp",
  "brief",
  "doctor",
  "merge-driver",
  "git-hook",
  "ingest",
  "trust",
  "hook"
];

// src/cli/spelling.ts
var NAMES = [...COMMAND_NAMES, "completion"];
function spelt(ctx, text) {
  return spellCommands(text, typedCortex(ctx.self, ctx.env), NAMES);
}

export {
  spelt
};
