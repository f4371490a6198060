import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  IndexDeferredError,
  clearSearchCaches,
  openSearchIndex,
  refreshHeldIndex,
  vectorFileName
} from "./chunk-SLYJBYNJ.mjs";
import "./chunk-2BBHJYEL.mjs";
import "./chunk-GGRWZNHR.mjs";
import "./chunk-OOOGW3H7.mjs";
import "./chunk-CFXE6EOP.mjs";
import "./chunk-2RMMSY37.mjs";
import "./chunk-LTJYTCHL.mjs";
import "./chunk-6M7KS7R3.mjs";
import "./chunk-G37PHZM2.mjs";
import "./chunk-A5IE5JQV.mjs";
import "./chunk-4KSSD6ZQ.mjs";
import "./chunk-WNGDJEP4.mjs";
import "./chunk-ZF3FJJCS.mjs";
import "./chunk-FT5T7XM2.mjs";
import "./chunk-CP2KPV6Y.mjs";
import "./chunk-JCOCGVG4.mjs";
import "./chunk-JA3QAXLE.mjs";
export {
  IndexDeferredError,
  clearSearchCaches,
  openSearchIndex,
  refreshHeldIndex,
  vectorFileName
};
