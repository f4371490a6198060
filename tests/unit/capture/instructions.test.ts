import { describe, expect, it } from 'vitest';
import { isQuestionAboutTheCode, standingInstructions } from '../../../src/capture/instructions.js';

describe('standingInstructions', () => {
  it.each([
    ['always run the linter before committing', ['Always run the linter before committing']],
    ["ok, don't commit without asking me first", ["Don't commit without asking me first"]],
    ['Use pnpm not npm in this repo.', ['Use pnpm not npm in this repo.']],
    [
      'From now on, work through the whole list without stopping to ask.',
      ['From now on, work through the whole list without stopping to ask.'],
    ],
    ['fix the login bug. Never push to main directly.', ['Never push to main directly.']],
    [
      'Make sure to run `mise run test:ci` for integration tests',
      ['Make sure to run `mise run test:ci` for integration tests'],
    ],
    ['Keep commits small and focused.', ['Keep commits small and focused.']],
    [
      "let's always run the integration tests before pushing",
      ["Let's always run the integration tests before pushing"],
    ],
    ['Add a test for each fix from now on.', ['Add a test for each fix from now on.']],
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
    'Let\'s rename to "steps" instead. keep backwards compatibility to also read "checkpoint_count" but always write "steps_count" now',
    'rename the field and always write the new name',
  ])('finds nothing in %j', (prompt) => {
    expect(standingInstructions(prompt)).toEqual([]);
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
