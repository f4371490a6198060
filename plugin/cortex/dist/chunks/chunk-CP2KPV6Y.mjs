import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);

// src/events/control-characters.ts
var ESCAPE_SEQUENCES = /\u001b\[[0-?]*[ -/]*[@-~]|\u001b\][^\u0007\u001b]*(?:\u0007|\u001b\\)?|\u009b[0-?]*[ -/]*[@-~]|\u009d[^\u0007\u001b\u009c]*(?:\u0007|\u009c)?|\u001b[@-Z\\-_]/g;
var CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;
function hasControlCharacters(text) {
  CONTROL.lastIndex = 0;
  return CONTROL.test(text) || text.includes("\r");
}
function stripControlCharacters(text) {
  if (!hasControlCharacters(text)) return text;
  return text.replace(/\r\n?/g, "\n").replace(ESCAPE_SEQUENCES, "").replace(CONTROL, "");
}
var INVISIBLE = /\u001b(?!\[[0-9;]*m)|[\u0000-\u0008\u000b\u000c\u000e-\u001a\u001c-\u001f\u007f-\u009f\u200b\u200e\u200f\u2028\u2029\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g;
var escapeOne = (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`;
function escapeInvisible(text) {
  INVISIBLE.lastIndex = 0;
  return INVISIBLE.test(text) ? text.replace(INVISIBLE, escapeOne) : text;
}
function printableName(name) {
  return escapeInvisible(name).replace(/[\n\r\t\u001b]/g, escapeOne);
}

export {
  stripControlCharacters,
  escapeInvisible,
  printableName
};
