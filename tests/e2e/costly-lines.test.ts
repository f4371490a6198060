/**
 * What one committed line or commit can cost: data nested 20,000 deep and a line of several
 * megabytes are each refused as an unreadable line (named by file and line, moved aside by
 * `doctor --fix`), and every command goes on with the rest of the log instead of failing
 * with a stack overflow or holding the line in its caches. A log larger than the briefing
 * reads (`briefing.logMiB`) is briefed from its newest files, and the briefing says so.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_LINE_CHARS } from '../../src/events/codec.js';
import { cortexBin } from '../helpers/cli.js';
import { tempRepo } from '../helpers/repo.js';

function line(id: string, content: string, data: string): string {
  return `{"v":1,"id":"${id}","ts":"2026-11-20T11:00:00.000Z","type":"knowledge_acquired","session":null,"branch":"main","author":"dev@example.com","content":"${content}","salience":0.7,"source":{"layer":"manual","tool":"cortex remember"},"data":${data}}\n`;
}

function project(): string {
  const root = tempRepo();
  expect(cortexBin(root, ['init']).code).toBe(0);
  expect(cortexBin(root, ['remember', 'The build needs Node 20']).code).toBe(0);
  return root;
}

describe('a costly line in the log', () => {
  it('data nested 20,000 deep: refused by name, the rest of the log served, moved aside by doctor --fix', () => {
    const root = project();
    const depth = 20_000;
    const file = '.cortex/events/2026-11/01M8H0DJHWDEEPDEEPDEEPDEEP.ndjson';
    writeFileSync(
      join(root, file),
      line(
        '01M8H0DJHWDEEPDEEPDEEPDEEP',
        'deeply nested',
        `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
      ),
    );
    for (const args of [
      ['log'],
      ['log', '--json'],
      ['export'],
      ['status'],
      ['brief'],
      ['search', 'build'],
    ]) {
      const result = cortexBin(root, args);
      expect(result.code, `cortex ${args.join(' ')}: ${result.stderr}`).toBe(0);
      expect(result.stderr + result.stdout).not.toContain('Maximum call stack');
      expect(result.stderr + result.stdout).toContain(
        `${file}:1: invalid event: data: nested more than 32 levels deep`,
      );
    }
    expect(cortexBin(root, ['log']).stdout).toContain('The build needs Node 20');
    expect(cortexBin(root, ['doctor']).stdout).toContain(`${file}:1`);
  });

  it('a line of several megabytes: refused unread, never cached, and the session-start hook answers', () => {
    const root = project();
    const file = '.cortex/events/2026-11/01M8H0DJHWHUGEHUGEHUGEHUGE.ndjson';
    writeFileSync(
      join(root, file),
      line('01M8H0DJHWHUGEHUGEHUGEHUGE', 'word '.repeat(Math.ceil((MAX_LINE_CHARS * 3) / 5)), '{}'),
    );
    const start = cortexBin(root, ['hook', 'session-start'], {
      input: JSON.stringify({
        session_id: 's',
        transcript_path: join(root, 'none.jsonl'),
        cwd: root,
        hook_event_name: 'SessionStart',
        source: 'startup',
      }),
    });
    expect(start.code).toBe(0);
    const context = (
      JSON.parse(start.stdout) as { hookSpecificOutput: { additionalContext: string } }
    ).hookSpecificOutput.additionalContext;
    expect(context).not.toContain('word word word');
    expect(statSync(join(root, '.cortex/local/digest-cache.json')).size).toBeLessThan(100_000);
    const log = cortexBin(root, ['log']);
    expect(log.code).toBe(0);
    expect(log.stdout).toContain('The build needs Node 20');
    expect(log.stderr).toMatch(
      /invalid event: a line of [\d,]+ characters, more than the 1,000,000 an event may take/,
    );
  });

  it('a log larger than the briefing reads: the session start briefs from its newest files and says what it left out', () => {
    const root = tempRepo();
    const at = { CORTEX_NOW: '2026-11-20T10:00:00Z' };
    expect(cortexBin(root, ['init'], { env: at }).code).toBe(0);
    expect(
      cortexBin(
        root,
        ['remember', '--type', 'decision', 'Releases are cut from the release branch only'],
        { env: at },
      ).code,
    ).toBe(0);
    // A teammate's history: 2 MiB committed in August, one decision among it.
    const old = '.cortex/events/2026-08/01J5OLDHISTORYOLDHISTORY00.ndjson';
    const filler = Array.from({ length: 3000 }, (_, i) => {
      const id = `01J5${String(i).padStart(22, '0')}`;
      return `{"v":1,"id":"${id}","ts":"2026-08-20T10:00:00.000Z","type":"file_explored","session":"s-old","branch":"main","author":"dev@example.com","content":"${'Read the exporter and its tests. '.repeat(14)}","salience":0.3,"source":{"layer":"structural","tool":"Read"},"data":{}}\n`;
    });
    const decision = `{"v":1,"id":"01J5ZZZZZZZZZZZZZZZZZZZZZZ","ts":"2026-08-20T11:00:00.000Z","type":"decision_made","session":"s-old","branch":"main","author":"dev@example.com","content":"The exporter writes CSV with a header row","salience":0.9,"source":{"layer":"manual","tool":"cortex remember"},"data":{}}\n`;
    mkdirSync(join(root, '.cortex/events/2026-08'), { recursive: true });
    writeFileSync(join(root, old), filler.join('') + decision);
    const input = JSON.stringify({
      session_id: 's',
      transcript_path: join(root, 'none.jsonl'),
      cwd: root,
      hook_event_name: 'SessionStart',
      source: 'startup',
    });
    const context = () => {
      const start = cortexBin(root, ['hook', 'session-start'], {
        input,
        env: { CORTEX_NOW: '2026-11-21T09:00:00Z' },
      });
      expect(start.code).toBe(0);
      return (JSON.parse(start.stdout) as { hookSpecificOutput: { additionalContext: string } })
        .hookSpecificOutput.additionalContext;
    };
    // Within the default 64 MiB: everything is read, the old decision with it.
    const whole = context();
    expect(whole).toContain('The memory holds 2 decisions');
    expect(whole).not.toContain('briefing.logMiB');
    writeFileSync(
      join(root, '.cortex/local/config.json'),
      JSON.stringify({ briefing: { logMiB: 1 } }),
    );
    const limited = context();
    expect(limited).toMatch(/The memory holds 1 decision\b/);
    expect(limited).toContain(
      'This briefing read the newest 1 MiB of the log (briefing.logMiB): its oldest event file is left out',
    );
    expect(
      cortexBin(root, ['brief'], { env: { CORTEX_NOW: '2026-11-21T09:00:00Z' } }).stdout,
    ).toContain('left out');
    // Nothing is lost: the other commands read everything, and doctor says what the briefing leaves out.
    expect(cortexBin(root, ['search', 'exporter CSV header']).stdout).toContain(
      'The exporter writes CSV with a header row',
    );
    const doctor = cortexBin(root, ['doctor']);
    expect(doctor.stdout).toMatch(
      /the briefing reads the newest 1 MiB of the log: its 1 oldest event file\(s\) \(\d\.\d MiB\) are left out of it/,
    );
    // The same setting from a commit is a teammate's: not obeyed until approved, and said.
    rmSync(join(root, '.cortex/local/config.json'));
    const committedConfig = join(root, '.cortex/config.json');
    const current = existsSync(committedConfig)
      ? (JSON.parse(readFileSync(committedConfig, 'utf8')) as Record<string, unknown>)
      : {};
    writeFileSync(
      committedConfig,
      JSON.stringify({
        ...current,
        briefing: { ...((current.briefing as object | undefined) ?? {}), logMiB: 1 },
      }),
    );
    const fromCommit = context();
    expect(fromCommit).toContain('The memory holds 2 decisions');
    expect(fromCommit).toContain(
      'briefing.logMiB (leaves all but the newest 1 MiB of the log out of the briefing',
    );
  });
});
