/**
 * Two forms of memory that capture writes and the handoff reads back, kept in one place so
 * both sides say them alike (as events/outcome-text.ts does for a session's outcome):
 * - what the user said in a prompt, tagged `user-prompt`: shown as the user's words, whatever
 *   type capture gave it;
 * - where a file is, found after a path that was not there, tagged `file-path`: said again
 *   when a read of that path fails.
 */

/** The tag of a memory taken from the user's prompt. */
export const USER_PROMPT_TAG = 'user-prompt';
/** The tag of a memory saying where a file is. */
export const FILE_PATH_TAG = 'file-path';

function tagsOf(data: { tags?: unknown }): unknown[] {
  return Array.isArray(data.tags) ? data.tags : [];
}

/** Whether a memory is what the user said in a prompt. */
export function isUserWords(data: { tags?: unknown }): boolean {
  return tagsOf(data).includes(USER_PROMPT_TAG);
}

/** The text of a memory saying where a file is: "`status.md` does not exist: the file is `STATUS.md`…". */
export function filePathText(missing: string, found: string, note = ''): string {
  return `\`${missing}\` does not exist: the file is \`${found}\`${note}.`;
}

/** The path that was not there, of a memory saying where a file is; undefined for any other memory. */
export function missingPathOf(memory: {
  content: string;
  data: { tags?: unknown };
}): string | undefined {
  return tagsOf(memory.data).includes(FILE_PATH_TAG)
    ? /^`([^`]+)` does not exist:/.exec(memory.content)?.[1]
    : undefined;
}
