import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  memoryFingerprint,
  parseSummarySections,
  readCompactSummary,
  sectionItems,
  seenBefore,
} from '../../../src/capture/summary.js';

const COMPACTED = readFileSync(
  new URL('../../fixtures/summaries/compacted.txt', import.meta.url),
  'utf8',
);

describe('parseSummarySections', () => {
  it('reads the numbered sections of the Summary part, not the Analysis walk-through', () => {
    const sections = parseSummarySections(COMPACTED);
    expect(sections.map((section) => section.kind)).toEqual([
      'request',
      'concepts',
      'files',
      'errors',
      'problems',
      'userMessages',
      'pending',
      'current',
      'next',
    ]);
  });

  it('reads bold, markdown and retitled headings', () => {
    const text =
      '## Errors Encountered\n- **Build failed**: missing flag\n\n**Remaining Work:**\n- ship it\n\n### Notes from the user\n- "never push to main"';
    expect(parseSummarySections(text).map((section) => section.kind)).toEqual([
      'errors',
      'pending',
      'userMessages',
    ]);
  });
});

describe('sectionItems', () => {
  it('keeps sub-items under their item and skips code fences', () => {
    const items = sectionItems([
      '   - **A**: first',
      '     - Fix: done',
      '   ```',
      '   - not an item',
      '   ```',
      '   - B',
    ]);
    expect(items).toEqual([
      { text: 'A: first', children: ['Fix: done'] },
      { text: 'B', children: [] },
    ]);
  });
});

describe('readCompactSummary', () => {
  const reading = readCompactSummary(COMPACTED);
  const of = (type: string) => reading.memories.filter((memory) => memory.type === type);

  it('turns each error and fix into an error_resolved with the error, cause and fix', () => {
    expect(of('error_resolved').map((memory) => memory.content)).toEqual([
      'Timezone drift in `TestExport_Dates`: dates were written in local time. Fix: format with `t.UTC().Format(time.RFC3339)`.',
      'Missing import: Had to add the `time` import to csv_test.go.',
      'Lint failure (wrapcheck). Fix: wrapping the error with `fmt.Errorf`.',
    ]);
    expect(of('error_resolved')[0]!.data).toMatchObject({
      error: 'Timezone drift in `TestExport_Dates`',
      cause: '`time.Now()` was formatted without `.UTC()`',
      fix: 'format with `t.UTC().Format(time.RFC3339)`',
    });
  });

  it('reads every finding as a candidate for the judge, each with the section it came from', () => {
    const findings = of('knowledge_acquired');
    expect(findings.map((memory) => memory.content)).toEqual(
      expect.arrayContaining([
        'The exporter requires RFC 3339 timestamps because the importer rejects anything else',
        'Discovered that `render_message_enriched` is called twice because the hook registers it on both events',
      ]),
    );
    expect(new Set(findings.map((memory) => memory.section))).toEqual(
      new Set(['concepts', 'problems']),
    );
  });

  it('leaves a concept that only names a topic, and keeps one that says what is not done', () => {
    const concepts = readCompactSummary(
      'Summary:\n2. Key Technical Concepts:\n   - Bubbletea TUI framework for interactive terminal UI\n   - Git repository traversal (go-git library)\n' +
        '   - GPU tensor operations without cuBLAS/cuFFT dependencies (pure CUDA)\n   - Session state is stored in `.git/entire-sessions/<id>.json`\n',
    ).memories.map((memory) => memory.content);
    expect(concepts).toEqual([
      'GPU tensor operations without cuBLAS/cuFFT dependencies (pure CUDA)',
      'Session state is stored in `.git/entire-sessions/<id>.json`',
    ]);
  });

  it('reads the request as the goal, and the pending tasks, errors not fixed and next step as what is open', () => {
    expect(reading.request).toMatch(/^\S/);
    expect(reading.current).toBe('Running the linter after the timezone fix.');
    expect(reading.open.slice(0, 2)).toEqual(['Update the changelog', 'Open the pull request']);
  });

  it('keeps an error the summary says is not fixed yet out of the fixes, as something open', () => {
    const open = readCompactSummary(
      'Summary:\n4. Errors and fixes:\n   - **Flaky TestSync_Remote**: times out on CI\n     - Status: not yet fixed\n',
    );
    expect(open.memories).toEqual([]);
    expect(open.open).toEqual(['Flaky TestSync_Remote: times out on CI']);
  });

  it("keeps the user's standing instructions among their messages, nothing else they said", () => {
    expect(of('preference_noted').map((memory) => memory.content)).toEqual([
      'Always run `mise run lint` before saying you are done',
    ]);
  });

  it('leaves the pending tasks as the plan, with the work in progress beside them', () => {
    expect(reading.plan).toEqual({
      content:
        'Pending when the conversation was compacted: Update the changelog; Open the pull request',
      steps: [
        { content: 'Update the changelog', status: 'pending' },
        { content: 'Open the pull request', status: 'pending' },
      ],
      current: 'Running the linter after the timezone fix.',
    });
  });

  it('captures what is there in a summary cut short, retitled or in another language, and never throws', () => {
    const cut = COMPACTED.slice(0, COMPACTED.indexOf('- **Missing import**'));
    expect(
      readCompactSummary(cut).memories.filter((memory) => memory.type === 'error_resolved'),
    ).toHaveLength(1);
    expect(
      readCompactSummary('Zusammenfassung:\n1. Fehler und Korrekturen:\n   - Kaputt').memories,
    ).toEqual([]);
    for (const text of [
      '',
      'Summary:',
      '4. Errors and fixes:',
      '\u0000'.repeat(10),
      '- **x**:'.repeat(1000),
    ])
      expect(() => readCompactSummary(text)).not.toThrow();
  });
});

