/**
 * Files shipped with cortex that it writes into repositories (templates/, githooks/).
 * Found from this module's own location, which works from the bundle (dist/ and its
 * chunks) and from the sources alike: the package root is the nearest folder up whose
 * package.json is cortex's.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

let root: string | undefined;

/** This module's own file: the hooks are bundled as CommonJS (which has no import.meta), the CLI as ES modules. */
function ownFile(): string {
  return typeof __filename === 'string' ? __filename : fileURLToPath(import.meta.url);
}

/** The installed package's root folder. */
export function packageRoot(): string {
  if (root) return root;
  let dir = dirname(ownFile());
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (
      existsSync(manifest) &&
      (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === 'cortex-memory'
    ) {
      root = dir;
      return dir;
    }
    const parent = dirname(dir);
    if (parent === dir)
      throw new Error(
        'cannot find the cortex package folder (templates/ and githooks/ live there)',
      );
    dir = parent;
  }
}

/** Reads a file shipped with cortex, e.g. `templates/gitattributes`. */
export function readAsset(path: string): string {
  return readFileSync(join(packageRoot(), path), 'utf8');
}

/** The path of the first of `paths` (relative to the package root) that exists, if any. */
export function findAsset(...paths: string[]): string | undefined {
  return paths.map((path) => join(packageRoot(), path)).find((path) => existsSync(path));
}
