import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { foldMemories } from '../../../src/projections/corrections.js';
import { explorerData, type ExplorerInputs } from '../../../src/projections/explorer-data.js';
import { contentSecurityPolicy, embedJson, renderExplorerPage } from '../../../src/view/page.js';
import { testEvent } from '../../helpers/events.js';

const SCRIPT =
  'document.title = JSON.parse(document.getElementById("cortex-data").textContent).project;';

function data(content: string) {
  const event = testEvent({
    type: 'decision_made',
    key: 'one',
    content,
    session: 's1',
    branch: 'main',
    ts: '2026-11-02T10:00:00.000Z',
  });
  const inputs: ExplorerInputs = {
    project: 'demo',
    branch: 'main',
    now: new Date('2026-11-20T00:00:00Z'),
    fold: foldMemories([event]),
    eventCount: 1,
    limit: 10,
    committedBy: new Map(),
    isTrusted: () => true,
    elsewhere: new Map(),
    freshness: new Map(),
    marks: new Map(),
    warnings: [],
  };
  return explorerData(inputs);
}

/** The JSON of the page's data block, as the browser reads it. */
function dataBlock(page: string): unknown {
  const match = /<script id="cortex-data" type="application\/json">([\s\S]*?)<\/script>/.exec(page);
  return JSON.parse(match![1]!);
}

describe('the explorer page', () => {
  it('carries text that would close its data block, open a comment or split a line, as the same value', () => {
    const hostile = '</script><script>alert(1)</script><!-- & \u2028 \u2029 -->';
    const page = renderExplorerPage(data(hostile), { script: SCRIPT });
    // The one closing tag of the data block is its own; nothing inside can end it.
    expect(page.split('</script>')).toHaveLength(4);
    expect(page).not.toContain('<script>alert');
    expect(page).not.toContain('<!--');
    expect((dataBlock(page) as { memories: { content: string }[] }).memories[0]!.content).toBe(
      hostile,
    );
    expect(embedJson({ text: '<>&\u2028' })).toBe('{"text":"\\u003c\\u003e\\u0026\\u2028"}');
  });

  it('lets only its own script run: the policy names the script by its hash, and reaches no network from a file', () => {
    const page = renderExplorerPage(data('a decision'), { script: SCRIPT });
    const hash = createHash('sha256').update(SCRIPT).digest('base64');
    expect(page.replace(/&#39;/g, "'")).toContain(`script-src 'sha256-${hash}'`);
    expect(page).toContain(`<script>${SCRIPT}</script>`);
    expect(contentSecurityPolicy(SCRIPT, false)).not.toContain('connect-src');
    expect(contentSecurityPolicy(SCRIPT, true)).toContain("connect-src 'self'");
    expect(page).not.toMatch(/(src|href)=/);
  });

  it('is the same bytes for the same data and script', () => {
    expect(renderExplorerPage(data('same'), { script: SCRIPT })).toBe(
      renderExplorerPage(data('same'), { script: SCRIPT }),
    );
  });

  it('refuses a script that would end its own block', () => {
    expect(() => renderExplorerPage(data('x'), { script: 'let s = "</script>";' })).toThrow(
      /must not contain/,
    );
  });

  it('takes the token only in a served page', () => {
    const served = renderExplorerPage(data('x'), {
      script: SCRIPT,
      serve: { token: 'secret-token' },
    });
    expect(served).toContain('secret-token');
    expect(renderExplorerPage(data('x'), { script: SCRIPT })).toContain('{"serve":null}');
  });
});
