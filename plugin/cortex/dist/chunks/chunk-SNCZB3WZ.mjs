import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);

// src/cli/style.ts
function paint(enabled, open, close) {
  return enabled ? (text) => `\x1B[${open}m${text}\x1B[${close}m` : (text) => text;
}
function createStyle(enabled) {
  return {
    enabled,
    bold: paint(enabled, 1, 22),
    dim: paint(enabled, 2, 22),
    yellow: paint(enabled, 33, 39),
    green: paint(enabled, 32, 39),
    red: paint(enabled, 31, 39),
    cyan: paint(enabled, 36, 39),
    magenta: paint(enabled, 35, 39),
    blue: paint(enabled, 34, 39)
  };
}
function styleFor(ctx, flag) {
  if (flag !== void 0) return createStyle(flag);
  if (ctx.env.NO_COLOR) return createStyle(false);
  if (ctx.env.FORCE_COLOR && ctx.env.FORCE_COLOR !== "0") return createStyle(true);
  return createStyle(ctx.stdout.isTTY === true && ctx.env.TERM !== "dumb");
}

export {
  styleFor
};
