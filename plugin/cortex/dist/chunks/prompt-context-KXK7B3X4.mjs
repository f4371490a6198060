import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  describePromptLeftOut,
  formatPromptContext,
  formatTaskFrame,
  promptContext,
  whyOf
} from "./chunk-ECCD5EP4.mjs";
import "./chunk-Q2NBHSCI.mjs";
import "./chunk-RGD2AQQG.mjs";
import "./chunk-PBJBOWGI.mjs";
import "./chunk-6KVHAJ6P.mjs";
import "./chunk-RYEBDFGX.mjs";
import "./chunk-DNNCNW5R.mjs";
import "./chunk-6UFUFLS7.mjs";
import "./chunk-BISILVPE.mjs";
import "./chunk-EKHLWTVN.mjs";
import "./chunk-U542INXM.mjs";
import "./chunk-Z2GOSP5L.mjs";
import "./chunk-5LTVPUKX.mjs";
import "./chunk-VBWYXSFB.mjs";
import "./chunk-WMO3T6GO.mjs";
import "./chunk-WYLVJVBZ.mjs";
import "./chunk-5EO5VOS7.mjs";
import "./chunk-IKAZCRYU.mjs";
import "./chunk-IRQMBEZI.mjs";
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
import "./chunk-WNGDJEP4.mjs";
import "./chunk-ECJCGB2H.mjs";
import "./chunk-YLNCERTH.mjs";
import "./chunk-Z4Q4HOTZ.mjs";
import "./chunk-CP2KPV6Y.mjs";
import "./chunk-4DOJTD2S.mjs";
import "./chunk-UFTYXKYT.mjs";
import "./chunk-JA3QAXLE.mjs";
export {
  describePromptLeftOut,
  formatPromptContext,
  formatTaskFrame,
  promptContext,
  whyOf
};
