import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  decodesToText,
  entropy,
  extraRules,
  findSecretRanges,
  looksLikeBareKey,
  looksRandom
} from "./chunk-QWAKPPEY.mjs";
import "./chunk-JA3QAXLE.mjs";
export {
  decodesToText,
  entropy,
  extraRules,
  findSecretRanges,
  looksLikeBareKey,
  looksRandom
};
