import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  findEncodedSecrets,
  needsLibraryScan,
  redactPlainText,
  redactTexts,
  redactValues
} from "./chunk-ECJCGB2H.mjs";
import "./chunk-YLNCERTH.mjs";
import "./chunk-Z4Q4HOTZ.mjs";
import "./chunk-CP2KPV6Y.mjs";
import "./chunk-4DOJTD2S.mjs";
import "./chunk-UFTYXKYT.mjs";
import "./chunk-JA3QAXLE.mjs";
export {
  findEncodedSecrets,
  needsLibraryScan,
  redactPlainText,
  redactTexts,
  redactValues
};
