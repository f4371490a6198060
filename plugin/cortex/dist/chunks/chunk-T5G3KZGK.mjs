import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);

// src/heap-growth.ts
var DEFAULT_GROWTH = "--heap-growing-percent=0";
var LOWER_GROWTH = "--heap-growing-percent=100";
function lowerHeapGrowth() {
  if (!setFlag(LOWER_GROWTH)) return () => void 0;
  return () => void setFlag(DEFAULT_GROWTH);
}
function setFlag(flag) {
  try {
    process.getBuiltinModule("node:v8").setFlagsFromString(flag);
    return true;
  } catch {
    return false;
  }
}

export {
  lowerHeapGrowth
};
