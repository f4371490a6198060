import { describe, expect, it } from 'vitest';
import { parseEventLine, serializeEvent } from '../../../src/events/codec.js';
import {
  blankEvent,
  blankQuote,
  eventTexts,
  filterRepoRule,
  redactSecrets,
} from '../../../src/events/rewrite.js';
import { testEvent } from '../../helpers/events.js';

const command = testEvent({
  type: 'command_run',
  key: 'cmd',
  content: 'Ran curl -H "Authorization: sk-live-123456"',
  data: {
    command: 'curl -H "Authorization: sk-live-123456" https://api',
    exitCode: 0,
    files: ['scripts/deploy.sh'],
  },
});
const plan = testEvent({
  type: 'plan_created',
  key: 'plan',
  content: 'Rotate the key sk-live-123456',
  data: {
    steps: [{ content: 'Revoke sk-live-123456', status: 'in_progress' }],
    kind: 'ops',
    tags: ['security'],
  },
});

describe('redactSecrets', () => {
  it('replaces every occurrence in content and data, and nothing else of the event', () => {
    const redacted = redactSecrets(command, [{ text: 'sk-live-123456', kind: 'api-key' }])!;
    expect(redacted.content).toBe('Ran curl -H "Authorization: [REDACTED:api-key]"');
    expect(redacted.data).toEqual({
      command: 'curl -H "Authorization: [REDACTED:api-key]" https://api',
      exitCode: 0,
      files: ['scripts/deploy.sh'],
    });
    expect({ ...redacted, content: command.content, data: command.data }).toEqual(command);
    // Still a valid event, written with its id first.
    expect(parseEventLine(serializeEvent(redacted))).toEqual(redacted);
  });

  it('takes a longer secret whole before a shorter one inside it, and says when nothing occurs', () => {
    const redacted = redactSecrets(command, [
      { text: 'sk-live', kind: 'short' },
      { text: 'sk-live-123456', kind: 'long' },
    ])!;
    expect(redacted.content).toBe('Ran curl -H "Authorization: [REDACTED:long]"');
    expect(redactSecrets(command, [{ text: 'not-there', kind: 'x' }])).toBeUndefined();
    expect(redactSecrets(command, [])).toBeUndefined();
  });
});

describe('blankEvent', () => {
  it('replaces the content and prose fields, keeping labels and plan step status valid', () => {
    const blank = blankEvent(plan);
    expect(blank.content).toBe('[REDACTED:manual]');
    expect(blank.data).toEqual({
      steps: [{ content: '[REDACTED:manual]', status: 'in_progress' }],
      kind: 'ops',
      tags: ['security'],
    });
    expect(parseEventLine(serializeEvent(blank)).id).toBe(plan.id);
    expect(blankEvent(command).data).toEqual({
      command: '[REDACTED:manual]',
      exitCode: 0,
      files: ['scripts/deploy.sh'],
    });
  });

  it('blanks the quote a correction keeps of the blanked event', () => {
    const forget = testEvent({
      type: 'memory_retracted',
      key: 'f',
      content: 'Forgot: Rotate the key sk-live-123456',
      refs: [plan.id],
    });
    const other = testEvent({
      type: 'memory_retracted',
      key: 'o',
      content: 'Forgot: something else',
      refs: [plan.id],
    });
    expect(blankQuote(forget, blankEvent(plan), plan)?.content).toBe('Forgot: [REDACTED:manual]');
    expect(blankQuote(other, blankEvent(plan), plan)).toBeUndefined();
    expect(blankQuote(testEvent({ key: 'x' }), blankEvent(plan), plan)).toBeUndefined();
  });
});

describe('eventTexts', () => {
  it('lists the content and every string in data', () => {
    expect(eventTexts(plan)).toEqual([
      'Rotate the key sk-live-123456',
      'Revoke sk-live-123456',
      'in_progress',
      'ops',
      'security',
    ]);
  });
});

describe('filterRepoRule', () => {
  it('matches the line by its id and escapes backslashes for the replacement', () => {
    const line = serializeEvent({ ...command, content: 'a "quoted" \\ path' });
    const rule = filterRepoRule(command.id, line);
    expect(rule.startsWith(`regex:(?m)^\\{"v":1,"id":"${command.id}",.*$==>`)).toBe(true);
    expect(rule).toContain('a \\\\"quoted\\\\" \\\\\\\\ path');
    expect(rule).not.toContain('\n');
  });
});
