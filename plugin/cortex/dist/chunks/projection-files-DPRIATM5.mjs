import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  findStaleProjections,
  regenerateProjections
} from "./chunk-3EPGEEV6.mjs";
import {
  COMMITTED_NEEDS
} from "./chunk-K6BVHFML.mjs";
import "./chunk-O3OP4XR4.mjs";
import "./chunk-MJBFBIUC.mjs";
import "./chunk-RUPF6QZZ.mjs";
import "./chunk-5EO5VOS7.mjs";
import "./chunk-IKAZCRYU.mjs";
import {
  readLogDigest
} from "./chunk-XKWSC3QD.mjs";
import "./chunk-LKMY3EHY.mjs";
import "./chunk-FYJMZD34.mjs";
import "./chunk-WVFFZ4JR.mjs";
import "./chunk-IRQMBEZI.mjs";
import "./chunk-4HTSUMJN.mjs";
import "./chunk-B75QFYZQ.mjs";
import "./chunk-QQFAUPAD.mjs";
import "./chunk-SE2PAQZC.mjs";
import "./chunk-CFXE6EOP.mjs";
import "./chunk-TMFUET3A.mjs";
import "./chunk-XPRKZLLD.mjs";
import "./chunk-4SLHVKVU.mjs";
import "./chunk-CMNUKJA6.mjs";
import "./chunk-DMO3UQR7.mjs";
import "./chunk-24BI3J3S.mjs";
import "./chunk-4JS2XLAE.mjs";
import "./chunk-FMWX44NG.mjs";
import "./chunk-RRZ6O5OE.mjs";
import "./chunk-WNGDJEP4.mjs";
import {
  digestCacheFile
} from "./chunk-ZF3FJJCS.mjs";
import "./chunk-YLNCERTH.mjs";
import "./chunk-Z4Q4HOTZ.mjs";
import "./chunk-CP2KPV6Y.mjs";
import "./chunk-4DOJTD2S.mjs";
import "./chunk-UFTYXKYT.mjs";
import "./chunk-JA3QAXLE.mjs";
export {
  COMMITTED_NEEDS,
  digestCacheFile,
  findStaleProjections,
  readLogDigest,
  regenerateProjections
};
