/**
 * The explorer in a real browser: `cortex view` writes a page that renders a real-git test
 * repository's memory from a file URL, with search and filters, and a hostile memory shown as
 * text; `cortex view --serve` corrects the memory through the page (forget and pin round-trip
 * into the log), refuses requests without the token or for another host, and listens on
 * 127.0.0.1 only.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { lstatSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { request } from 'node:http';
import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import { pathToFileURL } from 'node:url';
import type { Browser, Page } from 'puppeteer-core';
import { afterAll, expect, it } from 'vitest';
import { serializeEvent } from '../../src/events/codec.js';
import { shortId } from '../../src/events/id.js';
import { describeWithBrowser, launchBrowser } from '../helpers/browser.js';
import { BIN, cortexBin } from '../helpers/cli.js';
import { testEvent } from '../helpers/events.js';
import { commitAll, git, tempDir, tempRepo, writeFile } from '../helpers/repo.js';

const HOSTILE = `<img src=x onerror="window.__pwned='img'"><script>window.__pwned='script'</script></script><b>bold</b> \u202Egnp.exe`;
const redis = testEvent({
  type: 'decision_made',
  key: 'redis',
  ts: '2026-11-02T10:00:00.000Z',
  content: 'Cache sessions in Redis',
  session: 'session-one',
  branch: 'main',
  data: { reason: 'fast lookups', alternatives: ['memcached'] },
});
const jwt = testEvent({
  type: 'decision_made',
  key: 'jwt',
  ts: '2026-11-02T10:05:00.000Z',
  content: 'Sign session tokens with HS256',
  session: 'session-one',
  branch: 'main',
  data: { reason: 'one service' },
});
const fix = testEvent({
  type: 'error_resolved',
  key: 'flaky',
  ts: '2026-11-03T09:00:00.000Z',
  content:
    'The upload test timed out: the fake clock never advanced. Fixed by advancing it in beforeEach',
  session: 'session-two',
  branch: 'feature/upload',
  data: { files: ['src/upload.ts'] },
});
const hostile = testEvent({
  type: 'knowledge_acquired',
  key: 'hostile',
  ts: '2026-11-03T09:30:00.000Z',
  content: HOSTILE,
  session: 'session-two',
  branch: 'feature/upload',
  author: '"><svg onload="window.__pwned=1">',
  data: { files: ['<img src=x onerror="window.__pwned=2">.ts'], tags: ['<b>tag</b>'] },
});
const hostileSession = testEvent({
  type: 'session_outcome',
  key: 'hostile-outcome',
  ts: '2026-11-04T10:00:00.000Z',
  content: '<img src=x onerror="window.__pwned=3">',
  session: '<svg onload="window.__pwned=4">',
  branch: '<b>branch</b>',
  data: {
    goal: '<script>window.__pwned=5</script>',
    openEnds: ['<img src=x onerror="window.__pwned=6">'],
    commits: [{ hash: '<b>', subject: '<img src=x onerror="window.__pwned=7">' }],
  },
});
const hostilePlan = testEvent({
  type: 'plan_created',
  key: 'hostile-plan',
  ts: '2026-11-04T10:01:00.000Z',
  content: 'Plan: <img src=x onerror="window.__pwned=8">',
  session: 'session-three',
  branch: '<b>branch</b>',
  data: { steps: [{ content: '<svg onload="window.__pwned=9">', status: 'pending' }] },
});
const outcome = testEvent({
  type: 'session_outcome',
  key: 'outcome',
  ts: '2026-11-03T10:00:00.000Z',
  content: 'Uploads retry with backoff',
  session: 'session-two',
  branch: 'feature/upload',
  data: {
    goal: 'make uploads survive a flaky network',
    outcome: 'Uploads retry with backoff',
    openEnds: ['the retry limit is not configurable yet'],
  },
});
const REPLACEMENT = 'Sign session tokens with EdDSA keys kept in the vault';

let browser: Browser | undefined;

/** A real-git repository with the memories above committed (each test has its own: they are removed after it). */
function seededRepo(): string {
  const root = tempRepo();
  expect(cortexBin(root, ['init']).code).toBe(0);
  writeFile(
    root,
    'seed.ndjson',
    [redis, jwt, fix, hostile, outcome, hostileSession, hostilePlan]
      .map(serializeEvent)
      .join('\n') + '\n',
  );
  expect(cortexBin(root, ['import', 'seed.ndjson']).code).toBe(0);
  git(root, 'rm', '-q', '--cached', '--ignore-unmatch', 'seed.ndjson');
  expect(cortexBin(root, ['supersede', shortId(jwt.id), REPLACEMENT]).code).toBe(0);
  commitAll(root, 'memory');
  return root;
}

