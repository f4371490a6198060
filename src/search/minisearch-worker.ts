/**
 * The worker thread that holds the MCP server's MiniSearch index (shell): building it from
 * 100,000 records takes seconds, which must not stall the server's requests, and a search
 * of a common word scores tens of thousands of documents. The server's main thread feeds
 * it records in order and asks it for keyword scores (see held-minisearch.ts); it answers
 * in the order it was asked.
 */
import { parentPort } from 'node:worker_threads';
import { scanEventLog } from '../events/store.js';
import { itemFromEvent } from './documents.js';
import {
  MiniSearchIndex,
  type MiniSearchReply,
  type MiniSearchRequest,
} from './minisearch-index.js';

const port = parentPort;
if (!port) throw new Error('minisearch-worker runs as a worker thread');

const index = new MiniSearchIndex();
/** The detail of every event of the log that has one, by id, while the index is being built. */
let details: Map<string, string> | undefined;
let missingDetails = 0;

function detailOf(eventId: string): string | undefined {
  const detail = details?.get(eventId);
  if (detail === undefined && details) missingDetails++;
  return detail;
}

function reply(message: MiniSearchReply, transfer: ArrayBuffer[] = []): void {
  port!.postMessage(message, transfer);
}

port.on('message', (request: MiniSearchRequest) => {
  try {
    switch (request.kind) {
      case 'details':
        details = new Map();
        // The committed log and this clone's local activity, as the search cache reads them.
        scanEventLog(
          request.paths,
          ({ event }) => {
            // Only the events that have one (about one in seven): the map is garbage once built, and stays in the heap until a collection the idle worker may not run.
            const detail = itemFromEvent(event, () => undefined).record?.detail;
            if (detail) details!.set(event.id, detail);
          },
          { local: true },
        );
        return;
      case 'add':
        index.add(request.records, detailOf);
        return;
      case 'sync':
        // Records appended later come with their detail: the log's is no longer needed.
        details = undefined;
        index.trim();
        reply({ kind: 'synced', id: request.id, records: index.recordCount, missingDetails });
        return;
      case 'search': {
        const { documents, scores } = index.search(request.query, request.settings);
        reply({ kind: 'scores', id: request.id, documents, scores }, [
          documents.buffer as ArrayBuffer,
          scores.buffer as ArrayBuffer,
        ]);
        return;
      }
    }
  } catch (error) {
    // An index that missed records would rank wrongly from then on: the server stops asking it.
    reply({
      kind: 'failed',
      ...('id' in request ? { id: request.id } : {}),
      message: error instanceof Error ? error.message : String(error),
    });
  }
});
