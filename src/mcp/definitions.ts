/**
 * The MCP tools and resources cortex offers: names, descriptions and argument schemas.
 * Every tool description sits in the assistant's context for the whole session, so there
 * are few tools and each says in a sentence or two what it returns and when to use it.
 * Pure: the server (server.ts) gives these their handlers.
 */
import { z } from 'zod';
import { MEMORY_KIND_NAMES } from '../memory/words.js';

const ids = (what: string, max: number) =>
  z
    .array(z.string().min(4).max(26))
    .min(1)
    .max(max)
    .describe(`${what}: the 8-character short ids results show (or longer prefixes)`);

const limit = (fallback: number) =>
  z.number().int().min(1).max(50).optional().describe(`at most this many (default ${fallback})`);

/** The filters `cortex search` takes, with the same meaning. */
const filters = {
  type: z
    .array(z.string())
    .optional()
    .describe(
      'only these types: decision, rejected, learned, fix, plan, step, preference, task, edit, read, command',
    ),
  branch: z.array(z.string()).optional().describe('only memories recorded on these branches'),
  kind: z
    .array(z.string())
    .optional()
    .describe('only this memory kind or tag, e.g. gotcha, architecture'),
  since: z
    .string()
    .optional()
    .describe("only from this date on: 2026-11-20, yesterday, '2 weeks ago'"),
  until: z.string().optional().describe('only up to this date'),
};

export const TOOLS = {
  search: {
    description:
      "Search the project's memory (decisions, rejected approaches, lessons, fixes, plans, past work) by keywords and meaning, then its own documents (README, docs/, ADRs) by section. One line per result, best first.",
    annotations: { readOnlyHint: true },
    inputSchema: z.strictObject({
      query: z.string().trim().min(1).describe('what to look for, in words'),
      limit: limit(8),
      ...filters,
      all: z.boolean().optional().describe('also show forgotten and superseded memories'),
    }),
  },
  decisions: {
    description:
      'The decisions and rejected approaches that still stand, with their reasons: on a topic when given, else the most recently touched. Check before proposing an approach.',
    annotations: { readOnlyHint: true },
    inputSchema: z.strictObject({
      topic: z
        .string()
        .trim()
        .min(1)
        .optional()
        .describe('what the decision is about, e.g. "caching" or "auth tokens"'),
      limit: limit(15),
    }),
  },
  plan: {
    description:
      "The active plan on the current branch, with steps done, in progress and pending, and one line for other branches' plans.",
    annotations: { readOnlyHint: true },
    inputSchema: z.strictObject({
      branch: z
        .string()
        .min(1)
        .optional()
        .describe('the plan of this branch instead of the current one'),
    }),
  },
  recent: {
    description:
      'The most salient recent events (decisions, lessons, fixes, progress, then edits and commands), for catching up on what happened lately.',
    annotations: { readOnlyHint: true },
    inputSchema: z.strictObject({
      limit: limit(10),
      since: z
        .string()
        .optional()
        .describe('from this date on (default: the week before the latest event)'),
      type: filters.type,
      branch: filters.branch,
    }),
  },
  status: {
    description:
      'What the memory holds: events, sessions, standing memories by type, corrections, the plan on this branch.',
    annotations: { readOnlyHint: true },
    inputSchema: z.strictObject({}),
  },
  show: {
    description:
      'Memories in full by id: wording, reason, files, provenance, and whether they were forgotten, superseded, reworded or pinned.',
    annotations: { readOnlyHint: true },
    inputSchema: z.strictObject({ ids: ids('the memories to show', 20) }),
  },
  remember: {
    description:
      'Record a memory for future sessions and teammates: a decision, a rejected approach, something learned, a gotcha, a plan or a preference. One fact, with its reason.',
    annotations: { readOnlyHint: false, destructiveHint: false },
    inputSchema: z.strictObject({
      text: z
        .string()
        .trim()
        .min(1)
        .max(4000)
        .describe('the fact, in a sentence or two that make sense without this conversation'),
      type: z
        .enum(MEMORY_KIND_NAMES as [string, ...string[]])
        .optional()
        .describe('what it is (default learned)'),
      reason: z
        .string()
        .trim()
        .min(1)
        .max(1000)
        .optional()
        .describe('why, for a decision or rejection'),
      tags: z
        .array(z.string().trim().min(1).max(40))
        .max(10)
        .optional()
        .describe('tags such as architecture or testing'),
      files: z
        .array(z.string().trim().min(1))
        .max(20)
        .optional()
        .describe('repository paths it is about'),
      pin: z.boolean().optional().describe('keep it in every briefing'),
    }),
  },
  forget: {
    description:
      'Forget memories that are wrong or obsolete (recorded as an event; forgetting the returned id undoes it). With replace_with, replace one memory with corrected text instead. Confirm with the user first.',
    annotations: { readOnlyHint: false, destructiveHint: true },
    inputSchema: z.strictObject({
      ids: ids('the memories to forget', 50),
      reason: z.string().trim().min(1).max(1000).optional().describe('why they are wrong'),
      replace_with: z
        .string()
        .trim()
        .min(1)
        .max(4000)
        .optional()
        .describe('corrected text replacing the one memory given'),
    }),
  },
} as const;

export type ToolName = keyof typeof TOOLS;

/**
 * The arguments a tool's handler receives, once the SDK has checked them against its
 * schema. Schemas are strict: a misspelt argument is an error, not silently ignored.
 */
export type ToolArgs<T extends ToolName> = z.infer<(typeof TOOLS)[T]['inputSchema']>;

export const RESOURCES = {
  status: {
    uri: 'cortex://status',
    title: 'cortex status',
    description: 'What the memory holds (as the status tool)',
    mimeType: 'text/plain',
  },
  decisions: {
    uri: 'cortex://decisions',
    title: 'Decisions',
    description:
      'The decisions and rejected approaches that stand (decisions.md, from the current log)',
    mimeType: 'text/markdown',
  },
  plan: {
    uri: 'cortex://plan',
    title: 'Active plan',
    description: 'The current plan on each branch (active-plan.md, from the current log)',
    mimeType: 'text/markdown',
  },
} as const;

export type ResourceName = keyof typeof RESOURCES;
