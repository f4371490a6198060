/**
 * A local transformers.js model as the embedder: a feature-extraction model in a directory
 * the user provides (config.json, tokenizer files, onnx/model.onnx), run on this machine.
 * transformers.js is an optional dependency, loaded only when configured; nothing is ever
 * downloaded (remote models are switched off).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import { CortexError } from '../../errors.js';
import type { EmbedderConfig } from '../../config/search-settings.js';
import type { Embedder } from '../vectors.js';

type TransformersConfig = Extract<EmbedderConfig, { kind: 'transformers' }>;

interface FeatureTensor {
  dims: number[];
  data: Float32Array;
}
type Extractor = (
  texts: string[],
  options: { pooling: 'mean' | 'cls'; normalize: boolean },
) => Promise<FeatureTensor>;
interface TransformersModule {
  env: { allowRemoteModels: boolean; allowLocalModels: boolean; localModelPath: string };
  pipeline(
    task: 'feature-extraction',
    model: string,
    options: Record<string, unknown>,
  ): Promise<Extractor>;
}

/** The package name, in a variable so bundlers leave the import to run time. */
const PACKAGE = '@huggingface/transformers';

/** Loads the model in `config.model` (relative paths are resolved from `root`). */
export async function transformersEmbedder(
  config: TransformersConfig,
  root = process.cwd(),
): Promise<Embedder> {
  const dir = resolve(root, config.model);
  const weights = resolve(dir, 'onnx', config.quantized ? 'model_quantized.onnx' : 'model.onnx');
  if (!existsSync(resolve(dir, 'config.json')) || !existsSync(weights)) {
    throw new CortexError(
      'EMBEDDER_MODEL_MISSING',
      `no transformers.js model in ${dir} (config.json and ${weights.slice(dir.length + 1)} are needed)`,
      {
        hint: 'point search.embedder.model at a feature-extraction model directory exported to ONNX',
      },
    );
  }
  let transformers: TransformersModule;
  try {
    transformers = (await import(PACKAGE)) as TransformersModule;
  } catch {
    throw new CortexError(
      'EMBEDDER_NOT_INSTALLED',
      `search.embedder is transformers, but ${PACKAGE} is not installed`,
      {
        hint: `npm install ${PACKAGE} next to cortex, or use the built-in embedder`,
      },
    );
  }
  transformers.env.allowRemoteModels = false;
  transformers.env.allowLocalModels = true;
  transformers.env.localModelPath = `${dirname(dir)}/`;
  const extractor = await transformers.pipeline('feature-extraction', basename(dir), {
    local_files_only: true,
    dtype: config.quantized ? 'q8' : 'fp32',
  });
  const run = async (texts: string[]): Promise<Float32Array[]> => {
    const output = await extractor(texts, { pooling: config.pooling, normalize: true });
    const width = output.dims[output.dims.length - 1]!;
    return texts.map((_, i) => output.data.slice(i * width, (i + 1) * width));
  };
  const probe = (await run(['probe']))[0]!;
  // The model's identity: its directory name and a fingerprint of its weights and config.
  const fingerprint = createHash('sha1')
    .update(readFileSync(resolve(dir, 'config.json')))
    .update(String(statSync(weights).size))
    .digest('hex')
    .slice(0, 12);
  const embedMany = async (texts: readonly string[]): Promise<(Float32Array | null)[]> => {
    const out: (Float32Array | null)[] = texts.map(() => null);
    const wanted = texts
      .map((text, index) => ({ text: text.trim(), index }))
      .filter((item) => item.text !== '');
    if (wanted.length === 0) return out;
    const vectors = await run(wanted.map((item) => item.text));
    wanted.forEach((item, i) => (out[item.index] = vectors[i]!));
    return out;
  };
  return {
    name: `transformers:${basename(dir)}:${fingerprint}:${config.pooling}`,
    dimensions: probe.length,
    embedDocuments: embedMany,
    embedQuery: async (text) => (await embedMany([text]))[0] ?? null,
  };
}
