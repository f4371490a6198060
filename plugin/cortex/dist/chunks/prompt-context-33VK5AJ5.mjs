import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  describePromptLeftOut,
  formatPromptContext,
  formatTaskFrame,
  outcomeFrameText,
  promptContext,
  whyOf
} from "./chunk-ZAA43Z4Y.mjs";
import "./chunk-Q2NBHSCI.mjs";
import "./chunk-AZ3QWYV2.mjs";
import "./chunk-4MBKQW34.mjs";
import "./chunk-RGD2AQQG.mjs";
import "./chunk-PBJBOWGI.mjs";
import "./chunk-RSWXHAL3.mjs";
import "./chunk-RYEBDFGX.mjs";
import "./chunk-5TJVTAPV.mjs";
import "./chunk-6UFUFLS7.mjs";
import "./chunk-BISILVPE.mjs";
import "./chunk-XMAA3HTA.mjs";
import "./chunk-U542INXM.mjs";
import "./chunk-BZWLJWZC.mjs";
import "./chunk-7BUKDZWA.mjs";
import "./chunk-YS5V2OZH.mjs";
import "./chunk-K7F3I65N.mjs";
import "./chunk-WYLVJVBZ.mjs";
import "./chunk-5EO5VOS7.mjs";
import "./chunk-IKAZCRYU.mjs";
import "./chunk-IRQMBEZI.mjs";
import "./chunk-AEQGCQIL.mjs";
import "./chunk-SE2PAQZC.mjs";
import "./chunk-CFXE6EOP.mjs";
import "./chunk-J254GNCM.mjs";
import "./chunk-DC4GSNDM.mjs";
import "./chunk-4SLHVKVU.mjs";
import "./chunk-T4EIX3CK.mjs";
import "./chunk-35WBNGES.mjs";
import "./chunk-YZCCYDY6.mjs";
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
  outcomeFrameText,
  promptContext,
  whyOf
};
