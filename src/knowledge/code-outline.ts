/**
 * Source files as small chunks, without an LLM: a file's leading comment (what the file is
 * for, when its author wrote it down) and the names it exports, tied to its path, so that
 * "where is the retry of failed charges handled?" finds the file. Read by the chunk store
 * only when `knowledge.code` is on, and never on a hook's path. Pure: text in, a chunk out.
 *
 * The rules are per language family and deliberately shallow (a line's opening words, not a
 * parse): a name missed costs a search hit, a name invented would cost trust, so only
 * declarations at the start of a line count.
 */
import { estimateTokens } from '../projections/tokens.js';
import type { Chunk } from './chunking.js';

/** The source files read, by extension. */
export const CODE_FILE =
  /\.(?:ts|tsx|mts|cts|js|jsx|mjs|cjs|py|go|rs|java|kt|rb|c|h|cc|cpp|hpp|cs|swift|php|scala)$/i;
/** Declaration files and minified or generated code say nothing a person wrote about the file. */
const NOT_SOURCE = /(?:\.d\.[mc]?ts|\.min\.js|[-.]generated\.\w+|_pb2?\.py|\.pb\.go)$/i;

/** At most this many names are listed (a file exporting two hundred is about none of them). */
const MAX_NAMES = 40;
/** At most this much of the leading comment is kept. */
const MAX_COMMENT_CHARS = 1200;

export function isCodeFile(path: string): boolean {
  return CODE_FILE.test(path) && !NOT_SOURCE.test(path);
}

/** The file's leading comment, its markers taken off: a block comment, a run of line comments, or a Python docstring. */
export function leadingComment(text: string): string | undefined {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  let index = 0;
  // A shebang, a "use strict" or an encoding line may come first.
  while (
    index < lines.length &&
    (lines[index]!.trim() === '' ||
      /^#!|^['"]use strict['"];?$|^#.*coding[:=]/.test(lines[index]!.trim()))
  )
    index++;
  const first = lines[index]?.trim() ?? '';
  const kept: string[] = [];
  if (first.startsWith('/*')) {
    for (; index < lines.length; index++) {
      const line = lines[index]!;
      kept.push(
        line
          .replace(/^\s*\/\*+!?/, '')
          .replace(/\*+\/\s*$/, '')
          .replace(/^\s*\*\s?/, ''),
      );
      if (line.includes('*/')) break;
    }
  } else if (/^(?:\/\/|#(?!include|define|if|pragma|import)|--)/.test(first)) {
    for (
      ;
      index < lines.length &&
      /^\s*(?:\/\/|#(?!include|define|if|pragma|import)|--)/.test(lines[index]!);
      index++
    )
      kept.push(lines[index]!.replace(/^\s*(?:\/\/[/!]?|#|--)\s?/, ''));
  } else if (/^[rRuU]?("""|''')/.test(first)) {
    const quote = /("""|''')/.exec(first)![1]!;
    const opened = first.slice(first.indexOf(quote) + 3);
    if (opened.includes(quote)) kept.push(opened.slice(0, opened.indexOf(quote)));
    else {
      kept.push(opened);
      for (index++; index < lines.length; index++) {
        const line = lines[index]!;
        if (line.includes(quote)) {
          kept.push(line.slice(0, line.indexOf(quote)));
          break;
        }
        kept.push(line);
      }
    }
  }
  const comment = kept
    .map((line) => line.trimEnd())
    .filter(
      (line) =>
        !/^\s*(?:@license|SPDX-License-Identifier|Copyright\b|eslint-disable|@ts-|prettier-ignore|go:build|\+build)/i.test(
          line,
        ),
    )
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return comment ? comment.slice(0, MAX_COMMENT_CHARS) : undefined;
}

/** Declarations that export a name, by language family; the name is the last group. */
const EXPORTS: readonly { files: RegExp; pattern: RegExp }[] = [
  {
    files: /\.(?:ts|tsx|mts|cts|js|jsx|mjs|cjs)$/i,
    pattern:
      /^export\s+(?:default\s+)?(?:declare\s+)?(?:abstract\s+)?(?:async\s+)?(?:function\*?|class|const|let|var|interface|type|enum|namespace)\s+([A-Za-z_$][\w$]*)/gm,
  },
  { files: /\.py$/i, pattern: /^(?:async\s+)?(?:def|class)\s+([A-Za-z][\w]*)/gm },
  { files: /\.go$/i, pattern: /^(?:func(?:\s+\([^)]*\))?|type|var|const)\s+([A-Z]\w*)/gm },
  {
    files: /\.rs$/i,
    pattern:
      /^pub(?:\([^)]*\))?\s+(?:async\s+)?(?:unsafe\s+)?(?:fn|struct|enum|trait|type|const|static|mod)\s+([A-Za-z_]\w*)/gm,
  },
  {
    files: /\.(?:java|kt|cs|swift|scala|php)$/i,
    pattern:
      /^\s*(?:public|export|open)\s+(?:(?:static|final|abstract|sealed|data|async|override|partial)\s+)*(?:class|interface|enum|record|object|struct|fun|func|function|def|trait|[\w<>[\],.?]+\s+(?=\w+\s*\())\s*([A-Za-z_]\w*)/gm,
  },
  { files: /\.rb$/i, pattern: /^(?:class|module|def)\s+(?:self\.)?([A-Za-z_][\w:]*[?!]?)/gm },
  { files: /\.(?:h|hpp)$/i, pattern: /^(?:[A-Za-z_][\w\s*]*?)\b([A-Za-z_]\w*)\s*\([^;{]*\)\s*;/gm },
];

/** The names a source file exports, in the order they appear, each once. */
export function exportedNames(path: string, text: string): string[] {
  const names: string[] = [];
  for (const { files, pattern } of EXPORTS) {
    if (!files.test(path)) continue;
    for (const match of text.matchAll(pattern)) {
      const name = match[match.length - 1];
      if (name && !names.includes(name)) names.push(name);
      if (names.length >= MAX_NAMES) return names;
    }
  }
  return names;
}

/**
 * The chunk a source file gives: its leading comment and the names it exports, under the
 * heading "code"; undefined when it has neither (nothing a search could find it by).
 */
export function codeOutline(path: string, text: string): Chunk | undefined {
  const comment = leadingComment(text);
  const names = exportedNames(path, text);
  if (!comment && names.length === 0) return undefined;
  const body = [comment ?? '', names.length ? `Exports: ${names.join(', ')}` : '']
    .filter(Boolean)
    .join('\n\n');
  const lineCount = text.split('\n').length;
  return {
    path,
    headings: ['code'],
    lines: [1, Math.max(1, lineCount)],
    text: body,
    tokens: estimateTokens(body),
  };
}
