import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  MAX_DOCUMENTS,
  changedDocuments,
  listDocuments,
  readDocStore,
  refreshDocStore,
  searchDocs,
  searchProjectDocs
} from "./chunk-QKNEUIBI.mjs";
import "./chunk-PBJBOWGI.mjs";
import "./chunk-6UFUFLS7.mjs";
import "./chunk-BISILVPE.mjs";
import "./chunk-5EO5VOS7.mjs";
import "./chunk-IKAZCRYU.mjs";
import "./chunk-PFR4SUKS.mjs";
import "./chunk-4JS2XLAE.mjs";
import "./chunk-KGWVI43N.mjs";
import "./chunk-YLNCERTH.mjs";
import "./chunk-OKT6S6UO.mjs";
import "./chunk-Z4Q4HOTZ.mjs";
import "./chunk-4DOJTD2S.mjs";
import "./chunk-OSNKVYXY.mjs";
import "./chunk-4QIZLTEZ.mjs";
import "./chunk-JA3QAXLE.mjs";
export {
  MAX_DOCUMENTS,
  changedDocuments,
  listDocuments,
  readDocStore,
  refreshDocStore,
  searchDocs,
  searchProjectDocs
};
