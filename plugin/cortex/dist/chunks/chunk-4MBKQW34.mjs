import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);

// src/events/memory-forms.ts
var USER_PROMPT_TAG = "user-prompt";
var FILE_PATH_TAG = "file-path";
function tagsOf(data) {
  return Array.isArray(data.tags) ? data.tags : [];
}
function isUserWords(data) {
  return tagsOf(data).includes(USER_PROMPT_TAG);
}
function filePathText(missing, found, note = "") {
  return `\`${missing}\` does not exist: the file is \`${found}\`${note}.`;
}
function missingPathOf(memory) {
  return tagsOf(memory.data).includes(FILE_PATH_TAG) ? /^`([^`]+)` does not exist:/.exec(memory.content)?.[1] : void 0;
}

export {
  USER_PROMPT_TAG,
  FILE_PATH_TAG,
  isUserWords,
  filePathText,
  missingPathOf
};
