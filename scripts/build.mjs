// Bundles src/bin.ts into dist/ with esbuild. Code splitting keeps lazily imported
// modules (commands, search, MCP) out of the chunk the hook fast path loads.
import { build } from 'esbuild';
import { chmodSync, copyFileSync, readFileSync, rmSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

rmSync('dist', { recursive: true, force: true });
await build({
  entryPoints: { bin: 'src/bin.ts' },
  outdir: 'dist',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: 'linked',
  chunkNames: 'chunks/[name]-[hash]',
  logLevel: 'warning',
  // Optional, loaded at run time only when configured (search.embedder = transformers).
  external: ['@huggingface/transformers'],
  define: { CORTEX_VERSION: JSON.stringify(pkg.version) },
  banner: {
    // CommonJS dependencies bundled into ESM still call require() for built-ins.
    js: "import { createRequire as __cortexRequire } from 'node:module';\nconst require = __cortexRequire(import.meta.url);",
  },
});
chmodSync('dist/bin.js', 0o755);
// The built-in embedder's word vectors ship beside the bundle (read at run time, never downloaded).
copyFileSync('assets/word-vectors.bin', 'dist/word-vectors.bin');
