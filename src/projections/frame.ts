/**
 * A context frame for one task (`cortex brief --task`): the memories that bear on the task,
 * placed where a model attends most (the context-management seed, Appendix D): the task
 * first, then relevant knowledge, past learnings, the current state, and instructions
 * last.
 *
 * "Relevant" is a deterministic term overlap for now: each word of the task a memory shares
 * counts by how rare it is across memories (an idf weight), scaled by the memory's salience.
 */
import { orderEvents } from '../events/order.js';
import type { AccessStats } from './access.js';
import { foldMemories, type Memory } from './corrections.js';
import { allocateBudget, type BudgetItem } from './budget.js';
import { briefingKind, elsewhereNote, isMainline, type Elsewhere } from './briefing.js';
import { groupNearDuplicates } from './near-duplicates.js';
import { confidenceOf } from './decisions.js';
import type { LogDigest } from './digest.js';
import { currentPlans, doneCount, isPlanDone, planTitle, stepCount, stepLine } from './plan.js';
import { missingFilesOf, type RealityFacts } from './reality.js';
import {
  DEFAULT_DECAY,
  effectiveSalience,
  immortalStanding,
  type DecayOptions,
} from './salience.js';
import {
  CONFIDENCE_FLOOR,
  clip,
  confidenceLevel,
  documentLine,
  oneLine,
  reasonOf,
  stringList,
} from './text-shapes.js';
import { estimateTokens, lineTokens } from './tokens.js';

export interface FrameInput {
  digest: LogDigest;
  task: string;
  now: Date;
  branch: string | null;
  access: AccessStats;
  reality: RealityFacts;
  budget: number;
  decay?: DecayOptions;
  /** Memories (by id) of other local branches and worktrees, not merged here. */
  elsewhere?: ReadonlyMap<string, Elsewhere>;
  /** Lines for the current state about what the frame leaves out (memories from untrusted authors). */
  notices?: readonly string[];
  /** The sections of the project's documents that bear on the task (knowledge/doc-store.ts), best first. */
  documents?: readonly {
    path: string;
    headings: readonly string[];
    lines: readonly [number, number];
    text: string;
  }[];
}

/**
 * The relevance bar: a memory matched by the task's terms is kept only when it scores at
 * least this share of the best match. Fewer lines that bear on the task beat a frame
 * padded with memories that share one common word with it.
 */
export const FRAME_RELATIVE_CUT = 0.35;

export interface ContextFrame {
  text: string;
  tokens: number;
  budget: number;
  sections: { name: string; tokens: number; items: number }[];
  /** The memories placed in the frame (their retrieval reinforces them). */
  memoryIds: string[];
}

const STOP_WORDS = new Set(
  (
    'the and for with that this from into onto over under then than when what which while where will would should could ' +
    "have has had was were are is be been being not but all any can our out its it's use used using make made add added " +
    'get got set via per each more most some such only also just like need needs want wants let lets new old now one two ' +
    'how why who you your they them their there here about after before again because does did doing done way ways'
  ).split(' '),
);

/** The words of a text that carry meaning, lower-cased and lightly stemmed. */
export function termsOf(text: string): string[] {
  const words = text
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u);
  const terms: string[] = [];
  for (const word of words) {
    if (word.length < 3 || STOP_WORDS.has(word)) continue;
    terms.push(stem(word));
  }
  return terms;
}

