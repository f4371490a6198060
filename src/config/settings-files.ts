/**
 * Reading the settings cortex obeys: the committed `.cortex/config.json`, overlaid by the
 * user's own uncommitted config (`~/.config/cortex/config.json`, then
 * `.cortex/local/config.json`), with the committed settings that send data away kept back
 * until approved on this machine (config-trust.ts decides; this module reads and writes
 * the files, including the approvals in `.cortex/local/approved-settings.json`).
 */
import { lstatSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gitOutput } from '../git/plumbing/repo.js';
import { DEFAULT_CONFIG, parseConfig, type CortexConfig } from './config.js';
import { CortexError } from '../errors.js';
import { approvedSettingsFile, localConfigFile, type ProjectPaths } from '../events/paths.js';
import { isPlainObject } from '../events/check.js';
import { readTextIfExists, writeFileAtomic } from '../files.js';
import { trustCommittedConfig, type TrustDecision } from '../trust/settings.js';

export interface ProjectSettings extends TrustDecision {
  /** The user's own config files that were read, for messages. */
  localFiles: string[];
  /** Why files that would be the user's own were not read (committed, or links): for the briefing and `doctor`. */
  refused: string[];
}

/** What is at `path` without following a link: missing, a link, or something else. */
function entryAt(path: string): 'missing' | 'link' | 'present' {
  try {
    return lstatSync(path).isSymbolicLink() ? 'link' : 'present';
  } catch {
    return 'missing';
  }
}

/**
 * Why a file under `.cortex/local/` must not be taken as the user's own, if it must not:
 * that folder, or the file, is a link (a committed link points wherever its author chose), or
 * git tracks the file (a teammate force-added it: it came with a pull, not from this user).
 * Asks git only when the file exists.
 */
function refusalOfLocal(paths: ProjectPaths, file: string): string | undefined {
  const shown = relative(paths.root, file);
  if (entryAt(paths.localDir) === 'link')
    return `.cortex/local is a symbolic link, so ${shown} is not read: local state is never taken through a link (remove the link; cortex makes the folder again)`;
  const entry = entryAt(file);
  if (entry === 'link')
    return `${shown} is a symbolic link and is not read (replace it with the file itself)`;
  if (entry === 'missing') return undefined;
  const tracked = gitOutput(paths.root, ['ls-files', '-z', '--', shown]);
  if (tracked)
    return `${shown} is tracked by git, so it came with a commit, not from you, and is not read: \`git rm --cached ${shown}\` (cortex doctor --fix does it) and commit`;
  return undefined;
}

/**
 * Sets one setting in the user's own `.cortex/local/config.json`, keeping the rest of the
 * file; throws (with the reason) where that file may not be taken as the user's own.
 */
export function setLocalSetting(
  paths: ProjectPaths,
  path: readonly string[],
  value: unknown,
): void {
  const file = localConfigFile(paths);
  const refusal = refusalOfLocal(paths, file);
  if (refusal) throw new CortexError('BAD_CONFIG', refusal);
  const text = readTextIfExists(file);
  const current = text === undefined ? {} : parseJsonObject(text, relative(paths.root, file));
  let at: Record<string, unknown> = current;
  for (const key of path.slice(0, -1)) {
    if (!isPlainObject(at[key])) at[key] = {};
    at = at[key] as Record<string, unknown>;
  }
  at[path[path.length - 1]!] = value;
  writeFileAtomic(file, JSON.stringify(current, null, 2) + '\n', { makeFolder: true });
}

/** The committed config's text; a link is refused, never followed. */
export function readCommittedConfigText(paths: ProjectPaths): string | undefined {
  if (entryAt(paths.configFile) === 'link')
    throw new CortexError(
      'BAD_CONFIG',
      '.cortex/config.json is a symbolic link: cortex does not follow links in committed files',
      { hint: 'replace it with the file itself' },
    );
  return readTextIfExists(paths.configFile);
}

/** The user's config outside any repository: `$XDG_CONFIG_HOME/cortex/config.json` or `~/.config/cortex/config.json`. */
export function homeConfigFile(env: Record<string, string | undefined>): string | undefined {
  const base = env.XDG_CONFIG_HOME || (env.HOME ? join(env.HOME, '.config') : undefined);
  return base ? join(base, 'cortex', 'config.json') : undefined;
}

function parseJsonObject(text: string, file: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new CortexError('BAD_CONFIG', `${file}: not valid JSON (${(error as Error).message})`, {
      hint: 'fix the file or delete it to use the defaults',
    });
  }
  if (!isPlainObject(value)) throw new CortexError('BAD_CONFIG', `${file}: expected a JSON object`);
  return value;
}

/**
 * Settings the user's own config replaces whole: merging key by key would let a committed
 * `baseUrl` or `apiKeyEnv` survive under a local `{"kind": "openai"}`.
 */
const REPLACED_WHOLE = new Set(['search.embedder']);

