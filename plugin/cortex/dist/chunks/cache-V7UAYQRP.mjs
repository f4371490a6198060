import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  IndexDeferredError,
  clearSearchCaches,
  openSearchIndex,
  refreshHeldIndex,
  searchCacheDir,
  vectorFileName
} from "./chunk-2CZK4GKD.mjs";
import "./chunk-6UFUFLS7.mjs";
import "./chunk-BISILVPE.mjs";
import "./chunk-CFXE6EOP.mjs";
import "./chunk-YJYRI45N.mjs";
import "./chunk-5V3NM7HV.mjs";
import "./chunk-4SLHVKVU.mjs";
import "./chunk-P54EDWTY.mjs";
import "./chunk-35WBNGES.mjs";
import "./chunk-XFJ2YKAV.mjs";
import "./chunk-24BI3J3S.mjs";
import "./chunk-4JS2XLAE.mjs";
import "./chunk-WNGDJEP4.mjs";
import "./chunk-Z4Q4HOTZ.mjs";
import "./chunk-CP2KPV6Y.mjs";
import "./chunk-4DOJTD2S.mjs";
import "./chunk-JA3QAXLE.mjs";
export {
  IndexDeferredError,
  clearSearchCaches,
  openSearchIndex,
  refreshHeldIndex,
  searchCacheDir,
  vectorFileName
};
