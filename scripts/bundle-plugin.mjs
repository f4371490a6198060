// Puts the Claude Code plugin's own copy of cortex in plugin/cortex, so a plugin installed
// from the marketplace runs without anything else installed (Claude Code copies the plugin
// folder and nothing more). It is the package as npm would install it, without dependencies
// to install (the release build bundles them): a package.json naming it, dist/ without source
// maps or esbuild metafiles, templates/, githooks/ and the licence. Run it when the sources
// change, `npm run bundle:plugin`, and commit plugin/cortex; the digest of its sources goes
// to plugin/cortex/SOURCES (see plugin-sources.mjs), which a test checks.
import { execFileSync } from 'node:child_process';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { pluginSourceDigest, SOURCES_FILE } from './plugin-sources.mjs';

const OUT = 'plugin/cortex';
const pkg = JSON.parse(readFileSync('package.json', 'utf8'));

execFileSync(process.execPath, ['scripts/build.mjs', '--release'], {
  stdio: 'inherit',
  env: { ...process.env, CORTEX_SOURCEMAPS: '' },
});
rmSync(OUT, { recursive: true, force: true });
cpSync('dist', `${OUT}/dist`, {
  recursive: true,
  filter: (path) => basename(path) !== 'meta' && !path.endsWith('.map'),
});
for (const part of ['templates', 'githooks', 'LICENSE'])
  cpSync(part, `${OUT}/${part}`, { recursive: true });
const manifest = {
  name: pkg.name,
  version: pkg.version,
  description: pkg.description,
  license: pkg.license,
  type: pkg.type,
  bin: pkg.bin,
  engines: pkg.engines,
  private: true,
};
writeFileSync(`${OUT}/package.json`, `${JSON.stringify(manifest, null, 2)}\n`);
const digest = pluginSourceDigest('.');
writeFileSync(SOURCES_FILE, `${digest}\n`);
console.log(
  `${OUT}: cortex ${pkg.version}, the release build, from sources ${digest.slice(0, 12)}`,
);
