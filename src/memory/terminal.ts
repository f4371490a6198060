/**
 * What every command needs to talk to a person, kept light (every command line loads it):
 * text from the log made safe for a terminal, and how cortex is typed in this installation
 * for the commands a hint spells out.
 */
export {
  escapeInvisible,
  printableName,
  stripControlCharacters,
} from '../events/control-characters.js';
export { spellCommands, typedCortex } from '../setup/invocation.js';
