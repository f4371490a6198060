/**
 * The words every face shows memories in, published by the door so that a face renders a
 * memory without reaching below it: what each event type is called, how an id is shortened,
 * how a text is cut to one line or defused before it reaches a terminal or a model's
 * context, how a plan's progress is said, and how a claimed author is set beside the one
 * who committed. Each is defined beside the model it describes; this module only names them.
 */
export { shortId } from '../events/id.js';
export { EVENT_TYPES, EVENT_TYPE_NAMES, MEMORY_KIND_NAMES } from '../events/types.js';
export type { EventType, MemoryKind } from '../events/types.js';
export {
  confidenceLevel,
  defuseMarkup,
  documentLine,
  eventDate,
  oneLine,
  reasonOf,
  stringList,
  whyOf,
} from '../projections/text-shapes.js';
export { doneCount, isPlanDone, planTitle, stepCount, stepLine } from '../projections/plan.js';
export type { BranchPlan } from '../projections/plan.js';
export { committedByOther } from '../trust/provenance.js';
export { MEMORY_KINDS } from '../events/types.js';
export { isCorrectable } from '../events/manual.js';
export { filesOf } from '../events/query.js';
/** Text from the log made safe for a terminal: control characters stripped, or invisible ones escaped. */
export {
  escapeInvisible,
  printableName,
  stripControlCharacters,
} from '../events/control-characters.js';
/** An unreadable line of the log as a person is told of it (file, line, why). */
export { formatWarning } from '../events/lines.js';
export type { LogWarning } from '../events/lines.js';
/** An event as one NDJSON line, every field kept (`cortex show --json`, `cortex export`). */
export { serializeEventWhole } from '../events/codec.js';
/** How cortex is typed in this installation (`cortex`, `npx --no-install cortex`), for the commands a hint spells out. */
export { spellCommands, typedCortex } from '../setup/invocation.js';
/** How a result from an author the briefing does not trust is flagged. */
export { describeUntrustedFlag } from '../trust/provenance.js';
