import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  contentSecurityPolicy,
  readExplorer,
  renderExplorerPage,
  searchExplorer
} from "./chunk-XXI3UXRF.mjs";
import {
  forget,
  planForget
} from "./chunk-7IDK5FPQ.mjs";
import "./chunk-V2AKS2SO.mjs";
import "./chunk-HMTOL37H.mjs";
import "./chunk-6WSISBX6.mjs";
import "./chunk-EPARNYD2.mjs";
import {
  findTargets
} from "./chunk-TV7BMZ35.mjs";
import {
  edit,
  editableMemory,
  pin,
  supersede
} from "./chunk-2F7BWYWR.mjs";
import "./chunk-TI6J6ENV.mjs";
import "./chunk-POOCLRZ2.mjs";
import "./chunk-O5HY6P6I.mjs";
import "./chunk-T6R2Y2EO.mjs";
import "./chunk-V3JVLY6M.mjs";
import "./chunk-YWFFYHTN.mjs";
import "./chunk-LK54J22F.mjs";
import "./chunk-P7IW2GEB.mjs";
import "./chunk-2NMTIS5C.mjs";
import "./chunk-NR55AXLW.mjs";
import "./chunk-U3G6NHFO.mjs";
import "./chunk-UOL3JUGC.mjs";
import "./chunk-LPUECSWN.mjs";
import "./chunk-3A5GZ3FR.mjs";
import "./chunk-WVFFZ4JR.mjs";
import "./chunk-GYALZIJH.mjs";
import "./chunk-FK7PIZ5P.mjs";
import "./chunk-3ZYYLOM2.mjs";
import "./chunk-V6CUIOMQ.mjs";
import "./chunk-WHIBXURK.mjs";
import "./chunk-OOOGW3H7.mjs";
import "./chunk-CFXE6EOP.mjs";
import "./chunk-2RMMSY37.mjs";
import "./chunk-LTJYTCHL.mjs";
import "./chunk-6M7KS7R3.mjs";
import "./chunk-G37PHZM2.mjs";
import {
  shortId
} from "./chunk-A5IE5JQV.mjs";
import "./chunk-IKAZCRYU.mjs";
import "./chunk-F5UUBEUZ.mjs";
import "./chunk-4KSSD6ZQ.mjs";
import "./chunk-WNGDJEP4.mjs";
import "./chunk-ZF3FJJCS.mjs";
import "./chunk-FT5T7XM2.mjs";
import "./chunk-CP2KPV6Y.mjs";
import {
  CortexError
} from "./chunk-JCOCGVG4.mjs";
import "./chunk-JA3QAXLE.mjs";

// src/view/server.ts
import { createServer } from "node:http";
import { timingSafeEqual } from "node:crypto";
var MAX_BODY = 64 * 1024;
var HttpError = class extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
  status;
};
function sameSecret(given, token) {
  if (given === void 0) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}
