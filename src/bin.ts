#!/usr/bin/env node
/**
 * The `cortex` executable. `--version` (and, later, `cortex hook …`) are answered on a
 * fast path that loads nothing heavy; everything else goes to the command-line shell.
 */
declare const CORTEX_VERSION: string;

const argv = process.argv.slice(2);

if (argv.length === 1 && (argv[0] === '--version' || argv[0] === '-V')) {
  process.stdout.write(`cortex ${CORTEX_VERSION}\n`);
} else {
  const { main } = await import('./cli/main.js');
  await main(argv);
}
