import { describe, expect, it } from 'vitest';
import { UpgradeRequiredError, ValidationError } from '../../../src/errors.js';
import {
  parseEventLine,
  serializeEvent,
  serializeEventComplete,
  NotJsonError,
  isConflictMarker,
} from '../../../src/events/codec.js';
import {
  ENVELOPE_FIELDS,
  LAYER_CONFIDENCE,
  LAYERS,
  makeEvent,
  type AnyEvent,
} from '../../../src/events/envelope.js';
import { EVENT_TYPE_NAMES, EVENT_TYPES } from '../../../src/events/types.js';
import { testEvent } from '../../helpers/events.js';

const base = JSON.parse(
  serializeEvent(testEvent({ type: 'decision_made', content: 'Use MiniSearch', key: 'base' })),
);

function lineWith(changes: Record<string, unknown>): string {
  return JSON.stringify({ ...base, ...changes });
}

function errorOf(line: string): unknown {
  try {
    parseEventLine(line);
  } catch (error) {
    return error;
  }
  throw new Error('expected the line to be refused');
}

describe('serializeEvent', () => {
  it('writes the envelope fields in their fixed order', () => {
    const line = serializeEvent(testEvent({ content: 'x', refs: [testEvent({ key: 'r' }).id] }));
    // At their defaults, salience, immortal and confidence are left out (reading fills them in).
    expect(Object.keys(JSON.parse(line))).toEqual(
      ENVELOPE_FIELDS.filter(
        (field) => field !== 'immortal' && field !== 'confidence' && field !== 'salience',
      ),
    );
    const salient = serializeEvent({ ...testEvent({ content: 'x' }), salience: 0.31 });
    expect(JSON.parse(salient).salience).toBe(0.31);
    expect(parseEventLine(serializeEvent(testEvent({ content: 'x' }))).salience).toBe(
      testEvent({ content: 'x' }).salience,
    );
  });

  it('round-trips a stored line byte for byte', () => {
    const line = serializeEvent(
      testEvent({ type: 'command_run', data: { command: 'npm test', exitCode: 1 } }),
    );
    expect(serializeEvent(parseEventLine(line))).toBe(line);
  });

  it('keeps unknown fields, top-level and nested, through a read and a write', () => {
    const line = lineWith({
      x_origin: { tool: 'other', n: [1, 2] },
      toString: 'not the prototype',
      source: { ...base.source, confidenceModel: 'v9' },
      data: { ...base.data, extra: { deep: true } },
    });
    const rewritten = serializeEvent(parseEventLine(line));
    expect(JSON.parse(rewritten)).toEqual(JSON.parse(line));
    expect(
      rewritten.endsWith('"x_origin":{"tool":"other","n":[1,2]},"toString":"not the prototype"}'),
    ).toBe(true);
  });
});

/** Every event type, each with every source layer, its default and other values for the fields that may be left out. */
function everyShape(): AnyEvent[] {
  const ref = testEvent({ key: 'the-ref' }).id;
  const events: AnyEvent[] = [];
  let n = 0;
  for (const type of EVENT_TYPE_NAMES) {
    const control = EVENT_TYPES[type].category === 'control';
    for (const layer of LAYERS) {
      for (const immortal of [true, false]) {
        for (const refs of control ? [[ref], [ref, ref]] : [[], [ref]]) {
          for (const confidence of [LAYER_CONFIDENCE[layer], 0.35, 1, 0]) {
            events.push(
              makeEvent({
                id: testEvent({ key: `shape-${n++}` }).id,
                ts: '2026-11-20T10:00:00.000Z',
                type,
                content: `a ${type}`,
                source: { layer, tool: 'Edit' },
                session: 's',
                immortal,
                refs,
                confidence,
                // Extra keys are allowed; each type checks the ones it needs.
                data: {
                  files: ['src/a.ts'],
                  command: 'npm test',
                  step: 'Write it',
                  pinned: true,
                } as never,
              }) as AnyEvent,
            );
          }
        }
      }
    }
  }
  return events;
}

