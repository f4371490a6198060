/**
 * What a branch learned and decided, as markdown for a pull request description:
 * `cortex log origin/main..HEAD --format markdown`. Pure: events in, text out.
 */
import type { AnyEvent } from '../events/envelope.js';
import { shortId } from '../events/id.js';
import { filesOf } from '../events/query.js';
import type { EventType } from '../events/types.js';
import type { MemoryFold } from './corrections.js';
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

function bullet(event: AnyEvent): string {
  const data = event.data as { reason?: unknown; kind?: unknown };
  const stated = reasonOf(event.data as Record<string, unknown>, event.content);
  const reason = stated ? ` (${oneLine(stated)})` : '';
  const kind = typeof data.kind === 'string' ? `**${data.kind}:** ` : '';
  return `- ${kind}${oneLine(event.content)}${reason} \`${shortId(event.id)}\``;
}

/**
 * Renders the events a range added, as the corrections `fold` (which may cover more of the
 * log than the range) leave them: forgotten and replaced ones out, replacements and
 * rewordings in with their current text.
 */
export function renderBranchSummary(events: readonly AnyEvent[], fold: MemoryFold, range: string): string {
  const visible: AnyEvent[] = [];
  for (const event of events) {
    const memory = fold.byId.get(event.id);
    if (!memory || memory.status !== 'active') continue;
    visible.push({ ...event, type: memory.type, content: memory.content, data: memory.data } as AnyEvent);
  }

  const lines = [`## What this branch learned (${range})`, ''];
  for (const [type, title] of SECTIONS) {
    const matching = visible.filter((event) => event.type === type);
    if (matching.length === 0) continue;
    lines.push(`### ${title}`, '', ...matching.map(bullet), '');
  }
  const plans = visible.filter((event) => event.type === 'plan_created' || event.type === 'plan_step_completed');
  if (plans.length) {
    lines.push('### Plan progress', '');
    for (const event of plans) {
      if (event.type === 'plan_step_completed') lines.push(`- [x] ${oneLine(event.data.step)} \`${shortId(event.id)}\``);
      else lines.push(`- ${oneLine(event.content)} \`${shortId(event.id)}\``);
    }
    lines.push('');
  }
  const files = new Set(visible.filter((event) => event.type === 'file_modified').flatMap(filesOf));
  const commands = visible.filter((event) => event.type === 'command_run').length;
  const sessions = new Set(visible.map((event) => event.session).filter((session) => session !== null));
  if (lines.length === 2) lines.push('_No decisions, rejections or lessons recorded in this range._', '');
  const activity = [
    `${visible.length} event${visible.length === 1 ? '' : 's'}`,
    sessions.size ? `${sessions.size} session${sessions.size === 1 ? '' : 's'}` : undefined,
    files.size ? `${files.size} file${files.size === 1 ? '' : 's'} edited` : undefined,
    commands ? `${commands} command${commands === 1 ? '' : 's'} run` : undefined,
  ].filter(Boolean);
  lines.push(`<sub>${activity.join(' · ')} · from cortex memory (\`cortex log ${range} --format markdown\`)</sub>`, '');
  return lines.join('\n');
}
