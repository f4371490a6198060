// Lint configuration. The rule that matters most here is architectural: the pure core
// (everything under src/ except the imperative shell files listed below and src/cli/)
// may not touch the file system, spawn processes or read `process`.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Imperative shell modules: the only files outside src/cli/ allowed to do I/O. */
const SHELL_FILES = [
  'src/bin.ts',
  'src/memory/labels.ts',
  'src/events/store.ts',
  'src/events/summary-cache.ts',
  'src/events/lock.ts',
  'src/events/append-only-file.ts',
  'src/events/scan-file.ts',
  'src/events/temporary-files.ts',
  'src/git/plumbing/repo.ts',
  'src/git/history.ts',
  'src/trust/authorship.ts',
  'src/git/branch-memory.ts',
  'src/git/driver.ts',
  'src/git/events-driver.ts',
  'src/git/pack.ts',
  'src/hooks/runner.ts',
  'src/memory/background-refresh.ts',
  'src/setup/git-install.ts',
  'src/setup/claude-code.ts',
  'src/setup/assets.ts',
  'src/setup/invocation.ts',
  'src/setup/porcelain.ts',
  'src/search/cache.ts',
  'src/search/service.ts',
  'src/search/held.ts',
  'src/search/log-watch.ts',
  'src/search/held-minisearch.ts',
  'src/search/minisearch-worker.ts',
  'src/search/held-branches.ts',
  'src/search/branch-memory-worker.ts',
  'src/search/prompt-context.ts',
  'src/search/background.ts',
  'src/search/embedders/load.ts',
  'src/search/embedders/http.ts',
  'src/search/embedders/transformers.ts',
  'src/projections/projection-files.ts',
  'src/projections/decision-files.ts',
  'src/projections/briefing-file.ts',
  'src/projections/access-file.ts',
  'src/projections/log-reader.ts',
  'src/trust/trusted-events.ts',
  'src/capture/transcript-capture.ts',
  'src/capture/cursor.ts',
  'src/capture/transcript-file.ts',
  'src/capture/author-cache.ts',
  'src/capture/session-activity.ts',
  'src/capture/unfinished.ts',
  'src/capture/auto-memory-sync.ts',
  'src/memory/handover.ts',
  'src/projections/action-notes-file.ts',
  'src/knowledge/doc-store.ts',
  'src/knowledge/file-freshness.ts',
  'src/mcp/handlers.ts',
  'src/mcp/server.ts',
  'src/config/settings-files.ts',
  'src/redaction/custom-patterns.ts',
  'src/memory/repairs.ts',
  'src/memory/hook-state.ts',
  'src/memory/session-start.ts',
];

const CORE_FOLDERS = [
  'config',
  'events',
  'capture',
  'redaction',
  'projections',
  'git',
  'search',
  'setup',
  'memory',
  'hooks',
  'mcp',
  'knowledge',
].map((folder) => `src/${folder}/**/*.ts`);

export default tseslint.config(
  { ignores: ['dist/**', 'plugin/cortex/**', 'node_modules/**', 'coverage/**', '.bench/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: globals.node },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: CORE_FOLDERS,
    ignores: SHELL_FILES,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            'fs',
            'node:fs',
            'fs/promises',
            'node:fs/promises',
            'child_process',
            'node:child_process',
            'process',
            'node:process',
          ].map((name) => ({
            name,
            message:
              'The pure core does no I/O: move this into a shell module (see eslint.config.js).',
          })),
        },
      ],
      'no-restricted-globals': [
        'error',
        {
          name: 'process',
          message: 'The pure core must not read process state: take it as an argument.',
        },
      ],
      'no-restricted-properties': [
        'error',
        {
          object: 'Date',
          property: 'now',
          message: 'The pure core takes the time as an argument.',
        },
        {
          object: 'Math',
          property: 'random',
          message: 'The pure core takes randomness as an argument.',
        },
      ],
    },
  },
);