function stem(word: string): string {
  if (word.length > 5 && word.endsWith('ing')) return word.slice(0, -3);
  if (word.length > 4 && word.endsWith('ed')) return word.slice(0, -2);
  if (word.length > 4 && /(?:s|x|z|ch|sh)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

function memoryText(memory: Memory): string {
  const data = memory.data;
  const parts = [
    memory.content,
    reasonOf(data) ?? '',
    ...stringList(data.tags),
    typeof data.kind === 'string' ? data.kind : '',
    ...stringList(data.files),
  ];
  for (const key of ['error', 'fix', 'step', 'plan'])
    if (typeof data[key] === 'string') parts.push(data[key] as string);
  return parts.join(' ');
}

type FrameSection = 'knowledge' | 'learnings';
type FrameKind = 'knowledge' | 'learnings';

interface Candidate extends BudgetItem<FrameKind> {
  memory: Memory;
  line: string;
}

function tag(ordinal: number, confidence: number): string {
  const level = confidenceLevel(confidence);
  return level === 'high' ? `[s${ordinal}]` : `[s${ordinal}, ${level} confidence]`;
}

function candidateLine(
  memory: Memory,
  ordinal: number,
  confidence: number,
  reality: RealityFacts,
  elsewhere: Elsewhere | undefined,
): string {
  const reason = reasonOf(memory.data, memory.content);
  const says = (word: RegExp) => word.test(memory.content);
  const prefix =
    memory.type === 'approach_rejected' && !says(/^(?:the user )?rejected\b/i)
      ? 'Rejected: '
      : briefingKind(memory) === 'gotcha' && !says(/^gotcha\b/i)
        ? 'Gotcha: '
        : memory.type === 'preference_noted' && !says(/^prefer/i)
          ? 'Preference: '
          : '';
  const fix =
    typeof memory.data.fix === 'string' && !memory.content.includes(memory.data.fix)
      ? ` (fix: ${oneLine(memory.data.fix, 120)})`
      : '';
  const missing = elsewhere
    ? []
    : missingFilesOf(memory, reality).filter((file) => !reality.onlyOn?.has(file));
  const where = elsewhereNote(elsewhere);
  const gone = where
    ? ` (${where})`
    : missing.length
      ? ` (${missing
          .slice(0, 2)
          .map((file) => oneLine(file, 100))
          .join(', ')} no longer exist${missing.length === 1 ? 's' : ''})`
      : '';
  return `- ${prefix}${oneLine(memory.content, 280)}${reason ? `: ${oneLine(reason, 160)}` : ''}${fix} ${tag(ordinal, confidence)}${gone}`;
}

/** Builds the context frame for a task. Deterministic for the same arguments. */
export function buildContextFrame(input: FrameInput): ContextFrame {
  const { digest, reality } = input;
  const decay = input.decay ?? DEFAULT_DECAY;
  const memories = foldMemories(
    orderEvents([...digest.memoryEvents, ...digest.recentActivity]).events,
  ).memories.filter(
    (memory) =>
      memory.status === 'active' &&
      briefingKind(memory) !== undefined &&
      (confidenceOf(memory) >= CONFIDENCE_FLOOR || memory.pinned),
  );
  const taskTerms = [...new Set(termsOf(input.task))];
  const documents = memories.map((memory) => new Set(termsOf(memoryText(memory))));
  const frequency = new Map<string, number>();
  for (const terms of documents)
    for (const term of terms)
      if (taskTerms.includes(term)) frequency.set(term, (frequency.get(term) ?? 0) + 1);

  const scored: (Candidate & { overlap: number })[] = [];
  memories.forEach((memory, index) => {
    let overlap = 0;
    for (const term of taskTerms)
      if (documents[index]!.has(term))
        overlap += Math.log(1 + memories.length / frequency.get(term)!);
    const kind = briefingKind(memory)!;
    const isPreference = kind === 'preference';
    if (overlap === 0 && !isPreference && !memory.pinned) return;
    const access = input.access.get(memory.id);
    const ordinal = digest.ordinalOf(memory.event);
    const salience = memory.event.immortal
      ? Math.min(
          1,
          immortalStanding(
            memory.event.salience,
            digest.sessionCount - ordinal,
            access,
            input.now,
            decay,
          ),
        )
      : effectiveSalience(memory, access, input.now, decay);
    const branchFactor =
      memory.event.branch === input.branch ? 1.2 : isMainline(memory.event.branch) ? 1 : 0.8;
    const score =
      (overlap + (memory.pinned ? 1 : 0) + (isPreference ? 0.2 : 0)) *
      (0.5 + 0.5 * salience) *
      branchFactor;
    const confidence = confidenceOf(memory);
    const line = candidateLine(
      memory,
      ordinal,
      confidence,
      reality,
      input.elsewhere?.get(memory.id),
    );
    const section: FrameSection =
      kind === 'gotcha' || kind === 'fix' || kind === 'preference' ? 'learnings' : 'knowledge';
    scored.push({
      kind: section,
      score,
      tokens: lineTokens(line),
      key: memory.id,
      memory,
      line,
      overlap,
    });
  });
  // Pinned memories and standing preferences always count; matches by term must clear the bar.
  const best = Math.max(
    0,
    ...scored.filter((candidate) => candidate.overlap > 0).map((candidate) => candidate.score),
  );
  const relevant = scored
    .filter(
      (candidate) =>
        candidate.memory.pinned ||
        (candidate.overlap > 0
          ? candidate.score >= best * FRAME_RELATIVE_CUT
          : briefingKind(candidate.memory) === 'preference'),
    )
    .sort((a, b) => b.score - a.score || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  // The same memory restated in several sessions takes one line.
  const candidates: Candidate[] = groupNearDuplicates(
    relevant,
    (candidate) => candidate.memory.content,
  ).map((group) => group.item);

  const taskLines = [
    '## Task',
    '',
    oneLine(input.task, 100) === input.task.trim()
      ? `**${input.task.trim()}**`
      : clip(input.task, 2000),
    '',
  ];
  const stateLines = currentState(input);
  const instructions = [
    '## Instructions',
    '',
    'Work on the task above. Follow the decisions listed unless the task says otherwise, and do not bring back a rejected',
    'approach without a new reason. Memory can be out of date: check the files it names before relying on them.',
    'Record what you decide or learn on a line of its own: [MEMORY: decision] …, [MEMORY: rejected] …, [MEMORY: learned] …',
  ];
  const headers = ['## Relevant knowledge', '', '', '## Past learnings', '', ''];
  const documentLines = (input.documents ?? []).length
    ? [
        '## Project documents',
        '',
        ...input.documents!.map((doc) => `- ${documentLine(doc, 300)}`),
        '',
      ]
    : [];
  const fixed =
    [
      ...taskLines,
      ...stateLines,
      ...instructions,
      ...headers,
      ...documentLines,
      '---',
      '---',
      '---',
      '---',
      '---',
    ].reduce((sum, line) => sum + lineTokens(line), 0) + 40;
  const { chosen } = allocateBudget(candidates, Math.max(0, input.budget - fixed), {
    knowledge: 65,
    learnings: 35,
  });
  const inSection = (section: FrameKind) =>
    chosen
      .filter((candidate) => candidate.kind === section)
      .sort((a, b) => b.score - a.score || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const knowledge = inSection('knowledge');
  const learnings = inSection('learnings');
  const knowledgeLines = [
    '## Relevant knowledge',
    '',
    ...(knowledge.length
      ? knowledge.map((c) => c.line)
      : ["Nothing in memory shares this task's terms."]),
    '',
  ];
  const learningLines = [
    '## Past learnings',
    '',
    ...(learnings.length ? learnings.map((c) => c.line) : ['None recorded that bear on it.']),
    '',
  ];

  const body = [
    taskLines,
    knowledgeLines,
    ...(documentLines.length ? [documentLines] : []),
    learningLines,
    stateLines,
    instructions,
  ];
  const joined = body.map((lines) => lines.join('\n').trimEnd()).join('\n\n---\n\n');
  const tokens = estimateTokens(joined) + 30;
  const text = `<!-- cortex context frame: budget ${input.budget} tokens, about ${tokens} used -->\n\n${joined}\n`;
  const names = [
    'Task',
    'Relevant knowledge',
    ...(documentLines.length ? ['Project documents'] : []),
    'Past learnings',
    'Current state',
    'Instructions',
  ];
  return {
    text,
    tokens: estimateTokens(text),
    budget: input.budget,
    sections: body.map((lines, index) => ({
      name: names[index]!,
      tokens: estimateTokens(lines.join('\n')),
      items:
        names[index] === 'Relevant knowledge'
          ? knowledge.length
          : names[index] === 'Past learnings'
            ? learnings.length
            : names[index] === 'Project documents'
              ? input.documents!.length
              : 0,
    })),
    memoryIds: chosen.map((candidate) => candidate.memory.id).sort(),
  };
}

/** Where work stands: the branch, its plan's current step and the next few. */
function currentState(input: FrameInput): string[] {
  const { digest } = input;
  const lines = ['## Current state', ''];
  lines.push(
    `Branch: ${input.branch ?? 'detached HEAD'}.${digest.lastEvent ? ` Memory spans ${digest.namedSessionCount} session${digest.namedSessionCount === 1 ? '' : 's'}.` : ' Nothing recorded yet.'}`,
  );
  const fold = foldMemories(digest.memoryEvents);
  const plan = currentPlans(fold).find((candidate) => candidate.branch === input.branch);
  if (plan && plan.steps.length && !isPlanDone(plan)) {
    lines.push(
      `Plan: ${planTitle(plan)} (${doneCount(plan)} of ${stepCount(plan.steps.length)} done).`,
    );
    const next = plan.steps
      .map((_, index) => index)
      .filter((index) => index >= plan.here && plan.steps[index]!.status !== 'completed')
      .slice(0, 4);
    lines.push(...next.map((index) => stepLine(plan, index)));
  } else if (plan) {
    lines.push(`Plan: ${planTitle(plan)}${plan.steps.length ? ' (all steps done)' : ''}.`);
  }
  lines.push(...(input.notices ?? []));
  lines.push('');
  return lines;
}