describe('readCompactSummary on items that say nothing', () => {
  it('keeps no error item of a word or two, and keeps the one that says what broke', () => {
    const text =
      'Summary:\n4. Errors and fixes:\n   - x\n   - **Fixed**\n   - **x**: y\n   - Error: fixed\n   - **Build failed**: the `csv` package was not vendored\n';
    expect(readCompactSummary(text).memories.map((memory) => memory.content)).toEqual([
      'Build failed: the `csv` package was not vendored.',
    ]);
  });
});

describe('readCompactSummary in German, French and Spanish', () => {
  it.each([
    [
      'Zusammenfassung:\n4. Fehler und Korrekturen:\n   - **Build schlug fehl**: das Paket `csv` war nicht vendored\n     - Lösung: `go mod vendor` ausgeführt\n7. Ausstehende Aufgaben:\n   - Changelog aktualisieren\n',
    ],
    [
      'Résumé :\n4. Erreurs et corrections :\n   - **La compilation a échoué** : le paquet `csv` manquait\n     - Correction : `go mod vendor` exécuté\n7. Tâches en attente :\n   - Changelog aktualisieren\n',
    ],
    [
      'Resumen:\n4. Errores y correcciones:\n   - **La compilación falló**: faltaba el paquete `csv`\n     - Solución: se ejecutó `go mod vendor`\n7. Tareas pendientes:\n   - Changelog aktualisieren\n',
    ],
  ])('reads the errors and the pending tasks of %j', (text) => {
    const reading = readCompactSummary(text);
    const errors = reading.memories.filter((memory) => memory.type === 'error_resolved');
    expect(errors).toHaveLength(1);
    expect(errors[0]!.data).toMatchObject({ fix: expect.stringContaining('go mod vendor') });
    expect(reading.plan?.steps).toEqual([
      { content: 'Changelog aktualisieren', status: 'pending' },
    ]);
  });
});

describe('seenBefore', () => {
  it('recognises an item a later summary repeats in other words', () => {
    const first = memoryFingerprint(
      'error_resolved',
      'Timezone drift in TestExport_Dates: dates were written in local time. Fix: format with UTC.',
    );
    const again = memoryFingerprint(
      'error_resolved',
      'Timezone drift in TestExport_Dates: the dates were written in local time. Fixed: format with UTC.',
    );
    const other = memoryFingerprint(
      'error_resolved',
      'Missing import: had to add the time import to csv_test.go.',
    );
    expect(seenBefore(again, [first])).toBe(true);
    expect(seenBefore(other, [first])).toBe(false);
  });
});

describe('memoryFingerprint', () => {
  it('keeps no word of the text, so a secret redaction would catch in the text does not reach the cursor in lower case', () => {
    const fingerprint = memoryFingerprint(
      'preference_noted',
      'Never commit with the token ghp_A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8Zz, use AKIAIOSFODNN7EXAMPLE instead',
    );
    expect(fingerprint).toMatch(/^preference_noted:/);
    for (const word of ['a1b2c3d4', 'akiaiosfodnn7example', 'commit', 'token'])
      expect(fingerprint).not.toContain(word);
  });
});

describe('readCompactSummary on a summary of thousands of items', () => {
  it('keeps the first hundred memories and the first twenty pending tasks', () => {
    const errors = Array.from(
      { length: 5000 },
      (_, index) =>
        `   - **Failure ${index}**: the build broke on step ${index}\n     - Fix: pinned dependency ${index}`,
    ).join('\n');
    const pending = Array.from({ length: 5000 }, (_, index) => `   - Task ${index}`).join('\n');
    const reading = readCompactSummary(
      `Summary:\n4. Errors and fixes:\n${errors}\n7. Pending Tasks:\n${pending}\n`,
    );
    expect(reading.memories).toHaveLength(100);
    expect(reading.memories[0]!.content).toBe(
      'Failure 0: the build broke on step 0. Fix: pinned dependency 0.',
    );
    expect(reading.plan?.steps).toHaveLength(20);
  });
});
