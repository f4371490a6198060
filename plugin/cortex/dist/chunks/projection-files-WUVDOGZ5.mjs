import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  findStaleProjections,
  regenerateProjections
} from "./chunk-J66RISBZ.mjs";
import {
  COMMITTED_NEEDS
} from "./chunk-NOBPXY5T.mjs";
import "./chunk-IIFJPRTM.mjs";
import "./chunk-O3OP4XR4.mjs";
import "./chunk-RUPF6QZZ.mjs";
import "./chunk-5EO5VOS7.mjs";
import "./chunk-IKAZCRYU.mjs";
import {
  digestCacheFile,
  readLogDigest
} from "./chunk-2TLNWZTE.mjs";
import "./chunk-PVHWKRZ3.mjs";
import "./chunk-DCOTWAF3.mjs";
import "./chunk-WVFFZ4JR.mjs";
import "./chunk-IRQMBEZI.mjs";
import "./chunk-7GEKVXNJ.mjs";
import "./chunk-RQ2KFPAH.mjs";
import "./chunk-MI4GV3MM.mjs";
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
import "./chunk-FMWX44NG.mjs";
import "./chunk-HQGNQKOC.mjs";
import "./chunk-4QIZLTEZ.mjs";
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
