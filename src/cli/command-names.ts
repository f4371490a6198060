/**
 * The names of cortex's commands, apart from the registry that loads them, for what needs
 * only the names (messages that spell a suggested command, cli/spelling.ts) without an import
 * cycle through the commands themselves. The registry's type holds it to exactly these.
 */
export const COMMAND_NAMES = [
  'init',
  'remember',
  'forget',
  'supersede',
  'edit',
  'redact',
  'pin',
  'unpin',
  'log',
  'show',
  'search',
  'view',
  'status',
  'import',
  'export',
  'pack',
  'project',
  'mcp',
  'brief',
  'doctor',
  'merge-driver',
  'git-hook',
  'ingest',
  'trust',
  'hook',
] as const;

export type CommandName = (typeof COMMAND_NAMES)[number];
