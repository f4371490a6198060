/**
 * What the Stop hook loads: dist/hook.js must not hold the markdown libraries (the mdast
 * tools remark is made of, gray-matter and its YAML parser). They live in
 * dist/projections.js, which a hook loads only when its capture changed what the committed
 * projections show. And the command-line parser (yargs) is loaded by no hook, merge driver
 * or MCP server. Read from the esbuild metafiles the build writes, and from what Node loads.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BIN } from '../helpers/cli.js';
import { tempDir } from '../helpers/repo.js';

const META = (name: string) =>
  fileURLToPath(new URL(`../../dist/meta/${name}.json`, import.meta.url));
const MARKDOWN =
  /node_modules\/(gray-matter|js-yaml|mdast-util-[^/]+|micromark[^/]*|remark[^/]*|unified)\//;

function packagesOf(name: string): string[] {
  const meta = JSON.parse(readFileSync(META(name), 'utf8')) as {
    outputs: Record<string, { inputs: Record<string, unknown> }>;
  };
  const output = Object.entries(meta.outputs).find(([path]) =>
    path.endsWith(`dist/${name}.js`),
  )![1];
  const packages = new Set<string>();
  for (const input of Object.keys(output.inputs)) {
    const match = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input);
    packages.add(match ? match[1]! : input.startsWith('src/') ? 'src' : input);
  }
  return [...packages].sort();
}

describe('the hook bundle', () => {
  it.skipIf(!existsSync(META('hook')))(
    'loads no markdown library; the projections bundle, loaded only to write projections, holds them',
    () => {
      const hook = JSON.parse(readFileSync(META('hook'), 'utf8')) as {
        outputs: Record<string, { inputs: Record<string, unknown> }>;
      };
      const hookInputs = Object.values(hook.outputs).flatMap((output) =>
        Object.keys(output.inputs),
      );
      expect(hookInputs.filter((input) => MARKDOWN.test(input))).toEqual([]);
      expect(hookInputs.some((input) => input.endsWith('src/hooks/runner.ts'))).toBe(true);
      expect(packagesOf('projections')).toEqual(
        expect.arrayContaining([
          'gray-matter',
          'mdast-util-to-markdown',
          'mdast-util-from-markdown',
          'micromark',
        ]),
      );
      expect(packagesOf('hook')).not.toContain('gray-matter');
    },
  );

  it.skipIf(!existsSync(META('hook')))(
    'never holds simple-git, which only setup and doctor load, from a chunk of their own',
    () => {
      expect(packagesOf('hook')).not.toContain('simple-git');
      // Every file a hook or a merge driver loads (esbuild names each bundled package's path in a comment).
      const dist = fileURLToPath(new URL('../../dist/', import.meta.url));
      const hookFiles = [
        'hook.js',
        'merge-driver.js',
        'projections.js',
        'secretlint.js',
        ...readdirSync(`${dist}hooks`).map((file) => `hooks/${file}`),
      ];
      for (const file of hookFiles.filter((name) => name.endsWith('.js')))
        expect(readFileSync(`${dist}${file}`, 'utf8'), file).not.toContain(
          'node_modules/simple-git/',
        );
      const chunks = readdirSync(`${dist}chunks`).filter(
        (file) =>
          file.endsWith('.mjs') &&
          readFileSync(`${dist}chunks/${file}`, 'utf8').includes('node_modules/simple-git/'),
      );
      expect(chunks).toHaveLength(1);
      // Not in the command line's entry either: a command that does not set up or diagnose never loads it.
      expect(readFileSync(`${dist}cli.mjs`, 'utf8')).not.toContain('node_modules/simple-git/');
    },
  );
});

interface Metafile {
  outputs: Record<
    string,
    {
      entryPoint?: string;
      inputs: Record<string, unknown>;
      imports: { path: string; kind: string }[];
    }
  >;
}

const readMeta = (name: string) => JSON.parse(readFileSync(META(name), 'utf8')) as Metafile;
/** The command-line parser's packages: none may load where a machine, not a person, runs cortex. */
const PARSER =
  /node_modules\/(yargs|yargs-parser|cliui|y18n|escalade|get-caller-file|string-width|string-width-cjs|wrap-ansi)\//;

/** Every file an output loads before it runs: itself and its static imports, transitively (not its import()s). */
function staticClosure(meta: Metafile, start: string): string[] {
  const seen = new Set<string>();
  const visit = (output: string) => {
    if (seen.has(output) || !meta.outputs[output]) return;
    seen.add(output);
    for (const imported of meta.outputs[output].imports)
      if (imported.kind === 'import-statement') visit(imported.path);
  };
  visit(start);
  return [...seen];
}

const inputsOf = (meta: Metafile, outputs: string[]) =>
  outputs.flatMap((output) => Object.keys(meta.outputs[output]!.inputs));
const outputOf = (meta: Metafile, entryPoint: string) =>
  Object.entries(meta.outputs).find(([, output]) => output.entryPoint === entryPoint)![0];

