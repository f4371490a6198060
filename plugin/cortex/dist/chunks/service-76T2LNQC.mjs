import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  openSearch,
  runSearch
} from "./chunk-W6R2HI3M.mjs";
import "./chunk-RYEBDFGX.mjs";
import "./chunk-RIO4DZK4.mjs";
import "./chunk-6UFUFLS7.mjs";
import "./chunk-BISILVPE.mjs";
import "./chunk-KY63HDKS.mjs";
import "./chunk-ANK6ZEKC.mjs";
import "./chunk-WYLVJVBZ.mjs";
import "./chunk-SE2PAQZC.mjs";
import "./chunk-CFXE6EOP.mjs";
import "./chunk-PASCLVXX.mjs";
import "./chunk-HDB3FLZS.mjs";
import "./chunk-4SLHVKVU.mjs";
import "./chunk-L5UBDILA.mjs";
import "./chunk-35WBNGES.mjs";
import "./chunk-LJL7UZK2.mjs";
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
