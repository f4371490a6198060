/**
 * Secrets that slipped past redaction: key bodies without their BEGIN line, half keys,
 * `docker login -p`, secrets inside base64 blobs, and a secret caught in one field of an
 * event but left in another.
 */
import { describe, expect, it } from 'vitest';
import { redactPlainText, redactTexts, redactValues } from '../../../src/redaction/redactor.js';
import { ALNUM, B64, fake } from '../../helpers/secrets.js';

const bodyLines = Array.from({ length: 6 }, (_, i) => fake(B64, 64, 4100 + i));
const derKey = 'MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ' + fake(B64, 300, 4200);

async function redactOne(text: string): Promise<string> {
  return (await redactTexts([text])).texts[0]!;
}

function expectGone(text: string, secrets: readonly string[]): void {
  for (const secret of secrets) expect(text).not.toContain(secret.slice(0, 24));
}

describe('redaction of key bodies without their header', () => {
  it('redacts a PEM body pasted in prose without the BEGIN line', async () => {
    const text = `The deploy key is below, use it for the mirror:\n${bodyLines.join('\n')}\nThen restart the service.`;
    const out = await redactOne(text);
    expectGone(out, bodyLines);
    expect(out).toContain('[REDACTED:private-key]');
    expect(out).toContain('Then restart the service.');
  });

  it('redacts a body written with printf and \\n escapes', async () => {
    const out = await redactOne(`printf '${bodyLines.join('\\n')}\\n' > deploy.pem`);
    expectGone(out, bodyLines);
    expect(out).toContain('> deploy.pem');
  });

  it('redacts each half of a body continued over two messages', async () => {
    const { texts } = await redactTexts([
      `first part:\n${bodyLines.slice(0, 3).join('\n')}`,
      `${bodyLines.slice(3).join('\n')}\nthat was all of it`,
    ]);
    expectGone(texts.join('\n'), bodyLines);
  });

  it('redacts a DER key by its prefix, and even its first 40 characters alone', async () => {
    expect(await redactOne(`key=${derKey}`)).not.toContain(derKey.slice(0, 30));
    const first40 = derKey.slice(0, 40);
    const out = await redactOne(`it starts with ${first40} if that helps`);
    expect(out).not.toContain(first40);
    expect(out).toBe('it starts with [REDACTED:private-key] if that helps');
  });

  it('redacts a bare half key of 32+ random characters in prose', async () => {
    const half = fake(ALNUM, 34, 4300);
    expect(await redactOne(`the token begins ${half} and I lost the rest`)).toBe(
      'the token begins [REDACTED:key-fragment] and I lost the rest',
    );
  });

  it.each([
    'git checkout 4f3a9c2e5b8d1f4a6c0e9b2d5f8a1c3e7b9d0f12',
    'see src/components/settings/NotificationPreferencesPanel.tsx',
    'id 5c0375b4-57a5-4f26-b12d-d022ee4e51b7 is the session',
    'calls getUserAccountNotificationSettingsForTenant2 twice',
    `sha512-${Buffer.from(fake(ALNUM, 48, 4800)).toString('base64')} is the integrity`,
    `the hash is sha512-${fake(B64, 86, 4801)}==`,
  ])('leaves %j alone', async (text) => {
    expect(await redactOne(text)).toBe(text);
  });
});

describe('redaction of passwords and encoded secrets', () => {
  it('redacts docker login -p', async () => {
    const password = `Pw${fake(ALNUM, 14, 4400)}`;
    expect(await redactOne(`docker login -u deploy -p ${password} registry.example.com`)).toBe(
      'docker login -u deploy -p [REDACTED:password-flag] registry.example.com',
    );
    expect(
      await redactOne(`podman login --username deploy -p "${password}" quay.io`),
    ).not.toContain(password);
  });

  it('redacts a base64 blob whose decoded text holds a secret', async () => {
    const secret = fake(B64, 40, 4500);
    const blob = Buffer.from(`[default]\naws_secret_access_key=${secret}\n`).toString('base64');
    const out = await redactOne(`echo ${blob} | base64 -d > ~/.aws/credentials`);
    expect(out).toBe('echo [REDACTED:encoded-secret] | base64 -d > ~/.aws/credentials');
  });

  it('leaves base64 of ordinary text alone', async () => {
    const blob = Buffer.from('hello world, this is only a greeting and nothing more').toString(
      'base64',
    );
    expect(await redactOne(`echo ${blob} | base64 -d`)).toBe(`echo ${blob} | base64 -d`);
  });

  it('redacts a secret in every field of an event once one field gives it away', async () => {
    const password = `Hx${fake(ALNUM, 12, 4600)}`;
    const event = {
      content: `Fixed the login by using ${password} as the password`,
      data: { command: `mysql -u app -p${password} prod`, fix: `set the password to ${password}` },
    };
    const { values } = await redactValues([event]);
    expect(JSON.stringify(values)).not.toContain(password);
    expect(values[0]!.content).toBe(
      'Fixed the login by using [REDACTED:password-flag] as the password',
    );
  });

  it('redacts log messages', () => {
    const token = `ghp_${fake(ALNUM, 36, 4700)}`;
    const out = redactPlainText(`cannot read transcript /tmp/${token}/t.jsonl: no such file`);
    expect(out).not.toContain(token.slice(4, 20));
    expect(out).toMatch(/^cannot read transcript \S*\[REDACTED:[a-z-]+\]\S*: no such file$/);
  });
});
