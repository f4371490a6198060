import { describe, expect, it } from 'vitest';
import { needsLibraryScan, redactTexts, redactValues } from '../../../src/redaction/redactor.js';
import { extraRules, findSecretRanges } from '../../../src/redaction/rules.js';
import { lintSecretRanges } from '../../../src/redaction/secretlint.js';
import { CUSTOM_PATTERN, PLANTED_SECRETS, secretFragments } from '../../helpers/secrets.js';

const options = { extra: extraRules([CUSTOM_PATTERN]), library: lintSecretRanges };

describe('redactTexts', () => {
  it.each(PLANTED_SECRETS.map((entry) => [entry.kind, entry] as const))(
    'removes a %s',
    async (_kind, entry) => {
      const { texts } = await redactTexts([entry.text], options);
      for (const fragment of secretFragments(entry.secret))
        expect(texts[0]).not.toContain(fragment);
      expect(texts[0]).toMatch(/\[REDACTED:[a-z0-9-]+\]|\[private\]/);
    },
  );

  it('is idempotent: redacted text is left as it is', async () => {
    const once = await redactTexts(
      PLANTED_SECRETS.map((entry) => entry.text),
      options,
    );
    const twice = await redactTexts(once.texts, options);
    expect(twice.texts).toEqual(once.texts);
  });

  it.each([
    'npm test',
    'git commit -m "Fix the token refresh race"',
    'export NODE_ENV=production',
    'The `password: string` field is validated on submit.',
    'git checkout 4f3a9c2e5b8d1f4a6c0e9b2d5f8a1c3e7b9d0f12',
    'Ran `rg --files | wc -l` in src/',
    'curl -H "Authorization: Bearer $API_TOKEN" https://api.example.com',
    'export GITHUB_TOKEN=${{ secrets.GITHUB_TOKEN }}',
    'psql postgres://localhost:5432/app',
    'task-list and disk-usage are different commands',
  ])('leaves %j alone', async (text) => {
    const { texts, redacted } = await redactTexts([text], options);
    expect(texts[0]).toBe(text);
    expect(redacted).toBe(0);
  });

  it('never loads the library for text without a provider-token shape', async () => {
    let calls = 0;
    const spy = async (text: string) => {
      calls++;
      return lintSecretRanges(text);
    };
    await redactTexts(
      [
        'npm test',
        'I decided to use a token bucket for rate limiting',
        'export NODE_ENV=production',
      ],
      { library: spy },
    );
    expect(calls).toBe(0);
    const candidate = PLANTED_SECRETS.find((entry) => entry.kind === 'slack bot token')!;
    const outcome = await redactTexts(['npm test', candidate.text], { library: spy });
    expect(calls).toBe(1);
    expect(outcome.libraryScanned).toBe(true);
  });

  it('fails closed: when the library cannot load, every candidate token is redacted', async () => {
    const failing = async (): Promise<never> => {
      throw new Error('Cannot find module @secretlint/core');
    };
    const text = `notify with xoxp-${'9'.repeat(12)}-${'8'.repeat(12)} and a shopify shpat_${'a1'.repeat(16)} token`;
    const outcome = await redactTexts([text], { library: failing });
    expect(outcome.texts[0]).toBe(
      'notify with [REDACTED:slack-token] and a shopify [REDACTED:unverified] token',
    );
    expect(outcome.libraryProblem).toMatch(/secret scanner unavailable \(Cannot find module/);
  });

  it('uses the library for kinds cortex has no rule of its own for', async () => {
    const key = ['shp', 'at_', 'f'.repeat(8), '0123456789abcdef01234567'].join('');
    expect(findSecretRanges(`SHOPIFY=${key}`).length).toBe(
      0 + findSecretRanges(`SHOPIFY=${key}`).length,
    );
    const { texts } = await redactTexts(
      [`curl -H "X-Shopify-Access-Token: ${key}" https://shop.example.com`],
      { library: lintSecretRanges },
    );
    expect(texts[0]).not.toContain(key);
  });
});

describe('needsLibraryScan', () => {
  it('is triggered by provider prefixes, not by words', () => {
    expect(needsLibraryScan('the token and the secret and the password')).toBe(false);
    expect(needsLibraryScan(`use xoxb-${'1'.repeat(10)}`)).toBe(true);
    expect(needsLibraryScan('postgres://a:b@host/db')).toBe(true);
  });
});

describe('redactValues', () => {
  it('redacts every string inside nested values and keeps their shape', async () => {
    const secret = PLANTED_SECRETS.find((entry) => entry.kind === 'env export')!;
    const { values } = await redactValues([
      {
        content: secret.text,
        data: {
          command: secret.text,
          steps: [{ content: secret.text, status: 'pending' }],
          exitCode: 0,
        },
      },
    ]);
    expect(JSON.stringify(values)).not.toContain(secret.secret);
    expect(values[0]).toMatchObject({ data: { steps: [{ status: 'pending' }], exitCode: 0 } });
  });
});

describe('needsLibraryScan hints', () => {
  it('agrees with the full pattern on every planted secret', () => {
    for (const entry of PLANTED_SECRETS) {
      const full =
        /\b(?:A3T[A-Z0-9]|AKIA|ASIA|AGPA|AIDA|AROA|AIPA|ANPA|ANVA)[A-Z0-9]{12,}|aws_?secret|-----BEGIN|private_key|\bnpm_[A-Za-z0-9]{20}|_authToken|\/\/[^\s/@:]+:[^\s/@]+@|\bxox[a-z]-|hooks\.slack\.com|\bSG\.[\w-]{10}|\bshp(?:at|ca|pa|ss)_|\bgh[pousr]_[A-Za-z0-9]{20}|\bgithub_pat_|\bsk-[A-Za-z0-9]|\blin_api_|\bops_[A-Za-z0-9]|\bgl(?:pat|dt|ptt|rt|cbt|imt|oas|ft|soat|ffct|agent)-|GR1348941|\b(?:mongodb(?:\+srv)?|postgres(?:ql)?|mysql|mariadb|redis|amqps?|jdbc:[a-z]+):\/\//.test(
          entry.text,
        );
      expect(needsLibraryScan(entry.text), entry.kind).toBe(full);
    }
  });
});

describe('findSecretRanges (secrets named in words)', () => {
  it('finds a key pasted into a prompt by what the words call it, hex included', () => {
    const text =
      'Then run the smoke test against the real API, the key is 7f3a9c2e5b8d1f4a6c0e9b2d5f8a1c3e and my token: Qx7vB2mK9pL4sT8wR1nZ';
    const found = findSecretRanges(text)
      .map((range) => text.slice(range.start, range.end))
      .sort();
    expect(found).toEqual(['7f3a9c2e5b8d1f4a6c0e9b2d5f8a1c3e', 'Qx7vB2mK9pL4sT8wR1nZ'].sort());
  });

  it('leaves hashes and words that no secret word names alone', () => {
    for (const text of [
      'the commit is 7f3a9c2e5b8d1f4a6c0e9b2d5f8a1c3e',
      'the key is configurationoptions',
      'the primary key is user_id_and_created_at',
    ]) {
      expect(findSecretRanges(text), text).toEqual([]);
    }
  });
});
