import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);

// src/setup/assets.ts
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
var root;
function ownFile() {
  return typeof __filename === "string" ? __filename : fileURLToPath(import.meta.url);
}
function packageRoot() {
  if (root) return root;
  let dir = dirname(ownFile());
  for (; ; ) {
    const manifest = join(dir, "package.json");
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, "utf8")).name === "cortex-memory") {
      root = dir;
      return dir;
    }
    const parent = dirname(dir);
    if (parent === dir)
      throw new Error(
        "cannot find the cortex package folder (templates/ and githooks/ live there)"
      );
    dir = parent;
  }
}
function readAsset(path) {
  return readFileSync(join(packageRoot(), path), "utf8");
}
function findAsset(...paths) {
  return paths.map((path) => join(packageRoot(), path)).find((path) => existsSync(path));
}

export {
  readAsset,
  findAsset
};
