import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  openProject
} from "./chunk-2NMTIS5C.mjs";
import {
  approveCommittedSettings,
  readProjectSettings
} from "./chunk-V6CUIOMQ.mjs";
import "./chunk-6M7KS7R3.mjs";
import "./chunk-F5UUBEUZ.mjs";
import "./chunk-4KSSD6ZQ.mjs";
import "./chunk-WNGDJEP4.mjs";
import "./chunk-ZF3FJJCS.mjs";
import "./chunk-FT5T7XM2.mjs";
import "./chunk-JCOCGVG4.mjs";
import "./chunk-JA3QAXLE.mjs";

// src/memory/committed-settings.ts
function readSettings(project, env) {
  return readProjectSettings(project.paths, env);
}
function approveSettings(project, env, now) {
  return approveCommittedSettings(project.paths, env, now);
}

// src/cli/commands/trust.ts
function run(input, ctx) {
  const project = openProject(ctx.cwd, "cli", ctx.env);
  const settings = input.options.approve === true ? approveSettings(project, ctx.env, ctx.now()) : readSettings(project, ctx.env);
  if (input.options.json === true) {
    ctx.stdout.write(
      JSON.stringify(
        {
          sensitive: settings.sensitive.map(({ path, summary }) => ({ path, summary })),
          withheld: settings.withheld,
          hash: settings.hash ?? null
        },
        null,
        2
      ) + "\n"
    );
    return 0;
  }
  if (settings.sensitive.length === 0) {
    ctx.stdout.write(
      "The committed .cortex/config.json sends nothing off this machine and trusts no one more: nothing to approve.\n"
    );
    return 0;
  }
  const state = settings.withheld.length ? "not approved on this machine (not used)" : "approved on this machine";
  ctx.stdout.write(
    `Committed settings that send data off this machine or widen whose memories the briefing trusts, ${state}:
`
  );
  for (const setting of settings.sensitive)
    ctx.stdout.write(`  ${setting.path}: ${setting.summary}
`);
  if (settings.withheld.length) {
    ctx.stdout.write(
      "\nCheck who committed them (git log -p .cortex/config.json); run 'cortex trust --approve' to use them.\n"
    );
  } else if (input.options.approve === true) {
    ctx.stdout.write("\nApproved; a change to them will ask again.\n");
  }
  return 0;
}
var command = {
  name: "trust",
  summary: "review and approve committed settings that send data off this machine",
  usage: ["trust [--approve] [--json]"],
  description: "A committed .cortex/config.json is written by whoever gets a commit merged. Settings in it that send\ndata anywhere or name an environment variable (a hosted embedder, its base URL, its key variable) are\nleft unused until you approve them here; the approval is recorded in .cortex/local/ as a hash of the\nvalues, so any change asks again. Settings in your own .cortex/local/config.json or\n~/.config/cortex/config.json need no approval.",
  options: {
    approve: { type: "boolean", description: "approve the committed settings as they are now" },
    json: { type: "boolean", description: "machine-readable output" }
  },
  positionals: { min: 0, max: 0 },
  run
};
export {
  command
};
