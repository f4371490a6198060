import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  describePromptLeftOut,
  formatPromptContext,
  formatTaskFrame,
  outcomeFrameText,
  promptContext,
  whyOf
} from "./chunk-ZUOGYX2R.mjs";
import "./chunk-Q2NBHSCI.mjs";
import "./chunk-AZ3QWYV2.mjs";
import "./chunk-RGD2AQQG.mjs";
import "./chunk-PBJBOWGI.mjs";
import "./chunk-P5ORUKUM.mjs";
import "./chunk-RYEBDFGX.mjs";
import "./chunk-TNVNCGYA.mjs";
import "./chunk-6UFUFLS7.mjs";
import "./chunk-BISILVPE.mjs";
import "./chunk-65KZBAVE.mjs";
import "./chunk-U542INXM.mjs";
import "./chunk-65YK4F2D.mjs";
import "./chunk-5LTVPUKX.mjs";
import "./chunk-XSMGUKGA.mjs";
import "./chunk-OIW27UCP.mjs";
import "./chunk-WYLVJVBZ.mjs";
import "./chunk-5EO5VOS7.mjs";
import "./chunk-IKAZCRYU.mjs";
import "./chunk-IRQMBEZI.mjs";
import "./chunk-5W4BVREY.mjs";
import "./chunk-SE2PAQZC.mjs";
import "./chunk-CFXE6EOP.mjs";
import "./chunk-ORU2DZXT.mjs";
import "./chunk-A3RXCILZ.mjs";
import "./chunk-4SLHVKVU.mjs";
import "./chunk-NPAXQXDA.mjs";
import "./chunk-35WBNGES.mjs";
import "./chunk-DUXOB33F.mjs";
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
