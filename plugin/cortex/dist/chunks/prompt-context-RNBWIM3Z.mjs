import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  describePromptLeftOut,
  formatPromptContext,
  formatTaskFrame,
  outcomeFrameText,
  promptContext,
  whyOf
} from "./chunk-M6XZAJY2.mjs";
import "./chunk-AZ3QWYV2.mjs";
import "./chunk-4MBKQW34.mjs";
import "./chunk-Q2NBHSCI.mjs";
import "./chunk-HKJ6NJJ2.mjs";
import "./chunk-PBJBOWGI.mjs";
import "./chunk-HYDIT2OO.mjs";
import "./chunk-RYEBDFGX.mjs";
import "./chunk-4JFEA2YG.mjs";
import "./chunk-6UFUFLS7.mjs";
import "./chunk-BISILVPE.mjs";
import "./chunk-NR4HQ7NC.mjs";
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
import "./chunk-F7S7IUBO.mjs";
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
