/**
 * Project knowledge and the point of action: the first indexing of 200 documents of about
 * 2,000 words (budget 10 s), a warm document search at that size (4x `node -e 0`), and the
 * PreToolUse and PostToolUseFailure hooks at 10,000 events (2x `node -e 0` each).
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Harness } from '../harness.js';

const WORDS = [
  'cache',
  'merge',
  'driver',
  'index',
  'branch',
  'session',
  'briefing',
  'retry',
  'queue',
  'token',
  'budget',
  'schema',
  'migration',
  'deploy',
  'rollback',
  'latency',
  'worker',
  'lock',
  'snapshot',
  'fixture',
  'handler',
  'parser',
  'config',
  'module',
];

/** A document of about `words` words in sections, different for each `seed`. */
function documentText(seed: number, words: number): string {
  const lines = [`# Design note ${seed}`, ''];
  let written = 0;
  let state = seed * 7919;
  const next = () => (state = (state * 1103515245 + 12345) % 2147483648);
  for (let section = 0; written < words; section++) {
    lines.push(`## Section ${section} of note ${seed}`, '');
    for (let paragraph = 0; paragraph < 3 && written < words; paragraph++) {
      const sentence = Array.from({ length: 60 }, () => WORDS[next() % WORDS.length]!).join(' ');
      lines.push(`The ${WORDS[seed % WORDS.length]} ${sentence}.`, '');
      written += 62;
    }
  }
  return lines.join('\n');
}

export function run(h: Harness): void {
  const root = h.repoWithLog('knowledge-10k', 10_000);
  const docs = join(root, 'docs', 'notes');
  mkdirSync(docs, { recursive: true });
  for (let i = 0; i < 200; i++)
    writeFileSync(join(docs, `note-${String(i).padStart(3, '0')}.md`), documentText(i, 2000));
  const store = join(root, '.cortex', 'local', 'docs');
  h.time(
    'knowledge: first indexing of 200 docs of ~2,000 words (cortex search --kind doc)',
    {
      ...h.cortex(root, 'search', '--kind', 'doc', 'merge driver rollback'),
      before: () => rmSync(store, { recursive: true, force: true }),
    },
    10_000,
    h.quick ? 1 : 3,
  );
  h.time(
    'knowledge: cortex search --kind doc, 200 docs, warm',
    h.cortex(root, 'search', '--kind', 'doc', 'merge driver rollback'),
    (node) => 4 * node,
  );
  h.time(
    'knowledge: cortex search (memories and docs), 200 docs + 10,000 events, warm',
    h.cortex(root, 'search', 'why did we reject the retry queue'),
    (node) => 4 * node,
  );

  const edit = JSON.stringify({
    session_id: 'bench',
    cwd: root,
    hook_event_name: 'PreToolUse',
    tool_name: 'Edit',
    tool_input: {
      file_path: join(root, 'src', 'cache', 'index.ts'),
      old_string: 'a',
      new_string: 'b',
    },
  });
  h.time(
    'point of action: cortex hook pre-tool-use (Edit), 10,000 events',
    { ...h.cortex(root, 'hook', 'pre-tool-use'), input: edit },
    (node) => 2 * node,
  );
  const failure = JSON.stringify({
    session_id: 'bench',
    cwd: root,
    hook_event_name: 'PostToolUseFailure',
    tool_name: 'Bash',
    tool_input: { command: 'npm test' },
    error: 'Error: ECONNREFUSED 127.0.0.1:5432 connect failed',
  });
  h.time(
    'point of action: cortex hook post-tool-use-failure (Bash), 10,000 events',
    { ...h.cortex(root, 'hook', 'post-tool-use-failure'), input: failure },
    (node) => 2 * node,
  );
}
