import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  captureFromHook
} from "./chunk-U7J2ORRW.mjs";
import "./chunk-DU7Y4P5T.mjs";
import "./chunk-UYKQTHY7.mjs";
import "./chunk-C3FXV6A7.mjs";
import "./chunk-5MNOXAZF.mjs";
import "./chunk-ORZCHUNO.mjs";
import "./chunk-5LTVPUKX.mjs";
import "./chunk-WYLVJVBZ.mjs";
import "./chunk-WVFFZ4JR.mjs";
import "./chunk-YSKUVCVK.mjs";
import "./chunk-5W4BVREY.mjs";
import "./chunk-SE2PAQZC.mjs";
import "./chunk-CFXE6EOP.mjs";
import "./chunk-5V3NM7HV.mjs";
import "./chunk-4SLHVKVU.mjs";
import "./chunk-P54EDWTY.mjs";
import "./chunk-35WBNGES.mjs";
import "./chunk-XFJ2YKAV.mjs";
import "./chunk-24BI3J3S.mjs";
import "./chunk-4JS2XLAE.mjs";
import "./chunk-KYOE2TLC.mjs";
import "./chunk-WNGDJEP4.mjs";
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
