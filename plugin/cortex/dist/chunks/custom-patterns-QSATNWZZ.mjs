import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  customPatternScanner,
  matchWithTimeLimit,
  overBroadReason,
  patternTimeLimitMs,
  readBadPatterns
} from "./chunk-MATBYBHQ.mjs";
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
