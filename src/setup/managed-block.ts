/**
 * Text blocks cortex owns inside files that are not its own (.gitattributes, git hook
 * scripts), fenced by marker lines so that adding is idempotent and removing takes out
 * exactly what was added.
 */

export const BLOCK_START = '# >>> cortex >>>';
export const BLOCK_END = '# <<< cortex <<<';

/** Splits `text` around cortex's block; `block` is undefined when there is none. */
function findBlock(text: string): { before: string; block: string; after: string } | undefined {
  const start = text.indexOf(BLOCK_START);
  if (start < 0) return undefined;
  const endMarker = text.indexOf(BLOCK_END, start);
  if (endMarker < 0) return undefined;
  let end = endMarker + BLOCK_END.length;
  if (text[end] === '\n') end++;
  return { before: text.slice(0, start), block: text.slice(start, end), after: text.slice(end) };
}

/** The block in `text`, if any (markers included). */
export function readBlock(text: string): string | undefined {
  return findBlock(text)?.block;
}

/**
 * Puts `block` (markers included, ending with a newline) into `text`: replaces cortex's
 * existing block in place, or appends it after a blank line.
 */
export function upsertBlock(text: string, block: string): string {
  const found = findBlock(text);
  if (found) return found.before + block + found.after;
  if (text === '') return block;
  const base = text.endsWith('\n') ? text : `${text}\n`;
  return `${base}\n${block}`;
}

/** Removes cortex's block and the blank line added before it. */
export function removeBlock(text: string): string {
  const found = findBlock(text);
  if (!found) return text;
  const before =
    found.after === '' && found.before.endsWith('\n\n') ? found.before.slice(0, -1) : found.before;
  return before + found.after;
}
