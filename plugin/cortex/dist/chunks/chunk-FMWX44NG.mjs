import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);

// src/clock.ts
function clockFromEnv(env, machine = Date.now) {
  const pinned = env.CORTEX_NOW ? Date.parse(env.CORTEX_NOW) : Number.NaN;
  if (Number.isNaN(pinned)) return () => new Date(machine());
  const started = machine();
  return () => new Date(pinned + (machine() - started));
}

export {
  clockFromEnv
};
