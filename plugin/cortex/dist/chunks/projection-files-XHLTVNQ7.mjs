import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  findStaleProjections,
  regenerateProjections
} from "./chunk-QOXTNK7I.mjs";
import {
  COMMITTED_NEEDS
} from "./chunk-Y4ZC5OIG.mjs";
import "./chunk-VFNCISAF.mjs";
import "./chunk-O3OP4XR4.mjs";
import "./chunk-RUPF6QZZ.mjs";
import "./chunk-5EO5VOS7.mjs";
import "./chunk-IKAZCRYU.mjs";
import {
  digestCacheFile,
  readLogDigest
} from "./chunk-YDG45K6N.mjs";
import "./chunk-VG3BYJJ2.mjs";
import "./chunk-6FRBHDCX.mjs";
import "./chunk-WVFFZ4JR.mjs";
import "./chunk-IRQMBEZI.mjs";
import "./chunk-T62TG5UE.mjs";
import "./chunk-RJ54ETWK.mjs";
import "./chunk-MI4GV3MM.mjs";
import "./chunk-PFR4SUKS.mjs";
import "./chunk-CFXE6EOP.mjs";
import "./chunk-EDEET2KJ.mjs";
import "./chunk-GIUMK4TE.mjs";
import "./chunk-4SLHVKVU.mjs";
import "./chunk-FWB334RY.mjs";
import "./chunk-AALAH7B5.mjs";
import "./chunk-LJ6QOGWW.mjs";
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
