import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  ValidationError
} from "./chunk-JCOCGVG4.mjs";

// src/events/check.ts
function describe(value) {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  if (typeof value === "string") return value.length > 40 ? `a string` : JSON.stringify(value);
  return typeof value === "object" ? "an object" : `${typeof value} ${String(value)}`;
}
var str = (value, path) => {
  if (typeof value !== "string")
    throw new ValidationError(path, `expected a string, got ${describe(value)}`);
  return value;
};
var nonEmptyStr = (value, path) => {
  const text = str(value, path);
  if (text.trim() === "") throw new ValidationError(path, "must not be empty");
  return text;
};
var bool = (value, path) => {
  if (typeof value !== "boolean")
    throw new ValidationError(path, `expected true or false, got ${describe(value)}`);
  return value;
};
function num(min = -Infinity, max = Infinity) {
  return (value, path) => {
    if (typeof value !== "number" || !Number.isFinite(value)) {
      throw new ValidationError(path, `expected a number, got ${describe(value)}`);
    }
    if (value < min || value > max)
      throw new ValidationError(path, `must be between ${min} and ${max}, got ${value}`);
    return value;
  };
}
var int = (value, path) => {
  if (typeof value !== "number" || !Number.isInteger(value)) {
    throw new ValidationError(path, `expected an integer, got ${describe(value)}`);
  }
  return value;
};
function matching(pattern, what) {
  return (value, path) => {
    const text = str(value, path);
    if (!pattern.test(text))
      throw new ValidationError(path, `expected ${what}, got ${describe(text)}`);
    return text;
  };
}
function oneOf(...choices) {
  const allowed = new Set(choices);
  return (value, path) => {
    if (typeof value !== "string" || !allowed.has(value)) {
      throw new ValidationError(
        path,
        `expected one of ${choices.join(", ")}, got ${describe(value)}`
      );
    }
    return value;
  };
}
function nullable(check) {
  return (value, path) => value === null ? null : check(value, path);
}
function arrayOf(check) {
  return (value, path) => {
    if (!Array.isArray(value))
      throw new ValidationError(path, `expected an array, got ${describe(value)}`);
    for (let i = 0; i < value.length; i++) check(value[i], `${path}[${i}]`);
    return value;
  };
}
function optional(check) {
  const wrapped = ((value, path) => value === void 0 ? void 0 : check(value, path));
  wrapped.optional = true;
  return wrapped;
}
function isPlainObject(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
function object(shape) {
  const entries = Object.entries(shape);
  return (value, path) => {
    if (!isPlainObject(value))
      throw new ValidationError(path, `expected an object, got ${describe(value)}`);
    for (const [key, check] of entries) check(value[key], path === "" ? key : `${path}.${key}`);
    return value;
  };
}

export {
  str,
  nonEmptyStr,
  bool,
  num,
  int,
  matching,
  oneOf,
  nullable,
  arrayOf,
  optional,
  isPlainObject,
  object
};
