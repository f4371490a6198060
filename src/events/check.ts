/**
 * A few value checkers, enough to describe the event format once and get from the same
 * description both the TypeScript type (`Infer`) and a validator whose errors name the
 * field and the problem. Objects keep the keys they do not describe: the format is
 * public and other tools may add fields, which must survive a read and a write.
 */
import { ValidationError } from '../errors.js';

/** Returns the value, typed, or throws a ValidationError naming `path`. */
export type Check<T> = (value: unknown, path: string) => T;
export type Infer<C> = C extends Check<infer T> ? T : never;

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') return value.length > 40 ? `a string` : JSON.stringify(value);
  return typeof value === 'object' ? 'an object' : `${typeof value} ${String(value)}`;
}

export const str: Check<string> = (value, path) => {
  if (typeof value !== 'string')
    throw new ValidationError(path, `expected a string, got ${describe(value)}`);
  return value;
};

export const nonEmptyStr: Check<string> = (value, path) => {
  const text = str(value, path);
  if (text.trim() === '') throw new ValidationError(path, 'must not be empty');
  return text;
};

export const bool: Check<boolean> = (value, path) => {
  if (typeof value !== 'boolean')
    throw new ValidationError(path, `expected true or false, got ${describe(value)}`);
  return value;
};

export function num(min = -Infinity, max = Infinity): Check<number> {
  return (value, path) => {
    if (typeof value !== 'number' || !Number.isFinite(value)) {
      throw new ValidationError(path, `expected a number, got ${describe(value)}`);
    }
    if (value < min || value > max)
      throw new ValidationError(path, `must be between ${min} and ${max}, got ${value}`);
    return value;
  };
}

export const int: Check<number> = (value, path) => {
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    throw new ValidationError(path, `expected an integer, got ${describe(value)}`);
  }
  return value;
};

export function matching(pattern: RegExp, what: string): Check<string> {
  return (value, path) => {
    const text = str(value, path);
    if (!pattern.test(text))
      throw new ValidationError(path, `expected ${what}, got ${describe(text)}`);
    return text;
  };
}

export function oneOf<const T extends readonly string[]>(...choices: T): Check<T[number]> {
  const allowed = new Set<string>(choices);
  return (value, path) => {
    if (typeof value !== 'string' || !allowed.has(value)) {
      throw new ValidationError(
        path,
        `expected one of ${choices.join(', ')}, got ${describe(value)}`,
      );
    }
    return value as T[number];
  };
}

export function nullable<T>(check: Check<T>): Check<T | null> {
  return (value, path) => (value === null ? null : check(value, path));
}

export function arrayOf<T>(check: Check<T>): Check<T[]> {
  return (value, path) => {
    if (!Array.isArray(value))
      throw new ValidationError(path, `expected an array, got ${describe(value)}`);
    for (let i = 0; i < value.length; i++) check(value[i], `${path}[${i}]`);
    return value as T[];
  };
}

/** Marks an object field as optional; `undefined` passes. */
export interface Optional<T> extends Check<T | undefined> {
  readonly optional: true;
}

export function optional<T>(check: Check<T>): Optional<T> {
  const wrapped = ((value: unknown, path: string) =>
    value === undefined ? undefined : check(value, path)) as Optional<T>;
  (wrapped as { optional: boolean }).optional = true;
  return wrapped;
}

type Shape = Record<string, Check<unknown>>;
type OptionalKeys<S extends Shape> = {
  [K in keyof S]: S[K] extends Optional<unknown> ? K : never;
}[keyof S];
type RequiredKeys<S extends Shape> = Exclude<keyof S, OptionalKeys<S>>;
export type ObjectOf<S extends Shape> = { [K in RequiredKeys<S>]: Infer<S[K]> } & {
  [K in OptionalKeys<S>]?: Infer<S[K]>;
} & Record<string, unknown>;

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An object with the described fields; other keys are kept as they are. */
export function object<S extends Shape>(shape: S): Check<ObjectOf<S>> {
  const entries = Object.entries(shape);
  return (value, path) => {
    if (!isPlainObject(value))
      throw new ValidationError(path, `expected an object, got ${describe(value)}`);
    for (const [key, check] of entries) check(value[key], path === '' ? key : `${path}.${key}`);
    return value as ObjectOf<S>;
  };
}
