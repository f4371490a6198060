import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  UsageError
} from "./chunk-JCOCGVG4.mjs";

// src/cli/command.ts
function plainInput(command, args) {
  if (Object.keys(command.options).length > 0) return void 0;
  if (args.some((arg) => arg.startsWith("-"))) return void 0;
  if (args.length < command.positionals.min || args.length > command.positionals.max)
    return void 0;
  return { options: {}, positionals: [...args] };
}
function optionList(value) {
  if (value === void 0 || typeof value === "boolean") return [];
  if (Array.isArray(value)) return value.map(String);
  return [value];
}
function optionString(value) {
  if (Array.isArray(value)) return value.length ? String(value[value.length - 1]) : void 0;
  return typeof value === "string" ? value : void 0;
}
function optionCount(value, name) {
  const text = optionString(value);
  if (text === void 0) return void 0;
  if (!/^\d+$/.test(text)) throw new UsageError(`--${name} expects a whole number, got '${text}'`);
  return Number(text);
}

export {
  plainInput,
  optionList,
  optionString,
  optionCount
};
