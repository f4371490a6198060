/**
 * The commands, with the one-line summary `cortex --help` shows. Each command's module
 * is loaded only when it runs, so `cortex --help` and every command stay quick.
 */
import type { CommandDefinition } from './command.js';

interface CommandEntry {
  summary: string;
  load: () => Promise<{ command: CommandDefinition }>;
}

export const COMMANDS: Record<string, CommandEntry> = {
  init: { summary: 'set up cortex in this git repository', load: () => import('./commands/init.js') },
  remember: { summary: 'record a memory by hand', load: () => import('./commands/remember.js') },
  log: { summary: 'show the memory log, newest first', load: () => import('./commands/log.js') },
  show: { summary: 'show one event in full', load: () => import('./commands/show.js') },
  status: { summary: 'summarise the memory: events, files, warnings', load: () => import('./commands/status.js') },
  import: { summary: 'append events from an NDJSON file', load: () => import('./commands/import.js') },
  export: { summary: 'write every event as NDJSON', load: () => import('./commands/export.js') },
  ingest: { summary: 'capture past Claude Code transcripts into the memory', load: () => import('./commands/ingest.js') },
  hook: { summary: 'entry point for Claude Code hooks (payload on stdin; always exits 0)', load: () => import('./commands/hook.js') },
};

/** The known command closest to a mistyped one, if any is close. */
export function suggestCommand(typed: string): string | undefined {
  let best: string | undefined;
  let bestDistance = 3;
  for (const name of Object.keys(COMMANDS)) {
    const distance = editDistance(typed, name);
    if (distance < bestDistance) [best, bestDistance] = [name, distance];
  }
  return best;
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}
