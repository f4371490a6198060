import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  CortexError
} from "./chunk-JCOCGVG4.mjs";
import "./chunk-JA3QAXLE.mjs";

// src/search/embedders/transformers.ts
import { createHash } from "node:crypto";
import { existsSync, readFileSync, statSync } from "node:fs";
import { basename, dirname, resolve } from "node:path";
var PACKAGE = "@huggingface/transformers";
async function transformersEmbedder(config, root = process.cwd()) {
  const dir = resolve(root, config.model);
  const weights = resolve(dir, "onnx", config.quantized ? "model_quantized.onnx" : "model.onnx");
  if (!existsSync(resolve(dir, "config.json")) || !existsSync(weights)) {
    throw new CortexError(
      "EMBEDDER_MODEL_MISSING",
      `no transformers.js model in ${dir} (config.json and ${weights.slice(dir.length + 1)} are needed)`,
      {
        hint: "point search.embedder.model at a feature-extraction model directory exported to ONNX"
      }
    );
  }
  let transformers;
  try {
    transformers = await import(PACKAGE);
  } catch {
    throw new CortexError(
      "EMBEDDER_NOT_INSTALLED",
      `search.embedder is transformers, but ${PACKAGE} is not installed`,
      {
        hint: `npm install ${PACKAGE} next to cortex, or use the built-in embedder`
      }
    );
  }
  transformers.env.allowRemoteModels = false;
  transformers.env.allowLocalModels = true;
  transformers.env.localModelPath = `${dirname(dir)}/`;
  const extractor = await transformers.pipeline("feature-extraction", basename(dir), {
    local_files_only: true,
    dtype: config.quantized ? "q8" : "fp32"
  });
  const run = async (texts) => {
    const output = await extractor(texts, { pooling: config.pooling, normalize: true });
    const width = output.dims[output.dims.length - 1];
    return texts.map((_, i) => output.data.slice(i * width, (i + 1) * width));
  };
  const probe = (await run(["probe"]))[0];
  const fingerprint = createHash("sha1").update(readFileSync(resolve(dir, "config.json"))).update(String(statSync(weights).size)).digest("hex").slice(0, 12);
  const embedMany = async (texts) => {
    const out = texts.map(() => null);
    const wanted = texts.map((text, index) => ({ text: text.trim(), index })).filter((item) => item.text !== "");
    if (wanted.length === 0) return out;
    const vectors = await run(wanted.map((item) => item.text));
    wanted.forEach((item, i) => out[item.index] = vectors[i]);
    return out;
  };
  return {
    name: `transformers:${basename(dir)}:${fingerprint}:${config.pooling}`,
    dimensions: probe.length,
    embedDocuments: embedMany,
    embedQuery: async (text) => (await embedMany([text]))[0] ?? null
  };
}
export {
  transformersEmbedder
};
