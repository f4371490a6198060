/**
 * The explorer in a real browser: `cortex view` writes a page that renders a real-git test
 * repository's memory from a file URL, with search and filters, and a hostile memory shown as
 * text; `cortex view --serve` corrects the memory through the page (forget and pin round-trip
 * into the log), refuses requests without the token or for another host, and listens on
 * 127.0.0.1 only.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
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
import { commitAll, git, tempRepo, writeFile } from '../helpers/repo.js';

const HOSTILE = `<img src=x onerror="window.__pwned='img'"><script>window.__pwned='script'</script></script><b>bold</b> \u202Egnp.exe`;
const redis = testEvent({ type: 'decision_made', key: 'redis', ts: '2026-11-02T10:00:00.000Z', content: 'Cache sessions in Redis', session: 'session-one', branch: 'main', data: { reason: 'fast lookups', alternatives: ['memcached'] } });
const jwt = testEvent({ type: 'decision_made', key: 'jwt', ts: '2026-11-02T10:05:00.000Z', content: 'Sign session tokens with HS256', session: 'session-one', branch: 'main', data: { reason: 'one service' } });
const fix = testEvent({ type: 'error_resolved', key: 'flaky', ts: '2026-11-03T09:00:00.000Z', content: 'The upload test timed out: the fake clock never advanced. Fixed by advancing it in beforeEach', session: 'session-two', branch: 'feature/upload', data: { files: ['src/upload.ts'] } });
const hostile = testEvent({ type: 'knowledge_acquired', key: 'hostile', ts: '2026-11-03T09:30:00.000Z', content: HOSTILE, session: 'session-two', branch: 'feature/upload', author: '"><svg onload="window.__pwned=1">' });
const outcome = testEvent({ type: 'session_outcome', key: 'outcome', ts: '2026-11-03T10:00:00.000Z', content: 'Uploads retry with backoff', session: 'session-two', branch: 'feature/upload', data: { goal: 'make uploads survive a flaky network', outcome: 'Uploads retry with backoff', openEnds: ['the retry limit is not configurable yet'] } });
const REPLACEMENT = 'Sign session tokens with EdDSA keys kept in the vault';

let browser: Browser | undefined;

/** A real-git repository with the memories above committed (each test has its own: they are removed after it). */
function seededRepo(): string {
  const root = tempRepo();
  expect(cortexBin(root, ['init']).code).toBe(0);
  writeFile(root, 'seed.ndjson', [redis, jwt, fix, hostile, outcome].map(serializeEvent).join('\n') + '\n');
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

const texts = (page: Page, selector: string) => page.$$eval(selector, (nodes) => nodes.map((node) => node.textContent ?? ''));

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
    expect(await page.$eval('header h1', (node) => node.textContent)).toContain('what cortex remembers');
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
    await page.$eval('input[name="q"]', (node) => ((node as unknown as { value: string }).value = ''));
    await page.type('input[name="q"]', 'zzzz nothing');
    expect(await page.$eval('#list', (node) => node.textContent)).toContain('Nothing matches');
    await page.click('input[name="q"]', { count: 3 });
    await page.keyboard.press('Backspace');

    await page.select('select[name="type"]', 'fix');
    expect(await texts(page, '#list article .content')).toEqual([fix.content]);
    await page.select('select[name="type"]', '');
    await page.select('select[name="branch"]', 'main');
    expect((await texts(page, '#list article .content')).sort()).toEqual(['Cache sessions in Redis', REPLACEMENT].sort());
    await page.select('select[name="branch"]', '');
    await page.select('select[name="status"]', 'corrected');
    expect(await texts(page, '#list article .content')).toEqual([jwt.content]);
    expect(await page.$eval('#list article', (node) => node.textContent)).toContain('Replaced by');

    // The decision chain: the replacement names what it replaced, and the link leads to it.
    await page.click('nav button[data-tab="decisions"]');
    const replacement = await page.$(`article[data-id="${(await page.$$eval('article', (nodes) => nodes.find((node) => node.textContent?.includes('EdDSA'))?.getAttribute('data-id')))!}"]`);
    expect(await replacement!.evaluate((node) => node.textContent)).toContain('Replaced');
    await (await replacement!.$('.chain a'))!.click();
    await page.waitForSelector(`#m-${jwt.id}`);
    expect(await page.$eval(`#m-${jwt.id} .content`, (node) => node.textContent)).toBe(jwt.content);

    // The session timeline: the outcome, what it left open and what it taught.
    await page.click('nav button[data-tab="sessions"]');
    const session = await page.$eval('article.session', (node) => node.textContent ?? '');
    expect(session).toContain('Uploads retry with backoff');
    expect(session).toContain('the retry limit is not configurable yet');
    expect(session).toContain('The upload test timed out');
    expect(errors).toEqual([]);
  }, 60_000);

  it('shows a hostile memory and author as text and runs nothing of them', async () => {
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
    expect(await card!.$$('img, script, b, svg')).toHaveLength(0);
    expect(await card!.evaluate((node) => node.textContent)).toContain('<svg onload=');
    expect(await page.evaluate('typeof window.__pwned')).toBe('undefined');
    expect(await page.$$eval('body img, body svg, body b', (nodes) => nodes.length)).toBe(0);
    expect(errors).toEqual([]);
  }, 60_000);

  it('--serve corrects the memory through the page, and answers only 127.0.0.1 requests that carry its token', async () => {
    const root = seededRepo();
    const server = spawn(process.execPath, [BIN, 'view', '--serve'], { cwd: root, env: { ...process.env, TZ: 'UTC' } });
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
      await refusesStrangers(url);
      await listensOnLoopbackOnly(url);
      await correctsThroughThePage(root, url);
    } finally {
      server.kill('SIGINT');
    }
    const [code] = (await once(server, 'exit')) as [number | null];
    expect(code).toBe(0);
  }, 90_000);
});

