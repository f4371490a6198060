/**
 * What the Stop hook loads: dist/hook.js must not hold the markdown libraries (the mdast
 * tools remark is made of, gray-matter and its YAML parser). They live in
 * dist/projections.js, which a hook loads only when its capture changed what the committed
 * projections show. Read from the esbuild metafiles the build writes.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const META = (name: string) => fileURLToPath(new URL(`../../dist/meta/${name}.json`, import.meta.url));
const MARKDOWN = /node_modules\/(gray-matter|js-yaml|mdast-util-[^/]+|micromark[^/]*|remark[^/]*|unified)\//;

function packagesOf(name: string): string[] {
  const meta = JSON.parse(readFileSync(META(name), 'utf8')) as { outputs: Record<string, { inputs: Record<string, unknown> }> };
  const output = Object.entries(meta.outputs).find(([path]) => path.endsWith(`dist/${name}.js`))![1];
  const packages = new Set<string>();
  for (const input of Object.keys(output.inputs)) {
    const match = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input);
    packages.add(match ? match[1]! : input.startsWith('src/') ? 'src' : input);
  }
  return [...packages].sort();
}

describe('the hook bundle', () => {
  it.skipIf(!existsSync(META('hook')))('loads no markdown library; the projections bundle, loaded only to write projections, holds them', () => {
    const hook = JSON.parse(readFileSync(META('hook'), 'utf8')) as { outputs: Record<string, { inputs: Record<string, unknown> }> };
    const hookInputs = Object.values(hook.outputs).flatMap((output) => Object.keys(output.inputs));
    expect(hookInputs.filter((input) => MARKDOWN.test(input))).toEqual([]);
    expect(hookInputs.some((input) => input.endsWith('src/hooks/runner.ts'))).toBe(true);
    expect(packagesOf('projections')).toEqual(expect.arrayContaining(['gray-matter', 'mdast-util-to-markdown', 'mdast-util-from-markdown', 'micromark']));
    expect(packagesOf('hook')).not.toContain('gray-matter');
  });

  it.skipIf(!existsSync(META('hook')))('never holds simple-git, which only setup and doctor load, from a chunk of their own', () => {
    expect(packagesOf('hook')).not.toContain('simple-git');
    // Every file a hook or a merge driver loads (esbuild names each bundled package's path in a comment).
    const dist = fileURLToPath(new URL('../../dist/', import.meta.url));
    const hookFiles = ['hook.js', 'merge-driver.js', 'projections.js', 'secretlint.js', ...readdirSync(`${dist}hooks`).map((file) => `hooks/${file}`)];
    for (const file of hookFiles.filter((name) => name.endsWith('.js'))) expect(readFileSync(`${dist}${file}`, 'utf8'), file).not.toContain('node_modules/simple-git/');
    const chunks = readdirSync(`${dist}chunks`).filter((file) => file.endsWith('.mjs') && readFileSync(`${dist}chunks/${file}`, 'utf8').includes('node_modules/simple-git/'));
    expect(chunks).toHaveLength(1);
    // Not in the command line's entry either: a command that does not set up or diagnose never loads it.
    expect(readFileSync(`${dist}cli.mjs`, 'utf8')).not.toContain('node_modules/simple-git/');
  });
});
