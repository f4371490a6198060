import { describe, expect, it } from 'vitest';
import { isQuestionAboutTheCode, standingInstructions, userChoices } from '../../../src/capture/instructions.js';

describe('standingInstructions', () => {
  it.each([
    ['always run the linter before committing', ['Always run the linter before committing']],
    ["ok, don't commit without asking me first", ["Don't commit without asking me first"]],
    ['Use pnpm not npm in this repo.', ['Use pnpm not npm in this repo.']],
    ['From now on, work through the whole list without stopping to ask.', ['From now on, work through the whole list without stopping to ask.']],
    ['fix the login bug. Never push to main directly.', ['Never push to main directly.']],
    ['Make sure to run `mise run test:ci` for integration tests', ['Make sure to run `mise run test:ci` for integration tests']],
    ['Keep commits small and focused.', ['Keep commits small and focused.']],
  ])('keeps the standing instruction in %j', (prompt, expected) => {
    expect(standingInstructions(prompt)).toEqual(expected);
  });

  it.each([
    'fix the login bug',
    "don't worry about the old tests",
    'can you always show the diff?',
    'never mind, the build is fine',
    '/commit',
    '<command-name>/clear</command-name>',
    "I don't know why it fails",
    '```\nalways true\n```',
    '> never do this (quoted output)',
    'Keep in mind that the API is rate limited.',
    'keep going',
    'Keep it up, this looks good.',
    'keep trying until the tests pass',
  ])('finds nothing in %j', (prompt) => {
    expect(standingInstructions(prompt)).toEqual([]);
  });
});

describe('userChoices', () => {
  it('keeps the choices a person states, not requests for one piece of work', () => {
    expect(userChoices("thinking again: let's completely remove the start command")).toEqual(["Thinking again: let's completely remove the start command"]);
    expect(userChoices('Instead of "Strategy initialized" we should do "<name> strategy initialized"')).toHaveLength(1);
    expect(userChoices("let's fix 3 too")).toEqual([]);
    expect(userChoices("let's implement a fix for both then")).toEqual([]);
    expect(userChoices('should we remove the start command?')).toEqual([]);
  });

  it('leaves out work put in order, a hypothesis and a go-ahead', () => {
    expect(userChoices("Let's first fix the bug with CWD")).toEqual([]);
    expect(userChoices("Let's address 1 first, and let it reset the shadow branch")).toEqual([]);
    expect(userChoices("Back to the findings before, let's say we assume that the count of agents will not be more then 20")).toEqual([]);
    expect(userChoices("ok let's give it a try")).toEqual([]);
    expect(userChoices("Let's abandon the current branch, and create a new one from main")).toEqual([]);
    expect(userChoices("Let's make both a constant")).toEqual(["Let's make both a constant"]);
  });
});

describe('isQuestionAboutTheCode', () => {
  it.each([
    ['when is EnsureMetadataGitignore run?', true],
    ['can you explain why they fail now?', true],
    ['do we have more functions like this in tests that are duplicated?', true],
    ['can you add a test for it?', false],
    ['fix the login bug', false],
    ['/review?', false],
  ])('%j -> %s', (prompt, expected) => {
    expect(isQuestionAboutTheCode(prompt)).toBe(expected);
  });
});