afterAll(async () => {
  await browser?.close();
});

async function openPage(url: string): Promise<{ page: Page; errors: string[] }> {
  browser ??= await launchBrowser();
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForSelector('header h1');
  return { page, errors };
}

/** Every tab shows the hostile fields as text: no element they spell exists, and nothing they say ran. */
async function expectNothingRan(page: Page): Promise<void> {
  const seen: string[] = [];
  for (const tab of ['overview', 'sessions', 'memories', 'decisions', 'plan']) {
    await page.click(`nav button[data-tab="${tab}"]`);
    await page.select('select[name="status"]', '').catch(() => undefined);
    expect(
      await page.$$eval('#app img, #app svg, #app b, #app script', (nodes) => nodes.length),
      tab,
    ).toBe(0);
    seen.push((await page.$eval('#app', (node) => node.textContent)) ?? '');
  }
  const text = seen.join('\n');
  for (const literal of [
    '<b>branch</b>',
    'session <svg onl',
    '<script>window.__pwned=5</script>',
    'onerror="window.__pwned=6"',
    'onerror="window.__pwned=7"',
    'Plan: <img src=x',
    '<svg onload="window.__pwned=9">',
  ])
    expect(text).toContain(literal);
  expect(await page.evaluate('typeof window.__pwned')).toBe('undefined');
}

const texts = (page: Page, selector: string) =>
  page.$$eval(selector, (nodes) => nodes.map((node) => node.textContent ?? ''));

