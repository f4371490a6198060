import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  findStaleProjections,
  regenerateProjections
} from "./chunk-OHASD6OP.mjs";
import {
  COMMITTED_NEEDS
} from "./chunk-BW22OOLU.mjs";
import "./chunk-ZX3ODJ2M.mjs";
import "./chunk-O3OP4XR4.mjs";
import "./chunk-RUPF6QZZ.mjs";
import "./chunk-5EO5VOS7.mjs";
import "./chunk-IKAZCRYU.mjs";
import {
  digestCacheFile,
  readLogDigest
} from "./chunk-WSU5P6ZT.mjs";
import "./chunk-4Z2TDT3Z.mjs";
import "./chunk-YV6EUGML.mjs";
import "./chunk-WVFFZ4JR.mjs";
import "./chunk-IRQMBEZI.mjs";
import "./chunk-2TCUV3PC.mjs";
import "./chunk-2GUM6ENJ.mjs";
import "./chunk-5W4BVREY.mjs";
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
