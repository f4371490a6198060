/**
 * A tiny transformers.js feature-extraction model, written from scratch for tests: a BERT
 * WordPiece tokenizer over a handful of words and an ONNX graph that looks each token up in
 * an embedding table (a single Gather). Small enough to build in a test, real enough that
 * transformers.js and onnxruntime load and run it as they would any model.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// Protocol buffers, just the wire types ONNX needs: varints and length-delimited fields.
function varint(value: number): Buffer {
  const out: number[] = [];
  let v = BigInt(value);
  do {
    let byte = Number(v & 0x7fn);
    v >>= 7n;
    if (v) byte |= 0x80;
    out.push(byte);
  } while (v);
  return Buffer.from(out);
}
const int = (field: number, value: number) =>
  Buffer.concat([varint((field << 3) | 0), varint(value)]);
const bytes = (field: number, value: Buffer) =>
  Buffer.concat([varint((field << 3) | 2), varint(value.length), value]);
const str = (field: number, value: string) => bytes(field, Buffer.from(value, 'utf8'));
const msg = (field: number, ...parts: Buffer[]) => bytes(field, Buffer.concat(parts));
const dim = (d: number | string) => msg(1, typeof d === 'number' ? int(1, d) : str(2, d));
const FLOAT = 1;
const INT64 = 7;
/** onnx.ValueInfoProto: a named tensor of an element type and shape. */
const valueInfo = (field: number, name: string, elem: number, dims: (number | string)[]) =>
  msg(field, str(1, name), msg(2, msg(1, int(1, elem), msg(2, ...dims.map(dim)))));

/** Writes the model into `dir`: `vectors[i]` is the embedding of `words[i]`. */
export function writeTinyModel(dir: string, words: string[], vectors: number[][]): void {
  const special = ['[PAD]', '[UNK]', '[CLS]', '[SEP]'];
  const vocab = [...special, ...words];
  const hidden = vectors[0]!.length;
  const table = [...special.map(() => new Array<number>(hidden).fill(0)), ...vectors];
  const weights = Buffer.from(new Float32Array(table.flat()).buffer);
  const initializer = msg(
    5,
    int(1, vocab.length),
    int(1, hidden),
    int(2, FLOAT),
    str(8, 'embeddings'),
    bytes(9, weights),
  );
  const gather = msg(
    1,
    str(1, 'embeddings'),
    str(1, 'input_ids'),
    str(2, 'last_hidden_state'),
    str(3, 'lookup'),
    str(4, 'Gather'),
  );
  const graph = msg(
    7,
    gather,
    str(2, 'tiny'),
    initializer,
    valueInfo(11, 'input_ids', INT64, ['batch', 'sequence']),
    valueInfo(11, 'attention_mask', INT64, ['batch', 'sequence']),
    valueInfo(11, 'token_type_ids', INT64, ['batch', 'sequence']),
    valueInfo(12, 'last_hidden_state', FLOAT, ['batch', 'sequence', hidden]),
  );
  const model = Buffer.concat([
    int(1, 7),
    str(2, 'cortex-tests'),
    graph,
    msg(8, str(1, ''), int(2, 13)),
  ]);
  mkdirSync(join(dir, 'onnx'), { recursive: true });
  writeFileSync(join(dir, 'onnx', 'model.onnx'), model);
  writeFileSync(
    join(dir, 'config.json'),
    JSON.stringify({
      model_type: 'bert',
      architectures: ['BertModel'],
      hidden_size: hidden,
      vocab_size: vocab.length,
    }),
  );
  writeFileSync(
    join(dir, 'tokenizer_config.json'),
    JSON.stringify({
      tokenizer_class: 'BertTokenizer',
      do_lower_case: true,
      model_max_length: 512,
      pad_token: '[PAD]',
      unk_token: '[UNK]',
      cls_token: '[CLS]',
      sep_token: '[SEP]',
    }),
  );
  const token = (id: string, typeId = 0) => ({ SpecialToken: { id, type_id: typeId } });
  writeFileSync(
    join(dir, 'tokenizer.json'),
    JSON.stringify({
      version: '1.0',
      truncation: null,
      padding: null,
      added_tokens: special.map((content, id) => ({
        id,
        content,
        single_word: false,
        lstrip: false,
        rstrip: false,
        normalized: false,
        special: true,
      })),
      normalizer: {
        type: 'BertNormalizer',
        clean_text: true,
        handle_chinese_chars: true,
        strip_accents: null,
        lowercase: true,
      },
      pre_tokenizer: { type: 'BertPreTokenizer' },
      post_processor: {
        type: 'TemplateProcessing',
        single: [token('[CLS]'), { Sequence: { id: 'A', type_id: 0 } }, token('[SEP]')],
        pair: [
          token('[CLS]'),
          { Sequence: { id: 'A', type_id: 0 } },
          token('[SEP]'),
          { Sequence: { id: 'B', type_id: 1 } },
          token('[SEP]', 1),
        ],
        special_tokens: {
          '[CLS]': { id: '[CLS]', ids: [2], tokens: ['[CLS]'] },
          '[SEP]': { id: '[SEP]', ids: [3], tokens: ['[SEP]'] },
        },
      },
      decoder: { type: 'WordPiece', prefix: '##', cleanup: true },
      model: {
        type: 'WordPiece',
        unk_token: '[UNK]',
        continuing_subword_prefix: '##',
        max_input_chars_per_word: 100,
        vocab: Object.fromEntries(vocab.map((word, i) => [word, i])),
      },
    }),
  );
}
