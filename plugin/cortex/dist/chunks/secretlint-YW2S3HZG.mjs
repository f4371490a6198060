import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import "./chunk-JA3QAXLE.mjs";

// src/redaction/secretlint.ts
var loaded;
function loadLibrary() {
  loaded ??= Promise.all([
    import("./module-YL6R4K2K.mjs"),
    import("./module-PY3V3ZAF.mjs")
  ]).then(([core, preset]) => ({
    lintSource: core.lintSource,
    preset: preset.creator
  }));
  return loaded;
}
var TRAILING_PUNCTUATION = "`\"')],;";
function kindOf(ruleId) {
  return ruleId.replace(/^@secretlint\/secretlint-rule-/, "") || "secret";
}
async function lintSecretRanges(text) {
  const { lintSource, preset } = await loadLibrary();
  const result = await lintSource({
    source: { content: text, filePath: "cortex-capture.txt", ext: ".txt", contentType: "text" },
    options: {
      config: { rules: [{ id: "@secretlint/secretlint-rule-preset-recommend", rule: preset }] },
      noPhysicFilePath: true
    }
  });
  return result.messages.map((message) => {
    let end = message.range[1];
    while (end > message.range[0] + 1 && TRAILING_PUNCTUATION.includes(text[end - 1])) end--;
    return { start: message.range[0], end, kind: kindOf(message.ruleId) };
  });
}
export {
  lintSecretRanges
};
