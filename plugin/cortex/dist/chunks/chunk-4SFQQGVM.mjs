import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  COMMITTED_NEEDS,
  PROJECTION_FILES,
  renderProjections
} from "./chunk-QQVF6TCK.mjs";
import {
  readLogDigest
} from "./chunk-UOL3JUGC.mjs";
import {
  DECISIONS_DIR,
  RECORD_STATUSES,
  driversOf,
  hasRecord,
  phrasingSource,
  require_gray_matter,
  titleOf
} from "./chunk-GYALZIJH.mjs";
import {
  correctionEvent
} from "./chunk-3ZYYLOM2.mjs";
import {
  formatAuthor,
  projectAuthor
} from "./chunk-V6CUIOMQ.mjs";
import {
  defuseFraming
} from "./chunk-WHIBXURK.mjs";
import {
  appendEvents
} from "./chunk-2RMMSY37.mjs";
import {
  withFileLock
} from "./chunk-6M7KS7R3.mjs";
import {
  newEventId
} from "./chunk-A5IE5JQV.mjs";
import {
  fromMarkdown
} from "./chunk-5EO5VOS7.mjs";
import {
  toString
} from "./chunk-IKAZCRYU.mjs";
import {
  gitOutput,
  headReader,
  readHead
} from "./chunk-F5UUBEUZ.mjs";
import {
  clockFromEnv
} from "./chunk-FMWX44NG.mjs";
import {
  overBroadReason
} from "./chunk-MATBYBHQ.mjs";
import {
  readTextIfExists,
  writeFileAtomic
} from "./chunk-WNGDJEP4.mjs";
import {
  decisionRecordsFile,
  projectionsLockFile,
  projectionsPendingFile
} from "./chunk-ZF3FJJCS.mjs";
import {
  redactedMarker
} from "./chunk-EIENN3NR.mjs";
import {
  extraRules,
  findSecretRanges
} from "./chunk-QWAKPPEY.mjs";
import {
  __toESM
} from "./chunk-JA3QAXLE.mjs";

// src/projections/projection-files.ts
import { existsSync, rmSync } from "node:fs";
import { join as join2 } from "node:path";

// src/projections/decision-files.ts
import { createHash } from "node:crypto";
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";

