import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  findEncodedSecrets,
  needsLibraryScan,
  redactPlainText,
  redactTexts,
  redactValues
} from "./chunk-KGWVI43N.mjs";
import "./chunk-YLNCERTH.mjs";
import "./chunk-OKT6S6UO.mjs";
import "./chunk-Z4Q4HOTZ.mjs";
import "./chunk-4DOJTD2S.mjs";
import "./chunk-OSNKVYXY.mjs";
import "./chunk-JA3QAXLE.mjs";
export {
  findEncodedSecrets,
  needsLibraryScan,
  redactPlainText,
  redactTexts,
  redactValues
};