describeWithBrowser('cortex view', () => {
  it('writes one self-contained page that renders the memory from a file URL, with search, filters and chains', async () => {
    const root = seededRepo();
    const result = cortexBin(root, ['view']);
    expect(result.code).toBe(0);
    const path = result.stdout.trim();
    expect(path).toBe(`${root}/.cortex/local/view.html`);
    // Never committed, and nothing in it reaches for the network.
    expect(git(root, 'status', '--porcelain')).toBe('');
    const html = readFileSync(path, 'utf8');
    expect(html).not.toMatch(/<(script|link|img)[^>]+(src|href)=/i);
    expect(html).not.toContain('<script>window.__pwned');

    const { page, errors } = await openPage(pathToFileURL(path).href);
    expect(await page.$eval('header h1', (node) => node.textContent)).toContain(
      'what cortex remembers',
    );
    expect(await page.$eval('main', (node) => node.textContent)).toContain('standing memories');

    await page.click('nav button[data-tab="memories"]');
    await page.waitForSelector('#list article');
    // Standing memories by default: the superseded one is left out, its replacement shown.
    const contents = await texts(page, '#list article .content');
    expect(contents).toContain(REPLACEMENT);
    expect(contents).not.toContain(jwt.content);
    expect(contents).toContain('Cache sessions in Redis');

    await page.type('input[name="q"]', 'redis');
    expect(await texts(page, '#list article .content')).toEqual(['Cache sessions in Redis']);
    await page.$eval(
      'input[name="q"]',
      (node) => ((node as unknown as { value: string }).value = ''),
    );
    await page.type('input[name="q"]', 'zzzz nothing');
    expect(await page.$eval('#list', (node) => node.textContent)).toContain('Nothing matches');
    await page.click('input[name="q"]', { count: 3 });
    await page.keyboard.press('Backspace');

    await page.select('select[name="type"]', 'fix');
    expect(await texts(page, '#list article .content')).toEqual([fix.content]);
    await page.select('select[name="type"]', '');
    await page.select('select[name="branch"]', 'main');
    expect((await texts(page, '#list article .content')).sort()).toEqual(
      ['Cache sessions in Redis', REPLACEMENT].sort(),
    );
    await page.select('select[name="branch"]', '');
    await page.select('select[name="status"]', 'corrected');
    expect(await texts(page, '#list article .content')).toEqual([jwt.content]);
    expect(await page.$eval('#list article', (node) => node.textContent)).toContain('Replaced by');

    // The decision chain: the replacement names what it replaced, and the link leads to it.
    await page.click('nav button[data-tab="decisions"]');
    const replacement = await page.$(
      `article[data-id="${(await page.$$eval('article', (nodes) => nodes.find((node) => node.textContent?.includes('EdDSA'))?.getAttribute('data-id')))!}"]`,
    );
    expect(await replacement!.evaluate((node) => node.textContent)).toContain('Replaced');
    await (await replacement!.$('.chain a'))!.click();
    await page.waitForSelector(`#m-${jwt.id}`);
    expect(await page.$eval(`#m-${jwt.id} .content`, (node) => node.textContent)).toBe(jwt.content);

    // The session timeline: the outcome, what it left open and what it taught.
    await page.click('nav button[data-tab="sessions"]');
    const session = await page.$eval(
      'article.session[id="s-session-two"]',
      (node) => node.textContent ?? '',
    );
    expect(session).toContain('Uploads retry with backoff');
    expect(session).toContain('the retry limit is not configurable yet');
    expect(session).toContain('The upload test timed out');
    expect(errors).toEqual([]);
  }, 60_000);

  it('replaces a link planted where it writes the page, never writing through it', async () => {
    const root = seededRepo();
    const outside = join(tempDir(), 'precious.txt');
    writeFileSync(outside, 'keep me');
    symlinkSync(outside, join(root, '.cortex/local/view.html'));
    expect(cortexBin(root, ['view']).code).toBe(0);
    expect(readFileSync(outside, 'utf8')).toBe('keep me');
    expect(lstatSync(join(root, '.cortex/local/view.html')).isFile()).toBe(true);
  });

  it('shows hostile memories, authors, branches, sessions and plans as text on every tab, and runs nothing of them', async () => {
    const root = seededRepo();
    const path = cortexBin(root, ['view']).stdout.trim();
    const { page, errors } = await openPage(`${pathToFileURL(path).href}#m-${hostile.id}`);
    await page.waitForSelector(`#m-${hostile.id}`);
    const card = await page.$(`#m-${hostile.id}`);
    const shown = await card!.$eval('.content', (node) => node.textContent ?? '');
    // The markup is the text; the right-to-left override never reaches the page.
    expect(shown).toContain('<img src=x onerror=');
    expect(shown).toContain('<script>');
    expect(shown).not.toContain('\u202e');
    const whole = await card!.evaluate((node) => node.textContent);
    expect(whole).toContain('<svg onload=');
    expect(whole).toContain('<b>tag</b>');
    await expectNothingRan(page);
    expect(errors).toEqual([]);
  }, 60_000);

  it('--serve corrects the memory through the page, and answers only 127.0.0.1 requests that carry its token', async () => {
    const root = seededRepo();
    const server = spawn(process.execPath, [BIN, 'view', '--serve'], {
      cwd: root,
      env: { ...process.env, TZ: 'UTC' },
    });
    try {
      const url = await new Promise<URL>((resolve, reject) => {
        let out = '';
        server.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          const found = /http:\/\/127\.0\.0\.1:\d+\/\?token=[\w-]+/.exec(out);
          if (found) resolve(new URL(found[0]));
        });
        server.once('exit', (code) => reject(new Error(`cortex view --serve exited with ${code}`)));
      });
      await refusesStrangers(root, url);
      await listensOnLoopbackOnly(url);
      await correctsThroughThePage(root, url);
    } finally {
      server.kill('SIGINT');
    }
    const [code] = (await once(server, 'exit')) as [number | null];
    expect(code).toBe(0);
  }, 90_000);
});

