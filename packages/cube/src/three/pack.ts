/*
 * Several typed arrays in one cache payload: a count, then (bytes per element, length) for each,
 * then the data, each array starting on a 4-byte boundary so it can be viewed in place, without
 * a copy, when the cache is read.
 */

export type Table = Uint8Array | Uint16Array | Uint32Array;

const align = (n: number) => (n + 3) & ~3;

export function packTables(tables: readonly Table[]): Uint8Array {
  let size = align(4 + 8 * tables.length);
  for (const t of tables) size = align(size + t.byteLength);
  const out = new Uint8Array(size);
  const head = new DataView(out.buffer);
  head.setUint32(0, tables.length, true);
  let at = align(4 + 8 * tables.length);
  for (const [i, t] of tables.entries()) {
    head.setUint32(4 + 8 * i, t.BYTES_PER_ELEMENT, true);
    head.setUint32(8 + 8 * i, t.length, true);
    out.set(new Uint8Array(t.buffer, t.byteOffset, t.byteLength), at);
    at = align(at + t.byteLength);
  }
  return out;
}

/** The arrays of `packTables`, or undefined when the payload does not hold `count` well-formed ones. */
export function unpackTables(payload: Uint8Array, count: number): Table[] | undefined {
  if (payload.byteOffset % 4 !== 0 || payload.length < 4) return undefined;
  const head = new DataView(payload.buffer, payload.byteOffset, payload.byteLength);
  if (head.getUint32(0, true) !== count || payload.length < 4 + 8 * count) return undefined;
  const out: Table[] = [];
  let at = align(4 + 8 * count);
  for (let i = 0; i < count; i++) {
    const bytes = head.getUint32(4 + 8 * i, true);
    const length = head.getUint32(8 + 8 * i, true);
    if (at + bytes * length > payload.length) return undefined;
    const start = payload.byteOffset + at;
    if (bytes === 1) out.push(new Uint8Array(payload.buffer, start, length));
    else if (bytes === 2) out.push(new Uint16Array(payload.buffer, start, length));
    else if (bytes === 4) out.push(new Uint32Array(payload.buffer, start, length));
    else return undefined;
    at = align(at + bytes * length);
  }
  return out;
}

/** Four bits per entry (for tables whose values never exceed 15): half the memory and disk of bytes. */
export function packNibbles(bytes: Uint8Array): Uint8Array {
  const out = new Uint8Array((bytes.length + 1) >> 1);
  for (let i = 0; i < bytes.length; i++)
    out[i >> 1] = (out[i >> 1] as number) | ((bytes[i] as number) << ((i & 1) << 2));
  return out;
}
