/**
 * Trains the capture judge (src/capture/judge.ts) on the tune half of the hand-labelled
 * sessions, and writes its weights to src/capture/judge-model.ts.
 *
 *   node --import tsx eval/train-judge.ts [--threshold T] [--dry-run]
 *
 * Every candidate memory capture proposes for a tune session (the judge switched off) is a
 * training example: positive when its text states one of the session's labels (the `states`
 * rule of labels.ts) or a reviewer judged it worth keeping (eval/judgments), negative
 * otherwise. A logistic model is fitted by batch gradient descent (fixed steps, no
 * randomness: the same labels give the same bytes). The held-back sessions are never read.
 *
 * It prints, for each threshold, the share of labels the kept candidates still state
 * (one-to-one) and the share of kept candidates that state a label or were judged worth
 * keeping, with leave-one-session-out figures beside the in-sample ones; the threshold
 * is chosen as the one with the best F0.5 on the leave-one-out figures unless given.
 */
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { NOTHING_READ } from '../src/events/append-only.js';
import type { CapturedFact } from '../src/capture/facts.js';
import { Extractor, initialState } from '../src/capture/extract.js';
import { FEATURE_NAMES, judgeFeatures } from '../src/capture/judge.js';
import { readTranscriptLines } from '../src/capture/transcript-file.js';
import { isSkippedRecord } from '../src/capture/transcript.js';
import { JUDGMENTS_DIR, judgmentKey, loadJudgments } from './capture.js';
import { NEEDS_SPLIT } from './replay.js';
import { TRANSCRIPTS } from './fixtures.js';
import {
  LABEL_SPLIT,
  labelSetOf,
  loadLabelledSessions,
  matchSession,
  MEMORY_EVENT_CATEGORY,
  statesMatch,
  type LabelledSession,
} from './labels.js';

const MODEL_FILE = fileURLToPath(new URL('../src/capture/judge-model.ts', import.meta.url));

interface Example {
  session: number;
  fact: CapturedFact;
  features: number[];
  positive: boolean;
}

/** Every candidate memory capture proposes for one session, unjudged. */
export function candidatesOf(session: LabelledSession): CapturedFact[] {
  const files = [join(TRANSCRIPTS, session.project, `${session.transcript}.jsonl`)];
  const subagents = join(TRANSCRIPTS, session.project, session.transcript, 'subagents');
  if (existsSync(subagents))
    files.push(
      ...readdirSync(subagents)
        .filter((name) => name.endsWith('.jsonl'))
        .sort()
        .map((name) => join(subagents, name)),
    );
  const facts: CapturedFact[] = [];
  for (const file of files) {
    const extractor = new Extractor(initialState(), {
      paths: { repoRoot: '/nonexistent-repository' },
      excluded: () => false,
      judge: false,
    });
    readTranscriptLines(
      file,
      NOTHING_READ,
      { final: true, skip: isSkippedRecord },
      (line, offset) => extractor.readLine(line, offset),
    );
    facts.push(
      ...extractor
        .finish(true)
        .facts.filter((fact) => MEMORY_EVENT_CATEGORY[fact.type] !== undefined),
    );
  }
  return facts;
}

function sigmoid(x: number): number {
  return 1 / (1 + Math.exp(-x));
}

function dot(weights: readonly number[], features: readonly number[]): number {
  let sum = 0;
  for (let index = 0; index < features.length; index++) sum += weights[index]! * features[index]!;
  return sum;
}

/** Fits a logistic model with L2 regularisation, positives weighted to balance the classes. */
export function fit(examples: readonly Example[], steps = 4000, rate = 0.5, l2 = 0.002): number[] {
  const size = FEATURE_NAMES.length;
  const weights = new Array<number>(size).fill(0);
  const positives = examples.filter((example) => example.positive).length;
  const positiveWeight = positives === 0 ? 1 : (examples.length - positives) / positives;
  for (let step = 0; step < steps; step++) {
    const gradient = new Array<number>(size).fill(0);
    let total = 0;
    for (const example of examples) {
      const weight = example.positive ? positiveWeight : 1;
      const error = (sigmoid(dot(weights, example.features)) - (example.positive ? 1 : 0)) * weight;
      for (let index = 0; index < size; index++)
        gradient[index]! += error * example.features[index]!;
      total += weight;
    }
    for (let index = 0; index < size; index++)
      weights[index]! -=
        rate * (gradient[index]! / total + (index === 0 ? 0 : l2 * weights[index]!));
  }
  return weights;
}

