/**
 * `.cortex/config.json`: optional, committed project settings. Every setting has a
 * default, so the file may be absent or hold only what a project changes. Keys this
 * version does not know are ignored, so an older cortex can read a newer config.
 */
import { CortexError, ValidationError } from './errors.js';
import { isPlainObject, oneOf } from './events/check.js';

export interface CortexConfig {
  /** What goes into each event's `author`: the git email, a hash of it, or nothing. */
  author: 'email' | 'hash' | 'none';
}

export const DEFAULT_CONFIG: CortexConfig = {
  author: 'email',
};

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
    };
  } catch (error) {
    if (error instanceof ValidationError) throw new CortexError('BAD_CONFIG', `${file}: ${error.message}`);
    throw error;
  }
}
