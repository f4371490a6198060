import { describe, expect, it } from 'vitest';
import {
  parseEventLine,
  serializeEvent,
  serializeEventComplete,
  serializeEventWhole,
} from '../../../src/events/codec.js';
import type { AnyEvent } from '../../../src/events/envelope.js';
import { testEvent } from '../../helpers/events.js';

const plan = (content: string, steps: { content: string; status: string }[]): AnyEvent =>
  testEvent({ type: 'plan_created', content, data: { steps } as never });

/** Written, read back, written again: the same event and the same bytes. */
function roundTrip(event: AnyEvent): { line: string; back: AnyEvent } {
  const line = serializeEvent(event);
  const back = parseEventLine(line);
  expect(back).toEqual(event);
  expect(serializeEvent(back)).toBe(line);
  // Ids derive from the complete form: it is what it was before lines were shortened.
  expect(serializeEventComplete(back)).toBe(serializeEventComplete(event));
  return { line, back };
}

describe('plans say their steps once', () => {
  it('keeps only the states of steps its content lists', () => {
    const event = plan('Plan (3 steps): Write the parser; Add tests; Update docs', [
      { content: 'Write the parser', status: 'completed' },
      { content: 'Add tests', status: 'in_progress' },
      { content: 'Update docs', status: 'pending' },
    ]);
    const { line } = roundTrip(event);
    expect(JSON.parse(line).data).toEqual({ stepStatus: 'cip' });
    // A line of the same format: an older cortex reads the plan's text, and merges the line like any other.
    expect(JSON.parse(line).v).toBe(1);
    // What people and other tools read (export, log --json) and what redact rewrites has the steps written out.
    expect(JSON.parse(serializeEventWhole(event)).data.steps).toHaveLength(3);
    expect(line).not.toContain('"steps"');
  });

  it('writes the steps whole when the content cannot give them back', () => {
    const withSemicolon = plan('Plan (2 steps): Parse a; b; Test', [
      { content: 'Parse a; b', status: 'pending' },
      { content: 'Test', status: 'pending' },
    ]);
    expect(JSON.parse(roundTrip(withSemicolon).line).data.steps).toHaveLength(2);
    const cut = plan('Plan (2 steps): Write the parser; Add…', [
      { content: 'Write the parser', status: 'pending' },
      { content: 'Add tests for every branch', status: 'pending' },
    ]);
    expect(JSON.parse(roundTrip(cut).line).data.steps).toHaveLength(2);
    const planMode = testEvent({
      type: 'plan_created',
      content: 'Plan: Move the cache',
      data: {
        steps: [{ content: 'Move the cache', status: 'pending' }],
        plan: '# Move the cache',
      } as never,
    });
    expect(JSON.parse(roundTrip(planMode).line).data.plan).toBe('# Move the cache');
  });

  it('reads a line written whole, and leaves a malformed short one to validation', () => {
    const whole =
      '{"v":1,"id":"01KE7BJYQA8QDTZGDV8DSBG1SY","ts":"2026-01-05T15:14:38.954Z","type":"plan_created","content":"Plan (1 step): Ship","source":{"layer":"structural"},"data":{"steps":[{"content":"Ship","status":"pending"}]}}';
    expect(parseEventLine(whole).data).toEqual({ steps: [{ content: 'Ship', status: 'pending' }] });
    const wrongCount = whole.replace(
      '"data":{"steps":[{"content":"Ship","status":"pending"}]}',
      '"data":{"stepStatus":"pp"}',
    );
    // Not rebuilt: the data stays as written (an unknown key) and no steps are made up.
    expect(parseEventLine(wrongCount).data).toEqual({ stepStatus: 'pp' });
  });
});

describe('todo-list lines leave out their tool', () => {
  it('reads a plan or step without a tool as read from the todo list', () => {
    const fromTodos = (event: AnyEvent): AnyEvent => ({
      ...event,
      source: { layer: 'structural', tool: 'TodoWrite', record: 'rec-1' },
    });
    const step = fromTodos(
      testEvent({
        type: 'plan_step_completed',
        content: 'Completed: Add tests',
        data: { step: 'Add tests' } as never,
      }),
    );
    const { line } = roundTrip(step);
    expect(JSON.parse(line).source).toEqual({ layer: 'structural', record: 'rec-1' });
    const todos = fromTodos(plan('Plan (1 step): Ship', [{ content: 'Ship', status: 'pending' }]));
    expect(JSON.parse(roundTrip(todos).line).source).toEqual({
      layer: 'structural',
      record: 'rec-1',
    });
    // Another tool is said.
    const planMode = { ...todos, source: { layer: 'structural' as const, tool: 'ExitPlanMode' } };
    expect(JSON.parse(roundTrip(planMode).line).source.tool).toBe('ExitPlanMode');
  });
});

describe('other lines', () => {
  it('keep their text: an outcome and a fix are written as they are', () => {
    const outcome = testEvent({
      type: 'session_outcome',
      content: 'Goal: Move clean under session.',
      data: { goal: 'Move clean under session' } as never,
    });
    expect(JSON.parse(roundTrip(outcome).line).content).toBe('Goal: Move clean under session.');
    const fix = testEvent({
      type: 'error_resolved',
      content: '`npm test` failed: boom. Fixed by changes to a.ts.',
      data: { command: 'npm test', error: 'boom', fix: 'changes to a.ts' } as never,
    });
    expect(JSON.parse(roundTrip(fix).line).content).toBe(fix.content);
  });
});
