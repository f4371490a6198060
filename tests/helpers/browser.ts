/**
 * A real browser for the explorer's tests: Debian's Chromium (or the one CHROMIUM_PATH names),
 * driven by puppeteer-core, which downloads nothing. Where no Chromium is installed the tests
 * that need it are skipped with a note; under CI=true that is a failure (.ci/run installs it).
 */
import { existsSync } from 'node:fs';
import puppeteer, { type Browser } from 'puppeteer-core';
import { describe } from 'vitest';

const CANDIDATES = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
].filter((path): path is string => !!path);

export const chromiumPath = CANDIDATES.find((path) => existsSync(path));

if (!chromiumPath) {
  if (process.env.CI === 'true')
    throw new Error(
      `no Chromium found (looked at ${CANDIDATES.join(', ')}): .ci/run installs Debian's chromium package`,
    );
  process.stderr.write(
    `note: no Chromium found (${CANDIDATES.join(', ')}); the explorer's browser tests are skipped\n`,
  );
}

/** `describe` for tests that need a browser: skipped (with a note) when there is none. */
export const describeWithBrowser = chromiumPath ? describe : describe.skip;

/** Starts headless Chromium with a profile of its own. */
export async function launchBrowser(): Promise<Browser> {
  return puppeteer.launch({
    executablePath: chromiumPath!,
    headless: true,
    // The sandbox needs user namespaces, which containers (CI's included) often lack.
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  });
}