describe('serializeEvent leaves out fields at their defaults', () => {
  const events = everyShape();

  it('gives back an equal event for every type, layer and value of the fields it may leave out', () => {
    expect(events.length).toBeGreaterThan(EVENT_TYPE_NAMES.length * LAYERS.length * 8 - 1);
    for (const event of events) {
      const line = serializeEvent(event);
      expect(parseEventLine(line), line).toEqual(event);
      // Stable: writing what was read gives the same bytes.
      expect(serializeEvent(parseEventLine(line))).toBe(line);
    }
  });

  it('writes immortal, refs and confidence only when they differ from what reading fills in', () => {
    for (const event of events) {
      const written = JSON.parse(serializeEvent(event)) as Record<string, unknown>;
      expect('immortal' in written).toBe(event.immortal !== EVENT_TYPES[event.type].immortal);
      expect('refs' in written).toBe(event.refs.length > 0);
      expect('confidence' in written).toBe(
        event.confidence !== LAYER_CONFIDENCE[event.source.layer],
      );
      const kept = ENVELOPE_FIELDS.filter((field) => field in written);
      expect(Object.keys(written).slice(0, kept.length)).toEqual(kept);
    }
  });

  it('keeps v, id, ts and type first, where the line head is read', () => {
    const line = serializeEvent(
      testEvent({ type: 'plan_step_completed', content: 'Completed: x', data: { step: 'x' } }),
    );
    expect(line.startsWith('{"v":1,"id":"')).toBe(true);
    expect(Object.keys(JSON.parse(line)).slice(0, 4)).toEqual(['v', 'id', 'ts', 'type']);
    expect(line).not.toMatch(/"immortal"|"refs"|"confidence"/);
  });

  it('reads a line that carries the defaults as the same event as one that leaves them out', () => {
    for (const event of events.slice(0, 200)) {
      const complete = JSON.stringify(
        Object.fromEntries(ENVELOPE_FIELDS.map((field) => [field, event[field]])),
      );
      expect(parseEventLine(complete)).toEqual(parseEventLine(serializeEvent(event)));
    }
  });
});

/** plan_step_completed events whose content does and does not repeat the step, with and without other data keys. */
function stepShapes(): AnyEvent[] {
  const events: AnyEvent[] = [];
  let n = 0;
  const steps = ['Write it', 'Completed: nested', ' spaced ', 'x', 'ünïcode "quoted" \\ step'];
  const contents = (step: string) => [
    `Completed: ${step}`,
    `Completed:${step}`,
    `Done: ${step}`,
    `completed: ${step}`,
    `Completed: ${step} `,
    step,
  ];
  const others: Record<string, unknown>[] = [
    {},
    { files: ['src/a.ts'] },
    { pinned: true, tags: ['t'] },
  ];
  for (const step of steps) {
    for (const content of contents(step)) {
      for (const other of others) {
        for (const stepFirst of [true, false]) {
          const data = stepFirst ? { step, ...other } : { ...other, step };
          events.push(
            makeEvent({
              id: testEvent({ key: `step-${n++}` }).id,
              ts: '2026-11-20T10:00:00.000Z',
              type: 'plan_step_completed',
              content,
              source: { layer: 'structural', tool: 'TodoWrite' },
              data: data as never,
            }) as AnyEvent,
          );
        }
      }
    }
  }
  return events;
}

describe('serializeEvent writes a completed step once', () => {
  const events = stepShapes();

  it('gives back an equal event, with data in the same key order, for every step, content and other data', () => {
    for (const event of events) {
      const line = serializeEvent(event);
      const read = parseEventLine(line);
      expect(read, line).toEqual(event);
      expect(Object.keys(read.data), line).toEqual(Object.keys(event.data));
      expect(serializeEventComplete(read)).toBe(serializeEventComplete(event));
      expect(serializeEvent(read)).toBe(line);
    }
  });

  it('leaves out data.step only when the content is "Completed: " and the step, and data when nothing else is in it', () => {
    for (const event of events) {
      const data = event.data as Record<string, unknown>;
      const written = JSON.parse(serializeEvent(event)) as { data?: Record<string, unknown> };
      const repeated =
        event.content === `Completed: ${String(data.step)}` && Object.keys(data)[0] === 'step';
      expect(written.data?.step === undefined).toBe(repeated);
      expect('data' in written).toBe(!repeated || Object.keys(data).length > 1);
    }
    const line = serializeEvent(
      testEvent({
        type: 'plan_step_completed',
        content: 'Completed: Port the parser',
        data: { step: 'Port the parser' },
      }),
    );
    expect(line).not.toContain('"data"');
    expect(line.split('Port the parser')).toHaveLength(2);
  });

  it('reads a line that carries data.step as the same event as one that leaves it out', () => {
    for (const event of events) {
      const complete = serializeEventComplete(event);
      expect(parseEventLine(complete)).toEqual(parseEventLine(serializeEvent(event)));
    }
  });

  it('still refuses a step line with neither data.step nor a "Completed: " content', () => {
    const line = JSON.stringify({
      v: 1,
      id: base.id,
      ts: base.ts,
      type: 'plan_step_completed',
      content: 'Port the parser',
    });
    expect((errorOf(line) as ValidationError).field).toBe('data.step');
  });
});

