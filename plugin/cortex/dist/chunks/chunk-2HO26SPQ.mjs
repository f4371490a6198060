import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);

// src/version.ts
var VERSION = true ? "0.1.0" : "0.0.0-dev";

export {
  VERSION
};
