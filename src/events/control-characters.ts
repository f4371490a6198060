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
const ESCAPE_SEQUENCES = /\u001b\[[0-?]*[ -/]*[@-~]|\u001b\][^\u0007\u001b]*(?:\u0007|\u001b\\)?|\u009b[0-?]*[ -/]*[@-~]|\u009d[^\u0007\u001b\u009c]*(?:\u0007|\u009c)?|\u001b[@-Z\\-_]/g;

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
