import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  findStaleProjections,
  regenerateProjections
} from "./chunk-V3Q7LEU6.mjs";
import {
  COMMITTED_NEEDS
} from "./chunk-2NP26KWO.mjs";
import "./chunk-DQVW3V7C.mjs";
import "./chunk-O3OP4XR4.mjs";
import "./chunk-RUPF6QZZ.mjs";
import "./chunk-5EO5VOS7.mjs";
import "./chunk-IKAZCRYU.mjs";
import {
  digestCacheFile,
  readLogDigest
} from "./chunk-6ZYV27KK.mjs";
import "./chunk-4LQHKEON.mjs";
import "./chunk-JJNIFDPL.mjs";
import "./chunk-WVFFZ4JR.mjs";
import "./chunk-IRQMBEZI.mjs";
import "./chunk-RWJCPNFA.mjs";
import "./chunk-FKZFMTSH.mjs";
import "./chunk-5W4BVREY.mjs";
import "./chunk-SE2PAQZC.mjs";
import "./chunk-CFXE6EOP.mjs";
import "./chunk-YOYHYOQI.mjs";
import "./chunk-3D5E3JZU.mjs";
import "./chunk-4SLHVKVU.mjs";
import "./chunk-OKQCZG5A.mjs";
import "./chunk-35WBNGES.mjs";
import "./chunk-7Z4MP3IZ.mjs";
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
