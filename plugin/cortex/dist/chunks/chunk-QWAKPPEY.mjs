import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);

// src/redaction/rules.ts
function isPlaceholder(value) {
  const bare = value.replace(/^["']|["']$/g, "");
  if (/^[^\s@]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+$/.test(bare)) return true;
  if (bare === "" || /^[$%<{[]/.test(bare) || /^\*+$/.test(bare) || /^x+$/i.test(bare) || /^\.{3}|…$/.test(bare))
    return true;
  return /^(?:string|number|boolean|null|undefined|none|true|false|required|optional|str|int|bool|env|process\.env\S*|os\.environ\S*|getpass\S*|input\S*)$/i.test(
    bare
  );
}
function entropy(value) {
  const counts = /* @__PURE__ */ new Map();
  for (const char of value) counts.set(char, (counts.get(char) ?? 0) + 1);
  let bits = 0;
  for (const count of counts.values()) {
    const p = count / value.length;
    bits -= p * Math.log2(p);
  }
  return bits;
}
function looksRandom(value, minLength = 16) {
  const bare = value.replace(/^["']|["']$/g, "");
  if (bare.length < minLength || !/[A-Za-z]/.test(bare) || !/\d/.test(bare)) return false;
  return entropy(bare) >= 3.2;
}
var STRONG_NAME = "[A-Za-z0-9_.-]*(?:TOKEN|SECRET|PASSWORD|PASSWD|PASSPHRASE|API_?KEY|ACCESS_?KEY|PRIVATE_?KEY|CLIENT_?SECRET|CREDENTIALS?|AUTH_?KEY|SESSION_?KEY|SIGNING_?KEY|ENCRYPTION_?KEY|DSN)[A-Za-z0-9_]*";
var WEAK_NAME = "[A-Za-z0-9_.-]*(?:KEY|AUTH|PWD|PASS|SALT|COOKIE)[A-Za-z0-9_]*";
var VALUE = `("[^"\\n]*"|'[^'\\n]*'|[^\\s'"\`;&|,)}\\]]+)`;
function hasTokenRun(text, length) {
  let run = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const token = c >= 48 && c <= 57 || c >= 65 && c <= 90 || c >= 97 && c <= 122 || c === 43 || c === 47 || c === 95 || c === 61 || c === 45;
    run = token ? run + 1 : 0;
    if (run >= length) return true;
  }
  return false;
}
var AWS_PREFIXES = [
  "AKIA",
  "ASIA",
  "ABIA",
  "ACCA",
  "AGPA",
  "AIDA",
  "AIPA",
  "ANPA",
  "ANVA",
  "AROA",
  "APKA",
  "ASCA"
];
var STRONG_WORDS = [
  "token",
  "secret",
  "passw",
  "passphrase",
  "apikey",
  "api_key",
  "accesskey",
  "access_key",
  "privatekey",
  "private_key",
  "credential",
  "authkey",
  "auth_key",
  "sessionkey",
  "session_key",
  "signingkey",
  "signing_key",
  "encryptionkey",
  "encryption_key",
  "dsn"
];
var WEAK_WORDS = ["key", "auth", "pwd", "pass", "salt", "cookie"];
var RULES = [
  {
    kind: "private-key",
    needs: (t) => t.includes("-----BEGIN"),
    pattern: /-----BEGIN[A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----[\s\S]*?(?:-----END[A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----|$)/g
  },
  // A key's body without its BEGIN line: two or more lines of exactly 64 base64 characters
  // (a PEM body, also with the `\n` escapes of a printf or a JSON string), or a run
  // starting with the DER prefix of a key (`MII…`, `MHcCAQEE…`, OpenSSH's `b3BlbnNzaC1rZXktdjE`).
  {
    kind: "private-key",
    needs: (t) => hasTokenRun(t, 64),
    pattern: /(?<![A-Za-z0-9+/])(?:[A-Za-z0-9+/]{64}[ \t]*(?:\\n|\r?\n)[ \t>"'`]*){1,}[A-Za-z0-9+/]{4,64}={0,2}(?=[ \t]*(?:\\n|\r?\n|["'`]|$))/g
  },
  {
    kind: "private-key",
    needs: (t) => t.includes("MII") || t.includes("MHcCAQEE") || t.includes("b3BlbnNzaC1rZXktdjE"),
    pattern: /(?<![A-Za-z0-9+/])(?:MII[A-Za-z0-9+/]{37,}|MHcCAQEE[A-Za-z0-9+/]{32,}|b3BlbnNzaC1rZXktdjE[A-Za-z0-9+/]{21,})={0,2}/g
  },
  {
    kind: "aws-access-key",
    needs: (t) => AWS_PREFIXES.some((prefix) => t.includes(prefix)),
    pattern: /\b(?:AKIA|ASIA|ABIA|ACCA|AGPA|AIDA|AIPA|ANPA|ANVA|AROA|APKA|ASCA)[A-Z0-9]{16}\b/g
  },
  {
    kind: "aws-secret-key",
    needs: (_t, l) => l.includes("secret"),
    pattern: /\b(?:aws_?secret_?(?:access_?)?key|secret_?access_?key)["']?\s*[:=]\s*["']?([A-Za-z0-9/+=]{40})\b/gi,
    group: 1
  },
  {
    kind: "github-token",
    needs: (t) => t.includes("gh") && t.includes("_"),
    pattern: /\b(?:gh[pousr]_[A-Za-z0-9]{30,255}|github_pat_[A-Za-z0-9_]{22,255})\b/g
  },
  {
    kind: "gitlab-token",
    needs: (t) => t.includes("gl") && t.includes("-"),
    pattern: /\bgl(?:pat|dt|ptt|rt|cbt|imt|oas|ft|soat|ffct|agent)-[A-Za-z0-9_-]{20,}/g
  },
  {
    kind: "slack-token",
    needs: (t) => t.includes("xox"),
    pattern: /\bxox[abposre]-[A-Za-z0-9-]{10,}/g
  },
  {
    kind: "slack-webhook",
    needs: (t) => t.includes("hooks.slack.com"),
    pattern: /https:\/\/hooks\.slack\.com\/(?:services|workflows|triggers)\/[A-Za-z0-9/_-]+/g
  },
  { kind: "npm-token", needs: (t) => t.includes("npm_"), pattern: /\bnpm_[A-Za-z0-9]{36}\b/g },
  {
    kind: "npm-token",
    needs: (t) => t.includes("_authToken"),
    pattern: /_authToken\s*=\s*(\S+)/g,
    group: 1,
    accept: (value) => !isPlaceholder(value)
  },
  {
    kind: "anthropic-key",
    needs: (t) => t.includes("sk-ant-"),
    pattern: /\bsk-ant-[a-z]{3,6}\d{2}-[A-Za-z0-9_-]{20,}/g
  },
  {
    kind: "openai-key",
    needs: (t) => t.includes("sk-"),
    pattern: /\bsk-(?:proj-|svcacct-|admin-|None-)?[A-Za-z0-9_-]{20,}/g
  },
  {
    kind: "stripe-key",
    needs: (t) => t.includes("_live_") || t.includes("_test_"),
    pattern: /\b(?:sk|rk|pk)_(?:live|test)_[A-Za-z0-9]{16,}\b/g
  },
  {
    kind: "google-api-key",
    needs: (t) => t.includes("AIza"),
    pattern: /\bAIza[0-9A-Za-z_-]{35}\b/g
  },
  {
    kind: "google-oauth-secret",
    needs: (t) => t.includes("GOCSPX-"),
    pattern: /\bGOCSPX-[A-Za-z0-9_-]{28}(?![A-Za-z0-9_-])/g
  },
  { kind: "mailgun-key", needs: (t) => t.includes("key-"), pattern: /\bkey-[0-9a-z]{32}\b/g },
  // Discord bot tokens: the base64 of the bot's id, a timestamp part, an HMAC part.
  {
    kind: "discord-token",
    needs: (t) => t.includes("."),
    pattern: /\b[MNO][A-Za-z0-9_-]{23,27}\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{27,40}(?![A-Za-z0-9_-])/g
  },
  {
    kind: "vault-token",
    needs: (t) => t.includes("hvs.") || t.includes("hvb.") || t.includes("hvr."),
    pattern: /\bhv[sbr]\.[A-Za-z0-9_-]{24,}/g
  },
  {
    kind: "digitalocean-token",
    needs: (t) => t.includes("_v1_"),
    pattern: /\bdo[opr]_v1_[a-f0-9]{64}\b/g
  },
  {
    kind: "sendgrid-key",
    needs: (t) => t.includes("SG."),
    pattern: /\bSG\.[A-Za-z0-9_-]{16,}\.[A-Za-z0-9_-]{16,}/g
  },
  {
    kind: "jwt",
    needs: (t) => t.includes("eyJ"),
    pattern: /\beyJ[A-Za-z0-9_-]{5,}\.eyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{8,}/g
  },
  // user:password@ in any URL (database URLs, git remotes, proxies); the user name stays.
  {
    kind: "url-password",
    needs: (t) => t.includes("://") && t.includes("@"),
    pattern: /\b[a-z][a-z0-9+.-]*:\/\/[^\s:/@"'`]+:([^\s@/"'`]+)@/gi,
    group: 1,
    accept: (value) => !isPlaceholder(value)
  },
  {
    kind: "auth-header",
    needs: (t) => t.includes("Bearer") || t.includes("Basic") || t.includes("Token"),
    pattern: /\b(?:Bearer|Basic|Token)\s+([A-Za-z0-9._~+/-]{12,}=*)/g,
    group: 1
  },
  // curl -u user:password, mysql -pPASSWORD, sshpass -p PASSWORD
  {
    kind: "password-flag",
    needs: (t) => t.includes("-u"),
    pattern: /(?:^|\s)-u\s+["']?[^\s:"']+:([^\s"']+)/g,
    group: 1,
    accept: (value) => !isPlaceholder(value)
  },
  {
    kind: "password-flag",
    needs: (t) => t.includes("mysql"),
    pattern: /\bmysql(?:dump|admin)?\b[^\n]*?\s-p([^\s"']+)/g,
    group: 1
  },
  // docker login -u me -p PASSWORD (and podman, helm registry, …)
  {
    kind: "password-flag",
    needs: (t) => t.includes(" login") && t.includes("-p"),
    pattern: /\blogin\b[^\n|;&]*?\s-p(?:\s+|=)?("[^"\n]*"|'[^'\n]*'|[^\s'"`;&|]+)/g,
    group: 1,
    accept: (value) => !isPlaceholder(value) && !value.startsWith("-")
  },
  {
    kind: "password-flag",
    needs: (t) => t.includes("sshpass"),
    pattern: /\bsshpass\s+-p\s*(\S+)/g,
    group: 1
  },
  {
    kind: "password-flag",
    needs: (t) => t.includes("--"),
    pattern: /--(?:[a-z]+-)*(?:password|passwd|pass|token|secret|api-?key|access-?key|private-key|client-secret|auth)(?:=|\s+)("[^"\n]*"|'[^'\n]*'|[^\s'"`;&|]+)/gi,
    group: 1,
    accept: (value) => !isPlaceholder(value) && !value.startsWith("-")
  },
  // export API_TOKEN=…, API_TOKEN: …, "client_secret": "…", set PASSWORD=…
  {
    kind: "secret-assignment",
    needs: (t, l) => (t.includes("=") || t.includes(":")) && STRONG_WORDS.some((word) => l.includes(word)),
    pattern: new RegExp(`["']?\\b${STRONG_NAME}\\b["']?\\s*(?::=|=|:)\\s*${VALUE}`, "gi"),
    group: 1,
    accept: (value) => !isPlaceholder(value) && value.replace(/^["']|["']$/g, "").length >= 4
  },
  {
    kind: "secret-assignment",
    needs: (t, l) => (t.includes("=") || t.includes(":")) && WEAK_WORDS.some((word) => l.includes(word)) && hasTokenRun(t, 12),
    pattern: new RegExp(`["']?\\b${WEAK_NAME}\\b["']?\\s*(?::=|=|:)\\s*${VALUE}`, "gi"),
    group: 1,
    accept: (value) => !isPlaceholder(value) && looksRandom(value, 12)
  },
  // A secret named in words, as people paste one into a prompt: "the API key is …", "my token: …",
  // "password is …". Hex counts here (a key given as hex is still a key): the words say what it is.
  {
    kind: "secret-in-prose",
    needs: (t, l) => hasTokenRun(t, 16) && /\b(?:key|token|secret|password|passwd|passphrase|credentials?)\b/.test(l),
    pattern: /\b(?:api[ _-]?key|access[ _-]?key|secret[ _-]?key|private[ _-]?key|key|token|secret|password|passwd|passphrase|credentials?)\s+(?:is|was|would be|=|:)\s*["'`]?([A-Za-z0-9+/_=-]{16,})/gi,
    group: 1,
    accept: (value) => looksRandom(value, 16) || /^[0-9a-f]{16,}$/i.test(value) && /\d/.test(value) && /[a-f]/i.test(value)
  },
  // Any other name assigned a long random-looking value (ids and hashes by name excepted).
  {
    kind: "high-entropy",
    needs: (t) => (t.includes("=") || t.includes(":")) && hasTokenRun(t, 24),
    pattern: /\b([A-Za-z_][A-Za-z0-9_.-]*)["']?\s*[:=]\s*["']?([A-Za-z0-9+/_=-]{24,})/g,
    group: 2,
    accept: (value) => looksRandom(value, 24)
  },
  // A key with nothing around it that names it (half a key pasted in prose): 32 or more
  // characters that look machine-made. Hex (hashes, commit ids) is left alone.
  {
    kind: "key-fragment",
    needs: (t) => hasTokenRun(t, 32),
    pattern: /(?<![A-Za-z0-9+/_=.-])([A-Za-z0-9+/_-]{32,}={0,2})(?![A-Za-z0-9+/_=-])/g,
    group: 1,
    accept: looksLikeBareKey
  }
];
function decodesToText(value) {
  if (!/^[A-Za-z0-9+/_-]+=*$/.test(value)) return false;
  const bytes = Buffer.from(value.replace(/-/g, "+").replace(/_/g, "/"), "base64");
  if (bytes.length < 12) return false;
  let printable = 0;
  for (const byte of bytes)
    if (byte >= 32 && byte < 127 || byte === 10 || byte === 9 || byte === 13)
      printable++;
  return printable / bytes.length >= 0.95;
}
function looksLikeBareKey(value) {
  const bare = value.replace(/=+$/, "");
  if (/^sha(?:1|256|384|512)-/.test(bare) || decodesToText(bare)) return false;
  if (/^[0-9a-fA-F]+$/.test(bare) || /^[0-9a-f-]+$/.test(bare)) return false;
  if (!/[A-Z]/.test(bare) || !/[a-z]/.test(bare)) return false;
  const digits = bare.replace(/\D/g, "").length;
  if (digits < 3) return false;
  const longestPart = Math.max(...bare.split(/[/_-]/).map((part) => part.length));
  if (longestPart < 24) return false;
  let switches = 0;
  for (let i = 1; i < bare.length; i++)
    if (/\d/.test(bare[i]) !== /\d/.test(bare[i - 1])) switches++;
  if (switches < 4) return false;
  return entropy(bare) >= 4.2;
}
var NOT_SECRET_NAME = /(?:^|[_.-])(?:id|uuid|sha\d*|hash|commit|rev|revision|digest|checksum|version|etag|integrity|nonce|ref|path|file|url|name)$/i;
function extraRules(patterns) {
  return patterns.map((source) => ({ kind: "custom", pattern: new RegExp(source, "g") }));
}
function findSecretRanges(text, extra = []) {
  const ranges = [];
  const lower = text.toLowerCase();
  for (const rule of [...RULES, ...extra]) {
    if (rule.needs && !rule.needs(text, lower)) continue;
    rule.pattern.lastIndex = 0;
    for (let match = rule.pattern.exec(text); match; match = rule.pattern.exec(text)) {
      if (match[0] === "") {
        rule.pattern.lastIndex++;
        continue;
      }
      const group = rule.group ?? 0;
      const value = match[group];
      if (value === void 0 || value === "") continue;
      if (rule.accept && !rule.accept(value)) continue;
      if (rule.kind === "high-entropy" && NOT_SECRET_NAME.test(match[1])) continue;
      const start = match.index + (group === 0 ? 0 : match[0].lastIndexOf(value));
      if ((rule.kind === "high-entropy" || rule.kind === "key-fragment") && text[start + value.length] === "@")
        continue;
      if (rule.kind === "key-fragment" && ranges.some((range) => range.start < start + value.length && start < range.end))
        continue;
      ranges.push({
        start,
        end: start + value.length + (WRAPPING_KINDS.has(rule.kind) ? wrappedRest(text, start + value.length) : 0),
        kind: rule.kind
      });
    }
  }
  return ranges;
}
var WRAPPING_KINDS = /* @__PURE__ */ new Set([
  "stripe-key",
  "openai-key",
  "anthropic-key",
  "github-token",
  "gitlab-token",
  "slack-token",
  "npm-token",
  "google-oauth-secret",
  "vault-token",
  "discord-token",
  "sendgrid-key"
]);
function wrappedRest(text, end) {
  const match = /^(?:\r?\n|\\n)[ \t]*([A-Za-z0-9_-]{8,})(?![A-Za-z0-9_-])/.exec(
    text.slice(end, end + 300)
  );
  return match && /\d/.test(match[1]) && /[A-Za-z]/.test(match[1]) ? match[0].length : 0;
}

export {
  entropy,
  looksRandom,
  decodesToText,
  looksLikeBareKey,
  extraRules,
  findSecretRanges
};
