/**
 * `cortex edit <id>`: rewords a memory in an editor, like `git commit` without `-m`. The
 * editor opens on the memory's current wording (after earlier edits and supersessions);
 * a changed text is recorded as a memory_edited event, so the log stays append-only and
 * the change is auditable, mergeable and undoable (forget the edit).
 */
import { shortId } from '../../memory/words.js';
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { CortexError } from '../../errors.js';
import type { Memory } from '../../projections/corrections.js';
import type { CommandDefinition, ParsedInput } from '../command.js';
import { canAsk } from '../confirm.js';
import type { Context } from '../context.js';
import { openProject } from '../../memory/open.js';
import { edit, editDraftPath, findEditableMemory } from '../../memory/correct.js';
import { JSON_WRITE_OPTION, printWriteReport } from '../write-report.js';

/** Everything from this line down is instructions, dropped when the file is read back. */
export const SCISSORS = '# ------------------------ >8 ------------------------';

/** The text the editor opens on: the wording, then the instructions below the scissors line. */
export function editorText(memory: Memory): string {
  const event = memory.event;
  const reason = typeof memory.data.reason === 'string' ? memory.data.reason : undefined;
  return [
    memory.content.trimEnd(),
    '',
    SCISSORS,
    '# Reword the memory above; save and close the editor to record the new wording.',
    '# Everything from the >8 line down is ignored. An empty or unchanged text records nothing.',
    `# ${shortId(memory.id)} ${memory.type}, ${event.ts.slice(0, 10)}${event.branch ? ` (${event.branch})` : ''}`,
    ...(reason ? [`# Why: ${reason.replace(/\n/g, ' ')} (kept as it is)`] : []),
    '',
  ].join('\n');
}

/** The wording in a file the editor saved: what is above the scissors line, trimmed. */
export function readEditedText(text: string): string {
  const lines = text.replace(/\r\n/g, '\n').split('\n');
  const cut = lines.findIndex((line) => line.trimEnd() === SCISSORS);
  return (cut >= 0 ? lines.slice(0, cut) : lines).join('\n').trim();
}

/** The editor to run: $VISUAL, then $EDITOR, then vi when a person is at a terminal. */
function chooseEditor(ctx: Context): string {
  const chosen = ctx.env.VISUAL?.trim() || ctx.env.EDITOR?.trim();
  if (chosen) return chosen;
  if (canAsk(ctx)) return 'vi';
  throw new CortexError(
    'NO_EDITOR',
    'cortex edit needs an editor, and there is no terminal to run vi in and no $VISUAL or $EDITOR set',
    {
      hint: 'set EDITOR (e.g. EDITOR=nano), or reword without an editor: cortex supersede <id> "<new text>"',
    },
  );
}

/** Runs the editor on `file` as git does: through the shell, so EDITOR may carry arguments. */
function runEditor(editor: string, file: string, ctx: Context): void {
  const result =
    process.platform === 'win32'
      ? spawnSync(`${editor} "${file}"`, {
          shell: true,
          stdio: 'inherit',
          cwd: ctx.cwd,
          env: ctx.env as NodeJS.ProcessEnv,
        })
      : spawnSync('/bin/sh', ['-c', `${editor} "$@"`, editor, file], {
          stdio: 'inherit',
          cwd: ctx.cwd,
          env: ctx.env as NodeJS.ProcessEnv,
        });
  if (result.error)
    throw new CortexError(
      'EDITOR_FAILED',
      `could not start the editor '${editor}': ${result.error.message}`,
    );
  if (result.status === 127)
    throw new CortexError('EDITOR_FAILED', `editor '${editor}' not found`, {
      hint: 'set EDITOR or VISUAL to an editor that is installed',
    });
  if (result.status !== 0) {
    throw new CortexError(
      'EDITOR_FAILED',
      `the editor '${editor}' exited with ${result.status ?? result.signal}; nothing was recorded`,
    );
  }
}

async function run(input: ParsedInput, ctx: Context): Promise<number> {
  const project = openProject(ctx.cwd, 'cli', ctx.env);
  // The wording as the briefing shows it: a stranger's forget, replacement or rewording is not applied.
  const memory = findEditableMemory(project, input.positionals[0]!);
  const editor = chooseEditor(ctx);

  const file = editDraftPath(project, memory);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, editorText(memory));
  let edited: string;
  try {
    runEditor(editor, file, ctx);
    edited = readEditedText(readFileSync(file, 'utf8'));
  } finally {
    rmSync(file, { force: true });
  }
  if (edited === '') {
    ctx.stderr.write('cortex: the text is empty; nothing was recorded\n');
    return 1;
  }
  if (edited === memory.content.trim()) {
    ctx.stdout.write(`${shortId(memory.id)} unchanged; nothing recorded\n`);
    return 0;
  }
  const written = await edit(project, ctx, { face: 'cli', tool: 'cortex edit' }, memory, edited);
  const { event } = written;
  return printWriteReport(ctx, input, {
    ...written,
    action: 'edited',
    events: [event],
    text: `[${shortId(event.id)}] reworded ${shortId(memory.id)} (${memory.type}): ${edited.split('\n', 1)[0]}`,
  });
}

export const command: CommandDefinition = {
  name: 'edit',
  summary: 'reword a memory in your editor',
  usage: ['edit <id>'],
  description:
    "Open $VISUAL or $EDITOR (vi on a terminal when neither is set) on a memory's current wording; when\n" +
    'you save a changed text it is recorded as a memory_edited event. The briefing, decisions.md and\n' +
    'search show the new wording; cortex log keeps the old one, marked reworded. Forgetting the edit\n' +
    'event restores the old wording.',
  options: { json: JSON_WRITE_OPTION },
  positionals: { min: 1, max: 1 },
  examples: ['cortex edit 7F3K2M9Q', 'EDITOR="code --wait" cortex edit 7F3K2M9Q'],
  run,
};
