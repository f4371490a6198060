/**
 * The layout's rules, read from the import graph of src/ (every relative import, export
 * and dynamic import, type-only ones included): no cycle; events/ never reaches up into
 * git/; capture/ (transcript -> events) loads neither search, the projections nor the
 * hooks; nothing below a face imports a face.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, posix, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = join(dirname(fileURLToPath(import.meta.url)), '../../src');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [relative(SRC, path).split('\\').join('/')] : [];
  });
}

/** The modules of src/ each file imports, as paths relative to src/. */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(SRC)) {
    const text = readFileSync(join(SRC, file), 'utf8');
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
    const specifiers: string[] = [];
    const visit = (node: ts.Node): void => {
      if (
        (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
        node.moduleSpecifier &&
        ts.isStringLiteral(node.moduleSpecifier)
      ) {
        specifiers.push(node.moduleSpecifier.text);
      } else if (
        ts.isCallExpression(node) &&
        node.arguments.length === 1 &&
        ts.isStringLiteral(node.arguments[0]!)
      ) {
        const callee = node.expression;
        if (
          callee.kind === ts.SyntaxKind.ImportKeyword ||
          (ts.isIdentifier(callee) && callee.text === 'require')
        )
          specifiers.push(node.arguments[0].text);
      } else if (
        ts.isImportTypeNode(node) &&
        ts.isLiteralTypeNode(node.argument) &&
        ts.isStringLiteral(node.argument.literal)
      ) {
        specifiers.push(node.argument.literal.text);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    const targets = specifiers
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) =>
        posix.normalize(posix.join(posix.dirname(file), specifier)).replace(/\.js$/, '.ts'),
      );
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** Every cycle's path (one per strongly connected set of files), by depth-first search. */
function findCycles(graph: Map<string, string[]>): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string): void => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of [...graph.keys()].sort()) if (!state.has(file)) visit(file);
  return cycles;
}

/** The imports from files under `from` into files under any of `into`, as `a -> b`. */
function arrows(graph: Map<string, string[]>, from: string, into: readonly string[]): string[] {
  return [...graph].flatMap(([file, targets]) =>
    file.startsWith(`${from}/`)
      ? targets
          .filter((target) => into.some((folder) => target.startsWith(`${folder}/`)))
          .map((target) => `${file} -> ${target}`)
      : [],
  );
}

const graph = importGraph();

describe('the import graph of src/', () => {
  it('is read in full (a sanity check on the reader)', () => {
    expect(graph.get('hooks/runner.ts')).toContain('hooks/handlers.ts');
    expect(graph.get('hooks/handlers.ts')).toContain('hooks/handlers/stop.ts');
    for (const targets of graph.values())
      for (const target of targets) expect(graph.has(target), target).toBe(true);
  });

  it('has no import cycle', () => {
    expect(findCycles(graph).map((cycle) => cycle.join(' -> '))).toEqual([]);
  });

  it('finds a cycle when there is one (a check on the check)', () => {
    const looped = new Map(graph);
    looped.set('version.ts', ['cli/main.ts']);
    looped.set('cli/main.ts', [...(graph.get('cli/main.ts') ?? []), 'version.ts']);
    expect(findCycles(looped).length).toBeGreaterThan(0);
  });

  it('has no arrow from events/ up to git/', () => {
    expect(arrows(graph, 'events', ['git'])).toEqual([]);
  });

  it('keeps capture/ to transcript -> events: no search, projections or hooks', () => {
    expect(arrows(graph, 'capture', ['search', 'projections', 'hooks'])).toEqual([]);
  });

  it('has nothing below a face import a face', () => {
    const faces = ['cli', 'mcp', 'hooks', 'view'];
    const below = [
      'config',
      'events',
      'capture',
      'redaction',
      'projections',
      'search',
      'git',
      'setup',
      'memory',
    ];
    expect(below.flatMap((folder) => arrows(graph, folder, faces))).toEqual([]);
  });
});

/**
 * The modules of src/ that files under `folder` import for values (an import of types only,
 * `import type` or every name marked `type`, is left out), as paths relative to src/.
 */
