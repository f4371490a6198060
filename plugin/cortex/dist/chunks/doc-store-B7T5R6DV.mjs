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
} from "./chunk-HKJ6NJJ2.mjs";
import "./chunk-PBJBOWGI.mjs";
import "./chunk-6UFUFLS7.mjs";
import "./chunk-BISILVPE.mjs";
import "./chunk-5EO5VOS7.mjs";
import "./chunk-IKAZCRYU.mjs";
import "./chunk-SE2PAQZC.mjs";
import "./chunk-4JS2XLAE.mjs";
import "./chunk-WNGDJEP4.mjs";
import "./chunk-ZF3FJJCS.mjs";
import "./chunk-ECJCGB2H.mjs";
import "./chunk-YLNCERTH.mjs";
import "./chunk-Z4Q4HOTZ.mjs";
import "./chunk-CP2KPV6Y.mjs";
import "./chunk-4DOJTD2S.mjs";
import "./chunk-UFTYXKYT.mjs";
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
