import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  captureFromHook
} from "./chunk-7R564CJT.mjs";
import "./chunk-AMAQI2MD.mjs";
import "./chunk-F6VU46MK.mjs";
import "./chunk-HHHEXDOQ.mjs";
import "./chunk-434I2IR4.mjs";
import "./chunk-UR2GM2GH.mjs";
import "./chunk-WYLVJVBZ.mjs";
import "./chunk-WVFFZ4JR.mjs";
import "./chunk-G5J6VRK5.mjs";
import "./chunk-Z2KR2FNZ.mjs";
import "./chunk-PFR4SUKS.mjs";
import "./chunk-CFXE6EOP.mjs";
import "./chunk-R26CDZEY.mjs";
import "./chunk-4SLHVKVU.mjs";
import "./chunk-BWG7AHCQ.mjs";
import "./chunk-AALAH7B5.mjs";
import "./chunk-TF2G7FBZ.mjs";
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
