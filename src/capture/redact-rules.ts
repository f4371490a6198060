/**
 * cortex's own secret rules: the shapes a detection library does not look for in prose and
 * shell commands (`export API_TOKEN=…`, `--password=…`, credentials in URLs, bearer
 * headers, high-entropy assignments) and a second line of defence for the common
 * provider tokens. Each rule finds ranges in a text; redact.ts merges them with the
 * library's findings and replaces them.
 */

/** A span of a text to replace, and what kind of secret it is. */
export interface SecretRange {
  start: number;
  end: number;
  kind: string;
}

interface Rule {
  kind: string;
  pattern: RegExp;
  /** Which capture group is the secret (0: the whole match). */
  group?: number;
  /** A further check on the captured value. */
  accept?: (value: string) => boolean;
}

/** Values that are references or placeholders, not secrets: `$TOKEN`, `${TOKEN}`, `<token>`, `***`, `[REDACTED…]`. */
function isPlaceholder(value: string): boolean {
  const bare = value.replace(/^["']|["']$/g, '');
  if (bare === '' || /^[$%<{[]/.test(bare) || /^\*+$/.test(bare) || /^x+$/i.test(bare) || /^\.{3}|…$/.test(bare)) return true;
  return /^(?:string|number|boolean|null|undefined|none|true|false|required|optional|str|int|bool|env|process\.env\S*|os\.environ\S*|getpass\S*|input\S*)$/i.test(bare);
}

/** Shannon entropy in bits per character. */
export function entropy(value: string): number {
  const counts = new Map<string, number>();
  for (const char of value) counts.set(char, (counts.get(char) ?? 0) + 1);
  let bits = 0;
  for (const count of counts.values()) {
    const p = count / value.length;
    bits -= p * Math.log2(p);
  }
  return bits;
}

/** Whether a value looks machine-generated: long, mixed letters and digits, high entropy. */
export function looksRandom(value: string, minLength = 16): boolean {
  const bare = value.replace(/^["']|["']$/g, '');
  if (bare.length < minLength || !/[A-Za-z]/.test(bare) || !/\d/.test(bare)) return false;
  return entropy(bare) >= 3.2;
}

const STRONG_NAME = '[A-Za-z0-9_.-]*(?:TOKEN|SECRET|PASSWORD|PASSWD|PASSPHRASE|API_?KEY|ACCESS_?KEY|PRIVATE_?KEY|CLIENT_?SECRET|CREDENTIALS?|AUTH_?KEY|SESSION_?KEY|SIGNING_?KEY|ENCRYPTION_?KEY|DSN)[A-Za-z0-9_]*';
const WEAK_NAME = '[A-Za-z0-9_.-]*(?:KEY|AUTH|PWD|PASS|SALT|COOKIE)[A-Za-z0-9_]*';
const VALUE = `("[^"\\n]*"|'[^'\\n]*'|[^\\s'"\`;&|,)}\\]]+)`;

const RULES: Rule[] = [
  {
    kind: 'private-key',
    pattern: /-----BEGIN[A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----[\s\S]*?(?:-----END[A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----|$)/g,
  },
  { kind: 'aws-access-key', pattern: /\b(?:AKIA|ASIA|ABIA|ACCA|AGPA|AIDA|AIPA|ANPA|ANVA|AROA|APKA|ASCA)[A-Z0-9]{16}\b/g },
  {
    kind: 'aws-secret-key',
    pattern: /\b(?:aws_?secret_?(?:access_?)?key|secret_?access_?key)["']?\s*[:=]\s*["']?([A-Za-z0-9/+=]{40})\b/gi,
    group: 1,
  },
  { kind: 'github-token', pattern: /\b(?:gh[pousr]_[A-Za-z0-9]{30,255}|github_pat_[A-Za-z0-9_]{22,255})\b/g },
  { kind: 'gitlab-token', pattern: /\bgl(?:pat|dt|ptt|rt|cbt|imt|oas|ft|soat|ffct|agent)-[A-Za-z0-9_-]{20,}/g },
  { kind: 'slack-token', pattern: /\bxox[abposre]-[A-Za-z0-9-]{10,}/g },
  { kind: 'slack-webhook', pattern: /https:\/\/hooks\.slack\.com\/(?:services|workflows|triggers)\/[A-Za-z0-9/_-]+/g },
  { kind: 'npm-token', pattern: /\bnpm_[A-Za-z0-9]{36}\b/g },
  { kind: 'npm-token', pattern: /_authToken\s*=\s*(\S+)/g, group: 1, accept: (value) => !isPlaceholder(value) },
  { kind: 'anthropic-key', pattern: /\bsk-ant-[a-z]{3,6}\d{2}-[A-Za-z0-9_-]{20,}/g },
  { kind: 'openai-key', pattern: /\bsk-(?:proj-|svcacct-|admin-|None-)?[A-Za-z0-9_-]{20,}/g },
  { kind: 'stripe-key', pattern: /\b(?:sk|rk|pk)_(?:live|test)_[A-Za-z0-9]{16,}\b/g },
  { kind: 'google-api-key', pattern: /\bAIza[0-9A-Za-z_-]{35}\b/g },
  { kind: 'sendgrid-key', pattern: /\bSG\.[A-Za-z0-9_-]{16,}\.[A-Za-z0-9_-]{16,}/g },
  { kind: 'jwt', pattern: /\beyJ[A-Za-z0-9_-]{5,}\.eyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{8,}/g },
  // user:password@ in any URL (database URLs, git remotes, proxies); the user name stays.
  { kind: 'url-password', pattern: /\b[a-z][a-z0-9+.-]*:\/\/[^\s:/@"'`]+:([^\s@/"'`]+)@/gi, group: 1, accept: (value) => !isPlaceholder(value) },
  { kind: 'auth-header', pattern: /\b(?:Bearer|Basic|Token)\s+([A-Za-z0-9._~+/-]{12,}=*)/g, group: 1 },
  // curl -u user:password, mysql -pPASSWORD, sshpass -p PASSWORD
  { kind: 'password-flag', pattern: /(?:^|\s)-u\s+["']?[^\s:"']+:([^\s"']+)/g, group: 1, accept: (value) => !isPlaceholder(value) },
  { kind: 'password-flag', pattern: /\bmysql(?:dump|admin)?\b[^\n]*?\s-p([^\s"']+)/g, group: 1 },
  { kind: 'password-flag', pattern: /\bsshpass\s+-p\s*(\S+)/g, group: 1 },
  {
    kind: 'password-flag',
    pattern: /--(?:[a-z]+-)*(?:password|passwd|pass|token|secret|api-?key|access-?key|private-key|client-secret|auth)(?:=|\s+)("[^"\n]*"|'[^'\n]*'|[^\s'"`;&|]+)/gi,
    group: 1,
    accept: (value) => !isPlaceholder(value) && !value.startsWith('-'),
  },
  // export API_TOKEN=…, API_TOKEN: …, "client_secret": "…", set PASSWORD=…
  {
    kind: 'secret-assignment',
    pattern: new RegExp(`["']?\\b${STRONG_NAME}\\b["']?\\s*(?::=|=|:)\\s*${VALUE}`, 'gi'),
    group: 1,
    accept: (value) => !isPlaceholder(value) && value.replace(/^["']|["']$/g, '').length >= 4,
  },
  {
    kind: 'secret-assignment',
    pattern: new RegExp(`["']?\\b${WEAK_NAME}\\b["']?\\s*(?::=|=|:)\\s*${VALUE}`, 'gi'),
    group: 1,
    accept: (value) => !isPlaceholder(value) && looksRandom(value, 12),
  },
  // Any other name assigned a long random-looking value (ids and hashes by name excepted).
  {
    kind: 'high-entropy',
    pattern: /\b([A-Za-z_][A-Za-z0-9_.-]*)["']?\s*[:=]\s*["']?([A-Za-z0-9+/_=-]{24,})/g,
    group: 2,
    accept: (value) => looksRandom(value, 24),
  },
];

const NOT_SECRET_NAME = /(?:^|[_.-])(?:id|uuid|sha\d*|hash|commit|rev|revision|digest|checksum|version|etag|integrity|nonce|ref|path|file|url|name)$/i;

/** Compiles the extra patterns of `.cortex/config.json` (already validated) into rules. */
export function extraRules(patterns: readonly string[]): Rule[] {
  return patterns.map((source) => ({ kind: 'custom', pattern: new RegExp(source, 'g') }));
}

/**
 * Something at least one built-in rule needs (an assignment, a colon, a flag, a provider
 * prefix). Most stored strings ("Edited src/app.ts") have none and skip the rules.
 */
const MAY_HOLD_SECRET =
  /[=:@]|-----|--|\s-[up]|\b(?:AKIA|ASIA|ABIA|ACCA|AGPA|AIDA|AIPA|ANPA|ANVA|AROA|APKA|ASCA)|gh[pousr]_|github_pat_|\bgl[a-z]+-|xox|npm_|\bsk-|_(?:live|test)_|AIza|SG\.|eyJ|Bearer|Basic|Token|sshpass|mysql|hooks\.slack/;

/** Every range of `text` that holds a secret by cortex's own rules (unmerged, possibly overlapping). */
export function findSecretRanges(text: string, extra: readonly Rule[] = []): SecretRange[] {
  const ranges: SecretRange[] = [];
  const rules = MAY_HOLD_SECRET.test(text) ? [...RULES, ...extra] : extra;
  for (const rule of rules) {
    rule.pattern.lastIndex = 0;
    for (let match = rule.pattern.exec(text); match; match = rule.pattern.exec(text)) {
      if (match[0] === '') {
        rule.pattern.lastIndex++;
        continue;
      }
      const group = rule.group ?? 0;
      const value = match[group];
      if (value === undefined || value === '') continue;
      if (rule.accept && !rule.accept(value)) continue;
      if (rule.kind === 'high-entropy' && NOT_SECRET_NAME.test(match[1]!)) continue;
      const start = match.index + (group === 0 ? 0 : match[0].lastIndexOf(value));
      ranges.push({ start, end: start + value.length, kind: rule.kind });
    }
  }
  return ranges;
}

export type { Rule as SecretRule };
