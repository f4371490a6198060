/**
 * `cortex completion`: prints a bash (and zsh, through bashcompinit) completion script for
 * the commands and each command's options, from the same definitions `--help` shows.
 */
import type { CommandDefinition, ParsedInput } from '../command.js';
import type { Context } from '../context.js';

/** The completion script for these commands and their options. Pure. */
export function completionScript(commands: Record<string, readonly string[]>): string {
  const cases = Object.entries(commands)
    .map(([name, options]) => `    ${name}) opts=${JSON.stringify(options.join(' '))} ;;`)
    .join('\n');
  return [
    '# cortex completion: add `eval "$(cortex completion)"` to ~/.bashrc',
    '# (zsh: `autoload -U +X bashcompinit && bashcompinit` first).',
    '_cortex_complete() {',
    '  local cur=${COMP_WORDS[COMP_CWORD]} opts',
    '  if [ "$COMP_CWORD" -eq 1 ]; then',
    `    COMPREPLY=($(compgen -W ${JSON.stringify(Object.keys(commands).join(' '))} -- "$cur"))`,
    '    return',
    '  fi',
    '  case ${COMP_WORDS[1]} in',
    cases,
    '    *) opts="--help" ;;',
    '  esac',
    '  case $cur in',
    '    -*) COMPREPLY=($(compgen -W "$opts" -- "$cur")) ;;',
    '    *) COMPREPLY=($(compgen -f -- "$cur")) ;;',
    '  esac',
    '}',
    'complete -F _cortex_complete cortex',
    '',
  ].join('\n');
}

/** The commands as the registry lists them (handed in: the registry loads this module). */
type CommandLoaders = Record<string, { load: () => Promise<{ command: CommandDefinition }> }>;

async function run(registry: CommandLoaders, ctx: Context): Promise<number> {
  const commands: Record<string, string[]> = {};
  for (const [name, entry] of Object.entries(registry)) {
    const { command } = await entry.load();
    commands[name] = [...Object.entries(command.options).flatMap(([option, spec]) => [`--${option}`, ...(spec.negatable ? [`--no-${option}`] : [])]), '--help'];
  }
  ctx.stdout.write(completionScript(commands));
  return 0;
}

/** `cortex completion` for the commands of `registry`. */
export function completionCommand(registry: CommandLoaders): CommandDefinition {
  return {
    name: 'completion',
    summary: 'print a shell completion script (bash, zsh)',
    usage: ['completion'],
    description: 'Print a completion script for bash (and zsh through bashcompinit): commands, then each\ncommand\'s options. Add eval "$(cortex completion)" to ~/.bashrc.',
    options: {},
    positionals: { min: 0, max: 0 },
    examples: ['eval "$(cortex completion)"'],
    run: (_input: ParsedInput, ctx: Context) => run(registry, ctx),
  };
}
