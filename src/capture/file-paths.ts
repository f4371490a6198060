/**
 * The paths stored in events: relative to the repository wherever possible, so that a
 * memory about `src/app.ts` means the same file in every clone. Claude Code gives absolute
 * paths; a transcript recorded in another clone (ingested later) is made relative to the
 * directory the session ran in. Paths outside both keep their absolute form, with the
 * home directory shortened to `~` so a user name is not stored.
 */
import ignore from 'ignore';
import { posix } from 'node:path';

export interface PathContext {
  /** The repository root on this machine. */
  repoRoot: string;
  /** The directory the session ran in (the transcript record's `cwd`). */
  cwd?: string;
}

const WINDOWS_ABSOLUTE = /^[A-Za-z]:[\\/]/;

/** A path with `/` separators and a lower-case drive letter, so that prefixes compare. */
function normalize(path: string): string {
  const slashed =
    WINDOWS_ABSOLUTE.test(path) || path.includes('\\') ? path.replace(/\\/g, '/') : path;
  const withDrive = /^[A-Za-z]:\//.test(slashed)
    ? slashed[0]!.toLowerCase() + slashed.slice(1)
    : slashed;
  // Most paths are already normal; only `.`, `..` and doubled slashes need the work.
  return /\/\.{1,2}(?:\/|$)|\/\/|^\.{1,2}\//.test(withDrive)
    ? posix.normalize(withDrive)
    : withDrive;
}

function isAbsolute(path: string): boolean {
  return path.startsWith('/') || /^[a-z]:\//.test(path);
}

/** `path` relative to `root` when it is inside it (the root itself gives `.`). */
function inside(path: string, root: string): string | undefined {
  const base = root.endsWith('/') ? root.slice(0, -1) : root;
  if (path === base) return '.';
  return path.startsWith(`${base}/`) ? path.slice(base.length + 1) : undefined;
}

/** Replaces `/home/<user>/`, `/Users/<user>/` and `c:/Users/<user>/` with `~/`. */
function shortenHome(path: string): string {
  return path.replace(/^(?:\/home|\/Users|[a-z]:\/Users)\/[^/]+(?=\/|$)/, '~');
}

/** The form of `path` to store in an event. */
export function toStoredPath(path: string, context: PathContext): string {
  const trimmed = path.trim();
  if (trimmed === '') return trimmed;
  const root = normalize(context.repoRoot);
  const cwd = context.cwd ? normalize(context.cwd) : undefined;
  let absolute = normalize(trimmed);
  if (!isAbsolute(absolute) && !absolute.startsWith('~')) {
    if (!cwd) return absolute;
    absolute = posix.join(cwd, absolute);
  }
  return (
    inside(absolute, root) ?? (cwd ? inside(absolute, cwd) : undefined) ?? shortenHome(absolute)
  );
}

/**
 * Compiles gitignore patterns into a test, with git's own semantics through the `ignore`
 * package: `!pattern` re-includes, `[Ss]ecrets/` is a character class, `dir/` matches what
 * is under a folder, a pattern with an inner slash is anchored at the root. A path outside
 * the repository (absolute, `~/…`) is tested as if relative to its own root.
 */
export function pathMatcher(patterns: readonly string[]): (path: string) => boolean {
  if (patterns.length === 0) return () => false;
  const matcher = ignore({ allowRelativePaths: true, ignorecase: false }).add(patterns as string[]);
  return (path) => {
    const relative = path.replace(/^(?:~\/|\/+|[A-Za-z]:[\\/])/, '').replace(/^(?:\.\/)+/, '');
    if (relative === '' || relative === '.') return false;
    return matcher.ignores(relative);
  };
}

/** Replaces `path` with `.` where it stands alone (followed by the end, a space, a quote or a shell operator). */
function replaceWholePath(command: string, path: string): string {
  let out = '';
  let from = 0;
  for (let at = command.indexOf(path); at >= 0; at = command.indexOf(path, at + path.length)) {
    const next = command[at + path.length];
    if (next !== undefined && !' \t\n"\';&|)'.includes(next)) continue;
    out += command.slice(from, at) + '.';
    from = at + path.length;
  }
  return out + command.slice(from);
}

/**
 * A shell command with absolute paths into the repository (or the session's directory)
 * made relative, and home directories shortened: `rm /work/app/src/old.py` is stored as
 * `rm src/old.py`, `cd /work/app && make` as `cd . && make`.
 */
export function relativizeCommand(command: string, context: PathContext): string {
  let out = command;
  for (const base of [context.repoRoot, context.cwd]) {
    const bare = base?.replace(/\/+$/, '');
    if (!bare || !bare.startsWith('/')) continue;
    out = out.split(`${bare}/`).join('');
    out = replaceWholePath(out, bare);
  }
  return out.replace(/(^|[\s"'=:(])(?:\/home|\/Users)\/[^/\s"']+(?=\/)/g, '$1~');
}

/** File-like words in a text: `src/app.ts`, `setup.go`, `docs/plan.md` (source, config and docs extensions). */
const NAMED_FILE =
  /(?<![\w/.-])((?:[\w.-]+\/)*[\w-]+\.(?:go|ts|tsx|js|jsx|mjs|cjs|py|rs|c|h|cc|cpp|hpp|cu|java|kt|rb|php|cs|swift|md|json|ya?ml|toml|sh|sql|css|scss|html))(?![\w/-])/g;

/** The paths and bare file names a text names, in order, each once. */
export function filesInText(text: string): string[] {
  return [...new Set([...text.matchAll(NAMED_FILE)].map((match) => match[1]!))];
}

/**
 * What a text's bare file names (`registry.go`) stand for, given the paths the session
 * touched: the one path of that name, where there is exactly one.
 */
export function resolveBareNames(text: string, touched: readonly string[]): string[] {
  const resolved: string[] = [];
  for (const name of filesInText(text)) {
    if (name.includes('/')) continue;
    const paths = touched.filter((path) => path.endsWith(`/${name}`));
    if (paths.length === 1) resolved.push(paths[0]!);
  }
  return resolved;
}

/**
 * Whether `found` is the file a path that was not there (`missing`) meant: in the same
 * folder, the same name in another case (`status.md`, `STATUS.md`) or with another extension
 * (`.golangci.yml`, `.golangci.yaml`); or the same name one folder up or down the same path
 * (`cli/commands/session.go`, `cli/session.go`; `cli/geminicli/x.go`, `cli/agent/geminicli/x.go`).
 * A file of the same name in a sibling folder (`packages/a/package.json`, `packages/b/…`) is
 * another file.
 */
export function sameFileMeant(missing: string, found: string): boolean {
  const a = posix.parse(missing);
  const b = posix.parse(found);
  if (a.dir === b.dir)
    return (
      a.base !== b.base &&
      (a.base.toLowerCase() === b.base.toLowerCase() || (a.name === b.name && a.name.length >= 3))
    );
  return a.base.toLowerCase() === b.base.toLowerCase() && oneFolderApart(a.dir, b.dir);
}

/** Whether one folder path is the other with one folder more, anywhere along it. */
function oneFolderApart(a: string, b: string): boolean {
  const [short, long] = [a, b]
    .map((dir) => (dir === '' ? [] : dir.split('/')))
    .sort((x, y) => x.length - y.length) as [string[], string[]];
  if (long.length !== short.length + 1) return false;
  let skipped = false;
  for (let i = 0, j = 0; i < short.length; i++, j++) {
    if (short[i] === long[j]) continue;
    if (skipped || short[i] !== long[j + 1]) return false;
    skipped = true;
    j++;
  }
  return true;
}
