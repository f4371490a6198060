#!/usr/bin/env node
/**
 * The `cortex` executable. `--version` and `cortex hook …` are answered on a fast path
 * that loads neither the command-line parser nor any command; everything else goes to
 * the command-line shell.
 */
declare const CORTEX_VERSION: string;

const argv = process.argv.slice(2);

if (argv[0] === 'hook') {
  // A hook must never fail loudly: whatever happens, exit 0 without a stack trace.
  try {
    const { runHook } = await import('./capture/hook-runner.js');
    await runHook(argv.slice(1), { stdin: process.stdin, stdout: process.stdout, cwd: process.cwd(), env: process.env, now: () => new Date() });
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
