import { describe, expect, it } from 'vitest';
import type { AnyEvent } from '../../../src/events/envelope.js';
import { foldMemories } from '../../../src/projections/corrections.js';
import { renderProjectionsOf } from '../../../src/projections/committed.js';
import { currentPlans, planTitle, stepsFromText } from '../../../src/projections/plan.js';
import { storyEvent } from '../../fixtures/projections/story.js';

let minute = 0;
const ts = () => new Date(Date.parse('2026-10-10T09:00:00.000Z') + 60_000 * minute++).toISOString();

function todo(
  key: string,
  branch: string,
  steps: [string, 'pending' | 'in_progress' | 'completed'][],
  content = 'Plan: ship the importer',
): AnyEvent {
  return storyEvent({
    key,
    type: 'plan_created',
    ts: ts(),
    session: 'sess',
    branch,
    layer: 'structural',
    tool: 'TodoWrite',
    content,
    data: { steps: steps.map(([text, status]) => ({ content: text, status })) },
  });
}

function done(key: string, branch: string, step: string, refs?: string[]): AnyEvent {
  return storyEvent({
    key,
    type: 'plan_step_completed',
    ts: ts(),
    session: 'sess',
    branch,
    layer: 'structural',
    tool: 'TodoWrite',
    content: `Completed: ${step}`,
    data: { step },
    ...(refs ? { refs } : {}),
  });
}

const plansOf = (events: AnyEvent[]) => currentPlans(foldMemories(events));

describe('stepsFromText', () => {
  it('reads the top-level items of a markdown plan, ticked boxes as done', () => {
    const plan =
      '# Plan\n\nContext first.\n\n1. Parse the log\n   - detail that is not a step\n2. **Render decisions**\n- [x] Write the briefing\n* [ ] Wire the hook';
    expect(stepsFromText(plan)).toEqual([
      { content: 'Parse the log', status: 'pending' },
      { content: 'Render decisions', status: 'pending' },
      { content: 'Write the briefing', status: 'completed' },
      { content: 'Wire the hook', status: 'pending' },
    ]);
  });

  it('reads a labelled, run-on numbered list as a [MEMORY: plan] tag gives it', () => {
    expect(
      stepsFromText('Plan: 1) add the parser 2) add tests 3) document it').map(
        (step) => step.content,
      ),
    ).toEqual(['add the parser', 'add tests', 'document it']);
  });
});

describe('currentPlans', () => {
  it('takes the newest plan on each branch and ticks off the steps completed after it', () => {
    const old = todo('old', 'main', [['Old step', 'pending']]);
    const plan = todo('new', 'main', [
      ['Parse bank CSV exports', 'completed'],
      ['Store transactions', 'in_progress'],
      ['Monthly report', 'pending'],
    ]);
    const [state] = plansOf([old, plan, done('d1', 'main', 'Store transactions')]);
    expect(state!.plan.id).toBe(plan.id);
    expect(state!.steps.map((step) => step.status)).toEqual(['completed', 'completed', 'pending']);
    expect(state!.here).toBe(2);
  });

  it('puts "you are here" on the step in progress, even with earlier steps still pending', () => {
    const [state] = plansOf([
      todo('p', 'main', [
        ['First', 'pending'],
        ['Second', 'in_progress'],
        ['Third', 'pending'],
      ]),
    ]);
    expect(state!.here).toBe(1);
  });

  it('keeps branches apart, unless a completion names the plan it belongs to', () => {
    const main = todo('m', 'main', [['Write docs for the importer', 'pending']]);
    const feature = todo('f', 'feature/rules', [['Write docs for the importer', 'pending']]);
    const plans = plansOf([
      main,
      feature,
      done('d', 'feature/rules', 'Write docs for the importer'),
      done('d2', 'hotfix', 'Write docs for the importer', [main.id]),
    ]);
    const byBranch = new Map(plans.map((plan) => [plan.branch, plan]));
    expect(byBranch.get('feature/rules')!.steps[0]!.status).toBe('completed');
    expect(byBranch.get('main')!.steps[0]!.status).toBe('completed');
  });

  it('matches completions by their words, ignoring case and punctuation, or by containment when long enough', () => {
    const plan = todo('p2', 'main', [
      ['Add the `tally report` command', 'pending'],
      ['Test against three real exports', 'pending'],
      ['Docs', 'pending'],
    ]);
    const [state] = plansOf([
      plan,
      done('a', 'main', 'add the tally report command.'),
      done('b', 'main', 'Test against three real exports from two banks'),
      done('c', 'main', 'Doc'),
    ]);
    expect(state!.steps.map((step) => step.status)).toEqual(['completed', 'completed', 'pending']);
    expect(state!.otherProgress.map((memory) => memory.data.step)).toEqual(['Doc']);
  });

  it('orders branches by their latest activity', () => {
    const plans = plansOf([
      todo('a', 'feature/a', [['x', 'pending']]),
      todo('b', 'main', [['Write the parser', 'pending']]),
      done('c', 'feature/a', 'x'),
    ]);
    expect(plans.map((plan) => plan.branch)).toEqual(['feature/a', 'main']);
  });

  it('names a plan by its text without the label, or by its size when the text is a step', () => {
    const [labelled] = plansOf([todo('t1', 'main', [['A', 'pending']], 'Plan: monthly report')]);
    expect(planTitle(labelled!)).toBe('Monthly report');
    const tagged = storyEvent({
      key: 't2',
      type: 'plan_created',
      ts: ts(),
      session: 'sess',
      content: 'Plan: 1. parse 2. render 3. ship',
    });
    const [fromTag] = plansOf([tagged]);
    expect(fromTag!.steps.map((step) => step.content)).toEqual(['parse', 'render', 'ship']);
    expect(planTitle(fromTag!)).toBe('3-step plan');
  });
});

describe('active-plan.md', () => {
  it('lists open plans in full, and finished ones in a line each', async () => {
    const events = [
      todo(
        'f1',
        'feature/old',
        [['Try the streaming parser', 'completed']],
        'Plan: streaming parser spike',
      ),
      storyEvent({
        key: 'text-plan',
        type: 'plan_created',
        ts: ts(),
        session: 'sess',
        branch: 'feature/docs',
        content: 'Plan: rewrite the README around the three commands people use first',
      }),
      done('text-progress', 'feature/docs', 'Outlined the quickstart'),
      todo(
        'm1',
        'main',
        [
          ['Sum transactions per category', 'completed'],
          ['Render the aligned table', 'in_progress'],
          ['Add --csv output', 'pending'],
        ],
        'Plan: monthly report',
      ),
      done('m-done', 'main', 'Render the aligned table'),
    ];
    await expect(renderProjectionsOf(events).files['.cortex/active-plan.md']).toMatchFileSnapshot(
      '../../fixtures/projections/plans/active-plan.md',
    );
  });

  it('says when there is no plan yet', () => {
    expect(renderProjectionsOf([]).files['.cortex/active-plan.md']).toContain(
      'No plan recorded yet',
    );
  });
});
