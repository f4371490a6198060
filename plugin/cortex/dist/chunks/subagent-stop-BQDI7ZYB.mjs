import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  captureFromHook
} from "./chunk-DLJKRZIK.mjs";
import "./chunk-5JATO3AI.mjs";
import "./chunk-PG37D656.mjs";
import "./chunk-HHHEXDOQ.mjs";
import "./chunk-JZ2QBGGZ.mjs";
import "./chunk-3XLC2MI4.mjs";
import "./chunk-WYLVJVBZ.mjs";
import "./chunk-WVFFZ4JR.mjs";
import "./chunk-RQ2KFPAH.mjs";
import "./chunk-RKXZDU5V.mjs";
import "./chunk-PFR4SUKS.mjs";
import "./chunk-CFXE6EOP.mjs";
import "./chunk-DOMUEWP4.mjs";
import "./chunk-4SLHVKVU.mjs";
import "./chunk-ZLFDJX3O.mjs";
import "./chunk-AALAH7B5.mjs";
import "./chunk-7WXD5RC6.mjs";
import "./chunk-24BI3J3S.mjs";
import "./chunk-4JS2XLAE.mjs";
import "./chunk-KGWVI43N.mjs";
import "./chunk-YLNCERTH.mjs";
import "./chunk-OKT6S6UO.mjs";
import "./chunk-Z4Q4HOTZ.mjs";
import "./chunk-4DOJTD2S.mjs";
import "./chunk-OSNKVYXY.mjs";
import "./chunk-UVD32IRR.mjs";
import "./chunk-4QIZLTEZ.mjs";
import "./chunk-JA3QAXLE.mjs";

// src/hooks/handlers/subagent-stop.ts
var handle = async (invocation) => (await captureFromHook(invocation, { subagent: true, projections: "when-relevant" })).result;
export {
  handle
};
