/**
 * The words every face shows memories in, published by the door so that a face renders a
 * memory without reaching below it: what each event type is called, how an id is shortened,
 * how a text is cut to one line or defused before it reaches a terminal or a model's
 * context, and how a claimed author is set beside the one
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
export { committedByOther } from '../trust/provenance.js';
export { MEMORY_KINDS } from '../events/types.js';
export { isCorrectable } from '../events/manual.js';
export { filesOf } from '../events/query.js';
/** Text made safe for a terminal, how cortex is typed here (terminal.ts), a log warning as a person reads it. */
export {
  escapeInvisible,
  printableName,
  spellCommands,
  stripControlCharacters,
  typedCortex,
} from './terminal.js';
export { formatWarning } from './log-warnings.js';
export type { LogWarning } from './log-warnings.js';
/** An event as one NDJSON line, every field kept (`cortex show --json`, `cortex export`). */
export { serializeEventWhole } from '../events/codec.js';
/** How a result from an author the briefing does not trust is flagged. */
export { describeUntrustedFlag } from '../trust/provenance.js';
