import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  customPatternScanner,
  matchWithTimeLimit,
  overBroadReason,
  patternTimeLimitMs,
  readBadPatterns
} from "./chunk-ZRPT3UF3.mjs";
import "./chunk-WNGDJEP4.mjs";
import "./chunk-RQXZD5II.mjs";
import "./chunk-JA3QAXLE.mjs";
export {
  customPatternScanner,
  matchWithTimeLimit,
  overBroadReason,
  patternTimeLimitMs,
  readBadPatterns
};
