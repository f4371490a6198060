import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  readTextIfExists
} from "./chunk-WNGDJEP4.mjs";

// src/setup/briefing-channel.ts
import { join } from "node:path";
var CLAUDE_SETTINGS_FILES = [".claude/settings.json", ".claude/settings.local.json"];
var INSTRUCTIONS_FILE = ".claude/rules/cortex-memory-instructions.md";
function isCortexHookCommand(command, event) {
  if (typeof command !== "string") return false;
  return new RegExp(
    `(?:^|[\\s/"'])(?:cortex|bin\\.js)["']?\\s+hook\\s+${event.replace(/-/g, "\\-")}(?:\\s|$|[;&|])`
  ).test(command);
}
function hookCommands(settings, event) {
  const hooks = settings?.hooks?.[event];
  if (!Array.isArray(hooks)) return [];
  return hooks.flatMap(
    (matcher) => Array.isArray(matcher.hooks) ? matcher.hooks.map((hook) => hook.command) : []
  );
}
function claudeHome(env) {
  return env.CLAUDE_CONFIG_DIR || (env.HOME ? join(env.HOME, ".claude") : void 0);
}
function parsed(text) {
  if (text === void 0) return void 0;
  try {
    return JSON.parse(text);
  } catch {
    return void 0;
  }
}
var isCortexPlugin = (id) => id.startsWith("cortex@");
function cortexPluginEnabled(root, env) {
  const home = claudeHome(env);
  if (!home) return false;
  const installed = parsed(readTextIfExists(join(home, "plugins", "installed_plugins.json")));
  if (!installed?.plugins || !Object.keys(installed.plugins).some(isCortexPlugin)) return false;
  let enabled = false;
  for (const file of [
    join(home, "settings.json"),
    ...CLAUDE_SETTINGS_FILES.map((name) => join(root, name))
  ]) {
    const plugins = parsed(readTextIfExists(file))?.enabledPlugins;
    if (!plugins || typeof plugins !== "object") continue;
    for (const [id, value] of Object.entries(plugins))
      if (isCortexPlugin(id) && typeof value === "boolean") enabled = value;
  }
  return enabled;
}
function settingsRunCortexHooks(root) {
  return CLAUDE_SETTINGS_FILES.some((file) => {
    const text = readTextIfExists(join(root, file));
    if (!text || !text.includes("session-start")) return false;
    return hookCommands(parsed(text), "SessionStart").some(
      (command) => isCortexHookCommand(command, "session-start")
    );
  });
}
function briefingChannel(root, env) {
  return settingsRunCortexHooks(root) || cortexPluginEnabled(root, env) ? "hook" : "rules-file";
}
function hasInstructionsFile(root) {
  return readTextIfExists(join(root, INSTRUCTIONS_FILE)) !== void 0;
}

export {
  INSTRUCTIONS_FILE,
  isCortexHookCommand,
  cortexPluginEnabled,
  settingsRunCortexHooks,
  briefingChannel,
  hasInstructionsFile
};
