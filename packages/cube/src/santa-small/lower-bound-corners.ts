import { join } from 'node:path';
import { cacheDir, readCached, writeCached } from '@puz/heuristics';
import { N_TWIST } from '../three/coords.js';
import { sliceTables } from './slice-tables.js';

/*
 * The exact distance of the corners alone in Santa's metric, for the lower bound (lower-bound.ts):
 * corner permutation × twist (40,320 × 2,187 = 88 M entries, a byte each), breadth-first over the
 * 18 moves of slice-tables.ts (a pair moves the corners as a whole-cube turn does, and costs 1).
 * Every solution solves the corners, so this is admissible. Forward while the frontier is small,
 * then backward (each unseen entry looks for a neighbour in the last layer; the move set is closed
 * under inverses, so a neighbour is also a predecessor). Cached on disk like the other tables.
 */

const N = 40320 * N_TWIST;
const VERSION = 1;
const KEY = `santa-lower-bound-corners:${N}`;
const file = () => join(cacheDir(), `cube3-santa-lb-corners.v${VERSION}.bin`);
const UNSEEN = 255;

let table: Uint8Array | null = null;

/** The table from memory, the disk cache, or built (~half a minute) and cached. */
export function santaCornerTable(): Uint8Array {
  if (table) return table;
  const hit = readCached(file(), VERSION, KEY);
  if (hit && hit.length === N) {
    table = hit;
    return table;
  }
  table = build();
  writeCached(file(), VERSION, KEY, table);
  return table;
}

function build(): Uint8Array {
  const { cp18, tw } = sliceTables();
  const dist = new Uint8Array(N).fill(UNSEEN);
  dist[0] = 0;
  let seen = 1;
  for (let d = 0; seen < N && d < 254; d++) {
    let added = 0;
    if (seen < N / 3) {
      for (let x = 0; x < N; x++) {
        if (dist[x] !== d) continue;
        const cp = (x / N_TWIST) | 0;
        const t = x - cp * N_TWIST;
        for (let v = 0; v < 18; v++) {
          const y = (cp18[cp * 18 + v] as number) * N_TWIST + (tw[t * 18 + v] as number);
          if (dist[y] === UNSEEN) {
            dist[y] = d + 1;
            added++;
          }
        }
      }
    } else {
      for (let x = 0; x < N; x++) {
        if (dist[x] !== UNSEEN) continue;
        const cp = (x / N_TWIST) | 0;
        const t = x - cp * N_TWIST;
        for (let v = 0; v < 18; v++) {
          const y = (cp18[cp * 18 + v] as number) * N_TWIST + (tw[t * 18 + v] as number);
          if (dist[y] === d) {
            dist[x] = d + 1;
            added++;
            break;
          }
        }
      }
    }
    if (added === 0) break;
    seen += added;
  }
  if (seen !== N) throw new Error(`the corner table reached ${seen} of ${N} entries (a bug)`);
  return dist;
}
