/**
 * cortex's own secret rules: the shapes a detection library does not look for in prose and
 * shell commands (`export API_TOKEN=…`, `--password=…`, credentials in URLs, bearer
 * headers, high-entropy assignments) and a second line of defence for the common
 * provider tokens. Each rule finds ranges in a text; redactor.ts merges them with the
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
  /**
   * A cheap test the text must pass before the pattern runs (a regular expression costs a
   * compilation the first times it runs in a process, and a hook is a new process).
   */
  needs?: (text: string, lower: string) => boolean;
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

/** Whether `text` has `length` characters in a row that could make a key (letters, digits, `+/_=-`). */
function hasTokenRun(text: string, length: number): boolean {
  let run = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const token = (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 43 || c === 47 || c === 95 || c === 61 || c === 45;
    run = token ? run + 1 : 0;
    if (run >= length) return true;
  }
  return false;
}

const AWS_PREFIXES = ['AKIA', 'ASIA', 'ABIA', 'ACCA', 'AGPA', 'AIDA', 'AIPA', 'ANPA', 'ANVA', 'AROA', 'APKA', 'ASCA'];
/** The lower-case words STRONG_NAME and WEAK_NAME are built on. */
const STRONG_WORDS = ['token', 'secret', 'passw', 'passphrase', 'apikey', 'api_key', 'accesskey', 'access_key', 'privatekey', 'private_key', 'credential', 'authkey', 'auth_key', 'sessionkey', 'session_key', 'signingkey', 'signing_key', 'encryptionkey', 'encryption_key', 'dsn'];
const WEAK_WORDS = ['key', 'auth', 'pwd', 'pass', 'salt', 'cookie'];

