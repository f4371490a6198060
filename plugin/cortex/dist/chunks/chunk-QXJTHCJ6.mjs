import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  Extractor,
  condenseLocalFiles,
  cursorFile,
  cursorRevision,
  emptyCursor,
  fingerprintAt,
  initialState,
  isSkippedRecord,
  markFinished,
  markUnfinished,
  problemsFixedBySession,
  readCursor,
  writeCursor
} from "./chunk-5J5CWM5T.mjs";
import {
  pathMatcher
} from "./chunk-SVJO3XXX.mjs";
import {
  captureAuthor
} from "./chunk-O5HY6P6I.mjs";
import {
  checkAppendOnlyFile
} from "./chunk-WVFFZ4JR.mjs";
import {
  NOTHING_READ
} from "./chunk-CFXE6EOP.mjs";
import {
  appendEvents,
  appendLocalEvents,
  isLocalEventFile,
  readEventIdsSince,
  readNewestEvents,
  readWriterFileIds
} from "./chunk-2RMMSY37.mjs";
import {
  withFileLock
} from "./chunk-6M7KS7R3.mjs";
import {
  EVENT_TYPES,
  makeEvent
} from "./chunk-G37PHZM2.mjs";
import {
  deriveEventId
} from "./chunk-A5IE5JQV.mjs";
import {
  gitOutput,
  headReader,
  readHead
} from "./chunk-F5UUBEUZ.mjs";
import {
  customPatternScanner
} from "./chunk-MATBYBHQ.mjs";
import {
  redactValues
} from "./chunk-QXBY2LNL.mjs";

// src/capture/transcript-capture.ts
import { randomBytes } from "node:crypto";
import { basename, resolve } from "node:path";
import { existsSync } from "node:fs";
import { join } from "node:path";

// src/capture/facts.ts
function branchOf(fact, context) {
  if (fact.gitBranch === void 0 || fact.gitBranch === "") return context.branch();
  return fact.gitBranch === "HEAD" ? null : fact.gitBranch;
}
function factsToEvents(facts, context, invalid = () => {
}) {
  return facts.flatMap((fact) => {
    try {
      return [factToEvent(fact, context)];
    } catch (error) {
      invalid(fact, error);
      return [];
    }
  });
}
function factToEvent(fact, context) {
  const session = fact.session ?? context.session;
  const source = {
    layer: fact.layer,
    ...fact.tool ? { tool: fact.tool } : {},
    ...fact.record ? { record: fact.record } : {},
    ...fact.agent ? { agent: fact.agent } : {}
  };
  const refs = fact.corrects ? [
    deriveEventId(
      Date.parse(fact.corrects.ts),
      `${fact.corrects.session ?? session}\0\0${fact.corrects.key}`
    )
  ] : void 0;
  return makeEvent({
    id: deriveEventId(Date.parse(fact.ts), `${session}\0${fact.agent ?? ""}\0${fact.key}`),
    ...refs ? { refs } : {},
    ts: fact.ts,
    type: fact.type,
    session,
    branch: branchOf(fact, context),
    author: context.author,
    content: fact.content,
    source,
    ...fact.confidence !== void 0 ? { confidence: fact.confidence } : {},
    data: fact.data
  });
}