describe('parseEventLine', () => {
  it('fills defaults for the fields a minimal line leaves out', () => {
    const event = parseEventLine(
      JSON.stringify({ v: 1, id: base.id, ts: base.ts, type: 'decision_made', content: 'Chose X' }),
    );
    expect(event).toMatchObject({
      session: null,
      branch: null,
      author: null,
      salience: EVENT_TYPES.decision_made.salience,
      immortal: true,
      confidence: 1,
      source: { layer: 'import' },
      refs: [],
      data: {},
    });
  });

  it.each([
    [{ id: 'not-an-id' }, 'id', 'expected a 26-character event id'],
    [{ id: undefined }, 'id', 'expected a string'],
    [{ ts: '2026-11-20 10:00' }, 'ts', 'expected an ISO-8601 UTC time'],
    [{ ts: '2026-13-45T99:00:00Z' }, 'ts', 'not a real date'],
    [{ type: 'decided' }, 'type', 'unknown event type "decided"'],
    [{ content: '   ' }, 'content', 'must not be empty'],
    [{ salience: 1.5 }, 'salience', 'must be between 0 and 1'],
    [{ confidence: 'high' }, 'confidence', 'expected a number'],
    [{ immortal: 'yes' }, 'immortal', 'expected true or false'],
    [{ session: 42 }, 'session', 'expected a string'],
    [
      { source: { layer: 'guess' } },
      'source.layer',
      'expected one of structural, keyword, tag, summary, manual, import',
    ],
    [{ refs: ['short'] }, 'refs[0]', 'expected a 26-character event id'],
    [{ data: [] }, 'data', 'expected an object'],
    [{ data: { files: ['a.ts', 7] } }, 'data.files[1]', 'expected a string'],
    [{ type: 'command_run', data: {} }, 'data.command', 'expected a string'],
    [
      { type: 'plan_created', data: { steps: [{ content: 'a', status: 'done' }] } },
      'data.steps[0].status',
      'expected one of pending, in_progress, completed',
    ],
    [{ type: 'memory_retracted', refs: [] }, 'refs', 'must name the event'],
    [{ v: 0 }, 'v', 'must be 1 or more'],
    [{ v: '1' }, 'v', 'expected an integer'],
  ])('names the field and the problem for %j', (changes, field, problem) => {
    const error = errorOf(lineWith(changes));
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).field).toBe(field);
    expect((error as ValidationError).message).toContain(problem);
  });

  it('refuses a line from a newer format with "upgrade cortex" instead of misreading it', () => {
    const error = errorOf(lineWith({ v: 2, type: 'something_new' }));
    expect(error).toBeInstanceOf(UpgradeRequiredError);
    expect((error as UpgradeRequiredError).hint).toContain('upgrade cortex');
  });

  it('reports text that is not JSON as such', () => {
    expect(errorOf('{"v":1,')).toBeInstanceOf(NotJsonError);
    expect(errorOf('\u0000\u0001garbage')).toBeInstanceOf(NotJsonError);
  });

  it('refuses a JSON value that is not an object', () => {
    expect((errorOf('[1,2]') as Error).message).toContain('must be a JSON object');
  });
});

describe('event types', () => {
  it('defines a default salience in [0, 1] and an alias for every type', () => {
    const aliases = new Set<string>();
    for (const type of EVENT_TYPE_NAMES) {
      const definition = EVENT_TYPES[type];
      expect(definition.salience).toBeGreaterThanOrEqual(0);
      expect(definition.salience).toBeLessThanOrEqual(1);
      expect(aliases.has(definition.alias)).toBe(false);
      aliases.add(definition.alias);
    }
  });

  it('makes decisions and rejections immortal by default', () => {
    expect(
      makeEvent({
        id: base.id,
        ts: base.ts,
        type: 'approach_rejected',
        content: 'No ORM',
        source: { layer: 'tag' },
      }).immortal,
    ).toBe(true);
    expect(
      makeEvent({
        id: base.id,
        ts: base.ts,
        type: 'command_run',
        content: 'ls',
        source: { layer: 'structural' },
        data: { command: 'ls' },
      }).immortal,
    ).toBe(false);
  });
});

describe('isConflictMarker', () => {
  it.each(['<<<<<<< HEAD', '=======', '>>>>>>> feature', '||||||| base'])(
    'recognises %s',
    (line) => {
      expect(isConflictMarker(line)).toBe(true);
    },
  );

  it('does not mistake content for a marker', () => {
    expect(isConflictMarker('{"content":"<<<<<<< quoted"}')).toBe(false);
    expect(isConflictMarker('========')).toBe(false);
  });
});
