import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  describePromptLeftOut,
  formatPromptContext,
  formatTaskFrame,
  promptContext,
  whyOf
} from "./chunk-6P3V2PFH.mjs";
import "./chunk-Q2NBHSCI.mjs";
import "./chunk-RGD2AQQG.mjs";
import "./chunk-PBJBOWGI.mjs";
import "./chunk-W6R2HI3M.mjs";
import "./chunk-RYEBDFGX.mjs";
import "./chunk-RIO4DZK4.mjs";
import "./chunk-6UFUFLS7.mjs";
import "./chunk-BISILVPE.mjs";
import "./chunk-4SAQDETA.mjs";
import "./chunk-U542INXM.mjs";
import "./chunk-74QRAXZQ.mjs";
import "./chunk-5LTVPUKX.mjs";
import "./chunk-KY63HDKS.mjs";
import "./chunk-ANK6ZEKC.mjs";
import "./chunk-WYLVJVBZ.mjs";
import "./chunk-5EO5VOS7.mjs";
import "./chunk-IKAZCRYU.mjs";
import "./chunk-IRQMBEZI.mjs";
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
