/**
 * The dot product of a query with every row of a vector table: the whole of a vector
 * search's arithmetic. The query is in 16-bit integers and the rows in 8-bit codes, so the
 * sums are integers and come out the same, bit for bit, from the two ways this computes them:
 *
 * - WebAssembly SIMD (row-dots.wat), 16 codes a step, over a copy of the table's codes kept in
 *   the module's memory. The copy is made at a table's second search and then only for the
 *   rows written since, so a long-lived process (the MCP server) pays for it once. At 150,000
 *   rows of 100 dimensions the loop takes about 1.2 ms where JavaScript takes about 17 ms.
 * - JavaScript, where WebAssembly or its SIMD instructions are not available.
 */
import { ROW_DOTS_WASM } from './row-dots-wasm.js';

/** The rows as the table holds them, and which of them were written since the copy last looked. */
export interface DotRows {
  readonly dimensions: number;
  /** `size` rows of `dimensions` codes, back to back (the array is replaced when the table grows). */
  readonly codes: Int8Array;
  readonly size: number;
  /** The lowest row written since the last call (Infinity: none), and resets it. */
  takeWrittenFrom(): number;
}

/** The largest query component for `dimensions`: |query| x 128 x dimensions stays below 2^31. */
export function queryLimit(dimensions: number): number {
  return Math.max(1, Math.min(32767, Math.floor(0x7fffffff / (128 * Math.max(1, dimensions)))));
}

/** The little of the WebAssembly API this uses (the project's TypeScript libraries do not declare it). */
interface WasmMemory {
  readonly buffer: ArrayBuffer;
  grow(pages: number): number;
}
type WasmModule = object;
declare const WebAssembly: {
  Module: new (bytes: Uint8Array) => WasmModule;
  Instance: new (module: WasmModule, imports: object) => { exports: unknown };
};

interface WasmExports {
  memory: WasmMemory;
  dots(query: number, codes: number, dims: number, count: number, out: number): void;
}

/** The table's codes copied into one instance's memory: query, then results, then codes. */
interface Mirror {
  exports: WasmExports;
  /** The table's array the copy was made from (another one: copy everything again). */
  codes: Int8Array;
  /** Rows copied. */
  rows: number;
  /** Rows there is room for. */
  capacity: number;
  outAt: number;
  codesAt: number;
}

const PAGE = 65536;
const mirrors = new WeakMap<DotRows, Mirror>();
let compiled: WasmModule | null | undefined;

/** The compiled module, or null where this Node cannot run it (no WebAssembly, no SIMD). */
function wasmModule(): WasmModule | null {
  if (compiled === undefined) {
    try {
      compiled = new WebAssembly.Module(Buffer.from(ROW_DOTS_WASM, 'base64'));
    } catch {
      compiled = null;
    }
  }
  return compiled ?? null;
}

/** Tables searched once already: the second search of a table copies it into a module's memory. */
const searched = new WeakSet<DotRows>();

/**
 * The dot product of `query` (`blocks` x 16 values, zero past the table's dimensions, each
 * within queryLimit) with each of the table's rows. The array returned is valid until the next
 * call for this table. `engine` forces one way (for tests). By default a table's first search
 * is JavaScript's and later ones WebAssembly's: a command or hook searches once, and the copy
 * would only add its size to the process (16 MiB at 100,000 events) for no time saved.
 */
export function rowDots(
  table: DotRows,
  query: Int16Array,
  engine: 'auto' | 'wasm' | 'js' = 'auto',
): Int32Array {
  if (engine === 'auto' && !mirrors.has(table) && !searched.has(table)) {
    searched.add(table);
    engine = 'js';
  }
  const module = engine === 'js' ? null : wasmModule();
  if (module === null || table.dimensions === 0) return rowDotsJs(table, query);
  const mirror = mirrorOf(table, module);
  const { exports } = mirror;
  new Int16Array(exports.memory.buffer, 0, query.length).set(query);
  exports.dots(0, mirror.codesAt, table.dimensions, table.size, mirror.outAt);
  return new Int32Array(exports.memory.buffer, mirror.outAt, table.size);
}

function rowDotsJs(table: DotRows, query: Int16Array): Int32Array {
  const { codes, size, dimensions: dims } = table;
  const out = new Int32Array(size);
  for (let row = 0, offset = 0; row < size; row++, offset += dims) {
    let dot = 0;
    for (let d = 0; d < dims; d++) dot += query[d]! * codes[offset + d]!;
    out[row] = dot;
  }
  return out;
}

/** The table's mirror, brought up to date with its rows. */
function mirrorOf(table: DotRows, module: WasmModule): Mirror {
  const dims = table.dimensions;
  let mirror = mirrors.get(table);
  if (mirror === undefined || table.size > mirror.capacity) {
    const exports =
      mirror?.exports ?? (new WebAssembly.Instance(module, {}).exports as unknown as WasmExports);
    // Room to grow by half before the next move, as a held index takes new rows.
    const capacity = Math.ceil((mirror ? table.size * 1.5 : table.size) / 16) * 16;
    const outAt = Math.ceil((Math.ceil(dims / 16) * 32) / 16) * 16;
    const codesAt = outAt + capacity * 4;
    const needed = codesAt + capacity * dims + 16;
    const pages = Math.ceil(needed / PAGE) - exports.memory.buffer.byteLength / PAGE;
    if (pages > 0) exports.memory.grow(pages);
    mirror = { exports, codes: table.codes, rows: 0, capacity, outAt, codesAt };
    mirrors.set(table, mirror);
    table.takeWrittenFrom();
  } else if (mirror.codes !== table.codes) {
    mirror.codes = table.codes;
    mirror.rows = 0;
    table.takeWrittenFrom();
  } else {
    mirror.rows = Math.min(mirror.rows, table.takeWrittenFrom());
  }
  if (mirror.rows < table.size) {
    const from = mirror.rows * dims;
    new Int8Array(
      mirror.exports.memory.buffer,
      mirror.codesAt + from,
      (table.size - mirror.rows) * dims,
    ).set(table.codes.subarray(from, table.size * dims));
    mirror.rows = table.size;
  }
  return mirror;
}
