import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  captureTranscript
} from "./chunk-6LCPAYZM.mjs";
import "./chunk-TV4TZOZC.mjs";
import "./chunk-3FHYSCVK.mjs";
import "./chunk-O5GZ2UGC.mjs";
import "./chunk-WVFFZ4JR.mjs";
import "./chunk-MI4GV3MM.mjs";
import "./chunk-PFR4SUKS.mjs";
import "./chunk-CFXE6EOP.mjs";
import "./chunk-GIUMK4TE.mjs";
import "./chunk-4SLHVKVU.mjs";
import "./chunk-FWB334RY.mjs";
import "./chunk-AALAH7B5.mjs";
import "./chunk-LJ6QOGWW.mjs";
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
export {
  captureTranscript
};
