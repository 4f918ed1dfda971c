/*
 * The exact distance of every pairing permutation (pairs.ts's tau) from the identity, to the full
 * depth, in 2 bits an entry: the last phase keeps tau's parity, so the table covers the even
 * permutations of n (12!/2 = 239.5 M for the cube, 60 MB). Each entry holds the distance mod 3
 * (3: not reached), which is enough for a search that knows its parent's distance: a child is one
 * move from it, so its distance is the parent's -1, +0 or +1, told apart by the residue. A start's
 * distance is read by walking down to the identity (at most the depth, 20 moves a step).
 *
 * Built by breadth-first search on the permutations themselves (no move tables fit: a move acts on
 * both sides, tau' = p0 . tau . p1^-1): forward from a frontier bitmap while the frontier is the
 * smaller side, then backward (each unreached permutation looks for a neighbour one level up),
 * which the mod-3 entries allow because an unreached permutation's neighbours are at least the
 * current level. Generic in n so the tests can check it against a plain BFS on a small n.
 */

/** A move set on permutations of n: P0[m·n + e] (class-0 image), P1INV[m·n + e] (class-1 preimage). */
export interface TauMoves {
  n: number;
  p0: Int8Array;
  p1inv: Int8Array;
  /** Move indices (rows of p0 / p1inv) to use, closed under inverses. */
  moves: Int8Array;
}

export interface PairFull {
  n: number;
  /** 2 bits an entry (4 a byte, low bits first): distance mod 3, or 3 when not reached. */
  mod3: Uint8Array;
  /** Greatest distance (God's number of the pairing). */
  depth: number;
}

const POP = Uint8Array.from({ length: 4096 }, (_, v) => {
  let c = 0;
  for (let x = v; x; x &= x - 1) c++;
  return c;
});
const FACT = Float64Array.from({ length: 13 }, (_, i) => {
  let f = 1;
  for (let k = 2; k <= i; k++) f *= k;
  return f;
});

/** Index of an even permutation of n at p[o..o+n-1]: its Lehmer rank halved. */
export function evenIndex(p: Int8Array, o: number, n: number): number {
  let used = 0;
  let r = 0;
  for (let i = 0; i < n; i++) {
    const v = p[o + i] as number;
    r = r * (n - i) + v - (POP[used & ((1 << v) - 1)] as number);
    used |= 1 << v;
  }
  return Math.floor(r / 2);
}

/**
 * The even permutation of n with index `idx` into out[o..]. Ranks 2k and 2k + 1 differ by a swap
 * of the last two entries, so one of them is even: the digit sum's parity says which.
 */
export function evenPerm(idx: number, n: number, out: Int8Array, o: number): void {
  let r = idx * 2;
  let free = (1 << n) - 1;
  let digitSum = 0;
  for (let i = 0; i < n; i++) {
    const f = FACT[n - 1 - i] as number;
    const d = Math.floor(r / f);
    r -= d * f;
    digitSum += d;
    // The d-th lowest free value.
    let x = free;
    for (let k = 0; k < d; k++) x &= x - 1;
    const v = 31 - Math.clz32(x & -x);
    out[o + i] = v;
    free &= ~(1 << v);
  }
  if (digitSum & 1) {
    const a = out[o + n - 2] as number;
    out[o + n - 2] = out[o + n - 1] as number;
    out[o + n - 1] = a;
  }
}

/** tau after move m: out[o2 + j] = P0[tau[o1 + P1INV[j]]]. */
function move(tm: TauMoves, tau: Int8Array, o1: number, m: number, out: Int8Array, o2: number) {
  const n = tm.n;
  const b = m * n;
  for (let j = 0; j < n; j++)
    out[o2 + j] = tm.p0[b + (tau[o1 + (tm.p1inv[b + j] as number)] as number)] as number;
}

/** HAS3[byte]: whether any of the byte's four entries is 3 (not reached). */
const HAS3 = Uint8Array.from({ length: 256 }, (_, b) =>
  (b & 3) === 3 || ((b >> 2) & 3) === 3 || ((b >> 4) & 3) === 3 || b >> 6 === 3 ? 1 : 0,
);

export const get2 = (t: Uint8Array, i: number): number =>
  ((t[i >>> 2] as number) >>> ((i & 3) << 1)) & 3;

