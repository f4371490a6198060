import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  describePromptLeftOut,
  formatPromptContext,
  formatTaskFrame,
  outcomeFrameText,
  promptContext,
  whyOf
} from "./chunk-FW3BPUOS.mjs";
import "./chunk-Q2NBHSCI.mjs";
import "./chunk-AZ3QWYV2.mjs";
import "./chunk-RGD2AQQG.mjs";
import "./chunk-PBJBOWGI.mjs";
import "./chunk-VJYPSEXT.mjs";
import "./chunk-RYEBDFGX.mjs";
import "./chunk-6V2CH5LP.mjs";
import "./chunk-6UFUFLS7.mjs";
import "./chunk-BISILVPE.mjs";
import "./chunk-TFOJLJZA.mjs";
import "./chunk-U542INXM.mjs";
import "./chunk-WQBRIIZA.mjs";
import "./chunk-5LTVPUKX.mjs";
import "./chunk-O3R5JKDG.mjs";
import "./chunk-FM2I322S.mjs";
import "./chunk-WYLVJVBZ.mjs";
import "./chunk-5EO5VOS7.mjs";
import "./chunk-IKAZCRYU.mjs";
import "./chunk-IRQMBEZI.mjs";
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