async function readBody(request) {
  if (!/^application\/json\b/i.test(request.headers["content-type"] ?? ""))
    throw new HttpError(415, "send the correction as application/json");
  const chunks = [];
  let size = 0;
  for await (const chunk of request) {
    size += chunk.length;
    if (size > MAX_BODY) throw new HttpError(413, `the request is over ${MAX_BODY / 1024} KiB`);
    chunks.push(chunk);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString("utf8"));
  } catch {
    throw new HttpError(400, "the request body is not JSON");
  }
}
function ids(body) {
  const value = body.ids;
  if (!Array.isArray(value) || value.length === 0 || value.length > 100 || !value.every((id) => typeof id === "string" && id.length > 0 && id.length < 100)) {
    throw new HttpError(400, "ids: give the ids of the memories, as a list of strings");
  }
  return value;
}
function text(body, field, required) {
  const value = body[field];
  if (value === void 0 && !required) return void 0;
  if (typeof value !== "string" || !value.trim() || value.length > 2e4)
    throw new HttpError(400, `${field}: give the text (at most 20,000 characters)`);
  return value.trim();
}
async function correct(options, action, body) {
  const { project, caller } = options;
  const writing = { face: "view", tool: "cortex view" };
  const described = (written, message) => {
    if (written.projectionError) options.log(written.projectionError);
    return message;
  };
  switch (action) {
    case "forget": {
      const targets = findTargets(project, ids(body));
      const { fresh, already } = planForget(targets.events, targets.fold);
      if (fresh.length === 0)
        return `already forgotten: ${already.map((event) => shortId(event.id)).join(", ")}`;
      const written = await forget(project, caller, writing, fresh, text(body, "reason", false));
      return described(
        written,
        `forgot ${fresh.map((event) => shortId(event.id)).join(", ")} (correction ${shortId(written.event.id)})`
      );
    }
    case "pin": {
      if (typeof body.pinned !== "boolean")
        throw new HttpError(400, "pinned: true to pin, false to unpin");
      const targets = findTargets(project, ids(body)).events;
      const written = await pin(project, caller, writing, targets, body.pinned);
      return described(
        written,
        `${body.pinned ? "pinned" : "unpinned"} ${targets.map((event) => shortId(event.id)).join(", ")}`
      );
    }
    case "supersede": {
      const targets = findTargets(project, ids(body)).events;
      const written = await supersede(
        project,
        caller,
        writing,
        targets,
        text(body, "content", true)
      );
      return described(
        written,
        `replaced ${targets.map((event) => shortId(event.id)).join(", ")} with ${shortId(written.event.id)}`
      );
    }
    case "edit": {
      const id = text(body, "id", true);
      const targets = findTargets(project, [id]);
      const event = targets.events[0];
      const memory = editableMemory(targets.fold.byId.get(event.id), id, event.type);
      const written = await edit(project, caller, writing, memory, text(body, "content", true));
      return described(written, `reworded ${shortId(memory.id)}`);
    }
    default:
      throw new HttpError(404, `no such correction: ${action}`);
  }
}
function send(response, status, type, body, extra = {}) {
  response.writeHead(status, {
    "content-type": type,
    "cache-control": "no-store",
    "x-content-type-options": "nosniff",
    "referrer-policy": "no-referrer",
    "x-frame-options": "DENY",
    ...extra
  });
  response.end(body);
}
var json = (response, status, value) => send(response, status, "application/json; charset=utf-8", JSON.stringify(value));
async function handle(options, port, request, response) {
  const url = new URL(request.url ?? "/", `http://127.0.0.1:${port}`);
  const host = request.headers.host ?? "";
  if (host !== `127.0.0.1:${port}` && host !== `localhost:${port}`)
    throw new HttpError(403, "this server answers only to 127.0.0.1");
  const token = url.pathname === "/" ? url.searchParams.get("token") ?? void 0 : request.headers["x-cortex-token"];
  if (!sameSecret(token, options.token))
    throw new HttpError(
      403,
      "this server needs the token in the address cortex view --serve printed"
    );
  const now = options.caller.now();
  if (request.method === "GET" && url.pathname === "/") {
    const page = renderExplorerPage(readExplorer(options.project, now, { limit: options.limit }), {
      script: options.script,
      serve: { token: options.token }
    });
    send(response, 200, "text/html; charset=utf-8", page, {
      "content-security-policy": contentSecurityPolicy(options.script, true)
    });
    return;
  }
  if (request.method === "GET" && url.pathname === "/api/data") {
    json(response, 200, readExplorer(options.project, now, { limit: options.limit }));
    return;
  }
  if (request.method === "GET" && url.pathname === "/api/search") {
    const query = (url.searchParams.get("q") ?? "").trim().slice(0, 1e3);
    if (!query) throw new HttpError(400, "q: give a query");
    json(
      response,
      200,
      await searchExplorer(options.project, query, now, { env: options.env, report: options.log })
    );
    return;
  }
  const action = /^\/api\/(forget|pin|supersede|edit)$/.exec(url.pathname)?.[1];
  if (action) {
    if (request.method !== "POST") throw new HttpError(405, "corrections are POST requests");
    const body = await readBody(request);
    if (!body || typeof body !== "object" || Array.isArray(body))
      throw new HttpError(400, "the request body must be a JSON object");
    json(response, 200, {
      message: await correct(options, action, body)
    });
    return;
  }
  throw new HttpError(404, "not found");
}
async function startExplorerServer(options) {
  let port = 0;
  const server = createServer((request, response) => {
    handle(options, port, request, response).catch((error) => {
      if (error instanceof HttpError) json(response, error.status, { error: error.message });
      else if (error instanceof CortexError)
        json(response, 400, { error: error.message, ...error.hint ? { hint: error.hint } : {} });
      else {
        options.log(`the explorer server failed a request: ${error.message}`);
        json(response, 500, {
          error: "the request failed; the terminal running cortex view --serve says why"
        });
      }
    });
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, "127.0.0.1", () => resolve());
  });
  port = server.address().port;
  return {
    url: `http://127.0.0.1:${port}/?token=${options.token}`,
    port,
    close: () => new Promise((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    })
  };
}
export {
  startExplorerServer
};
