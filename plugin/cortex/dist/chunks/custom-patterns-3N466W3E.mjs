import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  customPatternScanner,
  matchWithTimeLimit,
  overBroadReason,
  patternTimeLimitMs,
  readBadPatterns
} from "./chunk-HQGNQKOC.mjs";
import "./chunk-4QIZLTEZ.mjs";
import "./chunk-JA3QAXLE.mjs";
export {
  customPatternScanner,
  matchWithTimeLimit,
  overBroadReason,
  patternTimeLimitMs,
  readBadPatterns
};
