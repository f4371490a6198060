import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import type { AnyEvent } from '../../../src/events/envelope.js';
import type { PlanStep } from '../../../src/events/types.js';
import { foldMemories } from '../../../src/projections/corrections.js';
import { buildBriefing } from '../../../src/projections/briefing.js';
import { renderProjectionsOf } from '../../../src/projections/committed.js';
import { digestEvents } from '../../../src/projections/digest.js';
import { currentPlans } from '../../../src/projections/plan.js';
import { NO_REALITY } from '../../../src/projections/reality.js';
import { describeWithFixtures, transcript } from '../../helpers/fixtures.js';
import { storyEvent } from '../../fixtures/projections/story.js';

type Todo = PlanStep;

/**
 * The TodoWrite results of a real session, as plan events the way capture records them:
 * a plan when the list itself changes, a completed step when a todo turns completed.
 */
function todoEvents(path: string): { events: AnyEvent[]; lists: { at: string; todos: Todo[] }[] } {
  const events: AnyEvent[] = [];
  const lists: { at: string; todos: Todo[] }[] = [];
  let previous: Todo[] = [];
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    if (!line.includes('"newTodos"')) continue;
    const record = JSON.parse(line) as {
      uuid: string;
      timestamp: string;
      sessionId: string;
      gitBranch: string;
      toolUseResult?: { newTodos?: Todo[] };
    };
    const todos = record.toolUseResult?.newTodos;
    if (!todos) continue;
    lists.push({ at: record.timestamp, todos });
    const names = (list: Todo[]) => list.map((todo) => todo.content).join('\n');
    const base = {
      ts: record.timestamp,
      session: record.sessionId,
      branch: record.gitBranch,
      layer: 'structural' as const,
      tool: 'TodoWrite',
    };
    if (names(todos) !== names(previous)) {
      events.push(
        storyEvent({
          ...base,
          key: `${record.uuid}/plan`,
          type: 'plan_created',
          content: `Plan: ${todos[0]!.content}`,
          data: { steps: todos },
        }),
      );
    }
    for (const todo of todos) {
      const before = previous.find((old) => old.content === todo.content);
      if (todo.status === 'completed' && before && before.status !== 'completed') {
        events.push(
          storyEvent({
            ...base,
            key: `${record.uuid}/${todo.content}`,
            type: 'plan_step_completed',
            content: `Completed: ${todo.content}`,
            data: { step: todo.content },
          }),
        );
      }
    }
    previous = todos;
  }
  return { events, lists };
}

describeWithFixtures('the plan of a real session (python-to-rust-port, TodoWrite)', () => {
  const { events, lists } = todoEvents(
    transcript('drmaciver-claude-reliability/python-to-rust-port.jsonl'),
  );

  it('follows the todo list update by update: the steps done are the todos completed', () => {
    expect(lists.length).toBe(10);
    for (const { at, todos } of lists) {
      const [plan] = currentPlans(foldMemories(events.filter((event) => event.ts <= at)));
      expect(plan!.branch).toBe('master');
      expect(plan!.steps.map((step) => step.content)).toEqual(todos.map((todo) => todo.content));
      expect(plan!.steps.map((step) => step.status === 'completed')).toEqual(
        todos.map((todo) => todo.status === 'completed'),
      );
    }
    // The last list dropped "Write comprehensive tests for all modules" and ticked off the other nine.
    expect(lists.at(-1)!.todos.map((todo) => todo.content)).not.toContain(
      'Write comprehensive tests for all modules',
    );
  });

  it('shows the plan in progress, with "you are here" on the todo in progress, halfway through', () => {
    const halfway = events.filter((event) => event.ts <= '2026-01-21T06:22:30.442Z');
    const text = renderProjectionsOf(halfway).files['.cortex/active-plan.md'];
    // Capture records completions, not each change of status, so the step under way shows as the first not done.
    expect(text).toContain('5. [ ] Port dict_utils module  <- you are here');
    expect(text).toContain('4. [x] Port list_utils module');
    expect(text).toContain('4 of 10 steps done.');
    const briefing = buildBriefing({
      digest: digestEvents(halfway),
      now: new Date('2026-01-21T07:00:00Z'),
      branch: 'master',
      access: new Map(),
      reality: NO_REALITY,
    }).text;
    expect(briefing).toContain('Plan on master: Initialize Rust library project structure');
    expect(briefing).toContain('4 of 10 steps done; now: Port dict_utils module');
  });

  it('moves the finished plan to the finished list', () => {
    expect(renderProjectionsOf(events).files['.cortex/active-plan.md']).toContain(
      '## Finished or older plans\n\n- master: Initialize Rust library project structure (9 of 9 steps done)',
    );
  });
});