// src/projections/decision-review.ts
var import_gray_matter = __toESM(require_gray_matter(), 1);
function lineOf(text, pattern) {
  const lines = text.split("\n");
  const index = lines.findIndex((line) => pattern.test(line));
  return index < 0 ? 1 : index + 1;
}
function sectionText(tree, title) {
  const nodes = [];
  let inside = false;
  for (const node of tree.children) {
    if (node.type === "heading") {
      if (inside && node.depth <= 2) break;
      if (node.depth === 2 && toString(node).trim() === title) {
        inside = true;
        continue;
      }
    }
    if (inside) nodes.push(node);
  }
  return nodes.map(
    (node) => node.type === "paragraph" || node.type === "heading" ? phrasingSource(node.children) : toString(node)
  ).join(" ").replace(/\s+/g, " ").trim();
}
function readRecord(text) {
  if (!/^---\r?\n/.test(text))
    return {
      ok: false,
      problem: { line: 1, message: "no front matter (the file must start with a --- line)" }
    };
  let parsed;
  try {
    const result = (0, import_gray_matter.default)(text, {});
    parsed = { data: { ...result.data }, content: result.content };
  } catch (error) {
    const mark = error.mark;
    const reason = error.reason ?? (error instanceof Error ? error.message.split("\n")[0] : String(error));
    return {
      ok: false,
      problem: {
        line: typeof mark?.line === "number" ? mark.line + 2 : 1,
        message: `front matter is not valid YAML: ${reason}`
      }
    };
  }
  const { data } = parsed;
  if (typeof data.id !== "string" || data.id === "")
    return {
      ok: false,
      problem: {
        line: lineOf(text, /^id\s*:/),
        message: "front matter has no id: not a record cortex wrote"
      }
    };
  if (typeof data.status !== "string" || !RECORD_STATUSES.includes(data.status)) {
    return {
      ok: false,
      problem: {
        line: lineOf(text, /^status\s*:/),
        message: `unknown status ${JSON.stringify(data.status ?? null)} (cortex reads ${RECORD_STATUSES.join(", ")})`
      }
    };
  }
  const tree = fromMarkdown(parsed.content);
  const title = tree.children.find(
    (node) => node.type === "heading" && node.depth === 1
  );
  const frontLines = text.length - parsed.content.length > 0 ? text.slice(0, text.length - parsed.content.length).split("\n").length - 1 : 0;
  if (!title)
    return {
      ok: false,
      problem: { line: frontLines + 1, message: "no title (a line starting with '# ')" }
    };
  const titleText = phrasingSource(title.children);
  if (titleText === "")
    return {
      ok: false,
      problem: {
        line: frontLines + (title.position?.start.line ?? 1),
        message: "the title is empty"
      }
    };
  return {
    ok: true,
    fields: {
      id: data.id,
      status: data.status,
      title: titleText,
      drivers: sectionText(tree, "Decision Drivers")
    }
  };
}
function knownTitles(memory, expected, everEdited) {
  const titles = /* @__PURE__ */ new Set([
    titleOf(memory.event.content),
    ...[...memory.edits, ...everEdited].map((edit) => titleOf(edit.content))
  ]);
  if (expected) titles.add(expected.title);
  return titles;
}
function knownReasons(memory, expected, everEdited) {
  const reasons = /* @__PURE__ */ new Set([
    driversOf({ ...memory, data: memory.event.data })
  ]);
  for (const edit of [...memory.edits, ...everEdited]) {
    const reason = edit.data.reason;
    if (typeof reason === "string") reasons.add(defuseFraming(reason).replace(/\s+/g, " ").trim());
  }
  if (expected) reasons.add(expected.drivers);
  return reasons;
}
function reviewFile(file, input, result) {
  const record = input.records.get(file.name);
  if (record && (record.text === file.text || record.text === file.text.replace(/\r\n/g, "\n")))
    return;
  const reading = readRecord(file.text);
  if (!reading.ok) {
    result.problems.push({ file: file.name, ...reading.problem });
    result.leaveAlone.add(file.name);
    return;
  }
  const fields = reading.fields;
  const memory = input.fold.byId.get(fields.id);
  if (!memory) {
    result.problems.push({
      file: file.name,
      line: lineOf(file.text, /^id\s*:/),
      message: `id ${fields.id} is not in the log (written by hand, or its events are on another branch)`
    });
    result.leaveAlone.add(file.name);
    return;
  }
  if (!record) {
    result.remove.push(file.name);
    return;
  }
  const expectedReading = readRecord(record.text);
  const expected = expectedReading.ok ? expectedReading.fields : void 0;
  const everEdited = input.everEdited?.get(memory.id) ?? [];
  const reworded = !knownTitles(memory, expected, everEdited).has(fields.title);
  const reasoned = !knownReasons(memory, expected, everEdited).has(fields.drivers);
  const standing = memory.status === "active";
  const target = memory.event;
  const line = (pattern) => lineOf(file.text, pattern);
  if (fields.status !== record.status && standing) {
    if (fields.status === "deprecated") {
      result.corrections.push({
        file: file.name,
        type: "memory_retracted",
        target,
        why: "its record was set to deprecated",
        summary: `${file.name}: deprecated, so forgotten`
      });
      return;
    }
    if (fields.status === "superseded" && reworded) {
      result.corrections.push({
        file: file.name,
        type: "memory_superseded",
        target,
        content: fields.title,
        summary: `${file.name}: superseded by "${fields.title}"`
      });
      return;
    }
    const message = fields.status === "superseded" ? "status superseded needs the replacing decision's wording as the title (or set deprecated to forget it)" : `cortex cannot turn ${record.status === "rejected" ? "a rejected approach into a decision" : "a decision into a rejected approach"}: set status deprecated and record the other with cortex remember`;
    result.problems.push({ file: file.name, line: line(/^status\s*:/), message });
    result.leaveAlone.add(file.name);
    return;
  }
  if (fields.status === "deprecated" && !standing) {
    result.corrections.push({
      file: file.name,
      type: "memory_retracted",
      target,
      why: "its record was set to deprecated",
      summary: `${file.name}: deprecated, so forgotten`
    });
    return;
  }
  if (reworded || reasoned) {
    const correction = {
      file: file.name,
      type: "memory_edited",
      target,
      content: reworded ? fields.title : memory.content,
      summary: `${file.name}: ${[reworded ? "reworded" : "", reasoned ? "reason changed" : ""].filter(Boolean).join(", ")}`
    };
    if (reasoned) correction.reason = fields.drivers;
    result.corrections.push(correction);
  }
}
function reviewRecords(input) {
  const result = { corrections: [], problems: [], leaveAlone: /* @__PURE__ */ new Set(), remove: [] };
  for (const file of input.files) reviewFile(file, input, result);
  const present = new Set(input.files.map((file) => file.name));
  for (const [name, record] of input.records) {
    if (present.has(name) || !input.deleted.has(name)) continue;
    const memory = record.memory;
    if (input.everRetracted.has(memory.id) || !hasRecord(memory)) continue;
    result.corrections.push({
      file: name,
      type: "memory_retracted",
      target: memory.event,
      why: "its record was deleted",
      summary: `${name}: deleted, so forgotten`
    });
  }
  return result;
}
function retractedIds(events) {
  const ids = /* @__PURE__ */ new Set();
  for (const event of events)
    if (event.type === "memory_retracted") for (const ref of event.refs) ids.add(ref);
  return ids;
}
function editsEver(events) {
  const edits = /* @__PURE__ */ new Map();
  for (const event of events) {
    if (event.type !== "memory_edited" || event.refs[0] === void 0) continue;
    const list = edits.get(event.refs[0]);
    if (list) list.push(event);
    else edits.set(event.refs[0], [event]);
  }
  return edits;
}

