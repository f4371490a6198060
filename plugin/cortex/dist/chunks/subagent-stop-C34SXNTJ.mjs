import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  captureFromHook
} from "./chunk-DK2SB6U7.mjs";
import "./chunk-UJ37KQC4.mjs";
import "./chunk-CHPNASMS.mjs";
import "./chunk-RQTQQH2Z.mjs";
import "./chunk-4ICXFCOJ.mjs";
import "./chunk-CKSIXH6X.mjs";
import "./chunk-WYLVJVBZ.mjs";
import "./chunk-WVFFZ4JR.mjs";
import "./chunk-5VYNQYUX.mjs";
import "./chunk-GWUVYSL6.mjs";
import "./chunk-PFR4SUKS.mjs";
import "./chunk-CFXE6EOP.mjs";
import "./chunk-26XNHNSS.mjs";
import "./chunk-4SLHVKVU.mjs";
import "./chunk-EJMHLGF6.mjs";
import "./chunk-35WBNGES.mjs";
import "./chunk-FPN3IUJW.mjs";
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

// src/hooks/handlers/subagent-stop.ts
var handle = async (invocation) => (await captureFromHook(invocation, { subagent: true, projections: "when-relevant" })).result;
export {
  handle
};
