/**
 * The explorer's page: one self-contained HTML document (styles, script and data inline; no
 * network, no CDN), which works from a file URL. The data travels as JSON in a script block
 * the browser never runs, with every `<` escaped so no text in it can close the block, and
 * the page's script shows each field as text, never as markup (the use case has already
 * written every character that hides or controls text as an escape). A Content-Security-Policy
 * lets only the page's own script run (by its hash) and lets the page reach nothing but its
 * own server, so even a mistake in that script could not run what a memory says.
 */
import { createHash } from 'node:crypto';
import type { ExplorerData } from '../memory/explore.js';
import { EXPLORER_STYLE } from './style.js';

export interface PageOptions {
  /** The browser script (dist/view-client.js). */
  script: string;
  /** Set when the page is served by `cortex view --serve`: corrections and ranked search go to it. */
  serve?: { token: string };
}

/** JSON that can sit inside a script block: nothing in it can end the block or open a comment. */
export function embedJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Text for an HTML text node or attribute value. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function scriptHash(script: string): string {
  return `sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}`;
}

/** What the page may do: run its own script (by hash), use inline styles, and reach only the server it came from. */
export function contentSecurityPolicy(script: string, served: boolean): string {
  return [
    "default-src 'none'",
    `script-src '${scriptHash(script)}'`,
    "style-src 'unsafe-inline'",
    'img-src data:',
    ...(served ? ["connect-src 'self'"] : []),
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}

/** The page, as bytes to write: the same data and script give the same page. */
export function renderExplorerPage(data: ExplorerData, options: PageOptions): string {
  // A script that held `</script` would end its own block: the bundle never does, and is checked.
  if (/<\/script/i.test(options.script))
    throw new Error('the explorer script must not contain "</script"');
  const config = { serve: options.serve ? { token: options.serve.token } : null };
  const policy = contentSecurityPolicy(options.script, options.serve !== undefined);
  const title = `cortex: ${data.project} memory`;
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${escapeHtml(policy)}">`,
    '<meta name="referrer" content="no-referrer">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    `<style>${EXPLORER_STYLE}</style>`,
    '</head>',
    '<body>',
    '<div id="app"><p class="loading">Loading the memory…</p></div>',
    `<script id="cortex-data" type="application/json">${embedJson(data)}</script>`,
    `<script id="cortex-config" type="application/json">${embedJson(config)}</script>`,
    `<script>${options.script}</script>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