// src/projections/decision-files.ts
function keyHash(key) {
  return createHash("sha1").update(key).digest("base64url");
}
function stampsFile(project) {
  return decisionRecordsFile(project.paths);
}
function readRecordStamps(project) {
  try {
    const parsed = JSON.parse(readTextIfExists(stampsFile(project)) ?? "");
    if (parsed.v === 2 && typeof parsed.files === "object" && parsed.files !== null) return parsed;
  } catch {
  }
  return { v: 2, files: {} };
}
function writeRecordStamps(project, stamps) {
  try {
    writeFileAtomic(stampsFile(project), JSON.stringify(stamps), { makeFolder: true });
  } catch {
  }
}
function stampRecord(project, stamps, record) {
  try {
    const stat = statSync(join(project.repo.root, DECISIONS_DIR, record.name));
    stamps.files[record.name] = [keyHash(record.key), stat.size, stat.mtimeMs];
  } catch {
    delete stamps.files[record.name];
  }
}
function readRecordFiles(root, records, stamps) {
  const result = { files: [], current: /* @__PURE__ */ new Set(), present: /* @__PURE__ */ new Set() };
  let names;
  try {
    names = readdirSync(join(root, DECISIONS_DIR)).filter((name) => name.endsWith(".md"));
  } catch {
    return result;
  }
  names.sort();
  for (const name of names) {
    const path = join(root, DECISIONS_DIR, name);
    const stamp = stamps?.files[name];
    const record = records?.get(name);
    if (stamp && record && stamp[0] === keyHash(record.key)) {
      try {
        const stat = statSync(path);
        if (stat.size === stamp[1] && stat.mtimeMs === stamp[2]) {
          result.present.add(name);
          result.current.add(name);
          continue;
        }
      } catch {
        continue;
      }
    }
    const text = readTextIfExists(path);
    if (text === void 0) continue;
    result.present.add(name);
    result.files.push({ name, text });
  }
  return result;
}
function deletedRecords(root, missing) {
  const deleted = /* @__PURE__ */ new Set();
  if (missing.length === 0) return deleted;
  const wanted = new Set(missing);
  const inIndex = gitOutput(root, ["ls-files", "-z", "--", `${DECISIONS_DIR}/`]) ?? "";
  const inHistory = gitOutput(root, [
    "log",
    "--diff-filter=D",
    "--name-only",
    "--format=",
    "-z",
    "--",
    `${DECISIONS_DIR}/`
  ]) ?? "";
  for (const path of [...inIndex.split("\0"), ...inHistory.split(/[\0\n]/)]) {
    const name = path.startsWith(`${DECISIONS_DIR}/`) ? path.slice(DECISIONS_DIR.length + 1) : "";
    if (wanted.has(name)) deleted.add(name);
  }
  return deleted;
}
function changeAuthor(project, name) {
  const path = `${DECISIONS_DIR}/${name}`;
  const status = gitOutput(project.repo.root, ["status", "--porcelain", "--", path]);
  if (status) return projectAuthor(project);
  const email = gitOutput(project.repo.root, ["log", "-1", "--format=%ae", "--", path]);
  return email ? formatAuthor(email, project.config) : projectAuthor(project);
}
function redactReviewText(project, text) {
  const patterns = project.config.redaction.patterns.filter(
    (pattern) => overBroadReason(pattern) === void 0
  );
  const ranges = findSecretRanges(text, extraRules(patterns)).sort((a, b) => b.start - a.start);
  let out = text;
  let limit = Number.POSITIVE_INFINITY;
  for (const range of ranges) {
    if (range.end > limit) continue;
    out = out.slice(0, range.start) + redactedMarker(range.kind) + out.slice(range.end);
    limit = range.start;
  }
  return out;
}
function reviewRecordFiles(project, fold, records, memoryEvents, options = {}) {
  const read = readRecordFiles(project.repo.root, records, options.stamps);
  const { files } = read;
  const stamped = options.stamps?.files ?? {};
  const askAll = options.deletions === "all" || Object.keys(stamped).length === 0;
  const missing = [...records.keys()].filter(
    (name) => !read.present.has(name) && (askAll || stamped[name] !== void 0)
  );
  const review = reviewRecords({
    files,
    records,
    fold,
    deleted: deletedRecords(project.repo.root, missing),
    everRetracted: retractedIds(memoryEvents),
    everEdited: editsEver(memoryEvents)
  });
  if (review.corrections.length === 0) return { ...review, ...read, appended: [] };
  const now = options.now ?? clockFromEnv(process.env)();
  const entropy = options.entropy ?? (() => crypto.getRandomValues(new Uint8Array(10)));
  const branch = readHead(project.repo).branch;
  const events = review.corrections.map((correction) => {
    const origin = {
      ts: now.toISOString(),
      session: null,
      branch,
      author: changeAuthor(project, correction.file),
      tool: "review",
      newId: () => newEventId(now.getTime(), entropy())
    };
    const event = correctionEvent(correction.type, [correction.target], origin, {
      ...correction.content !== void 0 ? { content: redactReviewText(project, correction.content) } : {},
      ...correction.why !== void 0 ? { reason: correction.why } : {}
    });
    const data = {
      ...event.data,
      file: `${DECISIONS_DIR}/${correction.file}`
    };
    if (correction.reason !== void 0) data.reason = redactReviewText(project, correction.reason);
    return { ...event, data };
  });
  appendEvents(project.paths, headReader(project.repo), events, { writer: "cli", now, entropy });
  return { ...review, ...read, appended: events };
}

