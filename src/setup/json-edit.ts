/**
 * Editing a user's JSON file (`.claude/settings.json`, `.mcp.json`) in place: only the
 * values that differ between the old and the new document are touched, through
 * jsonc-parser's `modify` / `applyEdits`, so the rest keeps its bytes (layout, compact
 * arrays, key order, comments). Pure.
 */
import {
  applyEdits,
  findNodeAtLocation,
  format,
  modify,
  parseTree,
  type FormattingOptions,
  type JSONPath,
} from 'jsonc-parser';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The file's own indentation and line ending, for the lines an edit adds. */
export function detectFormatting(text: string): FormattingOptions {
  const indent = /\n([ \t]+)\S/.exec(text)?.[1] ?? '  ';
  return {
    insertSpaces: !indent.startsWith('\t'),
    tabSize: indent.startsWith('\t') ? 1 : indent.length,
    eol: text.includes('\r\n') ? '\r\n' : '\n',
  };
}

/** Whether `small` is `large` with some items taken out (order kept). */
function isSubsequence(small: readonly unknown[], large: readonly unknown[]): boolean {
  let i = 0;
  for (const item of large) if (i < small.length && same(small[i], item)) i++;
  return i === small.length;
}

/**
 * One change to the text, applied at once so that later paths see the edited document. Only
 * the inserted value is formatted (jsonc-parser would reformat the whole line it lands on,
 * turning a compact array of the user's into one item a line).
 */
function edit(
  text: string,
  path: JSONPath,
  value: unknown,
  options: FormattingOptions,
  insert = false,
): string {
  if (value === undefined && typeof path[path.length - 1] === 'number')
    return removeArrayItem(text, path);
  let out = text;
  for (const change of modify(text, path, value, { isArrayInsertion: insert }).sort(
    (a, b) => b.offset - a.offset,
  )) {
    out = applyEdits(out, [change]);
    if (change.content)
      out = applyEdits(
        out,
        format(out, { offset: change.offset, length: change.content.length }, options),
      );
  }
  return out;
}

/** Takes an array item out with the comma and space that belong to it (jsonc-parser 3.3 leaves a brace behind). */
function removeArrayItem(text: string, path: JSONPath): string {
  const index = path[path.length - 1] as number;
  const array = findNodeAtLocation(parseTree(text)!, path.slice(0, -1));
  const items = array?.children ?? [];
  const item = items[index];
  if (!array || !item) return text;
  let begin: number;
  let end: number;
  if (index > 0)
    [begin, end] = [items[index - 1]!.offset + items[index - 1]!.length, item.offset + item.length];
  else if (items.length > 1) [begin, end] = [item.offset, items[1]!.offset];
  else [begin, end] = [array.offset + 1, array.offset + array.length - 1];
  return text.slice(0, begin) + text.slice(end);
}

function editValue(
  text: string,
  path: JSONPath,
  before: unknown,
  after: unknown,
  options: FormattingOptions,
): string {
  if (same(before, after)) return text;
  if (isObject(before) && isObject(after)) {
    for (const key of Object.keys(before))
      if (!Object.hasOwn(after, key)) text = edit(text, [...path, key], undefined, options);
    for (const [key, value] of Object.entries(after))
      text = editValue(text, [...path, key], before[key], value, options);
    return text;
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    if (before.length === after.length) {
      after.forEach(
        (value, index) => (text = editValue(text, [...path, index], before[index], value, options)),
      );
      return text;
    }
    if (after.length > before.length && before.every((value, index) => same(value, after[index]))) {
      after
        .slice(before.length)
        .forEach(
          (value, offset) =>
            (text = edit(text, [...path, before.length + offset], value, options, true)),
        );
      return text;
    }
    if (after.length < before.length && isSubsequence(after, before)) {
      // Take out the items that are gone, last first, so the indices still hold.
      const kept: boolean[] = [];
      let i = 0;
      for (const item of before)
        kept.push(i < after.length && same(after[i], item) ? (i++, true) : false);
      for (let index = before.length - 1; index >= 0; index--)
        if (!kept[index]) text = edit(text, [...path, index], undefined, options);
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
