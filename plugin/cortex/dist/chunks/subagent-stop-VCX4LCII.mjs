import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  captureFromHook
} from "./chunk-KPJQRX6Z.mjs";
import "./chunk-SB4XWZRA.mjs";
import "./chunk-VESXYVVM.mjs";
import "./chunk-K5MEZTD3.mjs";
import "./chunk-K35W66GS.mjs";
import "./chunk-AZ3QWYV2.mjs";
import "./chunk-4MBKQW34.mjs";
import "./chunk-B5NG4ZLT.mjs";
import "./chunk-3BPBH3GX.mjs";
import "./chunk-WYLVJVBZ.mjs";
import "./chunk-WVFFZ4JR.mjs";
import "./chunk-B75QFYZQ.mjs";
import "./chunk-QQFAUPAD.mjs";
import "./chunk-SE2PAQZC.mjs";
import "./chunk-CFXE6EOP.mjs";
import "./chunk-XPRKZLLD.mjs";
import "./chunk-4SLHVKVU.mjs";
import "./chunk-CMNUKJA6.mjs";
import "./chunk-DMO3UQR7.mjs";
import "./chunk-24BI3J3S.mjs";
import "./chunk-4JS2XLAE.mjs";
import "./chunk-RRZ6O5OE.mjs";
import "./chunk-WNGDJEP4.mjs";
import "./chunk-ZF3FJJCS.mjs";
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
