/**
 * Reading the events of a file that may be large (an import's input, a pack, the file an
 * import wrote), a piece of whole lines at a time: a file of 100,000 events costs a few MiB
 * while it is read, not its size.
 */
import { fstatSync, readFileSync, readSync } from 'node:fs';
import { scanEventBytes, type LocatedLine, type LogWarning } from './lines.js';

/** Files larger than this are read a piece at a time. */
export const PIECE_BYTES = 4 * 1024 * 1024;

/** The newlines in `bytes` before `end`. */
export function countNewlines(bytes: Uint8Array, end: number): number {
  let count = 0;
  for (
    let index = bytes.indexOf(0x0a);
    index >= 0 && index < end;
    index = bytes.indexOf(0x0a, index + 1)
  )
    count++;
  return count;
}

/**
 * scanEventBytes over an open file (`file` names it in warnings), in pieces when it is
 * larger than PIECE_BYTES; each line's place and number are the file's. `piece` is a buffer
 * to read into, kept by a caller that reads many files. Returns the warnings and the bytes read.
 */
export function scanEventFile(
  fd: number,
  file: string,
  visit: (entry: LocatedLine) => void,
  piece?: Buffer,
): { warnings: LogWarning[]; bytes: number } {
  if (fstatSync(fd).size <= PIECE_BYTES) {
    const text = readFileSync(fd);
    return { warnings: scanEventBytes(text, file, visit), bytes: text.length };
  }
  const warnings: LogWarning[] = [];
  const buffer = piece ?? Buffer.allocUnsafe(PIECE_BYTES);
  let bytes = 0;
  // Lines and bytes before the piece being scanned.
  let linesBefore = 0;
  let offset = 0;
  let carried = Buffer.alloc(0);
  for (;;) {
    const read = readSync(fd, buffer, 0, buffer.length, null);
    bytes += read;
    const text = carried.length
      ? Buffer.concat([carried, buffer.subarray(0, read)])
      : buffer.subarray(0, read);
    // Whole lines only; at the end of the file, whatever is left (an unfinished last line, reported as such).
    const whole = read === 0 ? text.length : text.lastIndexOf(0x0a) + 1;
    const found = scanEventBytes(text.subarray(0, whole), file, (entry) =>
      visit({
        ...entry,
        line: entry.line + linesBefore,
        start: offset + entry.start,
        end: offset + entry.end,
      }),
    );
    for (const warning of found) warnings.push({ ...warning, line: warning.line + linesBefore });
    linesBefore += countNewlines(text, whole);
    offset += whole;
    carried = Buffer.from(text.subarray(whole));
    if (read === 0) break;
  }
  return { warnings, bytes };
}
