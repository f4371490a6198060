/**
 * A separate process that takes a lock and holds it until it is killed, for the crash
 * tests: node --import tsx lock-holder.ts <lock path>. Prints "held" once it holds it.
 */
import { withFileLock } from '../../../src/events/lock.js';

const [path] = process.argv.slice(2) as [string];
withFileLock(
  path,
  () => {
    process.stdout.write('held\n');
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0);
  },
  { timeoutMs: 60_000 },
);
