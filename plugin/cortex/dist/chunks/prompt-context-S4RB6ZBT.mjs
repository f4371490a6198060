import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  describePromptLeftOut,
  formatPromptContext,
  formatTaskFrame,
  outcomeFrameText,
  promptContext,
  whyOf
} from "./chunk-JRSSVE6P.mjs";
import "./chunk-AZ3QWYV2.mjs";
import "./chunk-4MBKQW34.mjs";
import "./chunk-Q2NBHSCI.mjs";
import "./chunk-HKJ6NJJ2.mjs";
import "./chunk-PBJBOWGI.mjs";
import "./chunk-4OJD55VH.mjs";
import "./chunk-RYEBDFGX.mjs";
import "./chunk-5KUGX5M2.mjs";
import "./chunk-6UFUFLS7.mjs";
import "./chunk-BISILVPE.mjs";
import "./chunk-LDXQTAFM.mjs";
import "./chunk-XNXMPIXW.mjs";
import "./chunk-U355GU2K.mjs";
import "./chunk-3BPBH3GX.mjs";
import "./chunk-7367O6XQ.mjs";
import "./chunk-HAE5QMY4.mjs";
import "./chunk-WYLVJVBZ.mjs";
import "./chunk-5EO5VOS7.mjs";
import "./chunk-IKAZCRYU.mjs";
import "./chunk-IRQMBEZI.mjs";
import "./chunk-QQFAUPAD.mjs";
import "./chunk-SE2PAQZC.mjs";
import "./chunk-CFXE6EOP.mjs";
import "./chunk-TMFUET3A.mjs";
import "./chunk-XPRKZLLD.mjs";
import "./chunk-4SLHVKVU.mjs";
import "./chunk-CMNUKJA6.mjs";
import "./chunk-DMO3UQR7.mjs";
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