/** `over` laid on `base`: objects merge key by key, anything else replaces. */
function overlay(
  base: Record<string, unknown>,
  over: Record<string, unknown>,
  prefix = '',
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const below = out[key];
    const path = prefix ? `${prefix}.${key}` : key;
    out[key] =
      isPlainObject(value) && isPlainObject(below) && !REPLACED_WHOLE.has(path)
        ? overlay(below, value, path)
        : value;
  }
  return out;
}

/** Every dotted path a raw config sets (objects walked, leaves and arrays listed), and each prefix. */
function pathsSet(
  value: Record<string, unknown>,
  prefix = '',
  into = new Set<string>(),
): Set<string> {
  for (const [key, child] of Object.entries(value)) {
    const path = prefix ? `${prefix}.${key}` : key;
    into.add(path);
    if (isPlainObject(child)) pathsSet(child, path, into);
  }
  return into;
}

function withoutPath(value: Record<string, unknown>, path: string): Record<string, unknown> {
  const [head, ...rest] = path.split('.');
  if (!(head! in value)) return value;
  const out = { ...value };
  if (rest.length === 0) delete out[head!];
  else if (isPlainObject(out[head!]))
    out[head!] = withoutPath(out[head!] as Record<string, unknown>, rest.join('.'));
  return out;
}

/** The hashes approved on this machine (an unreadable file approves nothing). */
export function readApprovals(paths: ProjectPaths): Set<string> {
  return refusalOfLocal(paths, approvedSettingsFile(paths)) ? new Set() : readApprovalsFile(paths);
}

function readApprovalsFile(paths: ProjectPaths): Set<string> {
  const text = readTextIfExists(approvedSettingsFile(paths));
  if (text === undefined) return new Set();
  try {
    const value = JSON.parse(text) as { approved?: { hash?: unknown }[] };
    return new Set(
      (value.approved ?? [])
        .map((entry) => entry.hash)
        .filter((hash): hash is string => typeof hash === 'string'),
    );
  } catch {
    return new Set();
  }
}

/**
 * The settings to obey in this project. Throws a CortexError naming the file when one is
 * malformed (the committed file, or the user's own).
 */
export function readProjectSettings(
  paths: ProjectPaths,
  env: Record<string, string | undefined>,
): ProjectSettings {
  const committedText = readCommittedConfigText(paths);
  const committed =
    committedText === undefined
      ? DEFAULT_CONFIG
      : parseConfig(committedText, '.cortex/config.json');
  const locals: { file: string; raw: Record<string, unknown> }[] = [];
  const refused: string[] = [];
  for (const file of [homeConfigFile(env), localConfigFile(paths)]) {
    if (file === undefined) continue;
    const refusal = file === localConfigFile(paths) ? refusalOfLocal(paths, file) : undefined;
    if (refusal) {
      refused.push(refusal);
      continue;
    }
    const text = readTextIfExists(file);
    if (text !== undefined) locals.push({ file, raw: parseJsonObject(text, file) });
  }
  const approvalsRefused = refusalOfLocal(paths, approvedSettingsFile(paths));
  if (approvalsRefused) refused.push(approvalsRefused);
  const own = locals.reduce<Record<string, unknown>>(
    (merged, local) => overlay(merged, local.raw),
    {},
  );
  const decision = trustCommittedConfig(
    committed,
    approvalsRefused ? new Set() : readApprovalsFile(paths),
    pathsSet(own),
  );
  if (locals.length === 0) return { ...decision, localFiles: [], refused };
  let base =
    committedText === undefined ? {} : parseJsonObject(committedText, '.cortex/config.json');
  for (const setting of decision.withheld) base = withoutPath(base, setting.path);
  const files = locals.map((local) => local.file);
  const config: CortexConfig = parseConfig(
    JSON.stringify(overlay(base, own)),
    `.cortex/config.json with ${files.join(' and ')}`,
  );
  return { ...decision, config, localFiles: files, refused };
}

/**
 * Records that the user approved the committed settings that send data away, as they are
 * now. Returns what was approved (nothing when there is nothing to approve).
 */
export function approveCommittedSettings(
  paths: ProjectPaths,
  env: Record<string, string | undefined>,
  now: Date,
): ProjectSettings {
  const settings = readProjectSettings(paths, env);
  if (settings.hash === undefined) return settings;
  const text = readTextIfExists(approvedSettingsFile(paths));
  let approved: unknown[] = [];
  try {
    const value = text === undefined ? {} : (JSON.parse(text) as { approved?: unknown });
    if (Array.isArray(value.approved)) approved = value.approved;
  } catch {
    // A damaged approvals file approves nothing: start it again.
  }
  if (!approved.some((entry) => isPlainObject(entry) && entry.hash === settings.hash)) {
    approved.push({
      hash: settings.hash,
      at: now.toISOString(),
      settings: settings.sensitive.map(({ path, summary }) => ({ path, summary })),
    });
  }
  writeFileAtomic(approvedSettingsFile(paths), JSON.stringify({ approved }, null, 2) + '\n', {
    makeFolder: true,
  });
  return { ...settings, withheld: [], config: readProjectSettings(paths, env).config };
}
