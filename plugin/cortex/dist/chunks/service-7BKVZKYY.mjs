import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  openSearch,
  runSearch
} from "./chunk-OWJVPRXS.mjs";
import "./chunk-NVQXH4JX.mjs";
import "./chunk-ZRS7XUBE.mjs";
import "./chunk-6UFUFLS7.mjs";
import "./chunk-BISILVPE.mjs";
import "./chunk-GPPHWPSC.mjs";
import "./chunk-PMZ33BV2.mjs";
import "./chunk-WYLVJVBZ.mjs";
import "./chunk-PFR4SUKS.mjs";
import "./chunk-CFXE6EOP.mjs";
import "./chunk-BHYFFJIA.mjs";
import "./chunk-6KYLP6JB.mjs";
import "./chunk-4SLHVKVU.mjs";
import "./chunk-RRS4HBQ7.mjs";
import "./chunk-AALAH7B5.mjs";
import "./chunk-7WXD5RC6.mjs";
import "./chunk-24BI3J3S.mjs";
import "./chunk-4JS2XLAE.mjs";
import "./chunk-4QIZLTEZ.mjs";
import "./chunk-Z4Q4HOTZ.mjs";
import "./chunk-CP2KPV6Y.mjs";
import "./chunk-4DOJTD2S.mjs";
import "./chunk-JA3QAXLE.mjs";
export {
  openSearch,
  runSearch
};
