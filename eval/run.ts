/**
 * `npm run eval`: how well search finds the memories that answer a question. For every
 * query set it builds the same in-memory index `cortex search` uses, with the built-in
 * word vectors, and prints Recall@5, Recall@10 and MRR for full-text, vector and hybrid
 * search side by side, and how the prompt hook's relevance bar does on questions that have
 * an answer in the log and on ones that do not.
 *
 * Options: --set <name> (only that set), --verbose (each query's first results).
 * `npm run eval -- capture` evaluates capture instead (see capture.ts).
 * `npm run eval -- replay` runs the replay of real sessions instead (eval/replay.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SearchIndex, type SearchMode } from '../src/search/engine.js';
import {
  DEFAULT_RELEVANCE,
  DEFAULT_SEARCH_SETTINGS,
  type SearchSettings,
} from '../src/config/search-settings.js';
import {
  parseWordVectors,
  wordVectorEmbedder,
  type WordVectorSettings,
  DEFAULT_WORD_VECTOR_SETTINGS,
} from '../src/search/embedders/word-vectors.js';
import { cutUnrelated, selectRelevant } from '../src/search/relevance.js';
import { EVENT_TYPES } from '../src/events/types.js';
import { parseHistory, type EvalSet } from './history.js';
import { scoreRuns, type Scores } from './metrics.js';
import { loadFixtureSet } from './fixtures.js';

const MODES: SearchMode[] = ['fts', 'vector', 'hybrid'];

/** Every shipped set: the synthetic project histories, and the fixture set when it can be built. */
export async function loadSets(): Promise<{ sets: EvalSet[]; notes: string[] }> {
  const dir = fileURLToPath(new URL('./sets/synthetic/', import.meta.url));
  const sets = readdirSync(dir)
    .filter((file) => file.endsWith('.txt'))
    .sort()
    .map((file) => parseHistory(file.replace(/\.txt$/, ''), readFileSync(dir + file, 'utf8')));
  const notes: string[] = [];
  const fixtures = await loadFixtureSet();
  if (fixtures.set) sets.push(fixtures.set);
  if (fixtures.note) notes.push(fixtures.note);
  return { sets, notes };
}

export function loadWordVectors() {
  return parseWordVectors(
    readFileSync(fileURLToPath(new URL('../assets/word-vectors.bin', import.meta.url))),
  );
}

export interface SetResult {
  name: string;
  scores: Record<SearchMode, Scores>;
  /**
   * Questions a memory answers (the hook offers memories, never activity such as commands),
   * and those where the hook returned at least one relevant memory.
   */
  hookHits: number;
  positives: number;
  /** Negative queries where the hook stayed silent. */
  hookSilent: number;
  negatives: number;
  /** Memories the hook returned that were not relevant, over positive queries. */
  hookNoise: number;
  hookReturned: number;
  /** Search's relevance bar (hybrid, 10 asked): answered questions still answered, results kept, and silence on unrelated ones. */
  barAnswered: number;
  answeredAt10: number;
  barKept: number;
  barKeptRelevant: number;
  barSilent: number;
}