const RULES: Rule[] = [
  {
    kind: 'private-key',
    needs: (t) => t.includes('-----BEGIN'),
    pattern: /-----BEGIN[A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----[\s\S]*?(?:-----END[A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----|$)/g,
  },
  { kind: 'aws-access-key', needs: (t) => AWS_PREFIXES.some((prefix) => t.includes(prefix)), pattern: /\b(?:AKIA|ASIA|ABIA|ACCA|AGPA|AIDA|AIPA|ANPA|ANVA|AROA|APKA|ASCA)[A-Z0-9]{16}\b/g },
  {
    kind: 'aws-secret-key',
    needs: (_t, l) => l.includes('secret'),
    pattern: /\b(?:aws_?secret_?(?:access_?)?key|secret_?access_?key)["']?\s*[:=]\s*["']?([A-Za-z0-9/+=]{40})\b/gi,
    group: 1,
  },
  { kind: 'github-token', needs: (t) => t.includes('gh') && t.includes('_'), pattern: /\b(?:gh[pousr]_[A-Za-z0-9]{30,255}|github_pat_[A-Za-z0-9_]{22,255})\b/g },
  { kind: 'gitlab-token', needs: (t) => t.includes('gl') && t.includes('-'), pattern: /\bgl(?:pat|dt|ptt|rt|cbt|imt|oas|ft|soat|ffct|agent)-[A-Za-z0-9_-]{20,}/g },
  { kind: 'slack-token', needs: (t) => t.includes('xox'), pattern: /\bxox[abposre]-[A-Za-z0-9-]{10,}/g },
  { kind: 'slack-webhook', needs: (t) => t.includes('hooks.slack.com'), pattern: /https:\/\/hooks\.slack\.com\/(?:services|workflows|triggers)\/[A-Za-z0-9/_-]+/g },
  { kind: 'npm-token', needs: (t) => t.includes('npm_'), pattern: /\bnpm_[A-Za-z0-9]{36}\b/g },
  { kind: 'npm-token', needs: (t) => t.includes('_authToken'), pattern: /_authToken\s*=\s*(\S+)/g, group: 1, accept: (value) => !isPlaceholder(value) },
  { kind: 'anthropic-key', needs: (t) => t.includes('sk-ant-'), pattern: /\bsk-ant-[a-z]{3,6}\d{2}-[A-Za-z0-9_-]{20,}/g },
  { kind: 'openai-key', needs: (t) => t.includes('sk-'), pattern: /\bsk-(?:proj-|svcacct-|admin-|None-)?[A-Za-z0-9_-]{20,}/g },
  { kind: 'stripe-key', needs: (t) => t.includes('_live_') || t.includes('_test_'), pattern: /\b(?:sk|rk|pk)_(?:live|test)_[A-Za-z0-9]{16,}\b/g },
  { kind: 'google-api-key', needs: (t) => t.includes('AIza'), pattern: /\bAIza[0-9A-Za-z_-]{35}\b/g },
  { kind: 'sendgrid-key', needs: (t) => t.includes('SG.'), pattern: /\bSG\.[A-Za-z0-9_-]{16,}\.[A-Za-z0-9_-]{16,}/g },
  { kind: 'jwt', needs: (t) => t.includes('eyJ'), pattern: /\beyJ[A-Za-z0-9_-]{5,}\.eyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{8,}/g },
  // user:password@ in any URL (database URLs, git remotes, proxies); the user name stays.
  { kind: 'url-password', needs: (t) => t.includes('://') && t.includes('@'), pattern: /\b[a-z][a-z0-9+.-]*:\/\/[^\s:/@"'`]+:([^\s@/"'`]+)@/gi, group: 1, accept: (value) => !isPlaceholder(value) },
  { kind: 'auth-header', needs: (t) => t.includes('Bearer') || t.includes('Basic') || t.includes('Token'), pattern: /\b(?:Bearer|Basic|Token)\s+([A-Za-z0-9._~+/-]{12,}=*)/g, group: 1 },
  // curl -u user:password, mysql -pPASSWORD, sshpass -p PASSWORD
  { kind: 'password-flag', needs: (t) => t.includes('-u'), pattern: /(?:^|\s)-u\s+["']?[^\s:"']+:([^\s"']+)/g, group: 1, accept: (value) => !isPlaceholder(value) },
  { kind: 'password-flag', needs: (t) => t.includes('mysql'), pattern: /\bmysql(?:dump|admin)?\b[^\n]*?\s-p([^\s"']+)/g, group: 1 },
  { kind: 'password-flag', needs: (t) => t.includes('sshpass'), pattern: /\bsshpass\s+-p\s*(\S+)/g, group: 1 },
  {
    kind: 'password-flag',
    needs: (t) => t.includes('--'),
    pattern: /--(?:[a-z]+-)*(?:password|passwd|pass|token|secret|api-?key|access-?key|private-key|client-secret|auth)(?:=|\s+)("[^"\n]*"|'[^'\n]*'|[^\s'"`;&|]+)/gi,
    group: 1,
    accept: (value) => !isPlaceholder(value) && !value.startsWith('-'),
  },
  // export API_TOKEN=…, API_TOKEN: …, "client_secret": "…", set PASSWORD=…
  {
    kind: 'secret-assignment',
    needs: (t, l) => (t.includes('=') || t.includes(':')) && STRONG_WORDS.some((word) => l.includes(word)),
    pattern: new RegExp(`["']?\\b${STRONG_NAME}\\b["']?\\s*(?::=|=|:)\\s*${VALUE}`, 'gi'),
    group: 1,
    accept: (value) => !isPlaceholder(value) && value.replace(/^["']|["']$/g, '').length >= 4,
  },
  {
    kind: 'secret-assignment',
    needs: (t, l) => (t.includes('=') || t.includes(':')) && WEAK_WORDS.some((word) => l.includes(word)) && hasTokenRun(t, 12),
    pattern: new RegExp(`["']?\\b${WEAK_NAME}\\b["']?\\s*(?::=|=|:)\\s*${VALUE}`, 'gi'),
    group: 1,
    accept: (value) => !isPlaceholder(value) && looksRandom(value, 12),
  },
  // Any other name assigned a long random-looking value (ids and hashes by name excepted).
  {
    kind: 'high-entropy',
    needs: (t) => (t.includes('=') || t.includes(':')) && hasTokenRun(t, 24),
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

/** Every range of `text` that holds a secret by cortex's own rules (unmerged, possibly overlapping). */
export function findSecretRanges(text: string, extra: readonly Rule[] = []): SecretRange[] {
  const ranges: SecretRange[] = [];
  const lower = text.toLowerCase();
  for (const rule of [...RULES, ...extra]) {
    if (rule.needs && !rule.needs(text, lower)) continue;
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
