#!/usr/bin/env node
"use strict";
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));

// src/heap-growth.ts
var DEFAULT_GROWTH = "--heap-growing-percent=0";
var LOWER_GROWTH = "--heap-growing-percent=100";
function lowerHeapGrowth() {
  if (!setFlag(LOWER_GROWTH)) return () => void 0;
  return () => void setFlag(DEFAULT_GROWTH);
}
function setFlag(flag) {
  try {
    process.getBuiltinModule("node:v8").setFlagsFromString(flag);
    return true;
  } catch {
    return false;
  }
}

// src/clock.ts
function clockFromEnv(env, machine = Date.now) {
  const pinned = env.CORTEX_NOW ? Date.parse(env.CORTEX_NOW) : Number.NaN;
  if (Number.isNaN(pinned)) return () => new Date(machine());
  const started = machine();
  return () => new Date(pinned + (machine() - started));
}

// src/bin.ts
var argv = process.argv.slice(2);
var STDIN_CAP_BYTES = 16 * 1024 * 1024;
function hookStdin() {
  const fs = process.getBuiltinModule("node:fs");
  let isTTY = false;
  try {
    isTTY = fs.fstatSync(0).isCharacterDevice() && process.getBuiltinModule("node:tty").isatty(0);
  } catch {
  }
  return {
    isTTY,
    async *[Symbol.asyncIterator]() {
      const chunks = [];
      let total = 0;
      try {
        for (; ; ) {
          const chunk = Buffer.allocUnsafe(1 << 20);
          const read = fs.readSync(0, chunk, 0, chunk.length, null);
          if (read === 0) break;
          chunks.push(chunk.subarray(0, read));
          total += read;
          if (total > STDIN_CAP_BYTES) break;
        }
      } catch {
        if (total > 0) yield Buffer.concat(chunks);
        for await (const chunk of process.stdin) yield chunk;
        return;
      }
      yield Buffer.concat(chunks);
    }
  };
}
function loadHookRunner() {
  const file = `${__dirname}/hook.js`;
  const cacheDir = `${__dirname}/.cache`;
  const nodeModule = process.getBuiltinModule("node:module");
  if (typeof nodeModule.enableCompileCache === "function") {
    nodeModule.enableCompileCache(cacheDir);
    return require("./hook.js");
  }
  try {
    return compileWithCache(nodeModule, file, cacheDir);
  } catch {
    return require("./hook.js");
  }
}
function compileWithCache(nodeModule, file, cacheDir) {
  const fs = process.getBuiltinModule("node:fs");
  const vm = process.getBuiltinModule("node:vm");
  const loaded = /* @__PURE__ */ new Map();
  const toCache = [];
  const load = (path, name) => {
    const known = loaded.get(path);
    if (known) return known.exports;
    const source = fs.readFileSync(path, "utf8");
    const stat = fs.statSync(path);
    const cacheFile = `${cacheDir}/${name}-${"0.1.0"}-${process.version}-${process.arch}-${stat.size}-${Math.trunc(stat.mtimeMs)}.v8`;
    let cachedData;
    try {
      cachedData = fs.readFileSync(cacheFile);
    } catch {
    }
    const script = new vm.Script(nodeModule.wrap(source), {
      filename: path,
      ...cachedData ? { cachedData } : {}
    });
    const module2 = { exports: {} };
    loaded.set(path, module2);
    const plain = nodeModule.createRequire(path);
    const required = Object.assign((id) => {
      const handler = /^\.\/hooks\/([a-z-]+)\.js$/.exec(id);
      return handler ? load(`${__dirname}/hooks/${handler[1]}.js`, `hooks-${handler[1]}`) : plain(id);
    }, plain);
    script.runInThisContext().call(
      module2.exports,
      module2.exports,
      required,
      module2,
      path,
      __dirname
    );
    if (cachedData === void 0 || script.cachedDataRejected) toCache.push({ script, cacheFile });
    return module2.exports;
  };
  const runner = load(file, "hook");
  process.once("exit", () => {
    for (const { script, cacheFile } of toCache) {
      const temporary = `${cacheFile}.${process.pid}.tmp`;
      try {
        fs.mkdirSync(cacheDir, { recursive: true });
        fs.writeFileSync(temporary, script.createCachedData());
        fs.renameSync(temporary, cacheFile);
      } catch {
        try {
          fs.rmSync(temporary, { force: true });
        } catch {
        }
      }
    }
  });
  return runner;
}
async function run() {
  if (argv[0] === "hook") {
    try {
      const { runHook } = loadHookRunner();
      const stdout = { write: (chunk) => process.stdout.write(chunk) };
      await runHook(argv.slice(1), {
        stdin: hookStdin(),
        stdout,
        cwd: process.cwd(),
        env: process.env,
        now: clockFromEnv(process.env)
      });
    } catch {
    }
    process.exitCode = 0;
  } else if (argv[0] === "merge-driver" && argv[1] === "events" && !argv.includes("--help") && !argv.includes("-h")) {
    const { runEventsDriverCommand } = require("./merge-driver.js");
    process.exitCode = runEventsDriverCommand(argv.slice(2), {
      cwd: process.cwd(),
      now: clockFromEnv(process.env)(),
      stderr: process.stderr
    });
  } else if (argv.length === 1 && (argv[0] === "--version" || argv[0] === "-V")) {
    process.stdout.write(`cortex ${"0.1.0"}
`);
  } else {
    lowerHeapGrowth();
    const { main } = await import("./cli.mjs");
    await main(argv);
  }
}
void run();
