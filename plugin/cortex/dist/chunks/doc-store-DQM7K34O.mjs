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
} from "./chunk-WWPNS5VF.mjs";
import "./chunk-J7PDIGNT.mjs";
import "./chunk-2BBHJYEL.mjs";
import "./chunk-GGRWZNHR.mjs";
import "./chunk-5EO5VOS7.mjs";
import "./chunk-IKAZCRYU.mjs";
import "./chunk-F5UUBEUZ.mjs";
import "./chunk-4KSSD6ZQ.mjs";
import "./chunk-WNGDJEP4.mjs";
import "./chunk-ZF3FJJCS.mjs";
import "./chunk-QXBY2LNL.mjs";
import "./chunk-EIENN3NR.mjs";
import "./chunk-FT5T7XM2.mjs";
import "./chunk-CP2KPV6Y.mjs";
import "./chunk-JCOCGVG4.mjs";
import "./chunk-QWAKPPEY.mjs";
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
