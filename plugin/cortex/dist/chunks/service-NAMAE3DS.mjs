import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  openSearch,
  runSearch
} from "./chunk-HWMHUD2U.mjs";
import "./chunk-NVQXH4JX.mjs";
import "./chunk-YFCLU2EZ.mjs";
import "./chunk-6UFUFLS7.mjs";
import "./chunk-BISILVPE.mjs";
import "./chunk-I24NNLAG.mjs";
import "./chunk-NSVDLLJ3.mjs";
import "./chunk-WYLVJVBZ.mjs";
import "./chunk-PFR4SUKS.mjs";
import "./chunk-CFXE6EOP.mjs";
import "./chunk-BHYFFJIA.mjs";
import "./chunk-DOMUEWP4.mjs";
import "./chunk-4SLHVKVU.mjs";
import "./chunk-ZLFDJX3O.mjs";
import "./chunk-AALAH7B5.mjs";
import "./chunk-7WXD5RC6.mjs";
import "./chunk-24BI3J3S.mjs";
import "./chunk-4JS2XLAE.mjs";
import "./chunk-OKT6S6UO.mjs";
import "./chunk-Z4Q4HOTZ.mjs";
import "./chunk-4DOJTD2S.mjs";
import "./chunk-4QIZLTEZ.mjs";
import "./chunk-JA3QAXLE.mjs";
export {
  openSearch,
  runSearch
};
