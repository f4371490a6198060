/**
 * Technologies a memory may name, and the packages that would show a project uses them.
 * The reality check compares what a decision says against the manifests with this table
 * (the paper's bounded, deterministic approach: keywords against parsed dependencies, no
 * open-ended language understanding). Names that are also ordinary English words
 * ("moment", "requests", "got") are matched only in forms that are not.
 */
import type { Ecosystem } from './manifests.js';

export interface Technology {
  name: string;
  /** Technologies of one category are alternatives to each other. */
  category: string;
  /**
   * How a memory names it, matched as whole words: case-insensitively when written in
   * lower case, exactly when capitalised (for names that are also English words: "React",
   * "Express", "Flask").
   */
  aliases: readonly string[];
  /** Packages that mean the project uses it; `null` when it needs none (built in). */
  packages: Partial<Record<Ecosystem, readonly string[] | null>>;
}

function tech(
  name: string,
  category: string,
  aliases: string[],
  npm?: string[] | null,
  python?: string[] | null,
): Technology {
  return {
    name,
    category,
    aliases,
    packages: {
      ...(npm !== undefined ? { npm } : {}),
      ...(python !== undefined ? { python } : {}),
    },
  };
}

export const TECHNOLOGIES: readonly Technology[] = [
  tech(
    'PostgreSQL',
    'database',
    ['postgres', 'postgresql'],
    ['pg', 'postgres', 'pg-promise', '@neondatabase/serverless', '@vercel/postgres'],
    ['psycopg2', 'psycopg2-binary', 'psycopg', 'asyncpg'],
  ),
  tech(
    'MySQL',
    'database',
    ['mysql', 'mariadb'],
    ['mysql', 'mysql2', 'mariadb'],
    ['mysqlclient', 'pymysql', 'mysql-connector-python', 'aiomysql'],
  ),
  tech(
    'SQLite',
    'database',
    ['sqlite', 'sqlite3'],
    ['better-sqlite3', 'sqlite3', 'sqlite', '@libsql/client', 'sql.js'],
    null,
  ),
  tech(
    'MongoDB',
    'database',
    ['mongodb', 'Mongo', 'mongoose'],
    ['mongodb', 'mongoose'],
    ['pymongo', 'motor', 'mongoengine'],
  ),
  tech('MiniSearch', 'search', ['minisearch'], ['minisearch']),
  tech('Lunr', 'search', ['lunr', 'lunr.js'], ['lunr'], ['lunr']),
  tech('FlexSearch', 'search', ['flexsearch'], ['flexsearch']),
  tech('Fuse.js', 'search', ['fuse.js', 'fusejs'], ['fuse.js']),
  tech(
    'Elasticsearch',
    'search',
    ['elasticsearch', 'elastic search'],
    ['@elastic/elasticsearch', 'elasticsearch'],
    ['elasticsearch'],
  ),
  tech('Meilisearch', 'search', ['meilisearch'], ['meilisearch'], ['meilisearch']),
  tech('Jest', 'test runner', ['Jest'], ['jest']),
  tech('Vitest', 'test runner', ['vitest'], ['vitest']),
  tech('Mocha', 'test runner', ['Mocha', 'mocha.js'], ['mocha']),
  tech('pytest', 'python test runner', ['pytest'], undefined, ['pytest']),
  tech('Express', 'node web framework', ['Express', 'express.js', 'expressjs'], ['express']),
  tech('Fastify', 'node web framework', ['fastify'], ['fastify']),
  tech('Koa', 'node web framework', ['Koa', 'koa.js'], ['koa']),
  tech('Hapi', 'node web framework', ['Hapi', 'hapi.js'], ['@hapi/hapi']),
  tech('NestJS', 'node web framework', ['nestjs', 'nest.js'], ['@nestjs/core']),
  tech('Django', 'python web framework', ['django'], undefined, ['django']),
  tech('Flask', 'python web framework', ['Flask'], undefined, ['flask']),
  tech('FastAPI', 'python web framework', ['fastapi'], undefined, ['fastapi']),
  tech('React', 'ui framework', ['React', 'react.js', 'reactjs'], ['react']),
  tech('Vue', 'ui framework', ['Vue', 'vue.js', 'vuejs'], ['vue']),
  tech('Svelte', 'ui framework', ['svelte', 'sveltekit'], ['svelte']),
  tech('Angular', 'ui framework', ['Angular', 'angularjs'], ['@angular/core']),
  tech('SolidJS', 'ui framework', ['solidjs', 'solid-js'], ['solid-js']),
  tech('Prisma', 'orm', ['prisma'], ['prisma', '@prisma/client']),
  tech('TypeORM', 'orm', ['typeorm'], ['typeorm']),
  tech('Sequelize', 'orm', ['sequelize'], ['sequelize']),
  tech('Drizzle', 'orm', ['Drizzle', 'drizzle-orm'], ['drizzle-orm']),
  tech('Knex', 'orm', ['knex', 'knex.js'], ['knex']),
  tech('SQLAlchemy', 'python orm', ['sqlalchemy'], undefined, ['sqlalchemy']),
  tech('Peewee', 'python orm', ['peewee'], undefined, ['peewee']),
  tech('Axios', 'http client', ['axios'], ['axios']),
  tech('node-fetch', 'http client', ['node-fetch'], ['node-fetch']),
  tech('httpx', 'python http client', ['httpx'], undefined, ['httpx']),
  tech('aiohttp', 'python http client', ['aiohttp'], undefined, ['aiohttp']),
  tech('Moment.js', 'dates', ['moment.js', 'momentjs'], ['moment']),
  tech('Day.js', 'dates', ['dayjs', 'day.js'], ['dayjs']),
  tech('date-fns', 'dates', ['date-fns'], ['date-fns']),
  tech('Luxon', 'dates', ['luxon'], ['luxon']),
  tech('webpack', 'bundler', ['webpack'], ['webpack']),
  tech('Vite', 'bundler', ['vite'], ['vite']),
  tech('esbuild', 'bundler', ['esbuild'], ['esbuild']),
  tech('Rollup', 'bundler', ['Rollup', 'rollup.js'], ['rollup']),
  tech('yargs', 'cli parser', ['yargs'], ['yargs']),
  tech('Commander', 'cli parser', ['commander.js', 'commanderjs'], ['commander']),
  tech('oclif', 'cli parser', ['oclif'], ['@oclif/core']),
  tech('Zod', 'validation', ['zod'], ['zod']),
  tech('Joi', 'validation', ['joi'], ['joi']),
  tech('Yup', 'validation', ['Yup'], ['yup']),
  tech('Ajv', 'validation', ['ajv'], ['ajv']),
  tech('Pydantic', 'python validation', ['pydantic'], undefined, ['pydantic']),
  tech('Winston', 'logging', ['Winston'], ['winston']),
  tech('Pino', 'logging', ['pino'], ['pino']),
  tech('Redux', 'state', ['redux'], ['redux', '@reduxjs/toolkit']),
  tech('Zustand', 'state', ['zustand'], ['zustand']),
  tech('MobX', 'state', ['mobx'], ['mobx']),
  tech('Redis', 'cache', ['redis'], ['redis', 'ioredis'], ['redis']),
];

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Two patterns for the whole table (one per case rule), each an alternation of every alias
 * with a capture group per alias, longest first: one pass over a text finds every name.
 */
