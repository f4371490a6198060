/**
 * An unreadable line of the log as a person is told of it (file, line, why): what the
 * commands that read the log say on stderr (events/lines.ts).
 */
export { formatWarning } from '../events/lines.js';
export type { LogWarning } from '../events/lines.js';
