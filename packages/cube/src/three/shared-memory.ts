/** A copy of `a` in a SharedArrayBuffer (`a` itself when it is in one already): posted to a worker,
 * such an array is shared, not copied, so N workers cost one table. */
export function toShared<T extends Uint8Array | Uint16Array | Uint32Array>(a: T): T {
  if (a.buffer instanceof SharedArrayBuffer) return a;
  const buffer = new SharedArrayBuffer(a.byteLength);
  new Uint8Array(buffer).set(new Uint8Array(a.buffer, a.byteOffset, a.byteLength));
  return new (a.constructor as new (b: SharedArrayBuffer) => T)(buffer);
}
