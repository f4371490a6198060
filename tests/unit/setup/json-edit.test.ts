import { describe, expect, it } from 'vitest';
import { editJsonText } from '../../../src/setup/json-edit.js';

const edit = (text: string, after: unknown) => editJsonText(text, JSON.parse(text), after);

describe('editJsonText', () => {
  it('adds and takes out entries and leaves the rest of the bytes as they were', () => {
    const text =
      '{\n\t"permissions": { "allow": ["a", "b"] },\n\t"hooks": { "Stop": [{ "x": 1 }] }\n}\n';
    const added = edit(text, {
      permissions: { allow: ['a', 'b'] },
      hooks: { Stop: [{ x: 1 }, { cortex: true }], SessionStart: [{ cortex: true }] },
    });
    expect(added).toContain('\t"permissions": { "allow": ["a", "b"] },\n');
    expect(JSON.parse(added)).toEqual({
      permissions: { allow: ['a', 'b'] },
      hooks: { Stop: [{ x: 1 }, { cortex: true }], SessionStart: [{ cortex: true }] },
    });
    expect(edit(added, JSON.parse(text))).toBe(text);
  });

  it('takes out the last, the first and the only item of an array cleanly', () => {
    expect(
      edit('{"a": [{ "x": 1 },\n  {\n    "y": 2\n  }], "b": 1}', { a: [{ x: 1 }], b: 1 }),
    ).toBe('{"a": [{ "x": 1 }], "b": 1}');
    expect(edit('{"a": [1, 2, 3]}', { a: [2, 3] })).toBe('{"a": [2, 3]}');
    expect(edit('{"a": [ 1 ]}', { a: [] })).toBe('{"a": []}');
  });
});
