import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  openSearch,
  runSearch
} from "./chunk-7TECR4J6.mjs";
import "./chunk-NVQXH4JX.mjs";
import "./chunk-GJGS5Y7Z.mjs";
import "./chunk-6UFUFLS7.mjs";
import "./chunk-BISILVPE.mjs";
import "./chunk-AZAGAARF.mjs";
import "./chunk-CYUO354M.mjs";
import "./chunk-WYLVJVBZ.mjs";
import "./chunk-PFR4SUKS.mjs";
import "./chunk-CFXE6EOP.mjs";
import "./chunk-EDEET2KJ.mjs";
import "./chunk-GIUMK4TE.mjs";
import "./chunk-4SLHVKVU.mjs";
import "./chunk-FWB334RY.mjs";
import "./chunk-AALAH7B5.mjs";
import "./chunk-LJ6QOGWW.mjs";
import "./chunk-24BI3J3S.mjs";
import "./chunk-4JS2XLAE.mjs";
import "./chunk-4QIZLTEZ.mjs";
import "./chunk-Z4Q4HOTZ.mjs";
import "./chunk-CP2KPV6Y.mjs";
import "./chunk-4DOJTD2S.mjs";
import "./chunk-JA3QAXLE.mjs";
export {
  openSearch,
  runSearch
};
