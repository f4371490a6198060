import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  findStaleProjections,
  regenerateProjections
} from "./chunk-27SU532F.mjs";
import {
  COMMITTED_NEEDS
} from "./chunk-FS7YJ4NM.mjs";
import "./chunk-KLBFZACM.mjs";
import "./chunk-O3OP4XR4.mjs";
import "./chunk-RUPF6QZZ.mjs";
import "./chunk-5EO5VOS7.mjs";
import "./chunk-IKAZCRYU.mjs";
import {
  digestCacheFile,
  readLogDigest
} from "./chunk-YTCQD4UH.mjs";
import "./chunk-4KRHHGTP.mjs";
import "./chunk-HQB6CLNS.mjs";
import "./chunk-WVFFZ4JR.mjs";
import "./chunk-IRQMBEZI.mjs";
import "./chunk-DPGTEUSV.mjs";
import "./chunk-HO44XUOJ.mjs";
import "./chunk-5W4BVREY.mjs";
import "./chunk-SE2PAQZC.mjs";
import "./chunk-CFXE6EOP.mjs";
import "./chunk-DI7G7B73.mjs";
import "./chunk-PNRSMTZS.mjs";
import "./chunk-4SLHVKVU.mjs";
import "./chunk-U6MOIOPQ.mjs";
import "./chunk-35WBNGES.mjs";
import "./chunk-EEDXSO6X.mjs";
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