function get(url: URL, path: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port: url.port, path, headers }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    })
      .on('error', reject)
      .end();
  });
}

async function refusesStrangers(url: URL): Promise<void> {
  const token = url.searchParams.get('token')!;
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
    .filter((address) => address && !address.internal && address.family === 'IPv4')
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
  if (addresses.length === 0) process.stderr.write('note: no non-loopback IPv4 interface here; only the loopback address was checked\n');
}

async function correctsThroughThePage(root: string, url: URL): Promise<void> {
  const { page, errors } = await openPage(url.href);
  await page.click('nav button[data-tab="memories"]');
  await page.waitForSelector(`#m-${redis.id} button[data-action="forget"]`);
  page.once('dialog', (dialog) => void dialog.accept('sessions live in Postgres now'));
  await page.click(`#m-${redis.id} button[data-action="forget"]`);
  await page.waitForFunction("document.getElementById('status')?.textContent?.startsWith('forgot')");
  // The page reads the memory again: the forgotten one has gone from the standing list.
  await page.waitForFunction(`!document.getElementById('m-${redis.id}')`);

  await page.click(`#m-${fix.id} button[data-action="pin"]`);
  await page.waitForSelector(`#m-${fix.id} .chip.pinned`);

  const log = cortexBin(root, ['log', '--json'])
    .stdout.trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { type: string; refs: string[]; data: Record<string, unknown>; source: { tool?: string } });
  const retraction = log.find((event) => event.type === 'memory_retracted');
  expect(retraction?.refs).toEqual([redis.id]);
  expect(retraction?.data.reason).toBe('sessions live in Postgres now');
  expect(retraction?.source.tool).toBe('cortex view');
  const pinning = log.find((event) => event.type === 'memory_pinned');
  expect(pinning?.refs).toEqual([fix.id]);
  expect(pinning?.data.pinned).toBe(true);
  // The projections follow, as after cortex forget.
  expect(readFileSync(`${root}/.cortex/decisions.md`, 'utf8')).not.toContain('Cache sessions in Redis');

  // Search asks the server, which ranks as cortex search does.
  await page.type('input[name="q"]', 'upload clock');
  await page.waitForFunction("document.getElementById('count')?.textContent?.includes('ranked as cortex search ranks')");
  expect(await texts(page, '#list article .content')).toContain(fix.content);
  expect(errors).toEqual([]);
}
