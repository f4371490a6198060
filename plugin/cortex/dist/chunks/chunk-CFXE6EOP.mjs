import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);

// src/events/append-only.ts
var NOTHING_READ = { offset: 0, fingerprint: "" };
function classifyAppendOnly(mark, now, fingerprintNow) {
  if (mark.ino !== void 0 && now.ino !== void 0 && now.ino !== mark.ino) return "replaced";
  const sameSize = now.size === (mark.size ?? mark.offset);
  if (sameSize && mark.mtimeMs !== void 0 && now.mtimeMs === mark.mtimeMs) return "unchanged";
  if (now.size < mark.offset) return "rewritten";
  if (mark.offset > 0 && fingerprintNow(mark.offset) !== mark.fingerprint) return "rewritten";
  return sameSize && mark.mtimeMs === void 0 ? "unchanged" : "grown";
}

export {
  NOTHING_READ,
  classifyAppendOnly
};
