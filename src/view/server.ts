/**
 * `cortex view --serve` (shell): the explorer page on a local HTTP server, for correcting the
 * memory from it. It listens on 127.0.0.1 only; every request must carry the run's random
 * token (the page's address holds it, the page's calls send it in a header), and the Host
 * it names must be this server, so neither another local user nor a web page the browser has
 * open (DNS rebinding included) can read or change the memory. Corrections go through the
 * same use cases as `cortex forget`, `pin`, `edit` and `supersede`, recorded as the tool
 * `cortex view`.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { timingSafeEqual } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { CortexError } from '../errors.js';
import { edit, editableMemory, pin, supersede } from '../memory/correct.js';
import { readExplorer, searchExplorer } from '../memory/explore.js';
import { forget, planForget } from '../memory/forget.js';
import type { Caller, Project } from '../memory/open.js';
import { findTargets, shortId } from '../memory/targets.js';
import { renderExplorerPage, contentSecurityPolicy } from './page.js';

export interface ServeOptions {
  project: Project;
  caller: Caller;
  env: Record<string, string | undefined>;
  /** 0 for a free port. */
  port: number;
  token: string;
  script: string;
  limit?: number;
  /** Problems worth telling the person running the server (a failed search, a write's projection error). */
  log: (message: string) => void;
}

export interface RunningServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

/** The largest request body read (a correction is a few lines of text). */
const MAX_BODY = 64 * 1024;

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function sameSecret(given: string | undefined, token: string): boolean {
  if (given === undefined) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  if (!/^application\/json\b/i.test(request.headers['content-type'] ?? ''))
    throw new HttpError(415, 'send the correction as application/json');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw new HttpError(413, `the request is over ${MAX_BODY / 1024} KiB`);
    chunks.push(chunk as Buffer);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new HttpError(400, 'the request body is not JSON');
  }
}

function ids(body: Record<string, unknown>): string[] {
  const value = body.ids;
  if (
    !Array.isArray(value) ||
    value.length === 0 ||
    value.length > 100 ||
    !value.every((id) => typeof id === 'string' && id.length > 0 && id.length < 100)
  ) {
    throw new HttpError(400, 'ids: give the ids of the memories, as a list of strings');
  }
  return value as string[];
}

function text(body: Record<string, unknown>, field: string, required: boolean): string | undefined {
  const value = body[field];
  if (value === undefined && !required) return undefined;
  if (typeof value !== 'string' || !value.trim() || value.length > 20_000)
    throw new HttpError(400, `${field}: give the text (at most 20,000 characters)`);
  return value.trim();
}

/** Carries out one correction; returns what to tell the person. */
async function correct(
  options: ServeOptions,
  action: string,
  body: Record<string, unknown>,
): Promise<string> {
  const { project, caller } = options;
  const writing = { face: 'view' as const, tool: 'cortex view' };
  const described = (written: { projectionError?: string }, message: string) => {
    if (written.projectionError) options.log(written.projectionError);
    return message;
  };
  switch (action) {
    case 'forget': {
      const targets = findTargets(project, ids(body));
      const { fresh, already } = planForget(targets.events, targets.fold);
      if (fresh.length === 0)
        return `already forgotten: ${already.map((event) => shortId(event.id)).join(', ')}`;
      const written = await forget(project, caller, writing, fresh, text(body, 'reason', false));
      return described(
        written,
        `forgot ${fresh.map((event) => shortId(event.id)).join(', ')} (correction ${shortId(written.event.id)})`,
      );
    }
    case 'pin': {
      if (typeof body.pinned !== 'boolean')
        throw new HttpError(400, 'pinned: true to pin, false to unpin');
      const targets = findTargets(project, ids(body)).events;
      const written = await pin(project, caller, writing, targets, body.pinned);
      return described(
        written,
        `${body.pinned ? 'pinned' : 'unpinned'} ${targets.map((event) => shortId(event.id)).join(', ')}`,
      );
    }
    case 'supersede': {
      const targets = findTargets(project, ids(body)).events;
      const written = await supersede(
        project,
        caller,
        writing,
        targets,
        text(body, 'content', true)!,
      );
      return described(
        written,
        `replaced ${targets.map((event) => shortId(event.id)).join(', ')} with ${shortId(written.event.id)}`,
      );
    }
    case 'edit': {
      const id = text(body, 'id', true)!;
      const targets = findTargets(project, [id]);
      const event = targets.events[0]!;
      const memory = editableMemory(targets.fold.byId.get(event.id), id, event.type);
      const written = await edit(project, caller, writing, memory, text(body, 'content', true)!);
      return described(written, `reworded ${shortId(memory.id)}`);
    }
    default:
      throw new HttpError(404, `no such correction: ${action}`);
  }
}

