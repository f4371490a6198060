/**
 * Screenshots of the explorer for docs/explorer.md: `cortex view` on a repository (the demo's,
 * by default the newest cortex-demo-* under the temp folder), each tab in headless Chromium.
 *
 *   npm run demo && node --import tsx scripts/explorer-screenshots.ts [<repository>]
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromiumPath, launchBrowser } from '../tests/helpers/browser.js';

const BIN = fileURLToPath(new URL('../dist/bin.js', import.meta.url));
const OUT = fileURLToPath(new URL('../docs/images/', import.meta.url));

function newestDemo(): string {
  const demos = readdirSync(tmpdir())
    .filter((name) => name.startsWith('cortex-demo-'))
    .map((name) => join(tmpdir(), name))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  if (!demos[0])
    throw new Error("no demo repository: run 'npm run demo' first, or name a repository");
  return demos[0];
}

if (!chromiumPath)
  throw new Error("no Chromium found: install Debian's chromium package or set CHROMIUM_PATH");
const repo = process.argv[2] ?? newestDemo();
const page = execFileSync(process.execPath, [BIN, 'view'], {
  cwd: repo,
  encoding: 'utf8',
  env: { ...process.env, TZ: 'UTC' },
}).trim();
const browser = await launchBrowser();
try {
  const tab = await browser.newPage();
  await tab.setViewport({ width: 1200, height: 760 });
  await tab.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: 'light' }]);
  await tab.goto(pathToFileURL(page).href);
  for (const name of ['overview', 'sessions', 'memories', 'decisions']) {
    await tab.click(`nav button[data-tab="${name}"]`);
    await tab.screenshot({ path: join(OUT, `explorer-${name}.png`) as `${string}.png` });
    process.stdout.write(`docs/images/explorer-${name}.png\n`);
  }
} finally {
  await browser.close();
}
