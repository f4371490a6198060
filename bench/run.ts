/**
 * `npm run bench`: whole-process timings of the built `cortex` binary against the budgets
 * of DESIGN.md section 9, each also shown as a ratio to `node -e 0` measured in the same
 * run (the machines are shared and noisy; the ratio travels better than milliseconds).
 *
 * Options: --quick (fewer runs, small logs only), --only <text> (figures whose name has it).
 * Exits 1 when a figure is over its budget.
 */
import { cpus } from 'node:os';
import { Harness } from './harness.js';
import * as capture from './suites/capture.js';
import * as git from './suites/git.js';
import * as knowledge from './suites/knowledge.js';
import * as mcp from './suites/mcp.js';
import * as projections from './suites/projections.js';
import * as search from './suites/search.js';
import * as size from './suites/size.js';
import * as store from './suites/store.js';
import * as view from './suites/view.js';

/** The suites, in the order they print. Each area of cortex adds its own. */
const SUITES: { run(h: Harness): void | Promise<void> }[] = [
  store,
  capture,
  projections,
  search,
  knowledge,
  git,
  mcp,
  view,
  size,
];

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined;
const h = new Harness(quick ? 3 : 7, quick, only);

process.stdout.write(
  `cortex bench: node ${process.version}, ${cpus().length} cpus, ${h.runs} runs per figure (median)\n\n`,
);
h.header();
h.baseline();
for (const suite of SUITES) await suite.run(h);
process.stdout.write(
  '\nBudgets: DESIGN.md section 9 and the issues. "vs node" is the median divided by node -e 0 in this run.\n',
);
if (h.rows.some((row) => row.verdict === 'OVER')) process.exitCode = 1;
