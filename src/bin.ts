#!/usr/bin/env node
/**
 * The `cortex` executable. `--version` and `cortex hook …` are answered on a fast path
 * that loads neither the command-line parser nor any command; everything else goes to
 * the command-line shell.
 */
declare const CORTEX_VERSION: string;

const argv = process.argv.slice(2);

/**
 * The hook's stdin, read from file descriptor 0 directly: touching `process.stdin` builds
 * a stream on a socket, which costs a hook several milliseconds. Falls back to the stream
 * where fd 0 cannot be read that way (a non-blocking pipe says EAGAIN).
 */
function hookStdin(): AsyncIterable<Buffer | string> & { isTTY?: boolean } {
  const fs = process.getBuiltinModule('node:fs');
  return {
    isTTY: process.getBuiltinModule('node:tty').isatty(0),
    async *[Symbol.asyncIterator]() {
      let data: Buffer;
      try {
        data = fs.readFileSync(0);
      } catch {
        for await (const chunk of process.stdin) yield chunk as Buffer;
        return;
      }
      yield data;
    },
  };
}

if (argv[0] === 'hook') {
  // A hook must never fail loudly: whatever happens, exit 0 without a stack trace.
  try {
    const { runHook } = await import('./capture/hook-runner.js');
    await runHook(argv.slice(1), { stdin: hookStdin(), stdout: process.stdout, cwd: process.cwd(), env: process.env, now: () => new Date() });
  } catch {
    // runHook reports its own problems; this only guards against a broken installation.
  }
  process.exitCode = 0;
} else if (argv.length === 1 && (argv[0] === '--version' || argv[0] === '-V')) {
  process.stdout.write(`cortex ${CORTEX_VERSION}\n`);
} else {
  const { main } = await import('./cli/main.js');
  await main(argv);
}
