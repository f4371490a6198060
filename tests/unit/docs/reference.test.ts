/**
 * The docs that are generated from the code match it (docs/commands.md from the command
 * definitions, docs/configuration.md from the config schema), the README stays short, and
 * every link between the README and the docs leads to a file that exists.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  configurationReference,
  referenceFiles,
  SETTING_DESCRIPTIONS,
} from '../../../scripts/reference-docs.js';
import { configKeys } from '../../../src/config/config.js';
import { COMMANDS } from '../../../src/cli/registry.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

describe('the generated references', () => {
  it('are what the code generates now (node --import tsx scripts/reference-docs.ts rewrites them)', async () => {
    for (const { path, text } of await referenceFiles())
      expect(readFileSync(join(ROOT, path), 'utf8'), `${path} is stale`).toBe(text);
  });

  it('cover every command and every setting, with its default', () => {
    const commands = readFileSync(join(ROOT, 'docs/commands.md'), 'utf8');
    for (const name of Object.keys(COMMANDS)) expect(commands).toContain(`\n## ${name}\n`);
    const configuration = readFileSync(join(ROOT, 'docs/configuration.md'), 'utf8');
    for (const { path } of configKeys()) expect(configuration).toContain(`| \`${path}\` |`);
    expect(configuration).toContain('| `briefing.budget` | `600` |');
  });

  it('refuse a setting without a description', () => {
    const saved = SETTING_DESCRIPTIONS['search.rrfK']!;
    delete SETTING_DESCRIPTIONS['search.rrfK'];
    try {
      expect(() => configurationReference()).toThrow(
        /settings without a description: search\.rrfK/,
      );
    } finally {
      SETTING_DESCRIPTIONS['search.rrfK'] = saved;
    }
  });
});

describe('the README and the docs', () => {
  it('keep the README short: what cortex is, how to install it, the daily commands, where to read more', () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    expect(Buffer.byteLength(readme)).toBeLessThanOrEqual(25 * 1024);
    for (const heading of ['## Try it', '## Install', '## Daily use', '## Read more'])
      expect(readme).toContain(`\n${heading}\n`);
  });

  it('link only to files that exist', () => {
    const files = [
      'README.md',
      'CHANGELOG.md',
      'bench/HISTORY.md',
      ...readdirSync(join(ROOT, 'docs'))
        .filter((name) => name.endsWith('.md'))
        .map((name) => `docs/${name}`),
    ];
    for (const file of files) {
      const text = readFileSync(join(ROOT, file), 'utf8');
      for (const [, target] of text.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)) {
        if (/^[a-z]+:/.test(target!)) continue;
        expect(existsSync(join(ROOT, dirname(file), target!)), `${file} links to ${target}`).toBe(
          true,
        );
      }
    }
  });
});
