import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createEmbedder } from '../../../src/search/embedders/load.js';
import { cortex } from '../../helpers/cli.js';
import { tempDir, tempRepo, writeFile } from '../../helpers/repo.js';
import { writeTinyModel } from '../../helpers/tiny-model.js';

const WORDS = ['database', 'postgres', 'storage', 'banana', 'fruit', 'deploy', 'release'];
// Three directions: storage things, fruit, shipping things.
const VECTORS = [
  [1, 0.1, 0],
  [0.9, 0.2, 0],
  [0.8, 0, 0.1],
  [0, 1, 0],
  [0.1, 0.9, 0],
  [0, 0, 1],
  [0.1, 0, 0.9],
];

function cosine(a: Float32Array, b: Float32Array): number {
  let dot = 0;
  for (let i = 0; i < a.length; i++) dot += a[i]! * b[i]!;
  return dot;
}

describe('transformers.js embedder', () => {
  it('loads a local model directory and embeds with it, offline', async () => {
    const dir = join(tempDir(), 'tiny-model');
    writeTinyModel(dir, WORDS, VECTORS);
    const embedder = (await createEmbedder(
      { kind: 'transformers', model: dir, pooling: 'mean', quantized: false },
      {},
      '/',
    ))!;
    expect(embedder.dimensions).toBe(3);
    expect(embedder.name).toMatch(/^transformers:tiny-model:[0-9a-f]{12}:mean$/);
    const [db, pg, fruit] = (await embedder.embedDocuments([
      'database',
      'postgres storage',
      'banana fruit',
    ])) as Float32Array[];
    expect(cosine(db!, pg!)).toBeGreaterThan(0.9);
    expect(cosine(db!, fruit!)).toBeLessThan(0.3);
    expect(await embedder.embedQuery('   ')).toBeNull();
  });

  it('drives cortex search when configured, with the model path relative to the repository', async () => {
    const root = tempRepo();
    expect((await cortex(root, ['init'])).code).toBe(0);
    writeTinyModel(join(root, 'models/tiny'), WORDS, VECTORS);
    writeFile(
      root,
      '.cortex/config.json',
      JSON.stringify({ search: { embedder: { kind: 'transformers', model: 'models/tiny' } } }),
    );
    for (const text of [
      'Postgres database holds the ledger',
      'Banana fruit basket',
      'Release deploy train on Fridays',
    ]) {
      expect((await cortex(root, ['remember', text])).code).toBe(0);
    }
    const result = await cortex(root, [
      'search',
      'storage',
      '--mode',
      'vector',
      '--json',
      '--limit',
      '1',
    ]);
    expect(result.stderr).toBe('');
    expect(
      JSON.parse(result.stdout).results.map((hit: { content: string }) => hit.content),
    ).toEqual(['Postgres database holds the ledger']);
  });

  it('explains a missing model directory', async () => {
    await expect(
      createEmbedder(
        { kind: 'transformers', model: tempDir(), pooling: 'mean', quantized: false },
        {},
        '/',
      ),
    ).rejects.toThrow(/no transformers.js model in/);
  });
});
