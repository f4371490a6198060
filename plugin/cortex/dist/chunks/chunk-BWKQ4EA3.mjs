import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  writeFileAtomic
} from "./chunk-WNGDJEP4.mjs";
import {
  sessionHandoverFile
} from "./chunk-ZF3FJJCS.mjs";

// src/memory/handover.ts
import { readFileSync } from "node:fs";
var MAX_HANDED = 500;
function handoverFile(paths, session) {
  return sessionHandoverFile(paths, session);
}
function readHandover(paths, session) {
  if (!session) return { framed: false, handed: [] };
  try {
    const value = JSON.parse(
      readFileSync(handoverFile(paths, session), "utf8")
    );
    return {
      framed: value.framed === true,
      handed: Array.isArray(value.handed) ? value.handed.filter((id) => typeof id === "string") : []
    };
  } catch {
    return { framed: false, handed: [] };
  }
}
function writeHandover(paths, session, handover) {
  if (!session) return;
  const handed = [...new Set(handover.handed)].slice(-MAX_HANDED);
  writeFileAtomic(
    handoverFile(paths, session),
    JSON.stringify({ framed: handover.framed, handed }) + "\n",
    { makeFolder: true }
  );
}

export {
  readHandover,
  writeHandover
};