/** Runs every query of a set in every mode. */
export async function evaluateSet(
  set: EvalSet,
  settings: SearchSettings,
  vectorSettings: WordVectorSettings,
  verbose = false,
): Promise<SetResult> {
  const index = new SearchIndex();
  index.add(set.events);
  const embedder = wordVectorEmbedder(cachedVectors(), vectorSettings);
  await index.embed(embedder, 256);
  const nowMs = Date.parse(set.events[set.events.length - 1]!.ts) + 86_400_000;
  const runs: Record<SearchMode, { ranked: string[]; answers: string[][] }[]> = {
    fts: [],
    vector: [],
    hybrid: [],
  };
  const result: SetResult = {
    name: set.name,
    scores: {} as SetResult['scores'],
    hookHits: 0,
    positives: 0,
    hookSilent: 0,
    negatives: 0,
    hookNoise: 0,
    hookReturned: 0,
    barAnswered: 0,
    answeredAt10: 0,
    barKept: 0,
    barKeptRelevant: 0,
    barSilent: 0,
  };
  const types = new Map(set.events.map((event) => [event.id, event.type]));
  const isActivity = (id: string) =>
    EVENT_TYPES[types.get(id) ?? 'knowledge_acquired'].category === 'activity';
  // As `cortex search` does on the clone that captured them: a session's condensed activity
  // gives way to its per-tool events where those are indexed too.
  const detailedSessions = new Set(
    set.events
      .filter(
        (event) =>
          event.type === 'command_run' ||
          event.type === 'file_modified' ||
          event.type === 'file_explored',
      )
      .map((event) => event.session),
  );
  const detailed = (session: string) => detailedSessions.has(session);
  for (const query of set.queries) {
    const queryVector = embedder.embed(query.query);
    const relevant = new Set(query.answers.flat());
    const barred = cutUnrelated(
      index.search(
        { query: query.query, mode: 'hybrid', limit: 10, queryVector, nowMs, detailed },
        settings,
      ),
    );
    if (query.answers.length > 0) {
      const hybrid = index.search(
        { query: query.query, mode: 'hybrid', limit: 10, queryVector, nowMs, detailed },
        settings,
      );
      if (hybrid.some((hit) => relevant.has(hit.record.id))) result.answeredAt10++;
      if (barred.some((hit) => relevant.has(hit.record.id))) result.barAnswered++;
      result.barKept += barred.length;
      result.barKeptRelevant += barred.filter((hit) => relevant.has(hit.record.id)).length;
    } else if (barred.length === 0) {
      result.barSilent++;
    }
    if (query.answers.length > 0) {
      for (const mode of MODES) {
        const hits = index.search(
          { query: query.query, mode, limit: 10, queryVector, nowMs, detailed },
          settings,
        );
        runs[mode].push({ ranked: hits.map((hit) => hit.record.id), answers: query.answers });
        if (verbose && mode === 'hybrid') {
          const rank = hits.findIndex((hit) => relevant.has(hit.record.id));
          process.stdout.write(`${rank < 0 ? 'MISS' : `#${rank + 1}  `} ${query.query}\n`);
          if (rank !== 0)
            for (const hit of hits.slice(0, 3))
              process.stdout.write(
                `        ${hit.score.toFixed(3)} ${hit.record.content.slice(0, 90)}\n`,
              );
        }
      }
    }
    const chosen = selectRelevant(index, query.query, queryVector, {
      nowMs,
      settings,
      relevance: DEFAULT_RELEVANCE,
    });
    if (query.answers.length > 0) {
      if (query.answers.every((answer) => answer.every(isActivity))) continue;
      result.positives++;
      if (chosen.some((hit) => relevant.has(hit.record.id))) result.hookHits++;
      result.hookReturned += chosen.length;
      result.hookNoise += chosen.filter((hit) => !relevant.has(hit.record.id)).length;
    } else {
      result.negatives++;
      if (chosen.length === 0) result.hookSilent++;
      else if (verbose)
        process.stdout.write(
          `NOISE on '${query.query}': ${chosen.map((hit) => hit.record.content.slice(0, 60)).join(' / ')}\n`,
        );
    }
  }
  for (const mode of MODES) result.scores[mode] = scoreRuns(runs[mode]);
  return result;
}

let vectorsCache: ReturnType<typeof loadWordVectors> | undefined;
function cachedVectors() {
  vectorsCache ??= loadWordVectors();
  return vectorsCache;
}

/** Micro-average over sets, weighted by their number of queries. */
export function combine(results: readonly SetResult[]): Record<SearchMode, Scores> {
  const out = {} as Record<SearchMode, Scores>;
  for (const mode of MODES) {
    const queries = results.reduce((sum, r) => sum + r.scores[mode].queries, 0) || 1;
    const avg = (key: 'recall5' | 'recall10' | 'mrr') =>
      results.reduce((sum, r) => sum + r.scores[mode][key] * r.scores[mode].queries, 0) / queries;
    out[mode] = { recall5: avg('recall5'), recall10: avg('recall10'), mrr: avg('mrr'), queries };
  }
  return out;
}

function row(label: string, scores: Record<SearchMode, Scores>): string {
  const cells = MODES.map((mode) => {
    const s = scores[mode];
    return `${s.recall5.toFixed(3)}  ${s.recall10.toFixed(3)}  ${s.mrr.toFixed(3)}`;
  });
  return `${label.padEnd(22)} ${String(scores.fts.queries).padStart(4)}   ${cells.join('   ')}\n`;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args[0] === 'capture') {
    const { runCaptureEval } = await import('./capture.js');
    const set = args.includes('--set') ? args[args.indexOf('--set') + 1] : undefined;
    if (set !== undefined && set !== 'tune' && set !== 'held-out')
      throw new Error(`--set takes tune or held-out, got ${set}`);
    const dump = args.includes('--dump') ? args[args.indexOf('--dump') + 1] : undefined;
    await runCaptureEval({
      ...(set ? { set } : {}),
      ...(dump ? { dump } : {}),
      verbose: args.includes('--verbose'),
      write: (text) => process.stdout.write(text),
    });
    return;
  }
  if (args[0] === 'replay') {
    (await import('./replay.js')).runReplay(args.slice(1));
    return;
  }
  const only = args.includes('--set') ? args[args.indexOf('--set') + 1] : undefined;
  const verbose = args.includes('--verbose');
  const { sets, notes } = await loadSets();
  const results: SetResult[] = [];
  for (const set of sets.filter((s) => !only || s.name === only)) {
    results.push(
      await evaluateSet(set, DEFAULT_SEARCH_SETTINGS, DEFAULT_WORD_VECTOR_SETTINGS, verbose),
    );
  }
  const out = process.stdout;
  out.write(
    `\ncortex search evaluation (${DEFAULT_WORD_VECTOR_SETTINGS.weighting.toUpperCase()} word vectors, weighted RRF)\n\n`,
  );
  out.write(
    `${''.padEnd(22)} ${''.padStart(4)}   ${MODES.map((mode) => mode.padEnd(19)).join('   ')}\n`,
  );
  out.write(
    `${'set'.padEnd(22)} ${'n'.padStart(4)}   ${MODES.map(() => 'R@5    R@10   MRR  ').join('   ')}\n`,
  );
  for (const result of results) out.write(row(result.name, result.scores));
  const all = combine(results);
  out.write(row('all', all));
  const hookHits = results.reduce((sum, r) => sum + r.hookHits, 0);
  const positives = results.reduce((sum, r) => sum + r.positives, 0);
  const silent = results.reduce((sum, r) => sum + r.hookSilent, 0);
  const negatives = results.reduce((sum, r) => sum + r.negatives, 0);
  const returned = results.reduce((sum, r) => sum + r.hookReturned, 0);
  const noise = results.reduce((sum, r) => sum + r.hookNoise, 0);
  out.write(
    `\nprompt hook (relevance bar): answered ${hookHits}/${positives} questions a memory answers with a relevant memory; `,
  );
  out.write(
    `silent on ${silent}/${negatives} unrelated prompts; ${returned - noise}/${returned} memories injected were relevant\n`,
  );
  const sum = (key: 'barAnswered' | 'answeredAt10' | 'barKept' | 'barKeptRelevant' | 'barSilent') =>
    results.reduce((total, r) => total + r[key], 0);
  out.write(
    `search relevance bar (hybrid, 10 asked): still answers ${sum('barAnswered')}/${sum('answeredAt10')} questions answered in the first 10; ` +
      `keeps ${sum('barKept')} results of ${10 * results.reduce((total, r) => total + r.scores.hybrid.queries, 0)} (${sum('barKeptRelevant')} relevant); silent on ${sum('barSilent')}/${negatives} unrelated prompts\n`,
  );
  // Hybrid against each mode alone, set by set: where it does not win, the table says so.
  out.write(`\nhybrid minus each mode alone, in points (R@5 / R@10 / MRR):\n`);
  const points = (a: Scores, b: Scores) =>
    (['recall5', 'recall10', 'mrr'] as const)
      .map(
        (metric) =>
          `${(a[metric] - b[metric]) * 100 >= 0 ? '+' : ''}${((a[metric] - b[metric]) * 100).toFixed(1)}`,
      )
      .join(' / ');
  for (const [name, scores] of [
    ...results.map((result) => [result.name, result.scores] as const),
    ['all', all] as const,
  ]) {
    out.write(
      `  ${name.padEnd(22)} vs fts ${points(scores.hybrid, scores.fts).padEnd(22)} vs vector ${points(scores.hybrid, scores.vector)}\n`,
    );
  }
  for (const note of notes) out.write(`\nnote: ${note}\n`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
