// What the plugin's committed copy of cortex (plugin/cortex) is made from, as one digest:
// every file under src/, assets/, templates/ and githooks/, the build script, and the package
// and lock files (which decide the bundled packages). scripts/bundle-plugin.mjs writes it beside the bundle; a test recomputes
// it, so a change to any of these without a new bundle fails the tests.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

const FILES = ['package.json', 'package-lock.json', 'scripts/build.mjs'];
const FOLDERS = ['src', 'assets', 'templates', 'githooks'];

function filesUnder(root, folder) {
  return readdirSync(join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'));
}

/** The hex sha256 of the bundle's sources under `root`, file names and contents in sorted order. */
export function pluginSourceDigest(root) {
  const hash = createHash('sha256');
  const files = [...FILES, ...FOLDERS.flatMap((folder) => filesUnder(root, folder))].sort();
  for (const file of files) {
    const bytes = readFileSync(join(root, file));
    hash.update(`${file}\0${bytes.length}\0`);
    hash.update(bytes);
  }
  return hash.digest('hex');
}

/** The file beside the bundle that records its digest. */
export const SOURCES_FILE = 'plugin/cortex/SOURCES';
