import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  findStaleProjections,
  regenerateProjections
} from "./chunk-T2NCC54G.mjs";
import {
  COMMITTED_NEEDS
} from "./chunk-DKA3G2EJ.mjs";
import "./chunk-AOG5ZV2Y.mjs";
import "./chunk-O3OP4XR4.mjs";
import "./chunk-RUPF6QZZ.mjs";
import "./chunk-5EO5VOS7.mjs";
import "./chunk-IKAZCRYU.mjs";
import {
  digestCacheFile,
  readLogDigest
} from "./chunk-GPA23TJR.mjs";
import "./chunk-3DNYKZCN.mjs";
import "./chunk-DOU3HQDO.mjs";
import "./chunk-WVFFZ4JR.mjs";
import "./chunk-IRQMBEZI.mjs";
import "./chunk-Z2IMNSWE.mjs";
import "./chunk-YSKUVCVK.mjs";
import "./chunk-5W4BVREY.mjs";
import "./chunk-SE2PAQZC.mjs";
import "./chunk-CFXE6EOP.mjs";
import "./chunk-YJYRI45N.mjs";
import "./chunk-5V3NM7HV.mjs";
import "./chunk-4SLHVKVU.mjs";
import "./chunk-P54EDWTY.mjs";
import "./chunk-35WBNGES.mjs";
import "./chunk-XFJ2YKAV.mjs";
import "./chunk-24BI3J3S.mjs";
import "./chunk-4JS2XLAE.mjs";
import "./chunk-FMWX44NG.mjs";
import "./chunk-KYOE2TLC.mjs";
import "./chunk-WNGDJEP4.mjs";
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
