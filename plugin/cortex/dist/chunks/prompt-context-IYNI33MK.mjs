import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  describePromptLeftOut,
  formatPromptContext,
  formatTaskFrame,
  outcomeFrameText,
  promptContext,
  whyOf
} from "./chunk-EY5EIJJ5.mjs";
import "./chunk-AZ3QWYV2.mjs";
import "./chunk-4MBKQW34.mjs";
import "./chunk-Q2NBHSCI.mjs";
import "./chunk-HKJ6NJJ2.mjs";
import "./chunk-PBJBOWGI.mjs";
import "./chunk-HU2OXLFK.mjs";
import "./chunk-RYEBDFGX.mjs";
import "./chunk-GUYFPPBK.mjs";
import "./chunk-6UFUFLS7.mjs";
import "./chunk-BISILVPE.mjs";
import "./chunk-C2APXS6U.mjs";
import "./chunk-XNXMPIXW.mjs";
import "./chunk-U4L3TI2C.mjs";
import "./chunk-3BPBH3GX.mjs";
import "./chunk-ALE45FLV.mjs";
import "./chunk-K7F3I65N.mjs";
import "./chunk-WYLVJVBZ.mjs";
import "./chunk-5EO5VOS7.mjs";
import "./chunk-IKAZCRYU.mjs";
import "./chunk-IRQMBEZI.mjs";
import "./chunk-QQFAUPAD.mjs";
import "./chunk-SE2PAQZC.mjs";
import "./chunk-CFXE6EOP.mjs";
import "./chunk-J254GNCM.mjs";
import "./chunk-2DYPFQI5.mjs";
import "./chunk-4SLHVKVU.mjs";
import "./chunk-T4EIX3CK.mjs";
import "./chunk-YZCCYDY6.mjs";
import "./chunk-24BI3J3S.mjs";
import "./chunk-4JS2XLAE.mjs";
import "./chunk-WNGDJEP4.mjs";
import "./chunk-ZF3FJJCS.mjs";
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
  outcomeFrameText,
  promptContext,
  whyOf
};
