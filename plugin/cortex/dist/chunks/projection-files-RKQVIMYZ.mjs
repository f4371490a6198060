import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  findStaleProjections,
  regenerateProjections
} from "./chunk-XPJEBJGT.mjs";
import {
  COMMITTED_NEEDS
} from "./chunk-6J36ESBT.mjs";
import "./chunk-2P3IQSZA.mjs";
import "./chunk-UV7GVKCB.mjs";
import "./chunk-V4N6D5R3.mjs";
import "./chunk-5EO5VOS7.mjs";
import "./chunk-IKAZCRYU.mjs";
import {
  digestCacheFile,
  readLogDigest
} from "./chunk-IOBCVQTP.mjs";
import "./chunk-PVHWKRZ3.mjs";
import "./chunk-MWIXHKJ3.mjs";
import "./chunk-WVFFZ4JR.mjs";
import "./chunk-4PBGLK2M.mjs";
import "./chunk-7GEKVXNJ.mjs";
import "./chunk-RQ2KFPAH.mjs";
import "./chunk-RKXZDU5V.mjs";
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
import "./chunk-FMWX44NG.mjs";
import "./chunk-YLNCERTH.mjs";
import "./chunk-OKT6S6UO.mjs";
import "./chunk-Z4Q4HOTZ.mjs";
import "./chunk-4DOJTD2S.mjs";
import "./chunk-OSNKVYXY.mjs";
import "./chunk-4QIZLTEZ.mjs";
import "./chunk-JA3QAXLE.mjs";
export {
  COMMITTED_NEEDS,
  digestCacheFile,
  findStaleProjections,
  readLogDigest,
  regenerateProjections
};
