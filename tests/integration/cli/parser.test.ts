/**
 * The command line as a person types it (yargs, from each command's one definition): strict
 * options with suggestions, values kept as typed, --help for every command, exit code 2.
 */
import { describe, expect, it } from 'vitest';
import { projectPaths } from '../../../src/events/paths.js';
import { readEventLog } from '../../../src/events/store.js';
import { COMMANDS } from '../../../src/cli/registry.js';
import { cortex } from '../../helpers/cli.js';
import { tempDir, tempRepo } from '../../helpers/repo.js';

async function initialised(): Promise<string> {
  const root = tempRepo();
  expect((await cortex(root, ['init'])).code).toBe(0);
  return root;
}

describe('cortex options', () => {
  it('refuses an unknown option with exit 2 and suggests the one meant', async () => {
    expect(await cortex(tempDir(), ['log', '--colr'])).toEqual({
      code: 2,
      stdout: '',
      stderr: "cortex: log: unknown option '--colr'\nhint: did you mean '--color'?\n",
    });
    expect(await cortex(tempDir(), ['log', '--no-colour'])).toMatchObject({
      code: 2,
      stderr: "cortex: log: unknown option '--no-colour'\nhint: did you mean '--no-color'?\n",
    });
    expect(await cortex(tempDir(), ['search', 'x', '--limt', '3'])).toMatchObject({
      code: 2,
      stderr: expect.stringContaining("did you mean '--limit'?"),
    });
    expect(await cortex(tempDir(), ['log', '--jsno'])).toMatchObject({
      code: 2,
      stderr: expect.stringContaining("did you mean '--json'?"),
    });
    expect(await cortex(tempDir(), ['ingest', '--dryrun', 'x'])).toMatchObject({
      code: 2,
      stderr: expect.stringContaining("did you mean '--dry-run'?"),
    });
    // Nothing close (frob is three edits from json): where to look instead.
    expect(await cortex(tempDir(), ['log', '--frob'])).toMatchObject({
      code: 2,
      stderr: "cortex: log: unknown option '--frob'\nhint: see 'cortex log --help'\n",
    });
    expect(await cortex(tempDir(), ['status', '--frobnicate'])).toMatchObject({
      code: 2,
      stderr: "cortex: status: unknown option '--frobnicate'\nhint: see 'cortex status --help'\n",
    });
    expect(await cortex(tempDir(), ['status', '-x'])).toMatchObject({
      code: 2,
      stderr: expect.stringContaining("unknown option '-x'"),
    });
  });

  it('wants options after the command, and says where', async () => {
    expect(await cortex(tempDir(), ['--json', 'status'])).toEqual({
      code: 2,
      stdout: '',
      stderr:
        "cortex: options go after the command: '--json' comes before 'status'\nhint: did you mean 'cortex status --json'?\n",
    });
    expect((await cortex(tempDir(), ['--help', 'status'])).stdout).toMatch(/^usage: cortex status/);
    // Help, not the hook run with 'hook' as its event.
    expect((await cortex(tempDir(), ['--help', 'hook'])).stdout).toMatch(/^usage: cortex hook/);
  });

  it('says which option needs a value, by the name typed', async () => {
    expect(await cortex(tempDir(), ['log', '--type'])).toMatchObject({
      code: 2,
      stderr: "cortex: log: option '--type' needs a value\nhint: see 'cortex log --help'\n",
    });
    expect(await cortex(tempDir(), ['log', '-n'])).toMatchObject({
      code: 2,
      stderr: expect.stringContaining("option '-n' needs a value"),
    });
  });

  it('keeps values as typed, takes a repeatable option each time and any other once (the last)', async () => {
    const root = await initialised();
    const result = await cortex(root, [
      'remember',
      '--tag',
      'a',
      '--tag',
      'b',
      '--reason',
      'first',
      '--reason',
      'second',
      '007',
    ]);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    const [event] = readEventLog(projectPaths(root)).events;
    expect(event).toMatchObject({ content: '007', data: { tags: ['a', 'b'], reason: 'second' } });
  });

  it('reads everything after -- as text, and - as stdin', async () => {
    const root = await initialised();
    expect((await cortex(root, ['remember', '--', '--not-an-option'])).code).toBe(0);
    expect((await cortex(root, ['remember', '-'], { stdin: 'from stdin\n' })).code).toBe(0);
    expect(readEventLog(projectPaths(root)).events.map((event) => event.content)).toEqual([
      '--not-an-option',
      'from stdin',
    ]);
  });

  it('turns a negatable option off with --no-', async () => {
    const root = await initialised();
    await cortex(root, ['remember', 'colourful']);
    expect((await cortex(root, ['log', '--color', '--no-color'])).stdout).not.toContain('\u001b[');
    expect((await cortex(root, ['log', '--no-color', '--color'])).stdout).toContain('\u001b[');
  });
});

describe('cortex <command> --help', () => {
  it.each(Object.keys(COMMANDS))(
    'explains %s from its definition: usage, every option, exit 0',
    async (name) => {
      const { command } = await COMMANDS[name]!.load();
      const help = await cortex(tempDir(), [name, '--help']);
      expect(help).toMatchObject({ code: 0, stderr: '' });
      expect(help.stdout.startsWith(`usage: cortex ${command.usage[0]}\n`)).toBe(true);
      expect(help.stdout).toContain(command.description?.split('\n')[0] ?? command.summary);
      expect(help.stdout).toMatch(/^ {2}-h, --help +show this help$/m);
      for (const [option, spec] of Object.entries(command.options)) {
        expect(help.stdout).toMatch(
          new RegExp(`^ {2}${spec.short ? `-${spec.short}, ` : ' {4}'}--${option} +\\S`, 'm'),
        );
      }
      expect((await cortex(tempDir(), ['help', name])).stdout).toBe(help.stdout);
      expect((await cortex(tempDir(), [name, '-h'])).stdout).toBe(help.stdout);
    },
  );

  it('explains completion instead of printing its script', async () => {
    const help = await cortex(tempDir(), ['completion', '--help']);
    expect(help).toMatchObject({
      code: 0,
      stdout: expect.stringMatching(/^usage: cortex completion \[bash\|zsh\|fish\]\n/),
    });
    expect(help.stdout).not.toContain('complete -o');
    expect((await cortex(tempDir(), ['completion'])).stdout).toContain('--get-yargs-completions');
  });

  it('says how to negate a negatable option', async () => {
    expect((await cortex(tempDir(), ['log', '--help'])).stdout).toMatch(
      /^ {6}--color +colour the output .*; --no-color turns it off$/m,
    );
  });
});

describe('cortex with an unknown command', () => {
  it('suggests the closest command, or the list', async () => {
    expect(await cortex(tempDir(), ['serch', 'x'])).toEqual({
      code: 2,
      stdout: '',
      stderr: "cortex: 'serch' is not a cortex command\nhint: did you mean 'cortex search'?\n",
    });
    expect(await cortex(tempDir(), ['frobnicate'])).toEqual({
      code: 2,
      stdout: '',
      stderr:
        "cortex: 'frobnicate' is not a cortex command\nhint: see 'cortex --help' for the list\n",
    });
  });
});