function valueImports(folder: string): Map<string, string[]> {
  const imports = new Map<string, string[]>();
  for (const file of sourceFiles(join(SRC, folder))) {
    const source = ts.createSourceFile(
      file,
      readFileSync(join(SRC, file), 'utf8'),
      ts.ScriptTarget.Latest,
      false,
    );
    const targets: string[] = [];
    const visit = (node: ts.Node): void => {
      if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
        const clause = node.importClause;
        // Only `import type` is left out: with verbatimModuleSyntax, `import { type X } from 'm'`
        // still loads `m` when the program runs.
        const typesOnly = clause !== undefined && clause.isTypeOnly;
        if (!typesOnly) targets.push(node.moduleSpecifier.text);
      } else if (
        ts.isExportDeclaration(node) &&
        node.moduleSpecifier &&
        ts.isStringLiteral(node.moduleSpecifier) &&
        !node.isTypeOnly
      ) {
        targets.push(node.moduleSpecifier.text);
      } else if (
        ts.isCallExpression(node) &&
        node.expression.kind === ts.SyntaxKind.ImportKeyword &&
        ts.isStringLiteral(node.arguments[0]!)
      ) {
        targets.push(node.arguments[0].text);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    imports.set(
      file,
      targets
        .filter((specifier) => specifier.startsWith('.'))
        .map((specifier) =>
          posix.normalize(posix.join(posix.dirname(file), specifier)).replace(/\.js$/, '.ts'),
        ),
    );
  }
  return imports;
}

/**
 * The value imports of `folder` that reach past memory/ (the use cases), the folder itself,
 * errors.ts and whatever else `allowed` names (paths or folders ending in `/`).
 */
function pastTheDoor(
  imports: Map<string, string[]>,
  folder: string,
  allowed: readonly string[] = [],
): string[] {
  return [...imports].flatMap(([file, targets]) =>
    targets
      .filter(
        (target) =>
          !target.startsWith('memory/') &&
          !target.startsWith(`${folder}/`) &&
          target !== 'errors.ts' &&
          !allowed.some((entry) =>
            entry.endsWith('/') ? target.startsWith(entry) : target === entry,
          ),
      )
      .map((target) => `${file} -> ${target}`),
  );
}

describe('the explorer (view/), MCP (mcp/) and hook (hooks/) faces', () => {
  it.each(['view', 'mcp', 'hooks'])(
    '%s/ calls memory/ and nothing else below it, types aside (errors.ts is shared by every layer)',
    (face) => {
      expect(pastTheDoor(valueImports(face), face)).toEqual([]);
    },
  );

  it('finds an import past the door (a check on the check)', () => {
    const imports = valueImports('view');
    expect(imports.get('view/server.ts')).toContain('memory/targets.ts');
    imports.set('view/page.ts', [...(imports.get('view/page.ts') ?? []), 'events/store.ts']);
    expect(pastTheDoor(imports, 'view')).toEqual(['view/page.ts -> events/store.ts']);
  });
});

/**
 * The commands that still reach below memory/: the list only shrinks. A command moved behind
 * the door leaves it (the test fails until it does), and no other file may join it.
 */
const CLI_NOT_YET_BEHIND_THE_DOOR = [
  'cli/commands/doctor.ts',
  'cli/commands/git-hook.ts',
  'cli/commands/import.ts',
  'cli/commands/ingest.ts',
  'cli/commands/init.ts',
  'cli/commands/redact.ts',
];

/** What the command line may import beside memory/: the faces it starts, the version and the clock of its I/O context. */
const CLI_ALSO = ['hooks/', 'mcp/', 'view/', 'version.ts', 'clock.ts'];

describe('the command line (cli/)', () => {
  it('calls memory/ (or starts another face) and nothing else below it, but for the commands listed', () => {
    const past = pastTheDoor(valueImports('cli'), 'cli', CLI_ALSO).map(
      (line) => line.split(' -> ')[0]!,
    );
    expect([...new Set(past)].sort()).toEqual(CLI_NOT_YET_BEHIND_THE_DOOR);
  });

  it('finds a command that reaches past the door (a check on the check)', () => {
    const imports = valueImports('cli');
    imports.set('cli/commands/pin.ts', [
      ...(imports.get('cli/commands/pin.ts') ?? []),
      'events/store.ts',
    ]);
    expect(pastTheDoor(imports, 'cli', CLI_ALSO)).toContain(
      'cli/commands/pin.ts -> events/store.ts',
    );
  });
});

/** Places where a file of src/ builds a path under `.cortex/local/` itself (a join with the local folder), as `file:line`. */
function localPathsBuilt(files: readonly string[]): string[] {
  return files.flatMap((file) =>
    readFileSync(join(SRC, file), 'utf8')
      .split('\n')
      .flatMap((line, index) =>
        /\bjoin\([^)]*\blocalDir\b\s*,/.test(line) ? [`${file}:${index + 1}`] : [],
      ),
  );
}

describe('local state', () => {
  it('is named in one module: every path under .cortex/local/ comes from events/paths.ts', () => {
    expect(localPathsBuilt(sourceFiles(SRC).filter((file) => file !== 'events/paths.ts'))).toEqual(
      [],
    );
  });

  it('finds a path built elsewhere (a check on the check)', () => {
    expect(localPathsBuilt(['events/paths.ts']).length).toBeGreaterThan(0);
  });
});
