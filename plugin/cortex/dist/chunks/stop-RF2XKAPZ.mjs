import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  captureFromHook
} from "./chunk-76N4YDVY.mjs";
import "./chunk-JJZ45XEL.mjs";
import "./chunk-QXJTHCJ6.mjs";
import "./chunk-5J5CWM5T.mjs";
import "./chunk-MDIO4FAX.mjs";
import "./chunk-SVJO3XXX.mjs";
import "./chunk-4MBKQW34.mjs";
import "./chunk-O5HY6P6I.mjs";
import "./chunk-ZAOSD2M5.mjs";
import "./chunk-NR55AXLW.mjs";
import "./chunk-WVFFZ4JR.mjs";
import "./chunk-FK7PIZ5P.mjs";
import "./chunk-V6CUIOMQ.mjs";
import "./chunk-CFXE6EOP.mjs";
import "./chunk-2RMMSY37.mjs";
import "./chunk-LTJYTCHL.mjs";
import "./chunk-6M7KS7R3.mjs";
import "./chunk-G37PHZM2.mjs";
import "./chunk-A5IE5JQV.mjs";
import "./chunk-F5UUBEUZ.mjs";
import "./chunk-4KSSD6ZQ.mjs";
import "./chunk-MATBYBHQ.mjs";
import "./chunk-WNGDJEP4.mjs";
import "./chunk-ZF3FJJCS.mjs";
import "./chunk-QXBY2LNL.mjs";
import "./chunk-EIENN3NR.mjs";
import "./chunk-FT5T7XM2.mjs";
import "./chunk-CP2KPV6Y.mjs";
import "./chunk-JCOCGVG4.mjs";
import "./chunk-QWAKPPEY.mjs";
import "./chunk-JA3QAXLE.mjs";

// src/hooks/handlers/stop.ts
var handle = async (invocation) => (await captureFromHook(invocation, { projections: "when-relevant" })).result;
export {
  handle
};
