/**
 * Planted secrets for redaction tests: one of each kind cortex must keep out of
 * `.cortex/`, in the shapes the providers use. They are assembled at run time from a
 * seeded generator, so that no secret-shaped literal sits in the repository (where
 * scanners would rightly complain); none of them is a real credential.
 */

const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const DIGITS = '0123456789';
export const ALNUM = UPPER + LOWER + DIGITS;
export const B64 = ALNUM + '+/';

/** Deterministic pseudo-random text (mulberry32), so tests are reproducible. */
export function fake(alphabet: string, length: number, seed: number): string {
  let state = seed >>> 0;
  let out = '';
  for (let i = 0; i < length; i++) {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    const r = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    out += alphabet[Math.floor(r * alphabet.length)];
  }
  return out;
}

const p = (...parts: string[]): string => parts.join('');

export interface PlantedSecret {
  kind: string;
  /** The secret itself: it must appear nowhere under `.cortex/`. */
  secret: string;
  /** How it shows up in a session (a command, a sentence…). */
  text: string;
}

const privateKeyBody = Array.from({ length: 6 }, (_, i) => fake(B64, 64, 900 + i)).join('\n');

/** At least fifteen kinds, as they appear in commands and prose. */
export const PLANTED_SECRETS: PlantedSecret[] = [
  { kind: 'aws access key id', secret: p('AKIA', fake(UPPER + DIGITS, 16, 1)), text: '' },
  { kind: 'aws secret access key', secret: fake(B64, 40, 2), text: '' },
  { kind: 'github token', secret: p('gh', 'p_', fake(ALNUM, 36, 3)), text: '' },
  {
    kind: 'github fine-grained token',
    secret: p('github', '_pat_', fake(ALNUM, 22, 4), '_', fake(ALNUM, 59, 5)),
    text: '',
  },
  { kind: 'gitlab token', secret: p('gl', 'pat-', fake(ALNUM, 20, 6)), text: '' },
  {
    kind: 'slack bot token',
    secret: p('xo', 'xb-', fake(DIGITS, 12, 7), '-', fake(DIGITS, 13, 8), '-', fake(ALNUM, 24, 9)),
    text: '',
  },
  {
    kind: 'slack webhook',
    secret: p(
      'https://hooks.',
      'slack.com/services/T',
      fake(UPPER + DIGITS, 8, 10),
      '/B',
      fake(UPPER + DIGITS, 8, 11),
      '/',
      fake(ALNUM, 24, 12),
    ),
    text: '',
  },
  { kind: 'npm token', secret: p('np', 'm_', fake(ALNUM, 36, 13)), text: '' },
  { kind: 'openai key', secret: p('sk', '-proj-', fake(ALNUM, 56, 14)), text: '' },
  {
    kind: 'anthropic key',
    secret: p('sk', '-ant-api03-', fake(ALNUM + '-_', 93, 15), 'AA'),
    text: '',
  },
  { kind: 'stripe key', secret: p('sk', '_live_', fake(ALNUM, 32, 16)), text: '' },
  { kind: 'google api key', secret: p('AI', 'za', fake(ALNUM + '-_', 35, 17)), text: '' },
  {
    kind: 'sendgrid key',
    secret: p('SG', '.', fake(ALNUM, 22, 18), '.', fake(ALNUM, 43, 19)),
    text: '',
  },
  {
    kind: 'jwt',
    secret: p(
      'ey',
      'JhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.',
      'ey',
      'J',
      fake(ALNUM, 40, 20),
      '.',
      fake(ALNUM + '-_', 43, 21),
    ),
    text: '',
  },
  { kind: 'private key', secret: privateKeyBody, text: '' },
  { kind: 'postgres url password', secret: p('pg', fake(ALNUM, 14, 22)), text: '' },
  { kind: 'mongodb url password', secret: p('mg', fake(ALNUM, 16, 23)), text: '' },
  { kind: 'env export', secret: p('hunter2-', fake(ALNUM, 12, 24)), text: '' },
  { kind: 'cli password flag', secret: p('Pw', fake(ALNUM, 14, 25)), text: '' },
  { kind: 'mysql -p flag', secret: p('My', fake(ALNUM, 12, 26)), text: '' },
  { kind: 'bearer header', secret: fake(ALNUM, 40, 27), text: '' },
  { kind: 'high-entropy assignment', secret: fake(ALNUM, 32, 28), text: '' },
  { kind: 'private span', secret: p('the vault code is ', fake(DIGITS, 8, 29)), text: '' },
  { kind: 'custom pattern', secret: p('ACME-', fake('0123456789ABCDEF', 32, 30)), text: '' },
  { kind: 'mailgun key', secret: p('key', '-', fake(DIGITS + LOWER, 32, 31)), text: '' },
  {
    kind: 'discord bot token',
    secret: p('MT', fake(ALNUM, 24, 32), '.', fake(ALNUM, 6, 33), '.', fake(ALNUM + '_-', 38, 34)),
    text: '',
  },
  { kind: 'vault token', secret: p('hv', 's.', fake(ALNUM + '_-', 90, 35)), text: '' },
  {
    kind: 'digitalocean token',
    secret: p('do', 'p_v1_', fake('0123456789abcdef', 64, 36)),
    text: '',
  },
  { kind: 'google oauth client secret', secret: p('GOC', 'SPX-', fake(ALNUM, 28, 37)), text: '' },
  // A key a terminal wrapped: its rest on the next line (both parts are the secret).
  {
    kind: 'stripe key wrapped over two lines',
    secret: p('sk', '_live_', fake(ALNUM, 20, 38), '\n', fake(ALNUM, 22, 39)),
    text: '',
  },
];

