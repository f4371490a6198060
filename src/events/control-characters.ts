/**
 * Control characters in remembered text: a transcript, an imported file or a teammate's
 * hand-written event can hold terminal escapes (clear the screen, OSC 52 clipboard
 * writes, OSC 8 links), a bare `\r` that overwrites a line, NUL, BEL or bidirectional
 * overrides that make text read differently than it is. None of them carries meaning in a
 * memory, so they are taken out at capture, on import and again on output.
 */

// The point of these patterns is to match control characters.
/* eslint-disable no-control-regex */
/** Whole escape sequences (CSI, OSC, and two-byte escapes), so no printable remnant like `[2J` is left. */
const ESCAPE_SEQUENCES =
  /\u001b\[[0-?]*[ -/]*[@-~]|\u001b\][^\u0007\u001b]*(?:\u0007|\u001b\\)?|\u009b[0-?]*[ -/]*[@-~]|\u009d[^\u0007\u001b\u009c]*(?:\u0007|\u009c)?|\u001b[@-Z\\-_]/g;

/** C0 controls but tab and newline, DEL, C1 controls, and the bidirectional overrides and isolates. */
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;
/* eslint-enable no-control-regex */

/** Whether `text` holds anything stripControlCharacters would change. */
export function hasControlCharacters(text: string): boolean {
  CONTROL.lastIndex = 0;
  return CONTROL.test(text) || text.includes('\r');
}

/** `text` without control characters: escape sequences removed whole, `\r\n` and a lone `\r` made `\n`. */
export function stripControlCharacters(text: string): string {
  if (!hasControlCharacters(text)) return text;
  return text.replace(/\r\n?/g, '\n').replace(ESCAPE_SEQUENCES, '').replace(CONTROL, '');
}

/* eslint-disable no-control-regex */
/**
 * What may not reach a terminal as it is, even where control characters were stripped at the
 * source: C0 controls but tab, newline and carriage return (cortex's progress lines), DEL, C1 controls, bidirectional overrides, isolates
 * and marks, zero-width spaces and the byte-order mark, the line and paragraph separators. An
 * escape that opens an SGR sequence (cortex's own colours) passes; any other is escaped.
 * Zero-width joiners and non-joiners pass: they hold emoji and scripts together.
 */
const INVISIBLE =
  /\u001b(?!\[[0-9;]*m)|[\u0000-\u0008\u000b\u000c\u000e-\u001a\u001c-\u001f\u007f-\u009f\u200b\u200e\u200f\u2028\u2029\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g;
/* eslint-enable no-control-regex */

const escapeOne = (char: string): string =>
  `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;

/**
 * `text` as it may be shown: each invisible or controlling character written as its `\uXXXX`
 * escape, which is visible on a terminal and, inside a JSON string, the same value. The
 * boundary every command's output goes through (cli/context.ts).
 */
export function escapeInvisible(text: string): string {
  INVISIBLE.lastIndex = 0;
  return INVISIBLE.test(text) ? text.replace(INVISIBLE, escapeOne) : text;
}

/** A file name as it may be printed on one line: control characters, newlines included, escaped. */
export function printableName(name: string): string {
  // eslint-disable-next-line no-control-regex
  return escapeInvisible(name).replace(/[\n\r\t\u001b]/g, escapeOne);
}
