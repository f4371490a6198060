/**
 * Secrets never reach `.cortex/`: a session full of planted secrets of every kind goes
 * through the built binary's hooks exactly as Claude Code would run them (a Stop while a
 * call is still waiting for its result, another Stop, SessionEnd), and then nothing under
 * `.cortex/` (events, cursors, logs, heartbeats, caches) holds any of them, by our own
 * search and by an independent scanner (the secretlint command line).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cortexBin } from '../helpers/cli.js';
import { events } from '../helpers/capture.js';
import { tempDir, tempRepo, writeFile } from '../helpers/repo.js';
import { CUSTOM_PATTERN, PLANTED_SECRETS, secretFragments } from '../helpers/secrets.js';
import { Session } from '../helpers/transcript-builder.js';

const SECRETLINT = fileURLToPath(
  new URL('../../node_modules/secretlint/bin/secretlint.js', import.meta.url),
);

function allFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? allFiles(full) : [full];
  });
}

/** Runs secretlint's recommended preset over the files matching `pattern` under `cwd`. */
function secretlint(cwd: string, pattern: string): { code: number; findings: number } {
  const config = join(tempDir(), '.secretlintrc.json');
  writeFileSync(
    config,
    JSON.stringify({ rules: [{ id: '@secretlint/secretlint-rule-preset-recommend' }] }),
  );
  const result = spawnSync(
    process.execPath,
    [SECRETLINT, '--secretlintrc', config, '--format', 'json', pattern],
    { cwd, encoding: 'utf8' },
  );
  const reports = JSON.parse(result.stdout || '[]') as { messages: unknown[] }[];
  return {
    code: result.status ?? -1,
    findings: reports.reduce((sum, report) => sum + report.messages.length, 0),
  };
}

/** A session in which every planted secret shows up everywhere a session can put one. */
function plantedSession(root: string): { first: string; rest: string } {
  const session = new Session(root, 'secret-session');
  const secret = (kind: string) => PLANTED_SECRETS.find((entry) => entry.kind === kind)!;
  session.prompt(
    `Deploy it. Credentials: ${PLANTED_SECRETS.map((entry) => entry.text).join(' ; ')}`,
  );
  PLANTED_SECRETS.forEach((entry, index) => {
    session
      .text(`m${index}`, `I'll use the deploy script instead of the console, since ${entry.text}`)
      .tool(`m${index}`, `b${index}`, 'Bash', { command: entry.text, description: `Step ${index}` })
      .result(
        `b${index}`,
        `${index % 2 ? 'Exit code 1\n' : ''}${entry.text}`,
        index % 2 ? `Error: Exit code 1\n${entry.text}` : { stdout: entry.text, stderr: '' },
        index % 2 === 1,
      );
  });
  session
    .text('t1', PLANTED_SECRETS.map((entry) => `[MEMORY: gotcha] ${entry.text}`).join('\n\n'))
    .tool('t2', 'todo', 'TodoWrite', {
      todos: PLANTED_SECRETS.map((entry) => ({
        content: `Rotate ${entry.text}`,
        status: 'pending',
        activeForm: 'Rotating',
      })),
    })
    .result('todo', 'Todos have been modified successfully.', { oldTodos: [], newTodos: [] })
    .tool('t3', 'rej', 'Bash', { command: secret('github token').text })
    .result(
      'rej',
      `The user doesn't want to proceed with this tool use. The tool use was rejected. To tell you how to proceed, the user said:\nnever push with ${secret('gitlab token').text}`,
      'User rejected tool use',
      true,
    )
    .tool('t4', 'read', 'Read', {
      file_path: join(root, 'config', `${secret('npm token').secret}.txt`),
    })
    .raw(`{"type":"user","garbage": "${secret('openai key').secret}`)
    .raw(`\u0000binary ${secret('stripe key').secret}`);
  // The Read's result arrives after the first Stop, so the pending call sits in the cursor meanwhile.
  const cut = session.lines.length;
  session
    .result('read', secret('aws secret access key').text, {
      type: 'text',
      file: { content: secret('aws secret access key').text },
    })
    .tool('t5', 'plan', 'ExitPlanMode', {
      plan: `# Rotate keys\n1. Revoke ${secret('anthropic key').text}\n2. Issue new ones`,
    })
    .result('plan', 'User has approved your plan.', { plan: 'x' })
    .text(
      't6',
      `[MEMORY: decision] Deploys go through scripts/deploy.sh, which no longer runs ${secret('github token').text}.`,
    );
  const lines = session.lines.map((line) => `${line}\n`);
  return { first: lines.slice(0, cut).join(''), rest: lines.slice(cut).join('') };
}

describe('secrets', () => {
  it('leave nothing under .cortex/, by our search and by secretlint', () => {
    const root = tempRepo();
    expect(cortexBin(root, ['init']).code).toBe(0);
    writeFile(
      root,
      '.cortex/config.json',
      JSON.stringify({ redaction: { patterns: [CUSTOM_PATTERN] } }),
    );
    const transcript = join(tempDir(), 'secret-session.jsonl');
    const { first, rest } = plantedSession(root);
    const payload = (event: string) =>
      JSON.stringify({
        session_id: 'secret-session',
        transcript_path: transcript,
        cwd: root,
        hook_event_name: event,
      });

    writeFileSync(transcript, first);
    expect(cortexBin(root, ['hook', 'stop'], { input: payload('Stop') })).toEqual({
      code: 0,
      stdout: '',
      stderr: '',
    });
    writeFileSync(transcript, first + rest);
    expect(cortexBin(root, ['hook', 'stop'], { input: payload('Stop') }).code).toBe(0);
    expect(cortexBin(root, ['hook', 'session-end'], { input: payload('SessionEnd') }).code).toBe(0);

    // The capture did happen: commands, decisions, tags, the plan, the rejection.
    const captured = events(root);
    const types = new Set(captured.map((event) => event.type));
    for (const type of [
      'command_run',
      'decision_made',
      'knowledge_acquired',
      'plan_created',
      'approach_rejected',
      'file_explored',
    ])
      expect(types).toContain(type);
    expect(captured.filter((event) => event.type === 'command_run')).toHaveLength(
      PLANTED_SECRETS.length,
    );

    const files = allFiles(join(root, '.cortex'));
    expect(files.some((file) => file.includes(join('.cortex', 'local', 'capture')))).toBe(true);
    expect(files.some((file) => file.endsWith('cortex.log'))).toBe(true);
    const everything = files.map((file) => readFileSync(file, 'utf8')).join('\n');
    expect(PLANTED_SECRETS.length).toBeGreaterThanOrEqual(15);
    for (const entry of PLANTED_SECRETS) {
      for (const fragment of secretFragments(entry.secret)) {
        expect(
          everything.includes(fragment),
          `${entry.kind} leaked (${fragment.slice(0, 4)}…)`,
        ).toBe(false);
      }
    }

    // The independent scanner finds the secrets in the transcript, and none in .cortex/.
    expect(secretlint(join(transcript, '..'), '*.jsonl')).toMatchObject({
      code: 1,
      findings: expect.any(Number),
    });
    expect(secretlint(join(transcript, '..'), '*.jsonl').findings).toBeGreaterThanOrEqual(10);
    expect(secretlint(root, '.cortex/**/*')).toEqual({ code: 0, findings: 0 });
  });
});