const by = (kind: string): string => PLANTED_SECRETS.find((entry) => entry.kind === kind)!.secret;

/** How each secret appears in the planted session. */
for (const entry of PLANTED_SECRETS) {
  const s = entry.secret;
  entry.text = {
    'aws access key id': `aws configure set aws_access_key_id ${s}`,
    'aws secret access key': `export AWS_SECRET_ACCESS_KEY=${s}`,
    'github token': `git remote set-url origin https://x-access-token:${s}@github.com/acme/app.git`,
    'github fine-grained token': `gh auth login --with-token <<< ${s}`,
    'gitlab token': `curl --header "PRIVATE-TOKEN: ${s}" https://gitlab.example.com/api/v4/projects`,
    'slack bot token': `SLACK_BOT=${s} node notify.js`,
    'slack webhook': `curl -X POST -d '{"text":"deployed"}' ${s}`,
    'npm token': `npm config set //registry.npmjs.org/:_authToken=${s}`,
    'openai key': `OPENAI=${s} python eval.py`,
    'anthropic key': `claude --api-key ${s} -p hi`,
    'stripe key': `stripe listen --api-key ${s}`,
    'google api key': `curl "https://maps.googleapis.com/maps/api/geocode/json?key=${s}"`,
    'sendgrid key': `SENDGRID=${s} npm run mail`,
    jwt: `curl -H "X-Session: ${s}" https://api.example.com/me`,
    'private key': `printf '%s' "-----BEGIN RSA PRIVATE KEY-----\n${s}\n-----END RSA PRIVATE KEY-----" > deploy_key`,
    'postgres url password': `psql postgres://app:${s}@db.internal:5432/app -c "select 1"`,
    'mongodb url password': `mongosh "mongodb+srv://admin:${s}@cluster0.example.mongodb.net/prod"`,
    'env export': `export DATABASE_PASSWORD=${s}`,
    'cli password flag': `./manage.py createsuperuser --password=${s}`,
    'mysql -p flag': `mysql -u root -p${s} app < schema.sql`,
    'bearer header': `curl -H "Authorization: Bearer ${s}" https://api.example.com/v1/me`,
    'high-entropy assignment': `INTERNAL_HMAC=${s} npm start`,
    'private span': `Note for later: <private>${s}</private> (do not record).`,
    'custom pattern': `deploy --license ${s}`,
    'mailgun key': `Mailgun for the mailer uses ${s}`,
    'discord bot token': `The Discord bot logs in with ${s}`,
    'vault token': `Vault login returned ${s}`,
    'digitalocean token': `DigitalOcean deploys use ${s}`,
    'google oauth client secret': `Google OAuth client secret ${s}`,
    'stripe key wrapped over two lines': `Stripe key for billing: ${s}`,
  }[entry.kind]!;
}

/** The extra pattern a project sets in `.cortex/config.json` for its own secrets. */
export const CUSTOM_PATTERN = 'ACME-[0-9A-F]{32}';

/** The secret and the pieces of it long enough to identify it (part of a secret leaked is a secret leaked). */
export function secretFragments(secret: string): string[] {
  const fragments = [secret];
  for (const part of secret.split(/\s+/)) {
    if (part.length < 8) continue;
    for (let i = 0; i < part.length; i += 12)
      fragments.push(
        part.slice(i, Math.min(i + 12, part.length)).padEnd(Math.min(12, part.length - i), ''),
      );
  }
  return [...new Set(fragments.filter((fragment) => fragment.length >= 8))];
}

export { by as plantedSecret };
