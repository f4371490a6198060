/**
 * Shell commands as capture sees them: which ones only look around (not worth an event),
 * and which later command counts as a retry of a failed one (for error -> fix).
 * Heuristics over the command text; no shell is parsed or run.
 */

/** Programs that only read or print. */
const INSPECTION_PROGRAMS = new Set([
  'ls',
  'll',
  'la',
  'pwd',
  'cat',
  'bat',
  'head',
  'tail',
  'less',
  'more',
  'wc',
  'which',
  'whereis',
  'type',
  'file',
  'stat',
  'tree',
  'du',
  'df',
  'echo',
  'printf',
  'grep',
  'egrep',
  'rg',
  'ag',
  'ack',
  'find',
  'fd',
  'sort',
  'uniq',
  'cut',
  'tr',
  'column',
  'jq',
  'yq',
  'env',
  'printenv',
  'date',
  'whoami',
  'id',
  'uname',
  'hostname',
  'ps',
  'basename',
  'dirname',
  'realpath',
  'readlink',
  'true',
  'sleep',
  'diff',
  'cmp',
  'md5sum',
  'sha1sum',
  'sha256sum',
  'shasum',
  'xxd',
  'od',
  'hexdump',
  'nl',
]);

/** git subcommands that change nothing. */
const GIT_INSPECTION = new Set([
  'status',
  'log',
  'diff',
  'show',
  'blame',
  'ls-files',
  'ls-tree',
  'rev-parse',
  'describe',
  'shortlog',
  'reflog',
  'grep',
  'cat-file',
  'remote',
  'branch',
  'tag',
  'config',
]);

/** Splits a command line into its simple commands (on `&&`, `||`, `;`, `|` and newlines), roughly. */
function segments(command: string): string[] {
  return command
    .split(/&&|\|\||[;|\n]/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/** The words of a simple command, quotes removed, leading `VAR=value` assignments dropped. */
function words(segment: string): string[] {
  const found = segment.match(/"[^"]*"|'[^']*'|\S+/g) ?? [];
  const list = found.map((word) => word.replace(/^["']|["']$/g, ''));
  while (list.length > 1 && /^[A-Za-z_][A-Za-z0-9_]*=/.test(list[0]!)) list.shift();
  return list;
}

function programName(word: string | undefined): string {
  return (word ?? '').split('/').pop()!.toLowerCase();
}

function isInspectionSegment(segment: string): boolean {
  const list = words(segment);
  const program = programName(list[0]);
  if (program === 'cd') return true;
  if (program === 'git') {
    const sub = list.slice(1).find((word) => !word.startsWith('-'));
    if (sub === 'branch' || sub === 'tag' || sub === 'remote' || sub === 'config') {
      // Only their listing forms: `git branch`, `git branch -a`, `git remote -v`, `git config --get x`.
      return (
        list.slice(2).every((word) => word.startsWith('-')) ||
        (sub === 'config' && list.includes('--get'))
      );
    }
    return sub !== undefined && GIT_INSPECTION.has(sub);
  }
  if (program === 'find')
    return !list.some((word) => /^-(delete|exec|execdir|ok|fprint)/.test(word));
  // In-place editors change files; without -i they only print.
  if (program === 'sed' || program === 'jq' || program === 'yq')
    return !list.some((word) => /^-[a-z]*i/.test(word));
  if (program === 'awk') return true;
  return INSPECTION_PROGRAMS.has(program);
}

/** Whether a command only looks around (listing, reading, searching, `git status`…) and changes nothing. */
export function isInspectionCommand(command: string): boolean {
  // Redirection into a file writes something (`2>&1` and `>/dev/null` do not count).
  const withoutHarmless = command.replace(/\d?>&\d/g, '').replace(/\d?>+\s*\/dev\/null/g, '');
  if (/(^|[^<])>/.test(withoutHarmless.replace(/"[^"]*"|'[^']*'/g, ''))) return false;
  const parts = segments(command);
  return parts.length > 0 && parts.every(isInspectionSegment);
}

/** Tools whose second word is a script or subcommand worth keeping: `npm run build`, `python -m pytest`. */
const RUNNERS = new Set([
  'npm',
  'pnpm',
  'yarn',
  'bun',
  'npx',
  'bunx',
  'uv',
  'poetry',
  'pipenv',
  'hatch',
  'mise',
]);

/**
 * What makes two commands "the same thing run again": the program and its subcommand,
 * ignoring flags, paths, `cd … &&` prefixes, environment assignments and output plumbing.
 * `cargo test 2>&1 | tail -20` and `cargo test --lib` share the key `cargo test`.
 */
export function retryKey(command: string): string {
  const main = segments(command).find((segment) => {
    const program = programName(words(segment)[0]);
    return program !== 'cd' && program !== 'export' && program !== 'source' && program !== '.';
  });
  if (!main) return command.trim();
  const list = words(main);
  const program = programName(list[0]);
  const rest = list.slice(1);
  const key = [program];
  for (let i = 0; i < rest.length && key.length < (RUNNERS.has(program) ? 3 : 2); i++) {
    const word = rest[i]!;
    if (word === '-m' && rest[i + 1]) {
      key.push(rest[++i]!);
      continue;
    }
    if (word.startsWith('-') || /[/.=<>&]/.test(word)) {
      if (key.length > 1) break;
      continue;
    }
    key.push(word);
  }
  return key.join(' ');
}

/** Flags whose absence on a retry changes nothing about what ran. */
const HARMLESS_FLAGS =
  /^(?:-v+|--verbose|-q|--quiet|-s|--silent|--colou?r(?:=\S+)?|--no-colou?r|-count=1|--no-cache|-x)$/;

/** The words of a command's main simple command (no `cd … &&` prefix, no output plumbing). */
function mainWords(command: string): string[] {
  const main = segments(command).find((segment) => {
    const program = programName(words(segment)[0]);
    return program !== 'cd' && program !== 'export' && program !== 'source' && program !== '.';
  });
  return main ? words(main.replace(/\d?>&\d|\d?>+\s*\S+/g, ' ')) : [];
}

/**
 * What a retry left out of the failing command: arguments, paths and flags the failing
 * run had and the passing one does not. A pass that dropped some of them ran less (a
 * test filter, a build tag, a package path), so it does not show the failure was fixed.
 */
export function droppedArguments(failing: string, passing: string): string[] {
  const kept = new Set(mainWords(passing));
  return mainWords(failing)
    .slice(1)
    .filter((word) => !kept.has(word) && !HARMLESS_FLAGS.test(word));
}

/** Whether a retry ran something other than the failing command (output plumbing and `cd` prefixes aside). */
export function commandChanged(failing: string, passing: string): boolean {
  return mainWords(failing).join(' ') !== mainWords(passing).join(' ');
}
