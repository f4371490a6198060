/**
 * A separate process that appends events one at a time, for the concurrent-writers test:
 * node --import tsx append-worker.ts <repo root> <writer> <worker name> <count>
 */
import { randomBytes } from 'node:crypto';
import { makeEvent } from '../../../src/events/envelope.js';
import { newEventId } from '../../../src/events/id.js';
import { projectPaths } from '../../../src/events/paths.js';
import { appendEvents } from '../../../src/events/store.js';
import { findRepo, headReader } from '../../../src/git/plumbing/repo.js';

const [root, writer, name, count] = process.argv.slice(2) as [string, string, string, string];
const paths = projectPaths(root);
const repo = findRepo(root);
for (let i = 0; i < Number(count); i++) {
  const now = new Date();
  const event = makeEvent({
    id: newEventId(now.getTime(), randomBytes(10)),
    ts: now.toISOString(),
    type: 'knowledge_acquired',
    // Long enough that an interleaved write would visibly break lines.
    content: `${name} event ${i} ${'payload '.repeat(40)}`,
    source: { layer: 'manual' },
  });
  appendEvents(paths, headReader(repo), [event], {
    writer,
    now,
    entropy: () => randomBytes(10),
    lock: { timeoutMs: 60_000 },
  });
}
