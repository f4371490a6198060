/**
 * Editing a user's JSON file (`.claude/settings.json`, `.mcp.json`) in place: only the
 * values that differ between the old and the new document are touched, through
 * jsonc-parser's `modify` / `applyEdits`, so the rest keeps its bytes (layout, compact
 * arrays, key order, comments). Pure.
 */
import { applyEdits, modify, type FormattingOptions, type JSONPath } from 'jsonc-parser';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The file's own indentation and line ending, for the lines an edit adds. */
export function detectFormatting(text: string): FormattingOptions {
  const indent = /\n([ \t]+)\S/.exec(text)?.[1] ?? '  ';
  return { insertSpaces: !indent.startsWith('\t'), tabSize: indent.startsWith('\t') ? 1 : indent.length, eol: text.includes('\r\n') ? '\r\n' : '\n' };
}

/** Whether `small` is `large` with some items taken out (order kept). */
function isSubsequence(small: readonly unknown[], large: readonly unknown[]): boolean {
  let i = 0;
  for (const item of large) if (i < small.length && same(small[i], item)) i++;
  return i === small.length;
}

/** One change to the text, applied at once so that later paths see the edited document. */
function edit(text: string, path: JSONPath, value: unknown, options: FormattingOptions, insert = false): string {
  return applyEdits(text, modify(text, path, value, { formattingOptions: options, isArrayInsertion: insert }));
}

function editValue(text: string, path: JSONPath, before: unknown, after: unknown, options: FormattingOptions): string {
  if (same(before, after)) return text;
  if (isObject(before) && isObject(after)) {
    for (const key of Object.keys(before)) if (!Object.hasOwn(after, key)) text = edit(text, [...path, key], undefined, options);
    for (const [key, value] of Object.entries(after)) text = editValue(text, [...path, key], before[key], value, options);
    return text;
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    if (before.length === after.length) {
      after.forEach((value, index) => (text = editValue(text, [...path, index], before[index], value, options)));
      return text;
    }
    if (after.length > before.length && before.every((value, index) => same(value, after[index]))) {
      after.slice(before.length).forEach((value, offset) => (text = edit(text, [...path, before.length + offset], value, options, true)));
      return text;
    }
    if (after.length < before.length && isSubsequence(after, before)) {
      // Take out the items that are gone, last first, so the indices still hold.
      const kept: boolean[] = [];
      let i = 0;
      for (const item of before) kept.push(i < after.length && same(after[i], item) ? (i++, true) : false);
      for (let index = before.length - 1; index >= 0; index--) if (!kept[index]) text = edit(text, [...path, index], undefined, options);
      return text;
    }
  }
  return edit(text, path, after, options);
}

/**
 * The text of a JSON document changed from `before` to `after` (both parsed from `text`, or
 * `before` the parse of it), touching only what differs.
 */
export function editJsonText(text: string, before: unknown, after: unknown): string {
  if (text.trim() === '') return JSON.stringify(after, null, 2) + '\n';
  return editValue(text, [], before, after, detectFormatting(text));
}
