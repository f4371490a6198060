import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);

// src/cli/confirm.ts
import { createInterface } from "node:readline";
function canAsk(ctx) {
  return ctx.stdin.isTTY === true && ctx.stdout.isTTY === true;
}
async function confirm(ctx, question) {
  ctx.stdout.write(`${question} [y/N] `);
  const lines = createInterface({ input: ctx.stdin, terminal: false });
  for await (const line of lines) {
    lines.close();
    return /^\s*y/i.test(line);
  }
  return false;
}

export {
  canAsk,
  confirm
};