/** Breadth-first over the even permutations of tm.n from the identity. */
export function buildPairFull(tm: TauMoves, log?: (line: string) => void): PairFull {
  const n = tm.n;
  const size = FACT[n]! / 2;
  const mod3 = new Uint8Array(Math.ceil(size / 4)).fill(0xff);
  const set2 = (i: number, v: number) => {
    const s = (i & 3) << 1;
    mod3[i >>> 2] = ((mod3[i >>> 2] as number) & ~(3 << s)) | (v << s);
  };
  let frontier = new Uint32Array(Math.ceil(size / 32));
  let next = new Uint32Array(frontier.length);
  const p = new Int8Array(n);
  const q = new Int8Array(n);
  set2(0, 0);
  frontier[0] = 1;
  let reached = 1;
  let count = 1;
  let depth = 0;
  // Once backward, always backward (the frontier bitmap is not kept there).
  let backward = false;
  const nm = tm.moves.length;
  while (count > 0) {
    const d1 = depth + 1;
    const v1 = d1 % 3;
    let added = 0;
    // Forward costs every move of the frontier; backward an unrank and usually a few moves of each
    // unreached permutation (most of them find a neighbour early near the end).
    backward ||= count * 3 > size - reached;
    if (!backward) {
      next.fill(0);
      for (let w = 0; w < frontier.length; w++) {
        let bits = frontier[w] as number;
        while (bits) {
          const low = bits & -bits;
          bits ^= low;
          const idx = w * 32 + (31 - Math.clz32(low));
          evenPerm(idx, n, p, 0);
          for (let k = 0; k < nm; k++) {
            move(tm, p, 0, tm.moves[k] as number, q, 0);
            const j = evenIndex(q, 0, n);
            if (get2(mod3, j) === 3) {
              set2(j, v1);
              next[j >>> 5] = (next[j >>> 5] as number) | (1 << (j & 31));
              added++;
            }
          }
        }
      }
      [frontier, next] = [next, frontier];
    } else {
      // Backward: the unreached look for a neighbour at `depth` (residue depth % 3; nothing
      // they touch is nearer than that).
      const v0 = depth % 3;
      for (let idx = 0; idx < size; idx++) {
        // Whole bytes with nothing unreached are skipped.
        if ((idx & 3) === 0 && !HAS3[mod3[idx >>> 2] as number]) {
          idx += 3;
          continue;
        }
        if (get2(mod3, idx) !== 3) continue;
        evenPerm(idx, n, p, 0);
        for (let k = 0; k < nm; k++) {
          move(tm, p, 0, tm.moves[k] as number, q, 0);
          const j = evenIndex(q, 0, n);
          if (get2(mod3, j) === v0) {
            set2(idx, v1);
            added++;
            break;
          }
        }
      }
    }
    if (added === 0) break;
    depth = d1;
    reached += added;
    count = added;
    log?.(`pairing table: depth ${depth}, ${added} permutations (${reached} of ${size})`);
  }
  return { n, mod3, depth };
}

/**
 * The exact distance of the permutation at tau[o..], given the table's move set: walk down, one
 * neighbour a step whose residue is one less, to the identity (index 0).
 */
export function pairDistance(pf: PairFull, tm: TauMoves, tau: Int8Array, o: number): number {
  const n = pf.n;
  let p = tau.slice(o, o + n);
  let q = new Int8Array(n);
  let idx = evenIndex(p, 0, n);
  let r = get2(pf.mod3, idx);
  if (r === 3) throw new Error('4x4x4 pairing table: an odd or unreached permutation (a bug)');
  let d = 0;
  while (idx !== 0) {
    const down = (r + 2) % 3;
    let found = false;
    for (let k = 0; k < tm.moves.length && !found; k++) {
      move(tm, p, 0, tm.moves[k] as number, q, 0);
      const j = evenIndex(q, 0, n);
      if (get2(pf.mod3, j) === down) {
        [p, q] = [q, p];
        idx = j;
        r = down;
        found = true;
      }
    }
    if (!found) throw new Error('4x4x4 pairing table: no way down (a damaged table)');
    d++;
  }
  return d;
}

/**
 * The distance of a child one move from a parent at distance `parent`, from the child's residue:
 * parent - 1, parent or parent + 1.
 */
export const childDistance = (parent: number, residue: number): number =>
  residue === (parent + 2) % 3 ? parent - 1 : residue === parent % 3 ? parent : parent + 1;
