import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  describePromptLeftOut,
  formatPromptContext,
  formatTaskFrame,
  promptContext,
  whyOf
} from "./chunk-ZSLNGO46.mjs";
import "./chunk-Q2NBHSCI.mjs";
import "./chunk-RGD2AQQG.mjs";
import "./chunk-PBJBOWGI.mjs";
import "./chunk-GNPCMHX6.mjs";
import "./chunk-RYEBDFGX.mjs";
import "./chunk-RU4SKH2X.mjs";
import "./chunk-6UFUFLS7.mjs";
import "./chunk-BISILVPE.mjs";
import "./chunk-DL4H7A6N.mjs";
import "./chunk-U542INXM.mjs";
import "./chunk-WYN7KCTG.mjs";
import "./chunk-5LTVPUKX.mjs";
import "./chunk-GS3KVOTY.mjs";
import "./chunk-YC4TJ6MG.mjs";
import "./chunk-WYLVJVBZ.mjs";
import "./chunk-5EO5VOS7.mjs";
import "./chunk-IKAZCRYU.mjs";
import "./chunk-IRQMBEZI.mjs";
import "./chunk-5W4BVREY.mjs";
import "./chunk-SE2PAQZC.mjs";
import "./chunk-CFXE6EOP.mjs";
import "./chunk-QYIR2MJT.mjs";
import "./chunk-P2QP7CGM.mjs";
import "./chunk-4SLHVKVU.mjs";
import "./chunk-6BBZYQJW.mjs";
import "./chunk-35WBNGES.mjs";
import "./chunk-SCJXOVCE.mjs";
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
