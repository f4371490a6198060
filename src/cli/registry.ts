/**
 * The commands, with the one-line summary `cortex --help` shows. Each command's module
 * is loaded only when it runs (or is completed), so `cortex --help` and every command stay
 * quick. `cortex completion` is yargs' own (parser.ts).
 */
import type { CommandDefinition } from './command.js';
import type { CommandName } from './command-names.js';

interface CommandEntry {
  summary: string;
  /** Run by git or Claude Code: called with positional arguments only, it skips the command-line parser. */
  machine?: true;
  load: () => Promise<{ command: CommandDefinition }>;
}

const ENTRIES = {
  init: {
    summary: 'set up cortex in this git repository',
    load: () => import('./commands/init.js'),
  },
  remember: { summary: 'record a memory by hand', load: () => import('./commands/remember.js') },
  forget: {
    summary: 'retract memories (recorded as an event; nothing is deleted)',
    load: () => import('./commands/forget.js'),
  },
  supersede: {
    summary: 'replace a memory with corrected text',
    load: () => import('./commands/supersede.js'),
  },
  edit: { summary: 'reword a memory in your editor', load: () => import('./commands/edit.js') },
  redact: {
    summary: 'take a secret out of the event log (rewrites its line in place)',
    load: () => import('./commands/redact.js'),
  },
  pin: { summary: 'keep memories in every briefing', load: () => import('./commands/pin.js') },
  unpin: {
    summary: 'stop keeping memories in every briefing',
    load: async () => ({ command: (await import('./commands/pin.js')).unpinCommand }),
  },
  log: { summary: 'show the memory log, newest first', load: () => import('./commands/log.js') },
  show: { summary: 'show one event in full', load: () => import('./commands/show.js') },
  search: {
    summary: 'find memories by keywords and meaning',
    load: () => import('./commands/search.js'),
  },
  view: { summary: 'browse the memory in a web browser', load: () => import('./commands/view.js') },
  status: {
    summary: 'summarise the memory: events, files, warnings',
    load: () => import('./commands/status.js'),
  },
  import: {
    summary: 'append events from an NDJSON file',
    load: () => import('./commands/import.js'),
  },
  export: { summary: 'write every event as NDJSON', load: () => import('./commands/export.js') },
  pack: {
    summary: 'pack past months of the log into one file per month',
    load: () => import('./commands/pack.js'),
  },
  project: {
    summary:
      'write the decision records, decisions.md, decisions-archive.md and active-plan.md from the log',
    load: () => import('./commands/project.js'),
  },
  mcp: {
    summary: 'serve the memory to Claude Code over MCP (stdio)',
    machine: true,
    load: () => import('./commands/mcp.js'),
  },
  brief: {
    summary: 'print the session briefing, or a context frame for a task',
    load: () => import('./commands/brief.js'),
  },
  doctor: {
    summary: "check cortex's setup and the memory's health; --fix repairs",
    load: () => import('./commands/doctor.js'),
  },
  'merge-driver': {
    summary: 'merge driver git runs for cortex files (set up by cortex init)',
    machine: true,
    load: () => import('./commands/merge-driver.js'),
  },
  'git-hook': {
    summary: "what cortex's git hooks run (pre-commit, post-merge, post-rewrite, post-checkout)",
    machine: true,
    load: () => import('./commands/git-hook.js'),
  },
  ingest: {
    summary: 'capture past Claude Code transcripts into the memory',
    load: () => import('./commands/ingest.js'),
  },
  trust: {
    summary: 'review and approve committed settings that send data off this machine',
    load: () => import('./commands/trust.js'),
  },
  hook: {
    summary: 'entry point for Claude Code hooks (payload on stdin; always exits 0)',
    machine: true,
    load: () => import('./commands/hook.js'),
  },
} satisfies Record<CommandName, CommandEntry>;

/** Every command by name (exactly COMMAND_NAMES: the check above fails on one missing or extra). */
export const COMMANDS: Record<string, CommandEntry> = ENTRIES;
