import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  describePromptLeftOut,
  formatPromptContext,
  formatTaskFrame,
  promptContext,
  whyOf
} from "./chunk-QQPABV2F.mjs";
import "./chunk-CKXSYIBO.mjs";
import "./chunk-7CKMFTOY.mjs";
import "./chunk-PBJBOWGI.mjs";
import "./chunk-VM2RG5TK.mjs";
import "./chunk-NVQXH4JX.mjs";
import "./chunk-VNH7TEO6.mjs";
import "./chunk-6UFUFLS7.mjs";
import "./chunk-BISILVPE.mjs";
import "./chunk-MI4GF5LK.mjs";
import "./chunk-D3GCWNUO.mjs";
import "./chunk-G3TL2GQO.mjs";
import "./chunk-UR2GM2GH.mjs";
import "./chunk-KYKJ7QFQ.mjs";
import "./chunk-YCFTAVLX.mjs";
import "./chunk-WYLVJVBZ.mjs";
import "./chunk-5EO5VOS7.mjs";
import "./chunk-IKAZCRYU.mjs";
import "./chunk-IRQMBEZI.mjs";
import "./chunk-Z2KR2FNZ.mjs";
import "./chunk-PFR4SUKS.mjs";
import "./chunk-CFXE6EOP.mjs";
import "./chunk-IXSNLWY3.mjs";
import "./chunk-R26CDZEY.mjs";
import "./chunk-4SLHVKVU.mjs";
import "./chunk-BWG7AHCQ.mjs";
import "./chunk-AALAH7B5.mjs";
import "./chunk-TF2G7FBZ.mjs";
import "./chunk-24BI3J3S.mjs";
import "./chunk-4JS2XLAE.mjs";
import "./chunk-4QIZLTEZ.mjs";
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
