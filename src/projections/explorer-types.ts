/**
 * The shape of what the explorer page shows (projections/explorer-data.ts builds it): plain
 * data, with no import, so the page's browser script can share it.
 */
export interface ExplorerMemory {
  id: string;
  short: string;
  /** The short type name (`decision`, `fix`, `learned`…), of what it replaced for a replacement. */
  type: string;
  content: string;
  reason?: string;
  alternatives?: string[];
  ts: string;
  branch: string | null;
  /** The author the event records. */
  author: string | null;
  /** Who git says committed it, where it is committed. */
  committedBy?: string;
  session: string | null;
  status: 'active' | 'superseded' | 'retracted';
  pinned: boolean;
  /** Whether it comes from an author the briefing trusts. */
  trusted: boolean;
  /** Found on another local branch or worktree, not merged here: where. */
  elsewhere?: string;
  files: string[];
  tags: string[];
  /** The memories this one replaced (ids). */
  replaces: string[];
  /** The memory that replaced it (id). */
  replacedBy?: string;
  /** The correction that forgot it (id). */
  forgottenBy?: string;
  edits: number;
  /** Its decision record, for a decision or rejection that has one. */
  record?: string;
  /** Its files changed or gone since it was recorded: `(src/a.ts changed since)`. */
  freshness?: string;
  /** Other things to know about it (a correction not applied, a claimed author git contradicts). */
  marks: string[];
}

export interface ExplorerSession {
  id: string;
  /** Whether its outcome (or, without one, its memories) comes from an author the briefing trusts. */
  trusted: boolean;
  short: string;
  branch: string | null;
  author: string | null;
  start: string;
  end: string;
  goal?: string;
  outcome?: string;
  openEnds: string[];
  commits: string[];
  docs: string[];
  /** The memories it left (ids), oldest first. */
  memories: string[];
}

export interface ExplorerPlan {
  branch: string | null;
  title: string;
  steps: { content: string; status: string }[];
  /** The step where work stands (0-based), -1 when none. */
  here: number;
  /** Every step done: `active-plan.md` lists it under finished or older plans. */
  done: boolean;
}

export interface ExplorerData {
  version: number;
  project: string;
  branch: string | null;
  generatedAt: string;
  /** Of every memory in the view (not only those the page holds): standing ones and forgotten or replaced ones. */
  counts: {
    events: number;
    sessions: number;
    memories: number;
    standing: number;
    corrected: number;
    shown: number;
    leftOut: number;
  };
  types: { name: string; summary: string }[];
  memories: ExplorerMemory[];
  sessions: ExplorerSession[];
  plans: ExplorerPlan[];
  warnings: string[];
}
