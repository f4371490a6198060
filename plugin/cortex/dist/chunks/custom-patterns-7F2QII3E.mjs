import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  customPatternScanner,
  matchWithTimeLimit,
  overBroadReason,
  patternTimeLimitMs,
  readBadPatterns
} from "./chunk-RRZ6O5OE.mjs";
import "./chunk-WNGDJEP4.mjs";
import "./chunk-ZF3FJJCS.mjs";
import "./chunk-JA3QAXLE.mjs";
export {
  customPatternScanner,
  matchWithTimeLimit,
  overBroadReason,
  patternTimeLimitMs,
  readBadPatterns
};
