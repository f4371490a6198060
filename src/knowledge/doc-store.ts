/**
 * The chunk store of the project's documents (the context-management seed's third store):
 * every markdown file git knows in the work tree (tracked, or new and not ignored; what
 * cortex writes itself left out), chunked (chunking.ts), and with `knowledge.code` each
 * source file's outline (code-outline.ts), with a BM25 index of its chunks
 * (bm25.ts), under `.cortex/local/docs/`. Derived and local: never logged, never committed, rebuilt from the
 * files. A refresh reads only the files whose size or modification time changed since the
 * last; a search checks each hit's file again before returning it, so a chunk whose source
 * changed or vanished is refreshed or dropped, never returned stale.
 *
 * Files that are not documents are skipped with a note (`skipped`): symlinks (never
 * followed), files over MAX_DOCUMENT_BYTES, binary content, text that is not UTF-8.
 */
import { createHash } from 'node:crypto';
import { lstatSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { docStoreDir, type ProjectPaths } from '../events/paths.js';
import { writeFileAtomic } from '../files.js';
import { gitOutput } from '../git/plumbing/repo.js';
import { redactPlainText } from '../redaction/redactor.js';
import { buildBm25, rankBm25, type Bm25Index } from './bm25.js';
import { chunkMarkdown, MAX_DOCUMENT_BYTES, type Chunk } from './chunking.js';
import { codeOutline, isCodeFile } from './code-outline.js';

const FORMAT = 1;
const DOCUMENT = /\.(?:md|mdx|markdown)$/i;
/**
 * What cortex writes itself (its projections and decision records are memories, searched as
 * such: as documents each decision would be found twice), Claude Code's own settings, rules
 * and commands (instructions to the assistant, loaded by Claude Code already), and packages.
 */
const NOT_DOCUMENTS = /^(?:\.cortex\/|\.claude\/|node_modules\/)/;
/** More documents than this are not read (the rest are named in the notes). */
export const MAX_DOCUMENTS = 10_000;

export interface DocFile {
  size: number;
  mtimeMs: number;
  sha256: string;
  chunks: Chunk[];
  /** Why the file is not indexed, when it is not. */
  skipped?: string;
}

export interface DocStore {
  v: typeof FORMAT;
  files: Record<string, DocFile>;
}

export interface DocHit {
  path: string;
  headings: string[];
  lines: [number, number];
  /** The chunk's text, redacted. */
  text: string;
  score: number;
}

export interface RefreshReport {
  files: number;
  chunks: number;
  /** Files read again (new or changed) and files gone since the last refresh. */
  changed: string[];
  removed: string[];
  skipped: { path: string; reason: string }[];
}

function storeDir(paths: ProjectPaths): string {
  return docStoreDir(paths);
}

export function readDocStore(paths: ProjectPaths): DocStore {
  try {
    const value = JSON.parse(readFileSync(join(storeDir(paths), 'store.json'), 'utf8')) as DocStore;
    if (value && value.v === FORMAT && typeof value.files === 'object') return value;
  } catch {
    // Missing or damaged: built again.
  }
  return { v: FORMAT, files: {} };
}

/**
 * The markdown files of the work tree git knows of (tracked, or new and not ignored), as
 * repository paths; with `code`, its source files too (code-outline.ts).
 */
export function listDocuments(root: string, options: { code?: boolean } = {}): string[] {
  const output = gitOutput(root, [
    'ls-files',
    '-z',
    '--cached',
    '--others',
    '--exclude-standard',
    '--deduplicate',
  ]);
  if (output === undefined) return [];
  return output
    .split('\0')
    .filter(
      (path) =>
        path &&
        (DOCUMENT.test(path) || (options.code === true && isCodeFile(path))) &&
        !NOT_DOCUMENTS.test(path),
    )
    .sort()
    .slice(0, MAX_DOCUMENTS);
}

/**
 * What a refresh does with source files: `true` reads them (knowledge.code on), `false`
 * drops what the store holds of them (off), and `undefined` (a hook) leaves them as they
 * are: reading them is kept off the hooks' path.
 */
export interface RefreshOptions {
  code?: boolean;
}

/** Reads one document, or says why it is not one. */
function readDocument(
  root: string,
  path: string,
):
  | { text: string; size: number; mtimeMs: number }
  | { skipped: string; size: number; mtimeMs: number }
  | undefined {
  let stat;
  try {
    stat = lstatSync(join(root, path));
  } catch {
    return undefined;
  }
  const base = { size: stat.size, mtimeMs: stat.mtimeMs };
  if (stat.isSymbolicLink()) return { ...base, skipped: 'a symlink (not followed)' };
  if (!stat.isFile()) return undefined;
  if (stat.size > MAX_DOCUMENT_BYTES)
    return { ...base, skipped: `larger than ${MAX_DOCUMENT_BYTES / 1024} KiB` };
  const bytes = readFileSync(join(root, path));
  if (bytes.includes(0)) return { ...base, skipped: 'binary content' };
  try {
    return { ...base, text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    return { ...base, skipped: 'not UTF-8 text' };
  }
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** The index's id of a chunk: its file and position. */
function chunkId(path: string, index: number): string {
  return `${path}#${index}`;
}

/**
 * Brings the store up to date with the work tree: files new or changed are read and chunked
 * again, files gone are dropped, and the index is rewritten when anything changed.
 */
export function refreshDocStore(
  root: string,
  paths: ProjectPaths,
  options: RefreshOptions = {},
): RefreshReport {
  const store = readDocStore(paths);
  const report: RefreshReport = { files: 0, chunks: 0, changed: [], removed: [], skipped: [] };
  const present = new Set(listDocuments(root, options));
  for (const path of Object.keys(store.files)) {
    if (options.code === undefined && !DOCUMENT.test(path)) continue;
    if (!present.has(path)) {
      delete store.files[path];
      report.removed.push(path);
    }
  }
  for (const path of present) {
    const known = store.files[path];
    let stat;
    try {
      stat = lstatSync(join(root, path));
    } catch {
      delete store.files[path];
      continue;
    }
    if (known && known.size === stat.size && known.mtimeMs === stat.mtimeMs) continue;
    const read = readDocument(root, path);
    if (!read) continue;
    if ('skipped' in read) {
      store.files[path] = {
        size: read.size,
        mtimeMs: read.mtimeMs,
        sha256: '',
        chunks: [],
        skipped: read.skipped,
      };
    } else {
      const hash = sha256(read.text);
      // Touched but the same bytes: only its stamp changes.
      store.files[path] =
        known && known.sha256 === hash
          ? { ...known, size: read.size, mtimeMs: read.mtimeMs }
          : {
              size: read.size,
              mtimeMs: read.mtimeMs,
              sha256: hash,
              chunks: chunksOf(path, read.text),
            };
    }
    if (!known || known.sha256 !== store.files[path]!.sha256) report.changed.push(path);
  }
  for (const [path, file] of Object.entries(store.files)) {
    report.files++;
    report.chunks += file.chunks.length;
    if (file.skipped) report.skipped.push({ path, reason: file.skipped });
  }
  if (report.changed.length || report.removed.length || !existsIndex(paths))
    writeStore(paths, store);
  else
    writeFileAtomic(join(storeDir(paths), 'store.json'), JSON.stringify(store), {
      makeFolder: true,
    });
  return report;
}

/** A document's chunks by its sections; a source file's one outline chunk, or none. */
function chunksOf(path: string, text: string): Chunk[] {
  if (DOCUMENT.test(path)) return chunkMarkdown(path, text);
  const outline = codeOutline(path, text);
  return outline ? [outline] : [];
}

function existsIndex(paths: ProjectPaths): boolean {
  try {
    return lstatSync(join(storeDir(paths), 'index.json')).isFile();
  } catch {
    return false;
  }
}

function writeStore(paths: ProjectPaths, store: DocStore): void {
  const chunks = Object.entries(store.files).flatMap(([path, file]) =>
    file.chunks.map((chunk, position) => ({
      id: chunkId(path, position),
      headings: chunk.headings.join(' '),
      text: chunk.text,
    })),
  );
  writeFileAtomic(join(storeDir(paths), 'store.json'), JSON.stringify(store), { makeFolder: true });
  writeFileAtomic(join(storeDir(paths), 'index.json'), JSON.stringify(buildBm25(chunks)), {
    makeFolder: true,
  });
}

function readIndex(paths: ProjectPaths): Bm25Index | undefined {
  try {
    const value = JSON.parse(
      readFileSync(join(storeDir(paths), 'index.json'), 'utf8'),
    ) as Bm25Index;
    return Array.isArray(value.ids) &&
      Array.isArray(value.lengths) &&
      typeof value.postings === 'object'
      ? value
      : undefined;
  } catch {
    return undefined;
  }
}

/** The hits of a query against the store as it is, and whether a hit's file changed under it. */
function rankChunks(
  root: string,
  paths: ProjectPaths,
  query: string,
  options: { limit?: number; minShare?: number },
): { hits: DocHit[]; stale: boolean } {
  const index = readIndex(paths);
  if (!index) return { hits: [], stale: false };
  const results = rankBm25(index, query);
  const store = readDocStore(paths);
  const best = results[0]?.score ?? 0;
  const hits: DocHit[] = [];
  let stale = false;
  for (const result of results) {
    if (result.score < best * (options.minShare ?? 0.3) || hits.length >= (options.limit ?? 5))
      break;
    const hash = result.id.lastIndexOf('#');
    const path = result.id.slice(0, hash);
    const file = store.files[path];
    const chunk = file?.chunks[Number(result.id.slice(hash + 1))];
    if (!file || !chunk) continue;
    let stat;
    try {
      stat = lstatSync(join(root, path));
    } catch {
      stale = true;
      continue;
    }
    if (stat.size !== file.size || stat.mtimeMs !== file.mtimeMs) {
      stale = true;
      continue;
    }
    hits.push({
      path,
      headings: chunk.headings,
      lines: chunk.lines,
      text: redactPlainText(chunk.text),
      score: result.score,
    });
  }
  return { hits, stale };
}

/**
 * The chunks that answer a query, best first, none below `minShare` of the best score. Each
 * hit's file is checked against the work tree first: when one changed or went, the store is
 * brought up to date and the query asked again, so no chunk is returned stale.
 */
export function searchDocs(
  root: string,
  paths: ProjectPaths,
  query: string,
  options: { limit?: number; minShare?: number } = {},
): DocHit[] {
  const first = rankChunks(root, paths, query, options);
  if (!first.stale) return first.hits;
  refreshDocStore(root, paths);
  return rankChunks(root, paths, query, options).hits;
}

/** The documents that changed since the store was last refreshed, without reading them: new, changed (size or time) and gone. */
export function changedDocuments(
  root: string,
  paths: ProjectPaths,
): { changed: string[]; removed: string[] } {
  const store = readDocStore(paths);
  const present = listDocuments(root);
  const changed: string[] = [];
  for (const path of present) {
    const known = store.files[path];
    try {
      const stat = lstatSync(join(root, path));
      if (!known || known.size !== stat.size || known.mtimeMs !== stat.mtimeMs) changed.push(path);
    } catch {
      // Gone between the listing and the look.
    }
  }
  const now = new Set(present);
  return {
    changed,
    removed: Object.keys(store.files).filter((path) => DOCUMENT.test(path) && !now.has(path)),
  };
}

/**
 * searchDocs for a project (a command or the MCP server, never a hook), refreshing the store
 * first when it was never built, and always when source files are indexed: a source file new
 * since the last refresh is found, where a hook's refresh would not have read it.
 */
export function searchProjectDocs(
  project: {
    repo: { root: string };
    paths: ProjectPaths;
    config: { knowledge: { code: boolean } };
  },
  query: string,
  options: { limit?: number; minShare?: number } = {},
): DocHit[] {
  const code = project.config.knowledge.code;
  if (code || !existsIndex(project.paths))
    refreshDocStore(project.repo.root, project.paths, { code });
  return searchDocs(project.repo.root, project.paths, query, options);
}