// src/capture/transcript-file.ts
import { closeSync, openSync, readSync, statSync } from "node:fs";
var MAX_LINE_BYTES = 32 * 1024 * 1024;
var CHUNK_BYTES = 4 * 1024 * 1024;
function isCompleteJson(text) {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
function readTranscriptLines(path, mark, options, visit) {
  const kind = statSync(path);
  if (!kind.isFile() && !kind.isDirectory()) {
    throw new Error(
      `not a regular file (${kind.isFIFO() ? "a FIFO" : kind.isCharacterDevice() || kind.isBlockDevice() ? "a device" : kind.isSocket() ? "a socket" : "not a file"}); refused`
    );
  }
  const fd = openSync(path, "r");
  try {
    const start = mark.offset;
    const { change, size } = checkAppendOnlyFile(fd, mark, fingerprintAt);
    const result = {
      end: start,
      size,
      change,
      fingerprintAtEnd: mark.fingerprint,
      lines: 0,
      oversized: 0,
      incompleteBytes: 0
    };
    if (change === "rewritten" || change === "replaced") return result;
    let position = start;
    let carry = Buffer.alloc(0);
    let carryStart = start;
    let skipping = false;
    let skippedFrom = 0;
    const take = (text, offset) => {
      result.lines++;
      visit(text, offset);
    };
    while (position < size) {
      const chunk = Buffer.allocUnsafe(Math.min(CHUNK_BYTES, size - position));
      const got = readSync(fd, chunk, 0, chunk.length, position);
      if (got <= 0) break;
      position += got;
      const buffer = carry.length ? Buffer.concat([carry, chunk.subarray(0, got)]) : chunk.subarray(0, got);
      let lineStart = 0;
      for (let newline = buffer.indexOf(10); newline !== -1; newline = buffer.indexOf(10, lineStart)) {
        if (skipping) skipping = false;
        else if (options.skip?.(buffer, lineStart, newline)) result.lines++;
        else take(buffer.toString("utf8", lineStart, newline), carryStart + lineStart);
        lineStart = newline + 1;
        result.end = carryStart + lineStart;
      }
      carry = buffer.subarray(lineStart);
      carryStart += lineStart;
      if (carry.length > MAX_LINE_BYTES) {
        if (!skipping) {
          result.oversized++;
          skippedFrom = carryStart;
        }
        skipping = true;
        carryStart += carry.length;
        carry = Buffer.alloc(0);
      }
    }
    if (carry.length > 0 && !skipping) {
      const text = carry.toString("utf8");
      if (options.final && isCompleteJson(text)) {
        take(text, carryStart);
        result.end = size;
      } else {
        result.incompleteBytes = carry.length;
      }
    } else if (skipping) {
      result.incompleteBytes = size - skippedFrom;
    }
    if (result.end !== start) result.fingerprintAtEnd = fingerprintAt(fd, result.end);
    return result;
  } finally {
    closeSync(fd);
  }
}

// src/capture/transcript-capture.ts
var MiB = 1024 * 1024;
function formatBytes(bytes) {
  return bytes >= MiB ? `${(bytes / MiB).toFixed(1)} MB` : `${bytes} bytes`;
}
function readNewLines(path, cursor, options, final, result) {
  let extractor = new Extractor(cursor.state, options);
  const visit = (line, offset) => extractor.readLine(line, offset);
  const read = readTranscriptLines(
    path,
    { offset: cursor.offset, fingerprint: cursor.fingerprint },
    { final, skip: isSkippedRecord },
    visit
  );
  if (read.change === "grown" || read.change === "unchanged")
    return { extractor, read, start: cursor.offset };
  result.notes.push(
    `${path} shrank or was rewritten since it was last read; reading it again from the start`
  );
  extractor = new Extractor(initialState(), options);
  return {
    extractor,
    read: readTranscriptLines(path, NOTHING_READ, { final, skip: isSkippedRecord }, visit),
    start: 0
  };
}
function reportRead(path, { extractor, read, start }, final, result) {
  const plural = (count, word) => `${count} ${word}${count === 1 ? "" : "s"}`;
  if (extractor.unreadable.length > 0) {
    const first = extractor.unreadable[0];
    result.problems.push(
      `${plural(extractor.unreadable.length, "line")} of ${path} skipped: not transcript records (first at byte ${first.offset}: ${first.reason})`
    );
  }
  if (read.oversized > 0)
    result.problems.push(`${plural(read.oversized, "line")} of ${path} longer than 32 MB skipped`);
  if (read.incompleteBytes > MiB || final && read.incompleteBytes > 0) {
    result.problems.push(
      `${path} ends in an unfinished line (${formatBytes(read.incompleteBytes)} without a newline); it is read once it is complete`
    );
  }
  if (read.lines > 0 && extractor.records === 0 && extractor.unreadable.length === 0 && start === 0) {
    result.notes.push(`${path} holds no conversation records (${read.lines} lines)`);
  }
}
function isLostFile(project, file) {
  if (existsSync(join(project.repo.root, file))) return false;
  const commits = gitOutput(project.repo.root, ["log", "--all", "-1", "--format=%H", "--", file]);
  return commits !== void 0 && commits.trim() === "";
}
async function captureTranscript(project, options) {
  const path = resolve(options.transcriptPath);
  const result = {
    appended: [],
    bytesRead: 0,
    lines: 0,
    problems: [],
    notes: [],
    localFiles: []
  };
  let cursor = readCursor(project.paths, path);
  const lost = cursor.files.filter((file) => isLostFile(project, file));
  if (lost.length) {
    result.notes.push(
      `${lost.join(", ")} was removed before it was committed; ${path} is read again from its start to capture what it held`
    );
    cursor = { ...emptyCursor(path), revision: cursor.revision };
  }
  const extractOptions = {
    paths: { repoRoot: project.repo.root },
    excluded: pathMatcher(project.config.redaction.excludePaths),
    preferences: project.config.capture.preferences,
    ...options.agentId ? { agent: options.agentId } : {}
  };
  let fresh;
  try {
    fresh = readNewLines(path, cursor, extractOptions, options.final, result);
  } catch (error) {
    const code = error.code;
    result.problems.push(
      `cannot read transcript ${path}: ${code === "ENOENT" ? "no such file" : code ?? error.message}`
    );
    return result;
  }
  const { extractor, read, start } = fresh;
  result.bytesRead = read.end - start;
  result.lines = read.lines;
  reportRead(path, fresh, options.final, result);
  if (options.compactSummary?.trim()) {
    extractor.readSummary(options.compactSummary, {
      ts: options.now.toISOString(),
      ...options.session ? { session: options.session } : {}
    });
  }
  if (start === cursor.offset && read.end === start && !options.final && extractor.facts.length === 0)
    return result;
  const extracted = extractor.finish(options.final);
  const redaction = await redactValues(
    [extracted.facts.map((fact) => ({ content: fact.content, data: fact.data })), extracted.state],
    {
      custom: customPatternScanner(project.paths, project.config.redaction.patterns),
      // Imported only when the pre-filter has seen a candidate: the library is most of a hook's possible cost.
      library: async (text) => (await import("./secretlint-YW2S3HZG.mjs")).lintSecretRanges(text)
    }
  );
  if (redaction.outcome.libraryProblem) result.problems.push(redaction.outcome.libraryProblem);
  result.problems.push(...redaction.outcome.patternProblems ?? []);
  const [redactedParts, redactedState] = redaction.values;
  const facts = extracted.facts.map((fact, index) => ({
    ...fact,
    ...redactedParts[index]
  }));
  const session = options.session ?? extractor.firstSession ?? basename(path).replace(/\.jsonl$/i, "");
  let branch;
  const events = factsToEvents(
    facts,
    {
      session,
      branch: () => branch === void 0 ? branch = readHead(project.repo).branch : branch,
      author: options.author !== void 0 ? options.author : captureAuthor(project, { refresh: options.refreshAuthor })
    },
    (fact, error) => result.problems.push(`a ${fact.type} from ${path} was left out: ${error.message}`)
  );
  const captured = new Set(cursor.captured);
  const written = readWriterFileIds(project.paths, session);
  const newEvents = [];
  for (const event of events) {
    if (captured.has(event.id) || options.knownIds?.has(event.id) || written.has(event.id))
      continue;
    captured.add(event.id);
    newEvents.push(event);
  }
  withFileLock(`${cursorFile(project.paths, path)}.lock`, () => {
    if (cursorRevision(project.paths, path) !== cursor.revision) {
      result.notes.push(
        `${path} was captured by another hook at the same time; its capture stands`
      );
      return;
    }
    const since = newEvents.reduce(
      (least, event) => Math.min(least, Date.parse(event.ts) || least),
      Number.POSITIVE_INFINITY
    );
    const shared = newEvents.filter((event) => EVENT_TYPES[event.type].category !== "activity");
    const local = newEvents.filter((event) => EVENT_TYPES[event.type].category === "activity");
    let present;
    const appended = appendEvents(project.paths, headReader(project.repo), shared, {
      writer: session,
      now: options.now,
      entropy: options.entropy ?? (() => randomBytes(10)),
      knownIds: () => present = readEventIdsSince(project.paths, Number.isFinite(since) ? since : 0)
    });
    const localPresent = local.length ? present ?? readEventIdsSince(project.paths, Number.isFinite(since) ? since : 0) : void 0;
    const kept = appendLocalEvents(
      project.paths,
      session,
      localPresent ? local.filter((event) => !localPresent.has(event.id)) : local
    );
    if (appended.file) result.file = appended.file;
    result.appended = newEvents.filter(
      (event) => EVENT_TYPES[event.type].category === "activity" ? kept.ids.has(event.id) : !present?.has(event.id)
    );
    const files = [
      .../* @__PURE__ */ new Set([...cursor.files, ...appended.file ? [appended.file] : [], ...kept.files])
    ];
    result.localFiles = files.filter(isLocalEventFile);
    writeCursor(
      project.paths,
      cursor,
      {
        transcript: path,
        offset: read.end,
        fingerprint: read.fingerprintAtEnd,
        captured: [...captured],
        files,
        state: redactedState
      },
      { rewrite: lost.length > 0 }
    );
    if (options.final) markFinished(project.paths, path);
    else if (!options.agentId) markUnfinished(project.paths, path);
  });
  if (result.localFiles.length === 0) result.localFiles = cursor.files.filter(isLocalEventFile);
  if (options.condense ?? options.final)
    result.appended.push(
      ...condenseLocalFiles(project, result.localFiles, {
        now: options.now,
        entropy: options.entropy
      })
    );
  if (options.final && !options.agentId)
    result.appended.push(...retractFixedProblems(project, session, options));
  return result;
}
var FIXED_PROBLEM_WINDOW = 400;
function retractFixedProblems(project, session, options) {
  const newest = readNewestEvents(project.paths, FIXED_PROBLEM_WINDOW, {
    types: ["knowledge_acquired", "error_resolved", "decision_made", "session_outcome"]
  });
  if (!newest) return [];
  const corrected = new Set(
    newest.controls.flatMap(
      (control) => control.type === "memory_retracted" || control.type === "memory_superseded" ? control.refs : []
    )
  );
  const standing = newest.events.filter((event) => !corrected.has(event.id)).map((event) => ({
    id: event.id,
    type: event.type,
    content: event.content,
    ts: event.ts,
    session: event.session,
    branch: event.branch
  }));
  const stale = problemsFixedBySession(standing, session);
  if (stale.length === 0) return [];
  const author = captureAuthor(project);
  const events = stale.map(
    ({ target, fix, reason }) => makeEvent({
      id: deriveEventId(Date.parse(fix.ts), `${session}\0fixed\0${target}`),
      refs: [target],
      ts: fix.ts,
      type: "memory_retracted",
      session,
      branch: fix.branch,
      author,
      content: reason,
      source: { layer: "structural" },
      data: { reason, tags: ["capture", "fixed-later"] }
    })
  );
  const known = new Set(newest.controls.map((control) => control.id));
  const appended = appendEvents(project.paths, headReader(project.repo), events, {
    writer: session,
    now: options.now,
    entropy: options.entropy ?? (() => randomBytes(10)),
    knownIds: () => known
  });
  return appended.appended ? events.filter((event) => !known.has(event.id)) : [];
}

export {
  captureTranscript
};
