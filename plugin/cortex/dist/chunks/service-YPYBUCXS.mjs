import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  openSearch,
  runSearch
} from "./chunk-2XN4UG6K.mjs";
import "./chunk-RYEBDFGX.mjs";
import "./chunk-IQY6X634.mjs";
import "./chunk-6UFUFLS7.mjs";
import "./chunk-BISILVPE.mjs";
import "./chunk-3EYJK3DJ.mjs";
import "./chunk-GHSQVGWZ.mjs";
import "./chunk-WYLVJVBZ.mjs";
import "./chunk-SE2PAQZC.mjs";
import "./chunk-CFXE6EOP.mjs";
import "./chunk-NQHPDKO4.mjs";
import "./chunk-HJIKSTFM.mjs";
import "./chunk-4SLHVKVU.mjs";
import "./chunk-LUC2JCEG.mjs";
import "./chunk-35WBNGES.mjs";
import "./chunk-QQBHBDBQ.mjs";
import "./chunk-24BI3J3S.mjs";
import "./chunk-4JS2XLAE.mjs";
import "./chunk-WNGDJEP4.mjs";
import "./chunk-Z4Q4HOTZ.mjs";
import "./chunk-CP2KPV6Y.mjs";
import "./chunk-4DOJTD2S.mjs";
import "./chunk-JA3QAXLE.mjs";
export {
  openSearch,
  runSearch
};
