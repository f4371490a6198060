/**
 * Whether a fix a compaction summary lists is one the session's commands already showed.
 * Claude Code's summary restates, in other words, the fixes cortex read from the failing and
 * passing runs; one memory per fix is enough, and the structural one is the richer (the
 * error line as printed, the stated cause, the files changed). The match is conservative: the
 * error's message appears in the summary's item, or two of the identifiers the error and its
 * cause name do (one of them not a file name). A miss stores a second memory; a false match
 * would lose one.
 */

/** What a structural fix is recognised by in a summary: its error message and the identifiers it names. */
export interface FixMarks {
  message?: string;
  identifiers: string[];
}

const FILE_NAME = /\.[a-z]{1,5}$/;

/** Lowercase words and digits only, single spaces: how both sides are compared. */
function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * The code identifiers a text names: dotted, underscored, camelCased or called names and
 * file names (`checkpoint.NewGitStore`, `render_message`, `GetLatest()`, `clean.go`), with
 * the last segment of a dotted or pathed name as well, lowercased.
 */
export function codeIdentifiers(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(/[A-Za-z_$][\w$]*(?:[./][A-Za-z_$][\w$]*)*(?:\(\))?/g)) {
    const name = match[0].replace(/\(\)$/, '');
    const distinctive =
      /[._/]/.test(name) ||
      /[a-z][A-Z]/.test(name) ||
      /^[A-Z][a-z]+[A-Z]/.test(name) ||
      match[0].endsWith('()');
    if (!distinctive || name.length < 4) continue;
    found.add(name.toLowerCase());
    const base = name.slice(name.lastIndexOf('/') + 1);
    const last = FILE_NAME.test(base) ? base : base.slice(base.lastIndexOf('.') + 1);
    if (last.length >= 4) found.add(last.toLowerCase());
  }
  return [...found];
}

/** The marks of a fix read from commands: its error line's message and what it and the cause name. */
export function fixMarks(errorLine: string | undefined, cause: string | undefined): FixMarks {
  // `file.go:12:3: message (linter)` -> `message`.
  const message = errorLine
    ? normalise(
        errorLine
          .replace(/^[\w./-]+\.[A-Za-z]{1,5}:\d+(?::\d+)?:\s*/, '')
          .replace(/\s*\([\w-]+\)\s*$/, '')
          .replace(/^(?:error|fatal|panic)\s*:\s*/i, ''),
      )
    : '';
  return {
    ...(message.length >= 16 ? { message } : {}),
    identifiers: codeIdentifiers(`${errorLine ?? ''} ${cause ?? ''}`),
  };
}

/** Whether a summary's error item restates the fix these marks were taken from. */
export function restatesFix(marks: FixMarks, summaryText: string): boolean {
  if (marks.message && ` ${normalise(summaryText)} `.includes(` ${marks.message} `)) return true;
  const named = new Set(codeIdentifiers(summaryText));
  const matched = marks.identifiers.filter((identifier) => named.has(identifier));
  // `checkpoint.NewGitStore` and its tail `newgitstore` are one identifier, not two.
  const shared = matched.filter(
    (identifier) =>
      !matched.some(
        (other) =>
          other !== identifier &&
          (other.endsWith(`.${identifier}`) || other.endsWith(`/${identifier}`)),
      ),
  );
  return shared.length >= 2 && shared.some((identifier) => !FILE_NAME.test(identifier));
}
