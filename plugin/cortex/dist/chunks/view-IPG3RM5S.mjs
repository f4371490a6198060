import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  DEFAULT_EXPLORER_LIMIT,
  explorerLauncherPath,
  explorerPagePath,
  readExplorer,
  readExplorerScript,
  renderExplorerPage,
  writeExplorerPage
} from "./chunk-XXI3UXRF.mjs";
import "./chunk-V2AKS2SO.mjs";
import "./chunk-HMTOL37H.mjs";
import "./chunk-6WSISBX6.mjs";
import "./chunk-EPARNYD2.mjs";
import "./chunk-TV7BMZ35.mjs";
import "./chunk-TI6J6ENV.mjs";
import "./chunk-POOCLRZ2.mjs";
import "./chunk-O5HY6P6I.mjs";
import "./chunk-T6R2Y2EO.mjs";
import "./chunk-YWFFYHTN.mjs";
import "./chunk-LK54J22F.mjs";
import "./chunk-P7IW2GEB.mjs";
import {
  openProject
} from "./chunk-2NMTIS5C.mjs";
import "./chunk-NR55AXLW.mjs";
import {
  optionCount,
  optionString
} from "./chunk-YBUSESW2.mjs";
import "./chunk-U3G6NHFO.mjs";
import "./chunk-UOL3JUGC.mjs";
import "./chunk-LPUECSWN.mjs";
import "./chunk-3A5GZ3FR.mjs";
import "./chunk-WVFFZ4JR.mjs";
import "./chunk-GYALZIJH.mjs";
import "./chunk-V6CUIOMQ.mjs";
import "./chunk-WHIBXURK.mjs";
import "./chunk-OOOGW3H7.mjs";
import "./chunk-CFXE6EOP.mjs";
import "./chunk-2RMMSY37.mjs";
import "./chunk-LTJYTCHL.mjs";
import "./chunk-6M7KS7R3.mjs";
import "./chunk-G37PHZM2.mjs";
import "./chunk-A5IE5JQV.mjs";
import "./chunk-IKAZCRYU.mjs";
import "./chunk-F5UUBEUZ.mjs";
import "./chunk-4KSSD6ZQ.mjs";
import "./chunk-WNGDJEP4.mjs";
import "./chunk-ZF3FJJCS.mjs";
import "./chunk-FT5T7XM2.mjs";
import "./chunk-CP2KPV6Y.mjs";
import {
  CortexError,
  UsageError
} from "./chunk-JCOCGVG4.mjs";
import "./chunk-JA3QAXLE.mjs";

// src/cli/commands/view.ts
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { renameSync, rmSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
function openInBrowser(target, ctx) {
  const [command2, args] = process.platform === "darwin" ? ["open", [target]] : process.platform === "win32" ? ["rundll32", ["url.dll,FileProtocolHandler", target]] : ["xdg-open", [target]];
  try {
    const child = spawn(command2, args, { stdio: "ignore", detached: true });
    child.on(
      "error",
      () => ctx.stderr.write(`could not start ${command2}: open ${target} in a browser
`)
    );
    child.unref();
  } catch {
    ctx.stderr.write(`could not start ${command2}: open ${target} in a browser
`);
  }
}
async function serve(input, ctx, limit) {
  const project = openProject(ctx.cwd, "view", ctx.env);
  const port = optionCount(input.options.port, "port") ?? 0;
  if (port > 65535) throw new UsageError(`view: --port ${port} is not a port`);
  const { startExplorerServer } = await import("./server-PQDSCIHM.mjs");
  const server = await startExplorerServer({
    project,
    caller: ctx,
    env: ctx.env,
    port,
    token: randomBytes(24).toString("base64url"),
    script: readExplorerScript(),
    limit,
    log: (message) => ctx.stderr.write(`warning: ${message}
`)
  }).catch((error) => {
    throw new CortexError(
      "VIEW_PORT",
      `could not listen on 127.0.0.1:${port} (${error.code ?? error.message})`,
      { hint: "give another --port, or leave it out for a free one" }
    );
  });
  ctx.stdout.write(
    `Serving the memory explorer at ${server.url}
(127.0.0.1 only; the address carries this run's token. Ctrl-C stops it.)
`
  );
  const launcher = explorerLauncherPath(project);
  if (input.options.open === true) {
    const temporary = `${launcher}.${process.pid}.tmp`;
    rmSync(temporary, { force: true });
    writeFileSync(
      temporary,
      `<!doctype html><meta charset="utf-8"><meta name="referrer" content="no-referrer"><meta http-equiv="refresh" content="0;url=${server.url}"><title>cortex view</title>
`,
      { mode: 384, flag: "wx" }
    );
    renameSync(temporary, launcher);
    openInBrowser(pathToFileURL(launcher).href, ctx);
  }
  await new Promise((done) => {
    process.once("SIGINT", done);
    process.once("SIGTERM", done);
  });
  rmSync(launcher, { force: true });
  await server.close();
  ctx.stderr.write("stopped\n");
  return 0;
}
async function run(input, ctx) {
  const limit = optionCount(input.options.limit, "limit") ?? DEFAULT_EXPLORER_LIMIT;
  if (input.options.serve === true) {
    if (input.options.output !== void 0)
      throw new UsageError(
        "view: --serve serves the page; --output writes it to a file (choose one)"
      );
    return serve(input, ctx, limit);
  }
  if (input.options.port !== void 0) throw new UsageError("view: --port goes with --serve");
  const project = openProject(ctx.cwd, "view", ctx.env);
  const output = optionString(input.options.output);
  const path = output !== void 0 ? resolve(ctx.cwd, output) : explorerPagePath(project);
  const data = readExplorer(project, ctx.now(), { limit });
  const page = renderExplorerPage(data, { script: readExplorerScript() });
  writeExplorerPage(path, page);
  ctx.stdout.write(`${path}
`);
  if (data.counts.leftOut > 0)
    ctx.stderr.write(
      `note: the page holds the newest ${data.counts.shown} of ${data.counts.memories} memories (--limit holds more)
`
    );
  if (input.options.open === true) openInBrowser(pathToFileURL(path).href, ctx);
  return 0;
}
var command = {
  name: "view",
  summary: "browse the memory in a web browser",
  usage: ["view [--open] [--output <file>]", "view --serve [--port <n>] [--open]"],
  description: "Write the memory as one self-contained web page (no network needed): sessions and their outcomes,\nmemories by type with search and filters, decisions with what they replaced, the plan, warnings\nand charts, each item with who wrote it. It goes to .cortex/local/view.html (never committed)\nunless --output says where; the path is printed. --serve serves it on 127.0.0.1 instead, with a\ntoken in the address, so memories can be forgotten, pinned, reworded or replaced from the page\n(recorded as cortex forget, pin, edit and supersede record them), and search ranks as cortex\nsearch does; the server runs until Ctrl-C.",
  options: {
    open: { type: "boolean", description: "open the page in the default browser" },
    output: {
      type: "string",
      short: "o",
      value: "<file>",
      description: "write the page here (default .cortex/local/view.html)"
    },
    serve: {
      type: "boolean",
      description: "serve the page on 127.0.0.1, with corrections, until Ctrl-C"
    },
    port: {
      type: "string",
      value: "<n>",
      description: "with --serve: the port (default: a free one)"
    },
    limit: {
      type: "string",
      value: "<n>",
      description: `hold at most the newest n memories (default ${DEFAULT_EXPLORER_LIMIT})`
    }
  },
  positionals: { min: 0, max: 0 },
  examples: ["cortex view --open", "cortex view --serve"],
  run: (input, ctx) => run(input, ctx)
};
export {
  command
};
