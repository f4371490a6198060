/**
 * Which committed settings cortex obeys. `.cortex/config.json` is committed, so anyone who
 * gets a commit merged writes it: a setting that sends data somewhere or names an
 * environment variable (a hosted embedder, its base URL, its key variable), that widens
 * whose memories the briefing trusts (`briefing.trustedAuthors`), or that shares a user's
 * personal notes (`capture.autoMemory`), is obeyed only
 * when it comes from the user's own uncommitted config (`.cortex/local/config.json`, the
 * home config) or when the user approved exactly these committed values on this machine.
 * Approval is recorded as a hash of the values, so any change asks again.
 *
 * Pure: it takes the parsed config and the approved hashes; reading files is the caller's.
 */
import { createHash } from 'node:crypto';
import type { CortexConfig } from '../config/config.js';
import { DEFAULT_SEARCH_CONFIG } from '../config/search-settings.js';
import { DEFAULT_BRIEFING_LOG_MIB } from '../config/briefing-kinds.js';

/** One committed setting that sends data away or names a secret. */
export interface SensitiveSetting {
  /** Dotted path in the config file, e.g. `search.embedder`. */
  path: string;
  /** The parsed value, as hashed for approval. */
  value: unknown;
  /** What obeying it does, in words a user can judge. */
  summary: string;
}

/** A committed setting that was not obeyed, and why. */
export interface WithheldSetting {
  path: string;
  summary: string;
}

export interface TrustDecision {
  /** The committed config with every unapproved sensitive setting back to its default. */
  config: CortexConfig;
  /** What was withheld (empty when everything is approved or nothing is sensitive). */
  withheld: WithheldSetting[];
  /** The hash `cortex trust --approve` would record for the sensitive settings, if any. */
  hash?: string;
  /** Every sensitive setting the committed config holds (approved or not). */
  sensitive: SensitiveSetting[];
}

/** The settings of `config` a commit must not impose: they send data off the machine, share personal notes, or change whose memories and how much of the log the briefing reads. */
export function sensitiveSettings(config: CortexConfig): SensitiveSetting[] {
  const found: SensitiveSetting[] = [];
  const embedder = config.search.embedder;
  if (embedder.kind === 'openai' || embedder.kind === 'voyage') {
    found.push({
      path: 'search.embedder',
      value: embedder,
      summary: `sends memory text to ${embedder.baseUrl} (${embedder.kind} embeddings, model ${embedder.model}) with the key in $${embedder.apiKeyEnv}`,
    });
  }
  // A user's auto memory holds personal notes: a commit must not share everyone's.
  if (config.capture.autoMemory) {
    found.push({
      path: 'capture.autoMemory',
      value: true,
      summary:
        'copies your Claude Code auto memory for this project (notes Claude keeps for you on this machine) into the shared, committed log',
    });
  }
  // Whose memories reach the assistant at start: a commit must not widen it for everyone.
  const trusted = config.briefing.trustedAuthors;
  if (trusted !== 'default-branch') {
    found.push({
      path: 'briefing.trustedAuthors',
      value: trusted,
      summary:
        trusted === 'everyone'
          ? "puts everyone's memories in the briefing"
          : `puts the memories of ${trusted.join(', ') || 'no one else'} in the briefing`,
    });
  }
  // How much of the log the briefing reads: a commit must not make everyone's session start slow, nor hide the history.
  const logMiB = config.briefing.logMiB;
  if (logMiB !== DEFAULT_BRIEFING_LOG_MIB) {
    found.push({
      path: 'briefing.logMiB',
      value: logMiB,
      summary:
        logMiB > DEFAULT_BRIEFING_LOG_MIB
          ? `makes every session start read the newest ${logMiB} MiB of the log (default ${DEFAULT_BRIEFING_LOG_MIB}), slower as the log grows`
          : `leaves all but the newest ${logMiB} MiB of the log out of the briefing (default ${DEFAULT_BRIEFING_LOG_MIB})`,
    });
  }
  return found;
}

/** JSON with sorted keys, so the hash does not depend on the order a file lists them in. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.keys(value)
      .sort()
      .map(
        (key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`,
      );
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The hash that approves exactly these settings (path and value), in any order. */
export function approvalHash(settings: readonly SensitiveSetting[]): string {
  const body = canonicalJson(
    [...settings]
      .sort((a, b) => (a.path < b.path ? -1 : 1))
      .map(({ path, value }) => ({ path, value })),
  );
  return `sha256:${createHash('sha256').update(body).digest('hex')}`;
}

/**
 * Decides which of the committed config's settings to obey. `overridden` lists the paths
 * the user's own config sets (those are the user's choice, not the commit's, and are not
 * withheld); `approved` holds the hashes recorded on this machine.
 */
export function trustCommittedConfig(
  committed: CortexConfig,
  approved: ReadonlySet<string>,
  overridden: ReadonlySet<string> = new Set(),
): TrustDecision {
  const sensitive = sensitiveSettings(committed).filter((setting) => !overridden.has(setting.path));
  if (sensitive.length === 0) return { config: committed, withheld: [], sensitive };
  const hash = approvalHash(sensitive);
  if (approved.has(hash)) return { config: committed, withheld: [], hash, sensitive };
  const paths = new Set(sensitive.map((setting) => setting.path));
  const config: CortexConfig = {
    ...committed,
    search: paths.has('search.embedder')
      ? { ...committed.search, embedder: DEFAULT_SEARCH_CONFIG.embedder }
      : committed.search,
    briefing: {
      ...committed.briefing,
      ...(paths.has('briefing.trustedAuthors')
        ? { trustedAuthors: 'default-branch' as const }
        : {}),
      ...(paths.has('briefing.logMiB') ? { logMiB: DEFAULT_BRIEFING_LOG_MIB } : {}),
    },
    capture: paths.has('capture.autoMemory')
      ? { ...committed.capture, autoMemory: false }
      : committed.capture,
  };
  return {
    config,
    withheld: sensitive.map(({ path, summary }) => ({ path, summary })),
    hash,
    sensitive,
  };
}

/** The sentence the briefing, the hooks' log and `doctor` use for withheld settings. */
export function describeWithheld(withheld: readonly WithheldSetting[]): string {
  const list = withheld.map((setting) => `${setting.path} (${setting.summary})`).join('; ');
  return `The committed .cortex/config.json asks for settings not approved on this machine, so they are not used: ${list}. Review them, then run \`cortex trust --approve\` (or set them in .cortex/local/config.json).`;
}
