/**
 * `.cortex/config.json`: optional, committed project settings. Every setting has a
 * default, so the file may be absent or hold only what a project changes. Keys this
 * version does not know are ignored, so an older cortex can read a newer config.
 */
import { CortexError, ValidationError } from './errors.js';
import { arrayOf, isPlainObject, oneOf, str } from './events/check.js';

/** What capture keeps out of the log, beyond the built-in secret rules. */
export interface RedactionConfig {
  /** Extra regular expressions (JavaScript syntax) whose matches are redacted. */
  patterns: string[];
  /** Paths (gitignore-style globs, relative to the repository) that capture never records. */
  excludePaths: string[];
}

export interface CortexConfig {
  /** What goes into each event's `author`: the git email, a hash of it, or nothing. */
  author: 'email' | 'hash' | 'none';
  redaction: RedactionConfig;
}

export const DEFAULT_CONFIG: CortexConfig = {
  author: 'email',
  redaction: { patterns: [], excludePaths: [] },
};

function parseRedaction(value: unknown): RedactionConfig {
  if (value === undefined) return DEFAULT_CONFIG.redaction;
  if (!isPlainObject(value)) throw new ValidationError('redaction', 'expected an object with "patterns" and "excludePaths"');
  const patterns = value.patterns === undefined ? [] : arrayOf(str)(value.patterns, 'redaction.patterns');
  patterns.forEach((pattern, index) => {
    try {
      new RegExp(pattern, 'g');
    } catch (error) {
      throw new ValidationError(`redaction.patterns[${index}]`, `not a valid regular expression (${(error as Error).message})`);
    }
  });
  const excludePaths = value.excludePaths === undefined ? [] : arrayOf(str)(value.excludePaths, 'redaction.excludePaths');
  return { patterns, excludePaths };
}

/** Parses the config file's text. Throws a CortexError naming the file and field. */
export function parseConfig(text: string, file: string): CortexConfig {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new CortexError('BAD_CONFIG', `${file}: not valid JSON (${(error as Error).message})`, {
      hint: 'fix the file or delete it to use the defaults',
    });
  }
  if (!isPlainObject(value)) throw new CortexError('BAD_CONFIG', `${file}: expected a JSON object`);
  try {
    return {
      author: value.author === undefined ? DEFAULT_CONFIG.author : oneOf('email', 'hash', 'none')(value.author, 'author'),
      redaction: parseRedaction(value.redaction),
    };
  } catch (error) {
    if (error instanceof ValidationError) throw new CortexError('BAD_CONFIG', `${file}: ${error.message}`);
    throw error;
  }
}
