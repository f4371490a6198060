/**
 * The committed projections (`decisions.md`, its archive, `active-plan.md`, the decision
 * records) as `cortex project` and `project --check` keep them: regenerated from the log,
 * or checked stale without writing. Defined in projections/projection-files.ts; the door
 * names them.
 */
export {
  COMMITTED_NEEDS,
  findStaleProjections,
  readLogDigest,
  regenerateProjections,
} from '../projections/projection-files.js';
export type { ProjectionProgress } from '../projections/projection-files.js';
/** Where the decision records live, as a person is told of them (`.cortex/decisions/`). */
export { DECISIONS_DIR } from '../projections/decision-records.js';
