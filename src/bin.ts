#!/usr/bin/env node
/**
 * The `cortex` executable. `--version`, `cortex hook …` and the events merge driver are
 * answered on a fast path that loads neither the command-line parser nor any command;
 * everything else goes to the command-line shell.
 *
 * Built as CommonJS (scripts/build.mjs): the hook runner is `require`d as one file, so a
 * hook never starts Node's ES module loader; the command line is an ES module, imported.
 */
import type * as HookRunner from './hooks/runner.js';
import type * as EventsDriver from './git/events-driver.js';
import type * as NodeModule from 'node:module';
import { lowerHeapGrowth } from './heap-growth.js';
import { clockFromEnv } from './clock.js';

declare const CORTEX_VERSION: string;

const argv = process.argv.slice(2);

/** The most of a hook's stdin read: the runner's payload cap (16 MiB), and one byte to see it passed. */
const STDIN_CAP_BYTES = 16 * 1024 * 1024;

/**
 * The hook's stdin, read from file descriptor 0 directly: touching `process.stdin` builds
 * a stream on a socket, which costs a hook several milliseconds. Falls back to the stream
 * where fd 0 cannot be read that way (a non-blocking pipe says EAGAIN).
 */
function hookStdin(): AsyncIterable<Buffer | string> & { isTTY?: boolean } {
  const fs = process.getBuiltinModule('node:fs');
  let isTTY = false;
  try {
    // Only a character device can be a terminal; pipes and files skip loading node:tty.
    isTTY = fs.fstatSync(0).isCharacterDevice() && process.getBuiltinModule('node:tty').isatty(0);
  } catch {
    // No stdin at all: reading it below fails the same way and falls back.
  }
  return {
    isTTY,
    async *[Symbol.asyncIterator]() {
      // Read in chunks and stop past the cap: `cat /dev/zero | cortex hook stop` must not
      // grow without bound (the runner refuses a payload over the cap; one byte more tells it).
      const chunks: Buffer[] = [];
      let total = 0;
      try {
        for (;;) {
          const chunk = Buffer.allocUnsafe(1 << 20);
          const read = fs.readSync(0, chunk, 0, chunk.length, null);
          if (read === 0) break;
          chunks.push(chunk.subarray(0, read));
          total += read;
          if (total > STDIN_CAP_BYTES) break;
        }
      } catch {
        // fd 0 cannot be read directly (a non-blocking pipe): go on with the stream (the runner caps it).
        if (total > 0) yield Buffer.concat(chunks);
        for await (const chunk of process.stdin) yield chunk as Buffer;
        return;
      }
      yield Buffer.concat(chunks);
    },
  };
}

/**
 * The hook runner (dist/hook.js, about 240 kB), compiled from a V8 code cache kept in
 * dist/.cache/: compiling it afresh cost a Stop about 8 ms of CPU, an eighth of `node -e 0`
 * and too much of its 1.5x budget. Node 22 and later keep the cache themselves
 * (module.enableCompileCache); on Node 20 the file is compiled through node:vm with the
 * cached data, which V8 checks against its own version and flags and rejects if they
 * differ. V8 does not check the source's content (only its length), so the cache file is
 * named after the bundle's version, size and time. The cache is written when the process
 * exits, once the functions a hook runs are compiled, and only when there was none (or V8
 * rejected it); where dist/ cannot be written (a system-wide install), nothing is cached.
 */
function loadHookRunner(): typeof HookRunner {
  const file = `${__dirname}/hook.js`;
  const cacheDir = `${__dirname}/.cache`;
  const nodeModule = process.getBuiltinModule('node:module') as unknown as typeof NodeModule & {
    enableCompileCache?: (dir: string) => unknown;
  };
  if (typeof nodeModule.enableCompileCache === 'function') {
    nodeModule.enableCompileCache(cacheDir);
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    return require('./hooks/runner.js') as typeof HookRunner;
  }
  try {
    return compileWithCache(nodeModule, file, cacheDir);
  } catch {
    // Whatever went wrong with the cache, the hook still runs, compiled as usual.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    return require('./hooks/runner.js') as typeof HookRunner;
  }
}

