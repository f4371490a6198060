/**
 * Capture: `cortex hook stop` on a typical incremental turn (about 20 new lines) against
 * 1.5x `node -e 0`, the first Stop on a 3.5 MB transcript, and what the secret scanner
 * (the detection library) costs to import and to run, and what it adds to a Stop when
 * its pre-filter lets it in.
 */
import { spawnSync } from 'node:child_process';
import { appendFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Harness } from '../harness.js';
import { syntheticTranscript } from '../transcript.js';

const TURN_LINES = 20;
const FIRST_READ_BYTES = 3.5 * 1024 * 1024;

/** A payload as Claude Code sends it to the Stop hook. */
function stopPayload(session: string, transcript: string, cwd: string): string {
  return JSON.stringify({
    session_id: session,
    transcript_path: transcript,
    cwd,
    hook_event_name: 'Stop',
    stop_hook_active: false,
  });
}

/** Measures importing the library and linting a typical batch, in a fresh node process. */
function scannerCost(): { importMs: number; firstRunMs: number; runMs: number } {
  const core = fileURLToPath(
    new URL('../../node_modules/@secretlint/core/module/index.js', import.meta.url),
  );
  const preset = fileURLToPath(
    new URL(
      '../../node_modules/@secretlint/secretlint-rule-preset-recommend/module/index.js',
      import.meta.url,
    ),
  );
  const script = `
    const t0 = performance.now();
    const { lintSource } = await import(${JSON.stringify(core)});
    const { creator } = await import(${JSON.stringify(preset)});
    const t1 = performance.now();
    const content = Array.from({ length: 40 }, (_, i) => 'Ran \`npm run deploy -- --region eu-' + i + '\` with postgres://app:hunter' + i + '@db/app').join('\\n');
    const lint = () => lintSource({ source: { content, filePath: 'x.txt', contentType: 'text' }, options: { config: { rules: [{ id: 'p', rule: creator }] } } });
    await lint();
    const t2 = performance.now();
    await lint();
    const t3 = performance.now();
    process.stdout.write(JSON.stringify({ importMs: t1 - t0, firstRunMs: t2 - t1, runMs: t3 - t2 }));
  `;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    encoding: 'utf8',
  });
  return JSON.parse(result.stdout) as { importMs: number; firstRunMs: number; runMs: number };
}

export function run(h: Harness): void {
  const root = h.repoWithLog('capture', 2_000);
  const session = 'bench-session';
  const big = syntheticTranscript(FIRST_READ_BYTES, root);

  // Incremental turns: a transcript that already has history, then ~20 new lines per Stop.
  const incremental = join(h.workspace, 'incremental.jsonl');
  const history = big.slice(0, 400);
  const turns = big.slice(400);
  let next = 0;
  writeFileSync(incremental, history.map((line) => `${line}\n`).join(''));
  spawnSync(process.execPath, [h.cortex(root).args[0]!, 'hook', 'stop'], {
    cwd: root,
    input: stopPayload(session, incremental, root),
  });
  // The machine is shared and its load drifts over a run: the budget is set against node -e 0 measured right here.
  const nodeNow =
    h.time(
      'node -e 0 (again, just before the hook figures)',
      { command: process.execPath, args: ['-e', '0'] },
      undefined,
      h.runs * 2,
    ) ?? h.baselineMedianMs;
  h.time(
    `cortex hook stop, incremental turn (${TURN_LINES} new lines)`,
    {
      ...h.cortex(root, 'hook', 'stop'),
      input: stopPayload(session, incremental, root),
      before: () => {
        appendFileSync(
          incremental,
          turns
            .slice(next, next + TURN_LINES)
            .map((line) => `${line}\n`)
            .join(''),
        );
        next = (next + TURN_LINES) % (turns.length - TURN_LINES);
      },
    },
    1.5 * nodeNow,
    h.runs * 3,
  );

  // A turn whose command holds a database URL: the pre-filter lets the library in.
  const candidate = join(h.workspace, 'candidate.jsonl');
  writeFileSync(candidate, history.map((line) => `${line}\n`).join(''));
  spawnSync(process.execPath, [h.cortex(root).args[0]!, 'hook', 'stop'], {
    cwd: root,
    input: stopPayload('bench-candidate', candidate, root),
  });
  const command = history.find((line) => line.includes('"name":"Bash"'))!;
  const result = history.find((line) => line.includes('"toolUseResult":{"stdout"'))!;
  const callId = /"id":"(toolu_[^"]+)"/.exec(command)![1]!;
  let round = 0;
  h.time('cortex hook stop, incremental turn with a secret candidate (loads the scanner)', {
    ...h.cortex(root, 'hook', 'stop'),
    input: stopPayload('bench-candidate', candidate, root),
    before: () => {
      round++;
      const id = `${callId.slice(0, -4)}${String(round).padStart(4, '0')}`;
      const call = command
        .replace(
          /"command":"[^"]*"/,
          `"command":"psql postgres://app:pw${round}x@db.internal/app -c 'select 1'"`,
        )
        .replaceAll(callId, id);
      appendFileSync(
        candidate,
        [
          ...turns.slice(0, TURN_LINES - 2),
          call,
          result.replaceAll(/"tool_use_id":"[^"]+"/g, `"tool_use_id":"${id}"`),
        ]
          .map((line) => `${line}\n`)
          .join(''),
      );
    },
  });

  // The first Stop of a session that is already 3.5 MB long (e.g. after installing cortex mid-project).
  const first = join(h.workspace, 'first.jsonl');
  writeFileSync(first, big.map((line) => `${line}\n`).join(''));
  const megabytes = (Buffer.byteLength(big.join('\n')) / 1024 / 1024).toFixed(1);
  h.time(
    `cortex hook stop, first read of a ${megabytes} MB transcript`,
    {
      ...h.cortex(root, 'hook', 'stop'),
      input: stopPayload('bench-first', first, root),
      before: () => {
        rmSync(join(root, '.cortex', 'local', 'capture'), { recursive: true, force: true });
      },
    },
    (node) => 4 * node,
  );

  if (h.wants('secret scanner')) {
    const costs = Array.from({ length: 5 }, scannerCost).sort((a, b) => a.importMs - b.importMs);
    const median = costs[2]!;
    h.figure(
      'secret scanner: import secretlint + recommended preset',
      `${median.importMs.toFixed(1)} ms`,
    );
    h.figure('secret scanner: first lint of a 40-line batch', `${median.firstRunMs.toFixed(1)} ms`);
    h.figure('secret scanner: later lint of a 40-line batch', `${median.runMs.toFixed(1)} ms`);
  }
}
