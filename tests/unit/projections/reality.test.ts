import { describe, expect, it } from 'vitest';
import { foldMemories } from '../../../src/projections/corrections.js';
import {
  parsePackageJson,
  parsePyproject,
  parseRequirements,
  type Manifest,
} from '../../../src/projections/manifests.js';
import {
  dependencyConflicts,
  describeConflict,
  filesToCheck,
} from '../../../src/projections/reality.js';
import {
  mentionedTechnologies,
  readChoice,
  TECHNOLOGIES,
} from '../../../src/projections/technologies.js';
import { storyEvent } from '../../fixtures/projections/story.js';

describe('manifests', () => {
  it('reads every dependency section of package.json, and nothing from broken JSON', () => {
    const text = JSON.stringify({
      name: 'x',
      dependencies: { pg: '^8' },
      devDependencies: { Vitest: '^4' },
      peerDependencies: { react: '*' },
      optionalDependencies: { 'better-sqlite3': '*' },
      scripts: { test: 'jest' },
    });
    expect([...parsePackageJson(text)].sort()).toEqual(['better-sqlite3', 'pg', 'react', 'vitest']);
    expect(parsePackageJson('{ "dependencies": ')).toEqual(new Set());
  });

  it('reads PEP 621, optional, dependency-group and Poetry dependencies from pyproject.toml, normalising names', () => {
    const text = [
      '[project]',
      'name = "tally"',
      'dependencies = [',
      '  "SQLAlchemy>=2.0",  # the ORM',
      '  \'psycopg[binary]==3.1; python_version > "3.9"\',',
      ']',
      '',
      '[project.optional-dependencies]',
      'dev = ["pytest>=8", "ruff"]',
      '',
      '[dependency-groups]',
      'docs = ["mkdocs"]',
      '',
      '[tool.poetry.dependencies]',
      'python = "^3.11"',
      'Flask_Login = "^0.6"',
      '',
      '[tool.ruff]',
      'line-length = 100',
    ].join('\n');
    expect([...parsePyproject(text)].sort()).toEqual([
      'flask-login',
      'mkdocs',
      'psycopg',
      'pytest',
      'ruff',
      'sqlalchemy',
    ]);
  });

  it('reads requirements.txt, skipping comments, options and includes', () => {
    const text =
      '# pinned\nDjango==5.0.1\nrequests[socks] >= 2.31 ; python_version >= "3.8"\n-r dev.txt\n--index-url https://example.org\n-e git+https://github.com/org/lib.git#egg=my_lib\n\npsycopg2-binary\n';
    expect([...parseRequirements(text)].sort()).toEqual([
      'django',
      'my-lib',
      'psycopg2-binary',
      'requests',
    ]);
  });
});

describe('technologies', () => {
  it('finds technologies by name, not inside other words, and English words only when capitalised', () => {
    expect(
      mentionedTechnologies('Moved from Postgres to SQLite; pgbouncer is unrelated').map(
        (m) => m.technology.name,
      ),
    ).toEqual(['PostgreSQL', 'SQLite']);
    expect(mentionedTechnologies('react to changes and express the idea')).toEqual([]);
    expect(mentionedTechnologies('Use React with Express').map((m) => m.technology.name)).toEqual([
      'React',
      'Express',
    ]);
  });

  it('reads what a decision chose and what it turned down', () => {
    const names = (text: string) => {
      const choice = readChoice(text);
      return {
        chosen: choice.chosen.map((t) => t.name),
        rejected: choice.rejected.map((t) => t.name),
      };
    };
    expect(names('Use SQLite over PostgreSQL for the ledger')).toEqual({
      chosen: ['SQLite'],
      rejected: ['PostgreSQL'],
    });
    expect(names('Switch the tests from Jest to Vitest')).toEqual({
      chosen: ['Vitest'],
      rejected: ['Jest'],
    });
    expect(names('Replace Moment.js with date-fns')).toEqual({
      chosen: ['date-fns'],
      rejected: ['Moment.js'],
    });
    expect(names('Drop lunr')).toEqual({ chosen: [], rejected: ['Lunr'] });
    expect(names('Store amounts as integer cents')).toEqual({ chosen: [], rejected: [] });
  });
});

