import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  findStaleProjections,
  regenerateProjections
} from "./chunk-WLTJQ3RO.mjs";
import {
  COMMITTED_NEEDS
} from "./chunk-MOXF5VOA.mjs";
import "./chunk-JQ2NXZW4.mjs";
import {
  readLogDigest
} from "./chunk-7MZCF7FQ.mjs";
import "./chunk-LPUECSWN.mjs";
import "./chunk-3A5GZ3FR.mjs";
import "./chunk-WVFFZ4JR.mjs";
import "./chunk-U2FM3WX4.mjs";
import "./chunk-FK7PIZ5P.mjs";
import "./chunk-V6CUIOMQ.mjs";
import "./chunk-OOOGW3H7.mjs";
import "./chunk-CFXE6EOP.mjs";
import "./chunk-65VUIGQG.mjs";
import "./chunk-6M7KS7R3.mjs";
import "./chunk-5EO5VOS7.mjs";
import "./chunk-F5UUBEUZ.mjs";
import "./chunk-4KSSD6ZQ.mjs";
import "./chunk-FMWX44NG.mjs";
import "./chunk-3ZYYLOM2.mjs";
import "./chunk-YLTWOOJW.mjs";
import "./chunk-P4GADDWB.mjs";
import "./chunk-WHIBXURK.mjs";
import "./chunk-BR7AV5AA.mjs";
import "./chunk-LTJYTCHL.mjs";
import "./chunk-G37PHZM2.mjs";
import "./chunk-A5IE5JQV.mjs";
import "./chunk-IKAZCRYU.mjs";
import "./chunk-MATBYBHQ.mjs";
import "./chunk-WNGDJEP4.mjs";
import {
  digestCacheFile
} from "./chunk-ZF3FJJCS.mjs";
import "./chunk-EIENN3NR.mjs";
import "./chunk-CP2KPV6Y.mjs";
import "./chunk-FT5T7XM2.mjs";
import "./chunk-JCOCGVG4.mjs";
import "./chunk-QWAKPPEY.mjs";
import "./chunk-JA3QAXLE.mjs";
export {
  COMMITTED_NEEDS,
  digestCacheFile,
  findStaleProjections,
  readLogDigest,
  regenerateProjections
};
