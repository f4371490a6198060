import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  customPatternScanner,
  matchWithTimeLimit,
  overBroadReason,
  patternTimeLimitMs,
  readBadPatterns
} from "./chunk-3Z2CUI56.mjs";
import "./chunk-PXJSXTDJ.mjs";
import "./chunk-JA3QAXLE.mjs";
export {
  customPatternScanner,
  matchWithTimeLimit,
  overBroadReason,
  patternTimeLimitMs,
  readBadPatterns
};
