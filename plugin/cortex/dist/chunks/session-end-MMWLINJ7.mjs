import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  captureFromHook
} from "./chunk-Q7BKBRDI.mjs";
import "./chunk-HWYTONYT.mjs";
import "./chunk-ZDEAP4ZR.mjs";
import "./chunk-HHHEXDOQ.mjs";
import "./chunk-JZ2QBGGZ.mjs";
import "./chunk-O5GZ2UGC.mjs";
import "./chunk-WYLVJVBZ.mjs";
import "./chunk-WVFFZ4JR.mjs";
import "./chunk-RQ2KFPAH.mjs";
import "./chunk-MI4GV3MM.mjs";
import "./chunk-PFR4SUKS.mjs";
import "./chunk-CFXE6EOP.mjs";
import "./chunk-6KYLP6JB.mjs";
import "./chunk-4SLHVKVU.mjs";
import "./chunk-RRS4HBQ7.mjs";
import "./chunk-AALAH7B5.mjs";
import "./chunk-7WXD5RC6.mjs";
import "./chunk-24BI3J3S.mjs";
import "./chunk-4JS2XLAE.mjs";
import "./chunk-HQGNQKOC.mjs";
import "./chunk-4QIZLTEZ.mjs";
import "./chunk-ECJCGB2H.mjs";
import "./chunk-YLNCERTH.mjs";
import "./chunk-Z4Q4HOTZ.mjs";
import "./chunk-CP2KPV6Y.mjs";
import "./chunk-4DOJTD2S.mjs";
import "./chunk-UFTYXKYT.mjs";
import "./chunk-JA3QAXLE.mjs";

// src/hooks/handlers/session-end.ts
var handle = async (invocation) => (await captureFromHook(invocation, { final: true, projections: "always" })).result;
export {
  handle
};