function send(
  response: ServerResponse,
  status: number,
  type: string,
  body: string,
  extra: Record<string, string> = {},
): void {
  response.writeHead(status, {
    'content-type': type,
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'x-frame-options': 'DENY',
    ...extra,
  });
  response.end(body);
}

const json = (response: ServerResponse, status: number, value: unknown) =>
  send(response, status, 'application/json; charset=utf-8', JSON.stringify(value));

async function handle(
  options: ServeOptions,
  port: number,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const url = new URL(request.url ?? '/', `http://127.0.0.1:${port}`);
  // A name that resolves to 127.0.0.1 (DNS rebinding) still names another host: refused.
  const host = request.headers.host ?? '';
  if (host !== `127.0.0.1:${port}` && host !== `localhost:${port}`)
    throw new HttpError(403, 'this server answers only to 127.0.0.1');
  // The page is asked for by the address cortex printed, so its token is in the query; the
  // page's own calls send it in a header (which a form or a link on another site cannot set).
  const token =
    url.pathname === '/'
      ? (url.searchParams.get('token') ?? undefined)
      : (request.headers['x-cortex-token'] as string | undefined);
  if (!sameSecret(token, options.token))
    throw new HttpError(
      403,
      'this server needs the token in the address cortex view --serve printed',
    );
  const now = options.caller.now();
  if (request.method === 'GET' && url.pathname === '/') {
    const page = renderExplorerPage(readExplorer(options.project, now, { limit: options.limit }), {
      script: options.script,
      serve: { token: options.token },
    });
    send(response, 200, 'text/html; charset=utf-8', page, {
      'content-security-policy': contentSecurityPolicy(options.script, true),
    });
    return;
  }
  if (request.method === 'GET' && url.pathname === '/api/data') {
    json(response, 200, readExplorer(options.project, now, { limit: options.limit }));
    return;
  }
  if (request.method === 'GET' && url.pathname === '/api/search') {
    const query = (url.searchParams.get('q') ?? '').trim().slice(0, 1000);
    if (!query) throw new HttpError(400, 'q: give a query');
    json(
      response,
      200,
      await searchExplorer(options.project, query, now, { env: options.env, report: options.log }),
    );
    return;
  }
  const action = /^\/api\/(forget|pin|supersede|edit)$/.exec(url.pathname)?.[1];
  if (action) {
    if (request.method !== 'POST') throw new HttpError(405, 'corrections are POST requests');
    const body = await readBody(request);
    if (!body || typeof body !== 'object' || Array.isArray(body))
      throw new HttpError(400, 'the request body must be a JSON object');
    json(response, 200, {
      message: await correct(options, action, body as Record<string, unknown>),
    });
    return;
  }
  throw new HttpError(404, 'not found');
}

/** Starts the server on 127.0.0.1; the url it returns carries the token. */
export async function startExplorerServer(options: ServeOptions): Promise<RunningServer> {
  let port = 0;
  const server: Server = createServer((request, response) => {
    handle(options, port, request, response).catch((error: unknown) => {
      if (error instanceof HttpError) json(response, error.status, { error: error.message });
      else if (error instanceof CortexError)
        json(response, 400, { error: error.message, ...(error.hint ? { hint: error.hint } : {}) });
      else {
        options.log(`the explorer server failed a request: ${(error as Error).message}`);
        json(response, 500, {
          error: 'the request failed; the terminal running cortex view --serve says why',
        });
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/?token=${options.token}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // A browser keeps its connections open: stopping must not wait for them.
        server.closeAllConnections();
      }),
  };
}