// src/projections/projection-files.ts
function isCurrent(onDisk, rendered) {
  return onDisk !== void 0 && (onDisk === rendered || onDisk.replace(/\r\n/g, "\n") === rendered);
}
function recordPath(name) {
  return `${DECISIONS_DIR}/${name}`;
}
function regenerateProjections(project, options = {}) {
  return withFileLock(
    projectionsLockFile(project.paths),
    () => {
      const pending = projectionsPendingFile(project.paths);
      const wasPending = existsSync(pending);
      rmSync(pending, { force: true });
      try {
        return regenerateLocked(project, options);
      } catch (error) {
        if (wasPending) writeFileAtomic(pending, "");
        throw error;
      }
    },
    { timeoutMs: 15e3, staleMs: 6e4 }
  );
}
function regenerateLocked(project, options) {
  const stamps = readRecordStamps(project);
  const { rendered, review, corrections, warnings } = renderAndReview(project, options, stamps);
  const { files, records } = rendered;
  const changed = [];
  const unchanged = [];
  for (const file of PROJECTION_FILES) {
    const path = join2(project.paths.root, file);
    const text = files[file];
    if (isCurrent(readTextIfExists(path), text)) {
      unchanged.push(file);
    } else {
      writeFileAtomic(path, text, { makeFolder: true, temporaryIn: project.paths.localDir });
      changed.push(file);
    }
  }
  const onDisk = new Map(review.files.map((file) => [file.name, file.text]));
  let madeFolder = false;
  let stamped = false;
  let written = 0;
  for (const [name, record] of records) {
    options.progress?.({ phase: "writing", records: written++, total: records.size });
    if (review.leaveAlone.has(name) || review.current.has(name) && !review.appended.length)
      continue;
    if (!isCurrent(onDisk.get(name), record.text)) {
      writeFileAtomic(join2(project.paths.root, recordPath(name)), record.text, {
        makeFolder: !madeFolder,
        temporaryIn: project.paths.localDir
      });
      madeFolder = true;
      changed.push(recordPath(name));
    }
    stampRecord(project, stamps, record);
    stamped = true;
  }
  const removed = [];
  for (const name of review.remove) {
    if (review.leaveAlone.has(name)) continue;
    rmSync(join2(project.paths.root, recordPath(name)), { force: true });
    removed.push(recordPath(name));
  }
  for (const name of Object.keys(stamps.files)) {
    if (records.has(name)) continue;
    delete stamps.files[name];
    stamped = true;
  }
  if (stamped) writeRecordStamps(project, stamps);
  return {
    changed,
    unchanged,
    removed,
    summary: rendered.summary,
    warnings,
    corrections,
    problems: review.problems
  };
}
function renderAndReview(project, options, stamps) {
  const cache = options.cache ?? "use";
  const reading = options.progress && ((events) => options.progress({ phase: "reading", events }));
  let current = options.log ?? readLogDigest(project.paths, { cache, progress: reading, needs: COMMITTED_NEEDS });
  let rendered = renderProjections(current.digest);
  let review = reviewRecordFiles(
    project,
    rendered.fold,
    rendered.records,
    current.digest.memoryEvents,
    { ...options, stamps }
  );
  const corrections = review.corrections;
  if (review.appended.length) {
    current = readLogDigest(project.paths, { cache, progress: reading, needs: COMMITTED_NEEDS });
    rendered = renderProjections(current.digest);
    const corrected = new Set(corrections.map((correction) => correction.file));
    const again = reviewRecords({
      files: review.files,
      records: rendered.records,
      fold: rendered.fold,
      deleted: /* @__PURE__ */ new Set(),
      everRetracted: /* @__PURE__ */ new Set()
    });
    for (const correction of again.corrections)
      if (!corrected.has(correction.file)) again.leaveAlone.add(correction.file);
    review = { ...review, ...again, problems: review.problems };
  }
  return {
    rendered: {
      files: rendered.files,
      records: rendered.records,
      summary: { decisions: rendered.decisions, plans: rendered.plans }
    },
    review,
    corrections,
    warnings: current.warnings
  };
}
function findStaleProjections(project, log = readLogDigest(project.paths, { cache: "off", needs: COMMITTED_NEEDS })) {
  const rendered = renderProjections(log.digest);
  const stale = PROJECTION_FILES.filter(
    (file) => !isCurrent(readTextIfExists(join2(project.paths.root, file)), rendered.files[file])
  );
  const { files, current } = readRecordFiles(
    project.repo.root,
    rendered.records,
    readRecordStamps(project)
  );
  const review = reviewRecords({
    files,
    records: rendered.records,
    fold: rendered.fold,
    deleted: /* @__PURE__ */ new Set(),
    everRetracted: /* @__PURE__ */ new Set()
  });
  const onDisk = new Map(files.map((file) => [file.name, file.text]));
  for (const [name, record] of rendered.records) {
    if (current.has(name)) continue;
    const disk = onDisk.get(name);
    if (disk === void 0 || !isCurrent(disk, record.text)) stale.push(recordPath(name));
  }
  for (const name of review.remove) stale.push(recordPath(name));
  return { stale, warnings: log.warnings, problems: review.problems };
}

export {
  regenerateProjections,
  findStaleProjections
};
