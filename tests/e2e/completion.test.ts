/**
 * `cortex completion`: yargs' completion scripts, and the built binary answering the
 * completion requests they make (`cortex --get-yargs-completions <words>`), as bash does
 * on Tab and as zsh does (descriptions after a colon).
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BIN, cortexBin } from '../helpers/cli.js';
import { tempDir } from '../helpers/repo.js';

const complete = (words: string[], shell = '/bin/bash') =>
  cortexBin(tempDir(), ['--get-yargs-completions', 'cortex', ...words], { env: { SHELL: shell } });

describe('cortex completion', () => {
  it('prints the bash script that asks cortex for completions', () => {
    const script = cortexBin(tempDir(), ['completion'], { env: { SHELL: '/bin/bash' } });
    expect(script.code).toBe(0);
    expect(script.stdout).toContain('cortex --get-yargs-completions "${args[@]}"');
    expect(script.stdout).toContain(
      'complete -o bashdefault -o default -F _cortex_yargs_completions cortex\n',
    );
  });

  it('prints the zsh script when the shell is zsh', () => {
    const script = cortexBin(tempDir(), ['completion'], { env: { SHELL: '/usr/bin/zsh' } });
    expect(script.code).toBe(0);
    expect(script.stdout.startsWith('#compdef cortex\n')).toBe(true);
    expect(script.stdout).toContain('compdef _cortex_yargs_completions cortex');
  });

  it('prints the script of the shell named, whatever $SHELL says, and refuses a shell it has none for', () => {
    const fish = cortexBin(tempDir(), ['completion', 'fish'], { env: { SHELL: '/bin/bash' } });
    expect(fish.code).toBe(0);
    expect(fish.stdout).toContain("complete -f -c cortex -a '(cortex --get-yargs-completions");
    expect(fish.stdout).not.toContain('_cortex_yargs_completions');
    const bash = cortexBin(tempDir(), ['completion', 'bash'], { env: { SHELL: '/usr/bin/zsh' } });
    expect(bash.stdout).toContain(
      'complete -o bashdefault -o default -F _cortex_yargs_completions cortex\n',
    );
    expect(
      cortexBin(tempDir(), ['completion', 'zsh'], {
        env: { SHELL: '/bin/bash' },
      }).stdout.startsWith('#compdef cortex\n'),
    ).toBe(true);
    const tcsh = cortexBin(tempDir(), ['completion', 'tcsh']);
    expect(tcsh.code).toBe(2);
    expect(tcsh.stdout).toBe('');
    expect(tcsh.stderr).toContain("no script for 'tcsh'");
  });

  it("proposes the commands, then a command's options (with the --no- form of negatable ones)", () => {
    const commands = complete(['']);
    expect(commands.code).toBe(0);
    expect(commands.stdout.split('\n')).toEqual(
      expect.arrayContaining(['init', 'remember', 'log', 'search', 'ingest', 'completion']),
    );
    const ingest = complete(['ingest', '--']).stdout.split('\n');
    expect(ingest).toEqual(
      expect.arrayContaining(['--all-projects', '--since', '--dry-run', '--json', '--help']),
    );
    expect(ingest).not.toContain('--type');
    const log = complete(['log', '--type', 'decision', '--']).stdout.split('\n');
    expect(log).toEqual(
      expect.arrayContaining(['--max-count', '--oneline', '--color', '--no-color']),
    );
    // An option already given is not proposed again; a short one is proposed as typed (-n), never as --n.
    expect(complete(['log', '--oneline', '--']).stdout.split('\n')).not.toContain('--oneline');
    expect(complete(['log', '--']).stdout.split('\n')).not.toContain('--n');
    expect(complete(['log', '-']).stdout.split('\n')).toContain('-n');
  });

  it('gives zsh each proposal with its description', () => {
    const commands = complete(['st'], '/usr/bin/zsh').stdout.split('\n');
    expect(commands).toContain('status:summarise the memory: events, files, warnings');
    const options = complete(['pack', '--'], '/usr/bin/zsh').stdout.split('\n');
    expect(options).toContain('--dry-run:say what would be packed, change nothing');
    expect(options.find((line) => line.startsWith('--no-commit:'))).toBeDefined();
  });

  it('completes in bash through the script, with cortex found on PATH', () => {
    const dir = tempDir();
    // `cortex` on PATH as a user has it: the built binary.
    writeFileSync(join(dir, 'cortex'), `#!/bin/sh\nexec "${process.execPath}" "${BIN}" "$@"\n`);
    chmodSync(join(dir, 'cortex'), 0o755);
    const script = cortexBin(dir, ['completion'], { env: { SHELL: '/bin/bash' } }).stdout;
    const tab = (words: string[]) =>
      spawnSync(
        'bash',
        [
          '-c',
          `${script}\nCOMP_WORDS=(${words.map((word) => `'${word}'`).join(' ')}); COMP_CWORD=${words.length - 1}; _cortex_yargs_completions; echo "\${COMPREPLY[@]}"`,
        ],
        {
          encoding: 'utf8',
          env: { ...process.env, PATH: `${dir}:${process.env.PATH}`, SHELL: '/bin/bash' },
        },
      ).stdout.trim();
    expect(tab(['cortex', 'ing'])).toBe('ingest');
    expect(tab(['cortex', 'ingest', '--all'])).toBe('--all-projects');
    expect(tab(['cortex', 'log', '--no-c'])).toBe('--no-color');
    expect(tab(['cortex', 'pack', '--dr'])).toBe('--dry-run');
  });
});