describe('the command-line parser (yargs)', () => {
  it.skipIf(!existsSync(META('cli')))(
    'is in no file a hook, the events merge driver or the MCP server loads',
    () => {
      expect(
        inputsOf(readMeta('hook'), Object.keys(readMeta('hook').outputs)).filter((input) =>
          PARSER.test(input),
        ),
      ).toEqual([]);
      expect(
        inputsOf(readMeta('merge-driver'), Object.keys(readMeta('merge-driver').outputs)).filter(
          (input) => PARSER.test(input),
        ),
      ).toEqual([]);
      const cli = readMeta('cli');
      // dist/cli.mjs itself, and the MCP command with the server it starts, load no part of it.
      const mcp = [
        ...staticClosure(cli, outputOf(cli, 'src/cli/commands/mcp.ts')),
        ...staticClosure(cli, outputOf(cli, 'src/mcp/server.ts')),
      ];
      expect(
        inputsOf(cli, [...staticClosure(cli, 'dist/cli.mjs'), ...mcp]).filter((input) =>
          PARSER.test(input),
        ),
      ).toEqual([]);
      // It lives in the parser's own chunk, which main.ts imports only for a person's command line.
      expect(
        inputsOf(cli, staticClosure(cli, outputOf(cli, 'src/cli/parser.ts'))).some((input) =>
          input.includes('node_modules/yargs/'),
        ),
      ).toBe(true);
    },
  );

  it.skipIf(!existsSync(META('cli')))(
    "is not loaded when Claude Code starts the MCP server, and is for a person's command line",
    () => {
      const cli = readMeta('cli');
      const parserFiles = Object.entries(cli.outputs)
        .filter(
          ([path, output]) =>
            path.endsWith('.mjs') && Object.keys(output.inputs).some((input) => PARSER.test(input)),
        )
        .map(([path]) => path.replace(/^dist\//, ''));
      expect(parserFiles.length).toBeGreaterThan(0);
      const dir = tempDir();
      const log = join(dir, 'loaded.txt');
      // A module hook that writes down every file Node's ES module loader loads.
      writeFileSync(
        join(dir, 'hooks.mjs'),
        `import { appendFileSync } from 'node:fs';\nexport async function load(url, context, next) {\n  appendFileSync(${JSON.stringify(log)}, url + '\\n');\n  return next(url, context);\n}\n`,
      );
      writeFileSync(
        join(dir, 'trace.mjs'),
        `import { register } from 'node:module';\nregister(${JSON.stringify(pathToFileURL(join(dir, 'hooks.mjs')).href)});\n`,
      );
      const loaded = (args: string[]) => {
        writeFileSync(log, '');
        const result = spawnSync(
          process.execPath,
          ['--import', pathToFileURL(join(dir, 'trace.mjs')).href, BIN, ...args],
          { cwd: dir, input: '', encoding: 'utf8' },
        );
        expect(result.status).toBe(0);
        return readFileSync(log, 'utf8');
      };
      const mcp = loaded(['mcp']);
      expect(mcp).toContain('/dist/cli.mjs');
      expect(mcp).toMatch(/\/dist\/chunks\/server-[^/]+\.mjs/);
      for (const file of parserFiles) expect(mcp).not.toContain(`/dist/${file}`);
      const help = loaded(['--help']);
      expect(parserFiles.some((file) => help.includes(`/dist/${file}`))).toBe(true);
    },
  );
});

/** The renderers' libraries and the search stack: what a command that only reads or corrects a few events never loads. */
const HEAVY =
  /node_modules\/(mdast-util-to-markdown|micromark|gray-matter|remark|minisearch)\/|src\/(projections\/committed|search\/service|search\/prompt-context|knowledge\/doc-store)\.ts$/;

describe('the light commands', () => {
  it.skipIf(!existsSync(META('cli')))(
    'load neither the renderers, the markdown libraries nor search, nor does the command line before a command',
    () => {
      const cli = readMeta('cli');
      const heavy = (outputs: string[]) =>
        inputsOf(cli, outputs).filter((input) => HEAVY.test(input));
      expect(heavy(staticClosure(cli, 'dist/cli.mjs'))).toEqual([]);
      for (const command of ['pin', 'remember', 'supersede', 'show', 'export', 'forget', 'trust'])
        expect(heavy(staticClosure(cli, outputOf(cli, `src/cli/commands/${command}.ts`)))).toEqual(
          [],
        );
      // A check on the check: the command that writes the projections loads the renderers.
      expect(
        heavy(staticClosure(cli, outputOf(cli, 'src/cli/commands/project.ts'))).length,
      ).toBeGreaterThan(0);
    },
  );
});

describe('the MiniSearch worker bundle', () => {
  it.skipIf(!existsSync(META('minisearch-worker')))(
    'holds MiniSearch, which neither the hook nor any command loads',
    () => {
      const worker = JSON.parse(readFileSync(META('minisearch-worker'), 'utf8')) as {
        outputs: Record<string, { inputs: Record<string, unknown> }>;
      };
      const workerInputs = Object.values(worker.outputs).flatMap((output) =>
        Object.keys(output.inputs),
      );
      expect(workerInputs.some((input) => input.includes('node_modules/minisearch/'))).toBe(true);
      expect(packagesOf('hook')).not.toContain('minisearch');
      const cliFiles = [
        fileURLToPath(new URL('../../dist/cli.mjs', import.meta.url)),
        ...readdirSync(fileURLToPath(new URL('../../dist/chunks/', import.meta.url))).map((file) =>
          fileURLToPath(new URL(`../../dist/chunks/${file}`, import.meta.url)),
        ),
      ];
      // MiniSearch's radix tree class is its signature.
      for (const file of cliFiles.filter((path) => path.endsWith('.mjs')))
        expect(readFileSync(file, 'utf8'), file).not.toMatch(
          /SearchableMap = class|class SearchableMap/,
        );
      expect(
        readFileSync(
          fileURLToPath(new URL('../../dist/minisearch-worker.mjs', import.meta.url)),
          'utf8',
        ),
      ).toMatch(/SearchableMap = class|class SearchableMap/);
    },
  );
});