describe('dependencyConflicts', () => {
  const npm = (...names: string[]): Manifest => ({
    file: 'package.json',
    ecosystem: 'npm',
    names: new Set(names),
  });
  const memories = (...events: ReturnType<typeof storyEvent>[]) => foldMemories(events).memories;
  const decision = storyEvent({
    key: 'pg',
    type: 'decision_made',
    ts: '2026-11-01T10:00:00.000Z',
    session: 's',
    content: 'Use PostgreSQL for the ledger',
  });
  const rejection = storyEvent({
    key: 'jest',
    type: 'approach_rejected',
    ts: '2026-11-01T11:00:00.000Z',
    session: 's',
    content: 'Rejected Jest: ESM needs experimental flags',
  });

  it('flags a chosen technology that is missing while an alternative is declared', () => {
    const [conflict] = dependencyConflicts(
      memories(decision),
      [npm('mysql2', 'express')],
      TECHNOLOGIES,
    );
    expect(conflict).toMatchObject({ kind: 'chosen-missing', found: ['mysql2'] });
    expect(describeConflict(conflict!, 4)).toBe(
      'Memory says PostgreSQL was chosen ("Use PostgreSQL for the ledger", s4), but package.json has mysql2 and no PostgreSQL package.',
    );
  });

  it('does not flag a choice that is simply not installed yet, nor one that is', () => {
    expect(dependencyConflicts(memories(decision), [npm('express')], TECHNOLOGIES)).toEqual([]);
    expect(dependencyConflicts(memories(decision), [npm('pg', 'mysql2')], TECHNOLOGIES)).toEqual(
      [],
    );
  });

  it('flags a rejected technology that is still declared', () => {
    const [conflict] = dependencyConflicts(
      memories(rejection),
      [npm('jest', 'vitest')],
      TECHNOLOGIES,
    );
    expect(describeConflict(conflict!, 2)).toBe(
      'Memory says Jest was rejected ("Rejected Jest: ESM needs experimental flags", s2), but package.json still depends on jest.',
    );
  });

  it('checks a manifest only against its own ecosystem', () => {
    const python: Manifest = {
      file: 'requirements.txt',
      ecosystem: 'python',
      names: new Set(['pymysql']),
    };
    expect(dependencyConflicts(memories(decision), [python], TECHNOLOGIES)).toHaveLength(1);
    const sqlite = storyEvent({
      key: 'sqlite',
      type: 'decision_made',
      ts: '2026-11-01T12:00:00.000Z',
      session: 's',
      content: 'Use SQLite for the cache',
    });
    expect(
      dependencyConflicts(
        memories(sqlite),
        [{ ...python, names: new Set(['pymysql']) }],
        TECHNOLOGIES,
      ),
    ).toEqual([]);
  });
});

describe('filesToCheck', () => {
  it('lists each file memories name once, up to a limit, skipping globs', () => {
    const a = storyEvent({
      key: 'fa',
      type: 'knowledge_acquired',
      ts: '2026-11-01T10:00:00.000Z',
      session: 's',
      content: 'x',
      data: { files: ['src/a.ts', 'src/*.ts'] },
    });
    const b = storyEvent({
      key: 'fb',
      type: 'knowledge_acquired',
      ts: '2026-11-01T10:01:00.000Z',
      session: 's',
      content: 'y',
      data: { files: ['src/a.ts', 'src/b.ts'] },
    });
    expect(filesToCheck(foldMemories([a, b]).memories)).toEqual(['src/a.ts', 'src/b.ts']);
    expect(filesToCheck(foldMemories([a, b]).memories, 1)).toEqual(['src/a.ts']);
  });
});

describe('TECHNOLOGIES', () => {
  it('names packages as registries spell them (lower case), whatever case the aliases take', () => {
    for (const technology of TECHNOLOGIES) {
      for (const packages of Object.values(technology.packages))
        for (const name of packages ?? []) expect(name).toBe(name.toLowerCase());
    }
  });
});
