import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);

// src/setup/managed-block.ts
var BLOCK_START = "# >>> cortex >>>";
var BLOCK_END = "# <<< cortex <<<";
function findBlock(text) {
  const start = text.indexOf(BLOCK_START);
  if (start < 0) return void 0;
  const endMarker = text.indexOf(BLOCK_END, start);
  if (endMarker < 0) return void 0;
  let end = endMarker + BLOCK_END.length;
  if (text[end] === "\n") end++;
  return { before: text.slice(0, start), block: text.slice(start, end), after: text.slice(end) };
}
function readBlock(text) {
  return findBlock(text)?.block;
}
function upsertBlock(text, block) {
  const found = findBlock(text);
  if (found) return found.before + block + found.after;
  if (text === "") return block;
  const base = text.endsWith("\n") ? text : `${text}
`;
  return `${base}
${block}`;
}
function removeBlock(text) {
  const found = findBlock(text);
  if (!found) return text;
  const before = found.after === "" && found.before.endsWith("\n\n") ? found.before.slice(0, -1) : found.before;
  return before + found.after;
}

// src/setup/hook-script.ts
var GIT_HOOKS = ["pre-commit", "post-merge", "post-rewrite", "post-checkout"];
var COMMAND_PLACEHOLDER = "__CORTEX__";
function isShellScript(text) {
  if (!text.startsWith("#!")) return !text.includes("\0");
  const shebang = text.slice(0, text.indexOf("\n") >>> 0);
  return /\b(sh|bash|dash|zsh|ksh)\b/.test(shebang);
}
function addHookBlock(script, block) {
  if (readBlock(script) !== void 0) return upsertBlock(script, block);
  if (!script.startsWith("#!")) return block + script;
  const newline = script.indexOf("\n");
  if (newline < 0) return `${script}
${block}`;
  return script.slice(0, newline + 1) + block + script.slice(newline + 1);
}
function removeHookBlock(script) {
  const block = readBlock(script);
  if (block === void 0) return script;
  return script.replace(block, "");
}
function isEmptyScript(script) {
  return script.split("\n").filter((line, index) => !(index === 0 && line.startsWith("#!"))).every((line) => line.trim() === "");
}

export {
  readBlock,
  upsertBlock,
  removeBlock,
  GIT_HOOKS,
  COMMAND_PLACEHOLDER,
  isShellScript,
  addHookBlock,
  removeHookBlock,
  isEmptyScript
};
