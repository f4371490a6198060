import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  findStaleProjections,
  regenerateProjections
} from "./chunk-AZUNMJ2D.mjs";
import {
  COMMITTED_NEEDS
} from "./chunk-DGBGPIXE.mjs";
import "./chunk-PJYYT5P7.mjs";
import "./chunk-O3OP4XR4.mjs";
import "./chunk-RUPF6QZZ.mjs";
import "./chunk-5EO5VOS7.mjs";
import "./chunk-IKAZCRYU.mjs";
import {
  digestCacheFile,
  readLogDigest
} from "./chunk-FC4D25YT.mjs";
import "./chunk-3BM7H4CE.mjs";
import "./chunk-EDW5AND5.mjs";
import "./chunk-WVFFZ4JR.mjs";
import "./chunk-IRQMBEZI.mjs";
import "./chunk-7LFD4377.mjs";
import "./chunk-G5J6VRK5.mjs";
import "./chunk-Z2KR2FNZ.mjs";
import "./chunk-PFR4SUKS.mjs";
import "./chunk-CFXE6EOP.mjs";
import "./chunk-IXSNLWY3.mjs";
import "./chunk-R26CDZEY.mjs";
import "./chunk-4SLHVKVU.mjs";
import "./chunk-BWG7AHCQ.mjs";
import "./chunk-AALAH7B5.mjs";
import "./chunk-TF2G7FBZ.mjs";
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