/**
 * Node 20: dist/hook.js compiled through node:vm with V8's cached data (see loadHookRunner),
 * and so is each hook handler it loads from dist/hooks/ (session-start's is the largest
 * file a hook loads: compiled afresh, it cost the hook about as much as the runner did).
 */
function compileWithCache(
  nodeModule: typeof NodeModule,
  file: string,
  cacheDir: string,
): typeof HookRunner {
  const fs = process.getBuiltinModule('node:fs');
  const vm = process.getBuiltinModule('node:vm');
  const loaded = new Map<string, { exports: unknown }>();
  const toCache: { script: InstanceType<typeof vm.Script>; cacheFile: string }[] = [];
  const load = (path: string, name: string): unknown => {
    const known = loaded.get(path);
    if (known) return known.exports;
    const source = fs.readFileSync(path, 'utf8');
    const stat = fs.statSync(path);
    const cacheFile = `${cacheDir}/${name}-${CORTEX_VERSION}-${process.version}-${process.arch}-${stat.size}-${Math.trunc(stat.mtimeMs)}.v8`;
    let cachedData: Buffer | undefined;
    try {
      cachedData = fs.readFileSync(cacheFile);
    } catch {
      // Not cached yet.
    }
    const script = new vm.Script(nodeModule.wrap(source), {
      filename: path,
      ...(cachedData ? { cachedData } : {}),
    });
    const module = { exports: {} as unknown };
    loaded.set(path, module);
    const plain = nodeModule.createRequire(path);
    // A handler is required as './hooks/<event>.js' (scripts/build.mjs): it goes through the cache too.
    const required = Object.assign((id: string) => {
      const handler = /^\.\/hooks\/([a-z-]+)\.js$/.exec(id);
      return handler
        ? load(`${__dirname}/hooks/${handler[1]}.js`, `hooks-${handler[1]}`)
        : plain(id);
    }, plain);
    (script.runInThisContext() as (...args: unknown[]) => void).call(
      module.exports,
      module.exports,
      required,
      module,
      path,
      __dirname,
    );
    if (cachedData === undefined || script.cachedDataRejected) toCache.push({ script, cacheFile });
    return module.exports;
  };
  const runner = load(file, 'hook') as typeof HookRunner;
  process.once('exit', () => {
    for (const { script, cacheFile } of toCache) {
      const temporary = `${cacheFile}.${process.pid}.tmp`;
      try {
        fs.mkdirSync(cacheDir, { recursive: true });
        fs.writeFileSync(temporary, script.createCachedData());
        fs.renameSync(temporary, cacheFile);
      } catch {
        // A read-only install: every hook compiles afresh, as without the cache.
        try {
          fs.rmSync(temporary, { force: true });
        } catch {
          // Nothing was written.
        }
      }
    }
  });
  return runner;
}

async function run(): Promise<void> {
  if (argv[0] === 'hook') {
    // A hook must never fail loudly: whatever happens, exit 0 without a stack trace.
    try {
      const { runHook } = loadHookRunner();
      // process.stdout too is built only when something is printed (most hooks print nothing).
      const stdout = { write: (chunk: string) => process.stdout.write(chunk) };
      await runHook(argv.slice(1), {
        stdin: hookStdin(),
        stdout,
        cwd: process.cwd(),
        env: process.env,
        now: clockFromEnv(process.env),
      });
    } catch {
      // runHook reports its own problems; this only guards against a broken installation.
    }
    process.exitCode = 0;
  } else if (
    argv[0] === 'merge-driver' &&
    argv[1] === 'events' &&
    !argv.includes('--help') &&
    !argv.includes('-h')
  ) {
    // git runs the events driver mid-merge, possibly once per file: it skips the command-line shell too.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { runEventsDriverCommand } = require('./git/events-driver.js') as typeof EventsDriver;
    process.exitCode = runEventsDriverCommand(argv.slice(2), {
      cwd: process.cwd(),
      now: clockFromEnv(process.env)(),
      stderr: process.stderr,
    });
  } else if (argv.length === 1 && (argv[0] === '--version' || argv[0] === '-V')) {
    process.stdout.write(`cortex ${CORTEX_VERSION}\n`);
  } else {
    // A command may read the whole log: see heap-growth.ts.
    lowerHeapGrowth();
    const { main } = await import('./cli/main.js');
    await main(argv);
  }
}

void run();