function send(
  url: URL,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<number> {
  return new Promise((resolve, reject) => {
    request(
      {
        host: '127.0.0.1',
        port: url.port,
        path,
        headers,
        method: body === undefined ? 'GET' : 'POST',
      },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    )
      .on('error', reject)
      .end(body);
  });
}

const get = (url: URL, path: string, headers: Record<string, string> = {}) =>
  send(url, path, headers);
const logLines = (root: string) => cortexBin(root, ['log', '--oneline']).stdout;

async function refusesStrangers(root: string, url: URL): Promise<void> {
  const token = url.searchParams.get('token')!;
  const before = logLines(root);
  const forget = JSON.stringify({ ids: [redis.id] });
  expect(await send(url, '/api/forget', { 'content-type': 'application/json' }, forget)).toBe(403);
  expect(
    await send(
      url,
      '/api/forget',
      { 'content-type': 'application/json', 'x-cortex-token': 'wrong' },
      forget,
    ),
  ).toBe(403);
  expect(
    await send(url, `/api/forget?token=${token}`, { 'content-type': 'application/json' }, forget),
  ).toBe(403);
  // What a form on another site could send: no JSON type, so no correction.
  expect(
    await send(
      url,
      '/api/forget',
      { 'content-type': 'text/plain', 'x-cortex-token': token },
      forget,
    ),
  ).toBe(415);
  expect(logLines(root)).toBe(before);
  expect(await get(url, '/')).toBe(403);
  expect(await get(url, '/?token=wrong')).toBe(403);
  expect(await get(url, '/api/data')).toBe(403);
  expect(await get(url, '/api/data', { 'x-cortex-token': 'wrong' })).toBe(403);
  // A page that rebinds its own name to 127.0.0.1 still names its host.
  expect(await get(url, `/?token=${token}`, { host: `attacker.example:${url.port}` })).toBe(403);
  expect(await get(url, `/?token=${token}`)).toBe(200);
  expect(await get(url, '/api/data', { 'x-cortex-token': token })).toBe(200);
}

async function listensOnLoopbackOnly(url: URL): Promise<void> {
  const addresses = Object.values(networkInterfaces())
    .flat()
    // Every address of this machine but the loopback ones (IPv6 link-local ones need a zone to connect to).
    .filter((address) => address && !address.internal && !address.address.startsWith('fe80:'))
    .map((address) => address!.address);
  for (const address of addresses) {
    const outcome = await new Promise<string>((resolve) => {
      const socket = connect({ host: address, port: Number(url.port) });
      socket.once('connect', () => {
        socket.destroy();
        resolve('connected');
      });
      socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
    });
    expect(outcome, address).toBe('ECONNREFUSED');
  }
  if (addresses.length === 0)
    process.stderr.write(
      'note: no address here but the loopback ones; the server was checked on 127.0.0.1 only\n',
    );
}

async function correctsThroughThePage(root: string, url: URL): Promise<void> {
  const { page, errors } = await openPage(url.href);
  await expectNothingRan(page);
  await page.click('nav button[data-tab="memories"]');
  // Search asks the server, which ranks as cortex search does.
  await page.type('input[name="q"]', 'sessions cache redis tokens');
  await page.waitForFunction(
    "document.getElementById('count')?.textContent?.includes('ranked as cortex search ranks')",
  );
  const ranked = await page.$$eval('#list article', (nodes) =>
    nodes.map((node) => node.getAttribute('data-id')),
  );
  const cli = (
    JSON.parse(
      cortexBin(root, [
        'search',
        'sessions cache redis tokens',
        '--json',
        '--kind',
        'memory',
        '--limit',
        '50',
      ]).stdout,
    ) as { results: { id: string }[] }
  ).results.map((hit) => hit.id);
  expect(ranked.length).toBeGreaterThan(1);
  expect(ranked).toEqual(cli.filter((id) => ranked.includes(id)));

  await page.waitForSelector(`#m-${redis.id} button[data-action="forget"]`);
  page.once('dialog', (dialog) => void dialog.accept('sessions live in Postgres now'));
  await page.click(`#m-${redis.id} button[data-action="forget"]`);
  await page.waitForFunction(
    "document.getElementById('status')?.textContent?.startsWith('forgot')",
  );
  // Named as cortex log names it.
  expect(await page.$eval('#status', (node) => node.textContent)).toContain(
    `forgot ${shortId(redis.id)} (correction `,
  );
  // The page reads the memory again: the forgotten one has gone, and the search is ranked again.
  await page.waitForFunction(`!document.getElementById('m-${redis.id}')`);
  await page.waitForFunction(
    "document.getElementById('count')?.textContent?.includes('ranked as cortex search ranks')",
  );
  await page.click('input[name="q"]', { count: 3 });
  await page.keyboard.press('Backspace');

  await page.click(`#m-${fix.id} button[data-action="pin"]`);
  await page.waitForSelector(`#m-${fix.id} .chip.pinned`);

  const log = cortexBin(root, ['log', '--json'])
    .stdout.trim()
    .split('\n')
    .map(
      (line) =>
        JSON.parse(line) as {
          type: string;
          refs: string[];
          data: Record<string, unknown>;
          source: { tool?: string };
        },
    );
  const retraction = log.find((event) => event.type === 'memory_retracted');
  expect(retraction?.refs).toEqual([redis.id]);
  expect(retraction?.data.reason).toBe('sessions live in Postgres now');
  expect(retraction?.source.tool).toBe('cortex view');
  const pinning = log.find((event) => event.type === 'memory_pinned');
  expect(pinning?.refs).toEqual([fix.id]);
  expect(pinning?.data.pinned).toBe(true);
  // The projections follow, as after cortex forget.
  expect(readFileSync(`${root}/.cortex/decisions.md`, 'utf8')).not.toContain(
    'Cache sessions in Redis',
  );
  expect(errors).toEqual([]);
}
