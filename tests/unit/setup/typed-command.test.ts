/**
 * How cortex's messages spell the commands they suggest: `cortex …` only where that is a
 * command on PATH, `npx --no-install cortex …` where cortex is a project dependency that is
 * not (never `npx cortex`, which would fetch whatever package owns the name).
 */
import { chmodSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { spellCommands, typedCortex } from '../../../src/setup/invocation.js';
import { tempDir } from '../../helpers/repo.js';

const NAMES = ['init', 'remember', 'log', 'doctor'];

/** A project with cortex installed as a dependency: its script and its node_modules/.bin link. */
function project() {
  const root = tempDir();
  const script = join(root, 'node_modules/cortex-memory/dist/bin.js');
  mkdirSync(join(script, '..'), { recursive: true });
  writeFileSync(script, '#!/usr/bin/env node\n');
  chmodSync(script, 0o755);
  mkdirSync(join(root, 'node_modules/.bin'));
  symlinkSync('../cortex-memory/dist/bin.js', join(root, 'node_modules/.bin/cortex'));
  return {
    root,
    self: { execPath: process.execPath, script: join(root, 'node_modules/.bin/cortex') },
  };
}

describe('the command a message suggests', () => {
  it('is npx --no-install cortex for a dependency, even run by npx (whose .bin folder is on PATH for that run only)', () => {
    const { root, self } = project();
    expect(typedCortex(self, { PATH: '/usr/bin:/bin' })).toBe('npx --no-install cortex');
    expect(typedCortex(self, { PATH: `${join(root, 'node_modules/.bin')}:/usr/bin:/bin` })).toBe(
      'npx --no-install cortex',
    );
  });

  it('is cortex where that name on PATH is this cortex (a global install, or a folder the user added)', () => {
    const { root, self } = project();
    const bin = tempDir();
    symlinkSync(join(root, 'node_modules/cortex-memory/dist/bin.js'), join(bin, 'cortex'));
    expect(typedCortex(self, { PATH: `${bin}:/usr/bin` })).toBe('cortex');
    // Another cortex on PATH is not this one.
    const other = tempDir();
    writeFileSync(join(other, 'cortex'), '#!/bin/sh\n');
    chmodSync(join(other, 'cortex'), 0o755);
    expect(typedCortex(self, { PATH: `${other}:/usr/bin` })).toBe('npx --no-install cortex');
  });

  it('is cortex from a source checkout', () => {
    expect(
      typedCortex(
        { execPath: process.execPath, script: join(tempDir(), 'dist/bin.js') },
        { PATH: '/usr/bin' },
      ),
    ).toBe('cortex');
  });

  it('respells suggested commands only, leaving other mentions of cortex alone', () => {
    const typed = 'npx --no-install cortex';
    expect(spellCommands("Next: 'cortex remember \"x\"', then 'cortex log'.", typed, NAMES)).toBe(
      `Next: '${typed} remember "x"', then '${typed} log'.`,
    );
    expect(spellCommands('cortex doctor --fix', typed, NAMES)).toBe(`${typed} doctor --fix`);
    expect(
      spellCommands("the cortex plugin's hook; cortex is set up; (cortex init)", typed, NAMES),
    ).toBe(`the cortex plugin's hook; cortex is set up; (${typed} init)`);
    expect(spellCommands('cortex doctor', 'cortex', NAMES)).toBe('cortex doctor');
  });
});
