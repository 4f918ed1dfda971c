/*
 * Node's fs, os, path and zlib are reached through process.getBuiltinModule (Node 20.16+; engines
 * say >=20.19), not imported: the package's main entry then bundles for a browser, where
 * PatternDatabase and the cube's tables are built in memory and never cached (readCached finds
 * nothing, writeCached returns false). A static `import 'node:fs'` here made every importer of
 * @puz/heuristics (the mazes, the cube) unbundlable for a browser.
 */
const proc = (globalThis as { process?: Partial<NodeJS.Process> }).process;
const node = proc?.getBuiltinModule
  ? {
      fs: proc.getBuiltinModule('node:fs'),
      os: proc.getBuiltinModule('node:os'),
      path: proc.getBuiltinModule('node:path'),
      zlib: proc.getBuiltinModule('node:zlib'),
    }
  : undefined;

/** Joins path parts with the platform's separator (plain '/' where there is no Node). */
export function cachePath(...parts: string[]): string {
  return node ? node.path.join(...parts) : parts.join('/');
}

/**
 * Where tables are cached: $PUZ_CACHE_DIR, else $XDG_CACHE_HOME/puz, else ~/.cache/puz. Without
 * Node (a browser) '' : nothing is read from or written to it there.
 */
export function cacheDir(): string {
  if (!node) return '';
  const env = process.env;
  if (env.PUZ_CACHE_DIR) return env.PUZ_CACHE_DIR;
  return node.path.join(env.XDG_CACHE_HOME || node.path.join(node.os.homedir(), '.cache'), 'puz');
}

/*
 * A cached table file: a 32-byte header (magic "PUZT", format version, table version, payload
 * length, CRC-32 of the payload, and a 12-byte key digest) then the payload. Any mismatch —
 * truncation, a flipped bit, another version or key — means "not cached": the caller rebuilds.
 */
const MAGIC = 0x545a5550; // "PUZT" little-endian
const FORMAT = 1;
const HEADER = 32;

function keyDigest(crc32: (data: Uint8Array, value?: number) => number, key: string): Uint8Array {
  const out = new Uint8Array(12);
  const view = new DataView(out.buffer);
  const bytes = new TextEncoder().encode(key);
  view.setUint32(0, crc32(bytes), true);
  view.setUint32(4, crc32(bytes, 0x9e3779b9), true);
  view.setUint32(8, bytes.length, true);
  return out;
}

/** The whole file in a SharedArrayBuffer, read in place (no second copy). */
function readShared(fs: typeof import('node:fs'), file: string): Uint8Array {
  const { closeSync, fstatSync, openSync, readSync } = fs;
  const fd = openSync(file, 'r');
  try {
    const size = fstatSync(fd).size;
    const out = new Uint8Array(new SharedArrayBuffer(size));
    for (let at = 0; at < size; ) {
      const n = readSync(fd, out, at, size - at, at);
      if (n === 0) throw new Error(`${file} shrank while being read`);
      at += n;
    }
    return out;
  } finally {
    closeSync(fd);
  }
}

export interface ReadCachedOptions {
  /**
   * Read the file straight into a SharedArrayBuffer and return a view of it (no copy): for large
   * tables that worker threads will share, where a private copy would double the memory and the
   * time (~2.6 s for 930 MB).
   */
  shared?: boolean;
}

/** Reads a cached payload, or undefined if absent, corrupt or for another version/key. */
export function readCached(
  file: string,
  version: number,
  key: string,
  options: ReadCachedOptions = {},
): Uint8Array | undefined {
  if (!node) return undefined;
  const { crc32 } = node.zlib;
  let buf: Uint8Array;
  try {
    buf = options.shared ? readShared(node.fs, file) : node.fs.readFileSync(file);
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
  const digest = keyDigest(crc32, key);
  for (let i = 0; i < 12; i++) if (buf[20 + i] !== digest[i]) return undefined;
  const payload = new Uint8Array(buf.buffer, buf.byteOffset + HEADER, length);
  if (crc32(payload) !== view.getUint32(16, true)) return undefined;
  return options.shared ? payload : payload.slice();
}

/** Receives the one-line warning of a cache that cannot be written. */
export type CacheWarning = (message: string) => void;

let warn: CacheWarning = (message) => process.stderr.write(`puz: warning: ${message}\n`);
const warnedDirs = new Set<string>();

/**
 * Sends the cache's warnings elsewhere (an app's own stderr, a log); returns the previous
 * receiver so a caller can put it back.
 */
export function setCacheWarning(receiver: CacheWarning): CacheWarning {
  const previous = warn;
  warn = receiver;
  return previous;
}

/**
 * Writes a payload atomically (temp file + rename), so a reader never sees half a table. The
 * cache only saves time: when it cannot be written (a read-only or missing directory, a directory
 * where the file should be, a full disk) this warns once per directory and returns false, and the
 * caller goes on with the table it built in memory. Without Node there is no cache: false.
 */
export function writeCached(
  file: string,
  version: number,
  key: string,
  payload: Uint8Array,
): boolean {
  if (!node) return false;
  const { crc32 } = node.zlib;
  const { mkdirSync, renameSync, rmSync, writeFileSync } = node.fs;
  const { dirname } = node.path;
  const header = new Uint8Array(HEADER);
  const view = new DataView(header.buffer);
  view.setUint32(0, MAGIC, true);
  view.setUint32(4, FORMAT, true);
  view.setUint32(8, version, true);
  view.setUint32(12, payload.length, true);
  view.setUint32(16, crc32(payload), true);
  header.set(keyDigest(crc32, key), 20);
  const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
  try {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(temp, Buffer.concat([header, payload]));
    renameSync(temp, file);
    return true;
  } catch (error) {
    try {
      rmSync(temp, { force: true, recursive: true });
    } catch {
      // Under a path that is not a directory there is no temp file to remove either.
    }
    const dir = dirname(file);
    if (!warnedDirs.has(dir)) {
      warnedDirs.add(dir);
      const why = (error as { code?: string }).code ?? (error as Error).message;
      warn(
        `cannot write the table cache ${file} (${why}); going on without it (set PUZ_CACHE_DIR to a writable directory to keep tables between runs)`,
      );
    }
    return false;
  }
}
