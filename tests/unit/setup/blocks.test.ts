import { describe, expect, it } from 'vitest';
import {
  addHookBlock,
  isEmptyScript,
  isShellScript,
  removeHookBlock,
} from '../../../src/setup/hook-script.js';
import { readBlock, removeBlock, upsertBlock } from '../../../src/setup/managed-block.js';

const block = '# >>> cortex >>>\nrun cortex\n# <<< cortex <<<\n';

describe('managed blocks', () => {
  it('appends once, replaces in place, and removes exactly what it added', () => {
    const original = '*.png binary\n';
    const added = upsertBlock(original, block);
    expect(added).toBe(`*.png binary\n\n${block}`);
    expect(upsertBlock(added, block)).toBe(added);
    const newer = block.replace('run cortex', 'run cortex v2');
    expect(upsertBlock(added, newer)).toBe(`*.png binary\n\n${newer}`);
    expect(removeBlock(added)).toBe(original);
    expect(readBlock(original)).toBeUndefined();
  });

  it('handles a file without a final newline and an empty file', () => {
    expect(upsertBlock('a', block)).toBe(`a\n\n${block}`);
    expect(upsertBlock('', block)).toBe(block);
    expect(removeBlock(block)).toBe('');
  });
});

describe('hook scripts', () => {
  it('puts the block right after the shebang so an exit at the end cannot skip it', () => {
    const script = '#!/bin/sh\nnpx lint-staged\nexit 0\n';
    const added = addHookBlock(script, block);
    expect(added).toBe(`#!/bin/sh\n${block}npx lint-staged\nexit 0\n`);
    expect(addHookBlock(added, block)).toBe(added);
    expect(removeHookBlock(added)).toBe(script);
  });

  it('puts the block first in a husky hook without a shebang', () => {
    expect(addHookBlock('npm test\n', block)).toBe(`${block}npm test\n`);
  });

  it('tells shell scripts from others, and a script cortex alone wrote', () => {
    expect(isShellScript('#!/usr/bin/env bash\necho')).toBe(true);
    expect(isShellScript('#!/bin/sh\n')).toBe(true);
    expect(isShellScript('#!/usr/bin/env python3\nprint()')).toBe(false);
    expect(isShellScript('npm test\n')).toBe(true);
    expect(isEmptyScript('#!/bin/sh\n\n')).toBe(true);
    expect(isEmptyScript('#!/bin/sh\necho hi\n')).toBe(false);
  });
});
