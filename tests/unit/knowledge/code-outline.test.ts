/**
 * A source file's outline: its leading comment and the names it exports, per language
 * family; nothing for a file with neither, and no name a line does not declare.
 */
import { describe, expect, it } from 'vitest';
import {
  codeOutline,
  exportedNames,
  isCodeFile,
  leadingComment,
} from '../../../src/knowledge/code-outline.js';

const TS = [
  '#!/usr/bin/env node',
  '/**',
  ' * Retries failed card charges with exponential backoff.',
  ' * @license MIT',
  ' */',
  "import { x } from './x.js';",
  'export async function retryCharge(id: string) {}',
  'export const MAX_ATTEMPTS = 5;',
  'export default class ChargeQueue {}',
  'export interface RetryPlan { at: number }',
  'function internalHelper() {}',
  '  export const notAtLineStart = 1;',
].join('\n');

describe('code outline', () => {
  it('reads the leading comment without its markers and licence lines, and the exported names', () => {
    expect(leadingComment(TS)).toBe('Retries failed card charges with exponential backoff.');
    expect(exportedNames('src/retry.ts', TS)).toEqual([
      'retryCharge',
      'MAX_ATTEMPTS',
      'ChargeQueue',
      'RetryPlan',
    ]);
    const chunk = codeOutline('src/retry.ts', TS)!;
    expect(chunk).toMatchObject({ path: 'src/retry.ts', headings: ['code'], lines: [1, 12] });
    expect(chunk.text).toBe(
      'Retries failed card charges with exponential backoff.\n\nExports: retryCharge, MAX_ATTEMPTS, ChargeQueue, RetryPlan',
    );
  });

  it('reads Python docstrings and public definitions, Go package comments and capitalised names, Rust pub items', () => {
    const py =
      '"""Parse the provider\'s webhook payloads."""\nimport json\n\ndef parse_event(body):\n    pass\n\nclass Event:\n    def method(self): pass\n';
    expect(codeOutline('app/webhooks.py', py)?.text).toBe(
      "Parse the provider's webhook payloads.\n\nExports: parse_event, Event",
    );
    const go =
      '// Package ledger keeps amounts in integer cents.\npackage ledger\n\nfunc Add(a, b Cents) Cents { return a + b }\nfunc helper() {}\ntype Cents int64\nfunc (c Cents) String() string { return "" }\n';
    expect(codeOutline('ledger/ledger.go', go)?.text).toBe(
      'Package ledger keeps amounts in integer cents.\n\nExports: Add, Cents, String',
    );
    const rs =
      '//! The merge driver.\npub fn merge(a: &str) {}\nfn private() {}\npub(crate) struct Driver;\n';
    expect(codeOutline('src/merge.rs', rs)?.text).toBe(
      'The merge driver.\n\nExports: merge, Driver',
    );
  });

  it('gives nothing for a file with no comment and no export, and skips generated files', () => {
    expect(codeOutline('src/empty.ts', 'const a = 1;\nfunction b() {}\n')).toBeUndefined();
    expect(isCodeFile('src/types.d.ts')).toBe(false);
    expect(isCodeFile('dist/app.min.js')).toBe(false);
    expect(isCodeFile('src/app.ts')).toBe(true);
    expect(isCodeFile('README.md')).toBe(false);
  });
});
