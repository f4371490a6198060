import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  findEncodedSecrets,
  needsLibraryScan,
  redactPlainText,
  redactTexts,
  redactValues
} from "./chunk-QXBY2LNL.mjs";
import "./chunk-EIENN3NR.mjs";
import "./chunk-FT5T7XM2.mjs";
import "./chunk-CP2KPV6Y.mjs";
import "./chunk-JCOCGVG4.mjs";
import "./chunk-QWAKPPEY.mjs";
import "./chunk-JA3QAXLE.mjs";
export {
  findEncodedSecrets,
  needsLibraryScan,
  redactPlainText,
  redactTexts,
  redactValues
};
