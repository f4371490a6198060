import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  formatWarning
} from "./chunk-LTJYTCHL.mjs";

// src/cli/warnings.ts
var SHOWN = 3;
function reportReadWarnings(ctx, warnings) {
  if (warnings.length === 0) return;
  for (const warning of warnings.slice(0, SHOWN))
    ctx.stderr.write(`warning: ${formatWarning(warning)}
`);
  if (warnings.length > SHOWN) {
    ctx.stderr.write(
      `warning: \u2026 and ${warnings.length - SHOWN} more unreadable lines ('cortex status' lists them)
`
    );
  }
}

export {
  reportReadWarnings
};
