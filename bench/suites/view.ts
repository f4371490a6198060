/**
 * The explorer: `cortex view` writing the page at 10,000 and 100,000 events, the page's size,
 * and the time Chromium takes to open it and show its first tab (launch excluded), when a
 * Chromium is installed. Budget (the explorer's issue): the page for 10,000 events opens in
 * under a second (timed until its memory list shows); at 100,000 it holds the newest memories and says what it left out; the
 * shared `entireio-cli` sessions, ingested, render in under a second (when ../shared is here).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromiumPath, launchBrowser } from '../../tests/helpers/browser.js';
import { TRANSCRIPTS } from '../../tests/helpers/fixtures.js';
import type { Harness } from '../harness.js';

function writePage(h: Harness, root: string): string {
  const spec = h.cortex(root, 'view');
  const result = spawnSync(spec.command, spec.args, { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`cortex view failed: ${result.stderr}`);
  return result.stdout.trim();
}

async function pageOpening(h: Harness, name: string, page: string): Promise<void> {
  if (!chromiumPath) {
    h.figure(name, "no Chromium here (install Debian's chromium package)");
    return;
  }
  const browser = await launchBrowser();
  try {
    await h.timeMeasured(
      name,
      async () => {
        const tab = await browser.newPage();
        const start = performance.now();
        await tab.goto(pathToFileURL(page).href, { waitUntil: 'load' });
        await tab.waitForSelector('header h1');
        // Then the memory list, the tab that builds cards (the first 100).
        await tab.click('nav button[data-tab="memories"]');
        await tab.waitForSelector('#list article');
        const elapsed = performance.now() - start;
        await tab.close();
        return elapsed;
      },
      1000,
    );
  } finally {
    await browser.close();
  }
}

export async function run(h: Harness): Promise<void> {
  const names = [
    'view: the ingested entireio-cli sessions',
    'cortex view, 10,000 events',
    'view: the page for 10,000 events',
    'view: Chromium opens the page for 10,000 events',
    'cortex view, 100,000 events',
    'view: Chromium opens the page for 100,000 events',
  ];
  if (!names.some((name) => h.wants(name))) return;
  await ingestedSessions(h);
  const root = h.repoWithLog('view-10k', 10_000);
  h.time('cortex view, 10,000 events', h.cortex(root, 'view'));
  const page = writePage(h, root);
  h.figure('view: the page for 10,000 events', `${(statSync(page).size / 1024).toFixed(0)} KiB`);
  await pageOpening(h, 'view: Chromium opens the page for 10,000 events', page);
  if (h.quick) return;
  const big = h.repoWithLog('view-100k', 100_000);
  h.time('cortex view, 100,000 events', h.cortex(big, 'view'), undefined, 3);
  const bigPage = writePage(h, big);
  h.figure(
    'view: the page for 100,000 events (the newest 5,000 memories)',
    `${(statSync(bigPage).size / 1024).toFixed(0)} KiB`,
  );
  await pageOpening(h, 'view: Chromium opens the page for 100,000 events', bigPage);
}

/** The 70 real sessions of the shared `entireio-cli` fixtures, ingested into a fresh repository. */
async function ingestedSessions(h: Harness): Promise<void> {
  const sessions = join(TRANSCRIPTS, 'entireio-cli');
  if (!existsSync(sessions) || !h.wants('view: the ingested entireio-cli sessions')) return;
  const root = join(h.workspace, 'view-entireio');
  mkdirSync(root, { recursive: true });
  execFileSync('git', ['init', '-q', '-b', 'main'], { cwd: root });
  execFileSync('git', ['config', 'user.email', 'bench@example.com'], { cwd: root });
  const cortex = (...args: string[]) =>
    execFileSync(h.cortex(root).command, [...h.cortex(root).args, ...args], {
      cwd: root,
      stdio: 'pipe',
    });
  cortex('init');
  cortex('ingest', '--all-projects', sessions);
  h.time('view: the ingested entireio-cli sessions, cortex view', h.cortex(root, 'view'), 1000);
  await pageOpening(
    h,
    'view: the ingested entireio-cli sessions, Chromium opens the page',
    writePage(h, root),
  );
}