interface Point {
  threshold: number;
  recall: number;
  precision: number;
}

/** Recall (labels stated one-to-one by kept candidates) and precision (kept candidates that are positive) at each threshold. */
function curve(
  sessions: readonly LabelledSession[],
  examples: readonly Example[],
  scores: readonly number[],
): Point[] {
  const points: Point[] = [];
  for (let threshold = 0.1; threshold < 0.95; threshold += 0.05) {
    let labels = 0;
    let stated = 0;
    let kept = 0;
    let good = 0;
    sessions.forEach((session, index) => {
      const keptFacts = examples.flatMap((example, at) =>
        example.session === index && scores[at]! >= threshold ? [example] : [],
      );
      stated += matchSession(
        keptFacts.map((example) => example.fact),
        session.labels,
      ).paired;
      labels += session.labels.length;
      kept += keptFacts.length;
      good += keptFacts.filter((example) => example.positive).length;
    });
    points.push({
      threshold: Math.round(threshold * 100) / 100,
      recall: labels ? stated / labels : 0,
      precision: kept ? good / kept : 0,
    });
  }
  return points;
}

function fScore(point: Point, beta = 0.5): number {
  const b2 = beta * beta;
  return point.precision + point.recall === 0
    ? 0
    : ((1 + b2) * point.precision * point.recall) / (b2 * point.precision + point.recall);
}

/** Writes each tune session's candidates, and its labels, for a reviewer to judge beside the transcript. */
function dumpCandidates(dir: string, sessions: readonly LabelledSession[]): void {
  for (const session of sessions) {
    mkdirSync(join(dir, session.project), { recursive: true });
    const lines = [
      `# ${session.session} ${session.project}/${session.transcript}`,
      'key\ttype\torigin\trecord\tcontent',
    ];
    const seen = new Set<string>();
    for (const fact of candidatesOf(session)) {
      const key = judgmentKey(fact);
      if (seen.has(key)) continue;
      seen.add(key);
      lines.push(
        [
          key,
          fact.type,
          fact.origin ?? '-',
          fact.record ?? '-',
          fact.content.replace(/\s+/g, ' '),
        ].join('\t'),
      );
    }
    lines.push('', '# labels of this session (number, category, summary):');
    session.labels.forEach((label, index) =>
      lines.push(`# ${index + 1}\t${label.category}\t${label.summary}`),
    );
    writeFileSync(join(dir, session.project, `${session.transcript}.tsv`), `${lines.join('\n')}\n`);
  }
}

/**
 * Sessions without labels that a reviewer judged candidates of (eval/judgments/), for more
 * examples: never one of the held-back sessions of the capture or the handoff evaluation.
 */
