/**
 * What a branch learned and decided, as markdown for a pull request description:
 * `cortex log origin/main..HEAD --format markdown`. Pure: events in, text out.
 */
import type { AnyEvent } from '../events/envelope.js';
import { shortId } from '../events/id.js';
import { emptyTally, runCount, tallyActivity } from '../events/activity.js';
import type { EventType } from '../events/types.js';
import type { MemoryFold } from './corrections.js';
import { DECISIONS_DIR, hasRecord, recordName } from './decision-records.js';
import { oneLine as flatten, reasonOf } from './text-shapes.js';

/** Markdown bullets keep the whole text, on one line. */
const oneLine = (text: string): string => flatten(text, Infinity);

const SECTIONS: [EventType, string][] = [
  ['decision_made', 'Decisions'],
  ['approach_rejected', 'Rejected approaches'],
  ['error_resolved', 'Errors resolved'],
  ['knowledge_acquired', 'Learned'],
  ['preference_noted', 'Preferences'],
  ['task_completed', 'Done'],
];

function bullet(event: AnyEvent, record?: string): string {
  const data = event.data as { reason?: unknown; kind?: unknown };
  const stated = reasonOf(event.data as Record<string, unknown>, event.content);
  const reason = stated ? ` (${oneLine(stated)})` : '';
  const kind = typeof data.kind === 'string' ? `**${data.kind}:** ` : '';
  const text = record
    ? `[${oneLine(event.content).replace(/[[\]\\]/g, '\\$&')}](${record})`
    : oneLine(event.content);
  return `- ${kind}${text}${reason} \`${shortId(event.id)}\``;
}

/**
 * Where a decision record is seen: on the forge the `origin` remote points at (GitHub,
 * GitLab and the like, at `ref`), so the link works in a pull request's description;
 * otherwise the path in the repository.
 */
export function recordLinkBase(remote: string | undefined, ref: string | undefined): string {
  const match = remote
    ?.trim()
    .match(
      /^(?:https?:\/\/(?:[^@/]+@)?|ssh:\/\/(?:[^@/]+@)?|[^@/]+@)([^/:]+)(?::\d+)?[/:](.+?)(?:\.git)?\/?$/,
    );
  if (!match || !ref) return `${DECISIONS_DIR}/`;
  const [, host, path] = match;
  const blob = host!.includes('gitlab') ? '-/blob' : 'blob';
  return `https://${host}/${path}/${blob}/${encodeURI(ref)}/${DECISIONS_DIR}/`;
}

const CORRECTION_VERBS: Partial<Record<EventType, string>> = {
  memory_retracted: 'forgets',
  memory_superseded: 'replaces',
  memory_pinned: 'pins',
  memory_edited: 'rewords',
};

/**
 * One line per correction the range makes to memory, with whose memory it corrects: a
 * branch that forgets or replaces a teammate's decision says so in its pull request.
 */
function correctionLines(
  events: readonly AnyEvent[],
  known: ReadonlyMap<string, AnyEvent>,
): string[] {
  const lines: string[] = [];
  for (const event of events) {
    let verb = CORRECTION_VERBS[event.type];
    if (!verb) continue;
    if (event.type === 'memory_pinned' && (event.data as { pinned?: unknown }).pinned === false)
      verb = 'unpins';
    const by = event.author ?? 'an unknown author';
    for (const ref of event.refs.length ? event.refs : ['?']) {
      const target = known.get(ref);
      const what = target
        ? `"${oneLine(target.content)}" \`${shortId(target.id)}\``
        : `\`${ref === '?' ? 'nothing named' : shortId(ref)}\` (not in this log)`;
      const owner = target?.author ?? null;
      const foreign =
        target !== undefined && owner !== event.author
          ? ` **by ${by}, not its author (${owner ?? 'unknown'})**`
          : ` by ${by}`;
      const replacement =
        event.type === 'memory_superseded' || event.type === 'memory_edited'
          ? ` with "${oneLine(event.content)}"`
          : '';
      lines.push(`- ${verb} ${what}${replacement}${foreign} \`${shortId(event.id)}\``);
    }
  }
  return lines;
}

/**
 * Renders the events a range added, as the corrections `fold` (which may cover more of the
 * log than the range) leave them: forgotten and replaced ones out, replacements and
 * rewordings in with their current text. Corrections the range makes are listed with who
 * made them and whose memory they touch (`known` holds the events they may refer to).
 */
export function renderBranchSummary(
  events: readonly AnyEvent[],
  fold: MemoryFold,
  range: string,
  known: ReadonlyMap<string, AnyEvent> = new Map(),
  linkBase = `${DECISIONS_DIR}/`,
): string {
  const visible: AnyEvent[] = [];
  // Each decision and rejection links its record in .cortex/decisions/, which reviewers read in the same pull request.
  const records = new Map<string, string>();
  for (const event of events) {
    const memory = fold.byId.get(event.id);
    if (!memory || memory.status !== 'active') continue;
    visible.push({
      ...event,
      type: memory.type,
      content: memory.content,
      data: memory.data,
    } as AnyEvent);
    if (hasRecord(memory)) records.set(event.id, `${linkBase}${recordName(memory)}`);
  }

  const lines = [`## What this branch learned (${range})`, ''];
  for (const [type, title] of SECTIONS) {
    const matching = visible.filter((event) => event.type === type);
    if (matching.length === 0) continue;
    lines.push(
      `### ${title}`,
      '',
      ...matching.map((event) => bullet(event, records.get(event.id))),
      '',
    );
  }
  const plans = visible.filter(
    (event) => event.type === 'plan_created' || event.type === 'plan_step_completed',
  );
  if (plans.length) {
    lines.push('### Plan progress', '');
    for (const event of plans) {
      if (event.type === 'plan_step_completed')
        lines.push(`- [x] ${oneLine(event.data.step)} \`${shortId(event.id)}\``);
      else lines.push(`- ${oneLine(event.content)} \`${shortId(event.id)}\``);
    }
    lines.push('');
  }
  const corrections = correctionLines(
    events,
    new Map([...known, ...events.map((event) => [event.id, event] as const)]),
  );
  if (corrections.length) lines.push('### Corrections to memory', '', ...corrections, '');
  // Per-tool activity (older logs) and condensed activity (one event per session) alike.
  const tally = tallyActivity(emptyTally(), visible);
  const files = tally.touched;
  const commands = runCount(tally);
  const sessions = new Set(
    visible.map((event) => event.session).filter((session) => session !== null),
  );
  if (lines.length === 2)
    lines.push('_No decisions, rejections or lessons recorded in this range._', '');
  const shown = visible.length + corrections.length;
  const activity = [
    `${shown} event${shown === 1 ? '' : 's'}`,
    sessions.size ? `${sessions.size} session${sessions.size === 1 ? '' : 's'}` : undefined,
    files.size ? `${files.size} file${files.size === 1 ? '' : 's'} edited` : undefined,
    commands ? `${commands} command${commands === 1 ? '' : 's'} run` : undefined,
  ].filter(Boolean);
  lines.push(
    `<sub>${activity.join(' · ')} · from cortex memory (\`cortex log ${range} --format markdown\`)</sub>`,
    '',
  );
  return lines.join('\n');
}
