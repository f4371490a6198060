/**
 * The detection library: secretlint's recommended preset, loaded only when the cheap
 * pre-filter in redactor.ts has seen something shaped like a provider token (loading it
 * costs tens of milliseconds, more than a whole incremental hook may take).
 */
import type { lintSource as LintSourceFunction } from '@secretlint/core';
import type { creator as presetCreator } from '@secretlint/secretlint-rule-preset-recommend';
import type { SecretRange } from './rules.js';

type LintSource = typeof LintSourceFunction;
type RuleCreator = typeof presetCreator;

let loaded: Promise<{ lintSource: LintSource; preset: RuleCreator }> | undefined;

/** Imports the library once per process. */
function loadLibrary(): Promise<{ lintSource: LintSource; preset: RuleCreator }> {
  loaded ??= Promise.all([
    import('@secretlint/core'),
    import('@secretlint/secretlint-rule-preset-recommend'),
  ]).then(([core, preset]) => ({
    lintSource: core.lintSource,
    preset: preset.creator,
  }));
  return loaded;
}

const TRAILING_PUNCTUATION = '`"\')],;';

/** `@secretlint/secretlint-rule-github` → `github`. */
function kindOf(ruleId: string): string {
  return ruleId.replace(/^@secretlint\/secretlint-rule-/, '') || 'secret';
}

/** The ranges of `text` that secretlint's recommended rules report as secrets. */
export async function lintSecretRanges(text: string): Promise<SecretRange[]> {
  const { lintSource, preset } = await loadLibrary();
  const result = await lintSource({
    source: { content: text, filePath: 'cortex-capture.txt', ext: '.txt', contentType: 'text' },
    options: {
      config: { rules: [{ id: '@secretlint/secretlint-rule-preset-recommend', rule: preset }] },
      noPhysicFilePath: true,
    },
  });
  // Every finding counts, whatever its severity: a hint of a secret is reason enough to
  // redact. Some rules take a closing quote or backtick along; that stays in the text.
  return result.messages.map((message) => {
    let end = message.range[1];
    while (end > message.range[0] + 1 && TRAILING_PUNCTUATION.includes(text[end - 1]!)) end--;
    return { start: message.range[0], end, kind: kindOf(message.ruleId) };
  });
}
