import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { crc32 } from 'node:zlib';

/** Where tables are cached: $PUZ_CACHE_DIR, else $XDG_CACHE_HOME/puz, else ~/.cache/puz. */
export function cacheDir(): string {
  const env = process.env;
  if (env.PUZ_CACHE_DIR) return env.PUZ_CACHE_DIR;
  return join(env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'puz');
}

/*
 * A cached table file: a 32-byte header (magic "PUZT", format version, table version, payload
 * length, CRC-32 of the payload, and a 12-byte key digest) then the payload. Any mismatch —
 * truncation, a flipped bit, another version or key — means "not cached": the caller rebuilds.
 */
const MAGIC = 0x545a5550; // "PUZT" little-endian
const FORMAT = 1;
const HEADER = 32;

function keyDigest(key: string): Uint8Array {
  const out = new Uint8Array(12);
  const view = new DataView(out.buffer);
  const bytes = new TextEncoder().encode(key);
  view.setUint32(0, crc32(bytes), true);
  view.setUint32(4, crc32(bytes, 0x9e3779b9), true);
  view.setUint32(8, bytes.length, true);
  return out;
}

/** Reads a cached payload, or undefined if absent, corrupt or for another version/key. */
export function readCached(file: string, version: number, key: string): Uint8Array | undefined {
  let buf: Buffer;
  try {
    buf = readFileSync(file);
  } catch {
    return undefined;
  }
  if (buf.length < HEADER) return undefined;
  const view = new DataView(buf.buffer, buf.byteOffset, buf.length);
  const length = view.getUint32(12, true);
  if (
    view.getUint32(0, true) !== MAGIC ||
    view.getUint32(4, true) !== FORMAT ||
    view.getUint32(8, true) !== version
  )
    return undefined;
  if (buf.length !== HEADER + length) return undefined;
  const digest = keyDigest(key);
  for (let i = 0; i < 12; i++) if (buf[20 + i] !== digest[i]) return undefined;
  const payload = new Uint8Array(buf.buffer, buf.byteOffset + HEADER, length);
  if (crc32(payload) !== view.getUint32(16, true)) return undefined;
  return payload.slice();
}

/** Writes a payload atomically (temp file + rename), so a reader never sees half a table. */
export function writeCached(file: string, version: number, key: string, payload: Uint8Array): void {
  mkdirSync(dirname(file), { recursive: true });
  const header = new Uint8Array(HEADER);
  const view = new DataView(header.buffer);
  view.setUint32(0, MAGIC, true);
  view.setUint32(4, FORMAT, true);
  view.setUint32(8, version, true);
  view.setUint32(12, payload.length, true);
  view.setUint32(16, crc32(payload), true);
  header.set(keyDigest(key), 20);
  const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
  try {
    writeFileSync(temp, Buffer.concat([header, payload]));
    renameSync(temp, file);
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
}
