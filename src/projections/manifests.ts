/**
 * The dependency names a project declares, read from the text of its manifests:
 * package.json, pyproject.toml and requirements.txt. Only names matter here (reality checks
 * ask "does the project depend on X?"), so versions, markers and extras are dropped.
 * Malformed text gives no names rather than an error: a warning built on a misread
 * manifest would be worse than none.
 */

export type Ecosystem = 'npm' | 'python';

export interface Manifest {
  /** The file, relative to the repository root. */
  file: string;
  ecosystem: Ecosystem;
  names: ReadonlySet<string>;
}

/** The manifests a reality check reads, and how. */
export const MANIFEST_FILES: readonly {
  file: string;
  ecosystem: Ecosystem;
  parse: (text: string) => Set<string>;
}[] = [
  { file: 'package.json', ecosystem: 'npm', parse: parsePackageJson },
  { file: 'pyproject.toml', ecosystem: 'python', parse: parsePyproject },
  { file: 'requirements.txt', ecosystem: 'python', parse: parseRequirements },
];

const NPM_SECTIONS = [
  'dependencies',
  'devDependencies',
  'peerDependencies',
  'optionalDependencies',
];

export function parsePackageJson(text: string): Set<string> {
  const names = new Set<string>();
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return names;
  }
  if (typeof value !== 'object' || value === null) return names;
  for (const section of NPM_SECTIONS) {
    const deps = (value as Record<string, unknown>)[section];
    if (typeof deps === 'object' && deps !== null && !Array.isArray(deps))
      for (const name of Object.keys(deps)) names.add(name.toLowerCase());
  }
  return names;
}

/** PEP 503 normalisation: `Foo_Bar.baz` and `foo-bar-baz` are the same package. */
export function normalisePythonName(name: string): string {
  return name.toLowerCase().replace(/[-_.]+/g, '-');
}

/** The distribution name at the start of a PEP 508 requirement, if any. */
function requirementName(requirement: string): string | undefined {
  const match = /^\s*([A-Za-z0-9][A-Za-z0-9._-]*)/.exec(requirement);
  return match ? normalisePythonName(match[1]!) : undefined;
}

/** The quoted strings of a TOML array that starts at `text[start]` (the `[`). */
function tomlStrings(text: string, start: number): string[] {
  const out: string[] = [];
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    const char = text[i]!;
    if (char === '#') {
      const end = text.indexOf('\n', i);
      i = end < 0 ? text.length : end;
    } else if (char === '[') {
      depth++;
    } else if (char === ']') {
      if (--depth === 0) break;
    } else if (char === '"' || char === "'") {
      const end = text.indexOf(char, i + 1);
      if (end < 0) break;
      out.push(text.slice(i + 1, end));
      i = end;
    }
  }
  return out;
}

/**
 * Names from pyproject.toml: `[project] dependencies`, `[project.optional-dependencies]`,
 * `[dependency-groups]`, and Poetry's `[tool.poetry.*dependencies]` tables. A small
 * reader for exactly these shapes, not a TOML parser.
 */
export function parsePyproject(text: string): Set<string> {
  const names = new Set<string>();
  const source = text.replace(/\r\n/g, '\n');
  const tables = [...source.matchAll(/^\s*\[([^\]\n]+)\]\s*$/gm)].map((match) => ({
    name: match[1]!.trim(),
    start: match.index! + match[0].length,
  }));
  for (let t = 0; t < tables.length; t++) {
    const { name, start } = tables[t]!;
    const body = source.slice(start, t + 1 < tables.length ? tables[t + 1]!.start : source.length);
    const offset = start;
    if (name === 'project') {
      const match = /^\s*dependencies\s*=\s*\[/m.exec(body);
      if (match)
        for (const item of tomlStrings(source, offset + match.index + match[0].length - 1))
          addName(names, item);
    } else if (name === 'project.optional-dependencies' || name === 'dependency-groups') {
      for (const match of body.matchAll(/^\s*[A-Za-z0-9_.-]+\s*=\s*\[/gm)) {
        for (const item of tomlStrings(source, offset + match.index + match[0].length - 1))
          addName(names, item);
      }
    } else if (/^tool\.poetry(\.group\.[^.]+)?\.(dev-)?dependencies$/.test(name)) {
      for (const match of body.matchAll(/^\s*"?([A-Za-z0-9][A-Za-z0-9._-]*)"?\s*=/gm)) {
        if (match[1]!.toLowerCase() !== 'python') names.add(normalisePythonName(match[1]!));
      }
    }
  }
  return names;
}

function addName(names: Set<string>, requirement: string): void {
  const name = requirementName(requirement);
  if (name) names.add(name);
}

/** Names from requirements.txt: one requirement a line; options, includes and comments skipped. */
export function parseRequirements(text: string): Set<string> {
  const names = new Set<string>();
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.replace(/(^|\s)#.*$/, '').trim();
    if (line === '') continue;
    const egg = /[#&]egg=([A-Za-z0-9._-]+)/.exec(raw);
    if (egg) {
      names.add(normalisePythonName(egg[1]!));
      continue;
    }
    if (line.startsWith('-') || line.includes('://')) continue;
    addName(names, line);
  }
  return names;
}
