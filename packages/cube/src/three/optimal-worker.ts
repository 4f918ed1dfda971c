import { parentPort, workerData } from 'node:worker_threads';
import { cubieFromFacelets } from './cubie.js';
import { SKIP } from './move-rules.js';
import {
  CONTROL_NEXT,
  CONTROL_STOP,
  type OptimalWorkerData,
  type OptimalWorkerReply,
  type OptimalWorkerRequest,
  STOP,
} from './optimal-protocol.js';
import {
  checkAt,
  enter,
  nodeCount,
  onCheckpoint,
  path,
  search,
  setRoot,
  solves,
  useTables,
} from './optimal-search.js';

/*
 * One thread of the parallel optimal solver (optimal-parallel.ts), kept between solves
 * (optimal-pool.ts). For each bound the main thread sends, it takes subtrees — the positions three moves from the root — one at a time from a shared
 * counter until none are left (a subtree's size varies a hundredfold with pruning, so handing them
 * out on demand keeps both cores busy to the end of the bound), then reports. The tables are the
 * main thread's SharedArrayBuffers, read in place.
 */

/** Subtrees start this many moves from the root: ~3,000 of them, enough to balance two to
 * a few dozen threads, each big enough (tens of thousands of nodes at bound 15+) that taking one
 * costs nothing. */
export const PREFIX_DEPTH = 3;
const STEP = 1 << 16;

/** Every move sequence of length p that the move rules allow, p moves per entry. */
function prefixes(p: number): Int8Array {
  const out: number[] = [];
  const walk = (seq: number[]) => {
    if (seq.length === p) {
      out.push(...seq);
      return;
    }
    const last = seq.length === 0 ? -1 : (seq[seq.length - 1] as number);
    for (let m = 0; m < 18; m++) if (!SKIP[(last + 1) * 18 + m]) walk([...seq, m]);
  };
  walk([]);
  return Int8Array.from(out);
}

const PREFIXES = Array.from({ length: PREFIX_DEPTH + 1 }, (_, p) => prefixes(p));
// Preallocated: thrown from deep in the search to unwind it when the workers must stop.
const STOPPED = new Error('stopped');

/**
 * A typed array posted to a worker arrives with its byte length taken mod 2^32 (V8's serializer
 * writes a view's length in 32 bits; its SharedArrayBuffer arrives whole): the nxp table's 7.35 GB
 * came as 2.9 GB, and its rows past that read as undefined. The edge tables are views of their
 * whole buffers, so they are made again over them.
 */
function wholeViews(t: OptimalWorkerData['tables']): OptimalWorkerData['tables'] {
  const whole = <T extends Uint8Array | Uint32Array>(a: T): T =>
    a.byteOffset === 0 && a.buffer.byteLength >= 2 ** 32 && a.byteLength !== a.buffer.byteLength
      ? (new (a.constructor as new (b: ArrayBufferLike) => T)(a.buffer) as T)
      : a;
  const nx = t.inverse?.nx;
  return {
    ...t,
    phase1: whole(t.phase1),
    ...(t.inverse && nx
      ? {
          inverse: {
            ...t.inverse,
            nx: { ...nx, table: whole(nx.table), ...(nx.base ? { base: whole(nx.base) } : {}) },
          },
        }
      : {}),
  };
}

const data = workerData as OptimalWorkerData;
const { control, counts, index } = data;
useTables(wholeViews(data.tables));
/** The solve's node limit, over all workers (a 'root' request sets it). */
let nodeLimit = Number.POSITIVE_INFINITY;
const check = () => {
  const n = nodeCount();
  counts[index] = n;
  checkAt(n + STEP);
  if (Atomics.load(control, CONTROL_STOP) !== STOP.running) throw STOPPED;
  if (nodeLimit !== Number.POSITIVE_INFINITY) {
    let total = 0;
    for (let i = 0; i < counts.length; i++) total += counts[i] as number;
    if (total >= nodeLimit) {
      Atomics.compareExchange(control, CONTROL_STOP, STOP.running, STOP.nodeLimit);
      throw STOPPED;
    }
  }
};

/** Searches subtrees of the bound until none are left; true when one holds a solution. */
function runBound(bound: number): boolean {
  const p = Math.min(PREFIX_DEPTH, bound);
  const list = PREFIXES[p] as Int8Array;
  const count = list.length / p;
  for (;;) {
    const i = Atomics.add(control, CONTROL_NEXT, 1);
    if (i >= count) return false;
    if (Atomics.load(control, CONTROL_STOP) !== STOP.running) throw STOPPED;
    let last = -1;
    let d = 0;
    for (; d < p; d++) {
      const m = list[i * p + d] as number;
      if (!enter(d, m, bound - d - 1)) break;
      last = m;
    }
    if (d < p) continue;
    if (p === bound ? solves(bound) : search(p, bound - p, last)) return true;
  }
}

const port = parentPort;
if (!port)
  throw new Error('optimal-worker.ts runs as a worker thread (optimal-parallel.ts starts it)');
port.on('message', (request: OptimalWorkerRequest) => {
  if (request.type === 'root') {
    // A new solve (workers are kept between solves: optimal-pool.ts): its position, its limit,
    // and the node count from 0. No reply: the bounds that follow are answered.
    setRoot(cubieFromFacelets(request.home));
    nodeLimit = request.nodeLimit;
    onCheckpoint(check, STEP);
    return;
  }
  const { bound } = request;
  let reply: OptimalWorkerReply;
  try {
    reply = runBound(bound)
      ? { type: 'found', bound, moves: Array.from(path.subarray(0, bound)) }
      : { type: 'done', bound };
    if (reply.type === 'found')
      Atomics.compareExchange(control, CONTROL_STOP, STOP.running, STOP.found);
  } catch (error) {
    if (error !== STOPPED) throw error;
    reply = { type: 'stopped' };
  }
  counts[index] = nodeCount();
  port.postMessage(reply);
});
port.postMessage({ type: 'ready' } satisfies OptimalWorkerReply);