function tablePattern(caseSensitive: boolean): { pattern: RegExp; technologies: Technology[] } {
  const entries = TECHNOLOGIES.flatMap((technology) =>
    technology.aliases
      .filter((alias) => (alias !== alias.toLowerCase()) === caseSensitive)
      .map((alias) => ({ alias, technology })),
  ).sort((a, b) => b.alias.length - a.alias.length);
  const alternation = entries.map(({ alias }) => `(${escape(alias)})`).join('|');
  return {
    pattern: new RegExp(
      `(?<![\\w@/.-])(?:${alternation})(?![\\w-]|\\.\\w)`,
      caseSensitive ? 'g' : 'gi',
    ),
    technologies: entries.map(({ technology }) => technology),
  };
}

const TABLE_PATTERNS = [tablePattern(false), tablePattern(true)];

export interface Mention {
  technology: Technology;
  /** Where in the text it is first named. */
  at: number;
}

/** The technologies a text names, in the order it first names them. */
export function mentionedTechnologies(text: string): Mention[] {
  const first = new Map<Technology, number>();
  for (const { pattern, technologies } of TABLE_PATTERNS) {
    pattern.lastIndex = 0;
    for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
      const group = match.findIndex((value, index) => index > 0 && value !== undefined);
      const technology = technologies[group - 1]!;
      const at = first.get(technology);
      if (at === undefined || match.index < at) first.set(technology, match.index);
    }
  }
  return [...first].map(([technology, at]) => ({ technology, at })).sort((a, b) => a.at - b.at);
}

/** Words that turn what follows into the alternative that lost: "X over Y", "X instead of Y". */
const CONTRAST = /\b(?:over|instead of|rather than|in place of|not|vs\.?|versus|than)\b/i;
/** "from Y to X", "replace Y with X": the winner comes second. */
const SWITCH = /\b(?:from|replac(?:e|ed|ing))\b(.+?)\b(?:to|with|by)\b(.+)/i;
/** "drop Y", "remove Y": no winner. */
const REMOVAL = /^\s*(?:drop(?:ped)?|remov(?:e|ed)|get rid of|stop using|no more)\b/i;

export interface Choice {
  chosen: Technology[];
  rejected: Technology[];
}

/**
 * What a decision's text chose and what it turned down. "Use SQLite over PostgreSQL"
 * chose SQLite and turned down PostgreSQL; "Switch from Jest to Vitest" chose Vitest;
 * "Drop Moment.js" chose nothing. Only the technologies of the table are seen.
 */
export function readChoice(text: string): Choice {
  const firstLine = text.split('\n', 1)[0]!;
  if (REMOVAL.test(firstLine))
    return { chosen: [], rejected: mentionedTechnologies(firstLine).map((m) => m.technology) };
  const switched = SWITCH.exec(firstLine);
  if (switched) {
    const losers = mentionedTechnologies(switched[1]!).map((m) => m.technology);
    const winners = mentionedTechnologies(switched[2]!).map((m) => m.technology);
    if (losers.length && winners.length) return { chosen: winners.slice(0, 1), rejected: losers };
  }
  const contrast = CONTRAST.exec(firstLine);
  const head = contrast ? firstLine.slice(0, contrast.index) : firstLine;
  const tail = contrast ? firstLine.slice(contrast.index) : '';
  return {
    chosen: mentionedTechnologies(head)
      .slice(0, 1)
      .map((m) => m.technology),
    rejected: mentionedTechnologies(tail).map((m) => m.technology),
  };
}
