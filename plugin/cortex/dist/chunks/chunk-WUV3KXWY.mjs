import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);

// src/cli/progress.ts
var SILENT = { update: () => {
}, done: () => {
} };
function startProgress(ctx, options = {}) {
  if (ctx.stderr.isTTY !== true || options.enabled === false) return SILENT;
  const interval = options.intervalMs ?? 100;
  let last = -Infinity;
  let width = 0;
  return {
    update(text, force = false) {
      const now = ctx.now().getTime();
      if (!force && now - last < interval) return;
      last = now;
      ctx.stderr.write(`\r${text.padEnd(width)}`);
      width = text.length;
    },
    done() {
      if (width > 0) ctx.stderr.write(`\r${" ".repeat(width)}\r`);
      width = 0;
    }
  };
}
function formatCount(done, total) {
  return `${done.toLocaleString("en-US")} / ${total.toLocaleString("en-US")}`;
}

export {
  startProgress,
  formatCount
};