function judgedOnlySessions(labelled: readonly LabelledSession[]): LabelledSession[] {
  const known = new Set(labelled.map((session) => session.transcript));
  const heldBack = [...LABEL_SPLIT['held-out'], ...NEEDS_SPLIT['held-out']];
  if (!existsSync(JUDGMENTS_DIR)) return [];
  const projects = readdirSync(JUDGMENTS_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return projects.flatMap((project) =>
    readdirSync(join(JUDGMENTS_DIR, project))
      .filter((file) => file.endsWith('.tsv'))
      .map((file) => file.replace(/\.tsv$/, ''))
      .filter(
        (transcript) =>
          !known.has(transcript) && !heldBack.some((prefix) => transcript.startsWith(prefix)),
      )
      .map((transcript) => ({ project, session: transcript, transcript, about: '', labels: [] })),
  );
}

/** Unlabelled sessions named on the command line (`project/prefix,…`), for a reviewer to judge. */
function namedSessions(spec: string): LabelledSession[] {
  return spec.split(',').map((entry) => {
    const [project, prefix] = entry.split('/') as [string, string];
    const file = readdirSync(join(TRANSCRIPTS, project)).find(
      (name) => name.startsWith(prefix) && name.endsWith('.jsonl'),
    );
    if (!file) throw new Error(`no transcript ${entry}`);
    const transcript = file.replace(/\.jsonl$/, '');
    return { project, session: transcript, transcript, about: '', labels: [] };
  });
}

function main(): void {
  const args = process.argv.slice(2);
  const labelled = loadLabelledSessions().filter(
    (session) => labelSetOf(session.transcript) === 'tune',
  );
  if (args.includes('--dump') && args.includes('--sessions')) {
    dumpCandidates(
      args[args.indexOf('--dump') + 1]!,
      namedSessions(args[args.indexOf('--sessions') + 1]!),
    );
    return;
  }
  const sessions = [...labelled, ...judgedOnlySessions(labelled)];
  if (args.includes('--dump')) {
    dumpCandidates(args[args.indexOf('--dump') + 1]!, sessions);
    return;
  }
  const examples: Example[] = [];
  sessions.forEach((session, index) => {
    const judgments = loadJudgments(session.project, session.transcript);
    for (const fact of candidatesOf(session)) {
      const stated = session.labels.some((label) => statesMatch(fact.content, label.states));
      const judged = judgments.get(judgmentKey(fact))?.verdict === 'keep';
      examples.push({
        session: index,
        fact,
        features: judgeFeatures({
          type: fact.type,
          content: fact.content,
          origin: fact.origin ?? 'prose',
          data: fact.data,
        }),
        positive: stated || judged,
      });
    }
  });
  const positives = examples.filter((example) => example.positive).length;
  process.stdout.write(
    `${sessions.length} tune sessions, ${examples.length} candidates, ${positives} positive\n`,
  );
  const weights = fit(examples);
  const inSample = examples.map((example) => sigmoid(dot(weights, example.features)));
  // Leave one session out: each session scored by a model that never saw it.
  const heldOut = new Array<number>(examples.length).fill(0);
  sessions.forEach((_, index) => {
    const model = fit(
      examples.filter((example) => example.session !== index),
      1500,
    );
    examples.forEach((example, at) => {
      if (example.session === index) heldOut[at] = sigmoid(dot(model, example.features));
    });
  });
  const inCurve = curve(sessions, examples, inSample);
  const outCurve = curve(sessions, examples, heldOut);
  process.stdout.write(
    'threshold  recall  precision   (leave-one-session-out: recall  precision)\n',
  );
  inCurve.forEach((point, index) => {
    const out = outCurve[index]!;
    process.stdout.write(
      `${point.threshold.toFixed(2).padStart(9)}  ${point.recall.toFixed(3)}   ${point.precision.toFixed(3)}      ${out.recall.toFixed(3)}   ${out.precision.toFixed(3)}\n`,
    );
  });
  const given = args.includes('--threshold')
    ? Number(args[args.indexOf('--threshold') + 1])
    : undefined;
  const best = outCurve.reduce((a, b) => (fScore(b) > fScore(a) ? b : a));
  const threshold = given ?? best.threshold;
  process.stdout.write(
    `threshold ${threshold}${given === undefined ? ' (best F0.5, leave-one-session-out)' : ''}\n`,
  );
  const top = FEATURE_NAMES.map((name, index) => [name, weights[index]!] as const)
    .sort((a, b) => Math.abs(b[1]) - Math.abs(a[1]))
    .slice(0, 12);
  process.stdout.write(
    `largest weights: ${top.map(([name, weight]) => `${name} ${weight.toFixed(2)}`).join(', ')}\n`,
  );
  if (args.includes('--dry-run')) return;
  const lines = FEATURE_NAMES.map((name, index) => `    ${weights[index]!.toFixed(4)}, // ${name}`);
  writeFileSync(
    MODEL_FILE,
    `/**
 * The judge's weights (judge.ts), one per feature in FEATURE_NAMES order, and the score
 * under which a candidate is dropped. Written by \`node --import tsx eval/train-judge.ts\`
 * from the tune half of the hand-labelled sessions (${sessions.length} sessions, ${examples.length} candidates,
 * ${positives} positive); not edited by hand.
 */
export const JUDGE_MODEL: { weights: readonly number[]; threshold: number } = {
  weights: [
${lines.join('\n')}
  ],
  threshold: ${threshold},
};
`,
  );
  process.stdout.write(`wrote ${MODEL_FILE}\n`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
