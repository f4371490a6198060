import { describe, expect, it } from 'vitest';
import {
  describeProvenance,
  describeUntrustedLeftOut,
  isFromTrustedAuthor,
  TRUST_EVERYONE,
  type AuthorTrust,
} from '../../../src/trust/provenance.js';
import { digestEvents } from '../../../src/projections/digest.js';
import { keepTrustedMemories } from '../../../src/trust/trusted-memories.js';
import { testEvent } from '../../helpers/events.js';

const trust: AuthorTrust = {
  everyone: false,
  authors: new Set(['dev@example.com']),
  self: 'me@example.com',
  source: { kind: 'branch', branch: 'main' },
};

describe('isFromTrustedAuthor', () => {
  it("goes by git's committer where there is one, whatever the line claims", () => {
    expect(isFromTrustedAuthor({ author: 'dev@example.com' }, 'mallory@example.com', trust)).toBe(
      false,
    );
    expect(isFromTrustedAuthor({ author: 'mallory@example.com' }, 'DEV@example.com', trust)).toBe(
      true,
    );
    expect(isFromTrustedAuthor({ author: null }, 'me@example.com', trust)).toBe(true);
  });

  it('judges an event not committed yet by the author it records: this user, a hashed or absent author, or a trusted one', () => {
    expect(isFromTrustedAuthor({ author: 'me@example.com' }, undefined, trust)).toBe(true);
    expect(isFromTrustedAuthor({ author: null }, undefined, trust)).toBe(true);
    expect(isFromTrustedAuthor({ author: 'sha256:1f2e' }, undefined, trust)).toBe(true);
    expect(isFromTrustedAuthor({ author: 'mallory@example.com' }, undefined, trust)).toBe(false);
  });

  it('trusts everyone when asked to', () => {
    expect(
      isFromTrustedAuthor({ author: 'mallory@example.com' }, 'mallory@example.com', TRUST_EVERYONE),
    ).toBe(true);
  });
});

describe('describeProvenance', () => {
  it('says who committed a memory, and both names where the line claims someone else', () => {
    expect(describeProvenance({ author: 'dev@example.com' }, 'dev@example.com')).toBe(
      'by dev@example.com',
    );
    expect(describeProvenance({ author: 'dev@example.com' }, 'mallory@example.com')).toBe(
      'recorded as dev@example.com, committed by mallory@example.com',
    );
    expect(describeProvenance({ author: 'dev@example.com' }, undefined)).toBe(
      'recorded as dev@example.com',
    );
    expect(describeProvenance({ author: null }, undefined)).toBeUndefined();
  });
});

describe('keepTrustedMemories', () => {
  it("leaves untrusted memories and corrections out of the briefing's digest and counts them", () => {
    const decision = testEvent({ type: 'decision_made', key: 'real', author: 'dev@example.com' });
    const forget = testEvent({
      type: 'memory_retracted',
      key: 'forget',
      refs: [decision.id],
      author: 'mallory@example.com',
    });
    const digest = digestEvents([decision, forget]);
    const kept = keepTrustedMemories(digest, (event) =>
      isFromTrustedAuthor(event, undefined, trust),
    );
    expect(kept.digest.memoryEvents).toEqual([decision]);
    expect(kept.leftOut).toBe(1);
    expect(keepTrustedMemories(digest, () => true).digest).toBe(digest);
    expect(describeUntrustedLeftOut(kept.leftOut, trust)).toBe(
      '1 memory from authors with no commit on `main` left out; `cortex log` shows it.',
    );
  });
});

describe('keepTrustedMemories and activity', () => {
  it("leaves an untrusted author's activity out too, counting the sessions, and says so in one line", () => {
    const decision = testEvent({ type: 'decision_made', key: 'kept', author: 'dev@example.com' });
    const own = testEvent({
      type: 'session_activity',
      key: 'own',
      session: 's1',
      author: 'dev@example.com',
      content: 'Session activity',
    });
    const theirs = testEvent({
      type: 'session_activity',
      key: 'theirs',
      session: 'm1',
      author: 'mallory@example.com',
      content: 'Session activity',
    });
    const kept = keepTrustedMemories(digestEvents([decision, own, theirs]), (event) =>
      isFromTrustedAuthor(event, undefined, trust),
    );
    expect(kept.digest.recentActivity).toEqual([own]);
    expect(kept.digest.memoryEvents).toEqual([decision]);
    expect([kept.leftOut, kept.activitySessionsLeftOut]).toEqual([0, 1]);
    expect(describeUntrustedLeftOut(kept.leftOut, trust, kept.activitySessionsLeftOut)).toBe(
      'the activity of 1 session from authors with no commit on `main` left out; `cortex log` shows it.',
    );
    expect(describeUntrustedLeftOut(2, { ...trust, source: { kind: 'setting' } }, 3)).toBe(
      '2 memories and the activity of 3 sessions from authors not in `briefing.trustedAuthors` left out; `cortex log` shows them.',
    );
  });
});
