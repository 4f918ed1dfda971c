import { N_TWIST } from './coords.js';
import type { SymCoord } from './symcoords.js';

/*
 * Distance tables over (symmetry class of an edge coordinate) × twist, two bits an entry: the
 * distance mod 3 (3 while unseen). A search always knows its parent's exact distance, and a move
 * changes a distance by -1, 0 or +1, so the residue is enough to recover the child's exact value
 * (`MOD3_NEXT`) — half the memory of four bits, which is what lets Kociemba's "huge" optimal table
 * (1,523,864 flip-placement classes × 2,187 twists, 3.3 G entries) fit in 833 MB.
 *
 * Entry (class, twist) is at byte class · 547 + ⌊twist / 4⌋, bits 2 · (twist mod 4): each class's
 * 2,187 twists padded to 2,188, so a row is whole bytes and every offset stays below 2^30 (small
 * integers to V8; unpadded, the huge table's entry index passes 2^31 and the hot loop falls back to
 * floating point). The edge coordinate is raw = hi · loRadix
 * + lo, moved by two move tables; a move takes the class representative's raw value through them,
 * then the twist is conjugated by the symmetry that brings the new raw value to its class's
 * representative (as phase1-table.ts does at four bits).
 */

export interface ClassTwistSpace {
  /** Classes of the raw edge coordinate under the 16 U-D symmetries. */
  sym: SymCoord;
  hiMove: Uint16Array;
  loMove: Uint16Array;
  loRadix: number;
  /** The raw edge coordinate of the solved cube (its twist is 0). */
  goal: number;
  twistMove: Uint16Array;
  twistConj: Uint16Array;
}

/** Bytes per class row: 2,187 twists at four a byte, padded to 2,188. */
export const ROW_BYTES = 547;

/** The residue of (class, twist) (3: unseen). */
export const mod3At = (table: Uint8Array, cls: number, t: number): number =>
  ((table[cls * ROW_BYTES + (t >> 2)] as number) >> ((t & 3) << 1)) & 3;

/**
 * MOD3_NEXT[d · 4 + r]: the exact distance of a neighbour whose residue is r, next to a position
 * at exact distance d (r = 3, unseen, cannot occur in a finished table).
 */
export const MOD3_NEXT: Uint8Array = (() => {
  const out = new Uint8Array(64 * 4);
  for (let d = 0; d < 64; d++)
    for (let r = 0; r < 3; r++) {
      const delta = (r - (d % 3) + 3) % 3; // 0: same, 1: one more, 2: one less
      out[d * 4 + r] = delta === 0 ? d : delta === 1 ? d + 1 : d - 1;
    }
  return out;
})();

/** Sets the unseen entry at byte `at`, twist t, to residue r (its two bits go from 11 to r). */
function setUnseen(table: Uint8Array, at: number, t: number, r: number): void {
  table[at] = (table[at] as number) & ~((3 ^ r) << ((t & 3) << 1));
}

// The hot loops, as small top-level functions over typed arrays (see phase1-table.ts).

/** Backwards: every unseen twist of a row with a neighbour of residue r joins the next layer. */
function backRow(
  table: Uint8Array,
  row: number,
  r: number,
  next: number,
  targetRow: Int32Array,
  targetSym: Int32Array,
  TW: Uint16Array,
  TWC: Uint16Array,
): number {
  let added = 0;
  for (let t = 0; t < N_TWIST; t++) {
    const at = row + (t >> 2);
    if ((((table[at] as number) >> ((t & 3) << 1)) & 3) !== 3) continue;
    const tm = t * 18;
    for (let m = 0; m < 18; m++) {
      const t2 = TWC[(TW[tm + m] as number) * 16 + (targetSym[m] as number)] as number;
      const b = table[(targetRow[m] as number) + (t2 >> 2)] as number;
      if (((b >> ((t2 & 3) << 1)) & 3) === r) {
        table[at] = (table[at] as number) & ~((3 ^ next) << ((t & 3) << 1));
        added++;
        break;
      }
    }
  }
  return added;
}

/** Forwards: the unseen neighbours of a row's residue-r twists join the next layer, and their rows
 * are marked `fresh` (entries of residue r from three layers back are expanded too: their
 * neighbours are all seen, no harm). */
function forwardRow(
  table: Uint8Array,
  row: number,
  r: number,
  next: number,
  targetRow: Int32Array,
  targetSym: Int32Array,
  targetStab: Int32Array,
  targetCls: Int32Array,
  fresh: Uint8Array,
  TW: Uint16Array,
  TWC: Uint16Array,
): number {
  let added = 0;
  for (let t = 0; t < N_TWIST; t++) {
    if ((((table[row + (t >> 2)] as number) >> ((t & 3) << 1)) & 3) !== r) continue;
    const tm = t * 18;
    for (let m = 0; m < 18; m++) {
      const t2 = TWC[(TW[tm + m] as number) * 16 + (targetSym[m] as number)] as number;
      const base = targetRow[m] as number;
      if ((((table[base + (t2 >> 2)] as number) >> ((t2 & 3) << 1)) & 3) !== 3) continue;
      setUnseen(table, base + (t2 >> 2), t2, next);
      fresh[targetCls[m] as number] = 1;
      added++;
      // A symmetric class: the stabiliser's conjugates of the twist are the same position.
      const mask = targetStab[m] as number;
      if (mask === 1) continue;
      for (let s = 1; s < 16; s++) {
        if (!((mask >> s) & 1)) continue;
        const t3 = TWC[t2 * 16 + s] as number;
        if ((((table[base + (t3 >> 2)] as number) >> ((t3 & 3) << 1)) & 3) === 3) {
          setUnseen(table, base + (t3 >> 2), t3, next);
          added++;
        }
      }
    }
  }
  return added;
}

/** How far a build has got: the layer being filled, and entries known out of all. */
export type Mod3Progress = (depth: number, done: number, total: number) => void;

/**
 * The table by BFS from the goal (the goal's class, twist 0: the solved cube), layer by
 * layer: forwards while the known part is small, then backwards (an unseen entry joins the next
 * layer at its first neighbour in the last one). Progress every 16,384 classes.
 */
export function buildMod3(space: ClassTwistSpace, onProgress?: Mod3Progress): Uint8Array {
  const { sym, hiMove, loMove, loRadix, goal, twistMove, twistConj } = space;
  const { classes, raw2sym, rep, stab } = sym;
  const size = classes * N_TWIST;
  const table = new Uint8Array(classes * ROW_BYTES).fill(0xff);
  const targetRow = new Int32Array(18);
  const targetSym = new Int32Array(18);
  const targetStab = new Int32Array(18);
  const targetCls = new Int32Array(18);
  // Forwards, only rows given entries in the last layer are expanded: the first layers touch a
  // few rows of 1.5 million, and scanning them all cost ~10 s a layer.
  let current = new Uint8Array(classes);
  let fresh = new Uint8Array(classes);
  current[(raw2sym[goal] as number) >>> 4] = 1;
  // Twist 0 is fixed by every symmetry: one entry whatever the goal class's stabiliser.
  setUnseen(table, ((raw2sym[goal] as number) >>> 4) * ROW_BYTES, 0, 0);
  let done = 1;
  onProgress?.(0, done, size);
  for (let d = 0; done < size; d++) {
    let added = 0;
    const r = d % 3;
    const next = (d + 1) % 3;
    const backwards = done > size / 4;
    for (let cls = 0; cls < classes; cls++) {
      if (!backwards && !current[cls]) continue;
      const row = cls * ROW_BYTES;
      const x = rep[cls] as number;
      const hi = Math.floor(x / loRadix);
      const lo = x - hi * loRadix;
      for (let m = 0; m < 18; m++) {
        const y = raw2sym[
          (hiMove[hi * 18 + m] as number) * loRadix + (loMove[lo * 18 + m] as number)
        ] as number;
        targetRow[m] = (y >>> 4) * ROW_BYTES;
        targetSym[m] = y & 15;
        targetStab[m] = stab[y >>> 4] as number;
        targetCls[m] = y >>> 4;
      }
      added += backwards
        ? backRow(table, row, r, next, targetRow, targetSym, twistMove, twistConj)
        : forwardRow(
            table,
            row,
            r,
            next,
            targetRow,
            targetSym,
            targetStab,
            targetCls,
            fresh,
            twistMove,
            twistConj,
          );
      if ((cls & 16383) === 16383) onProgress?.(d + 1, done + added, size);
    }
    if (added === 0) throw new Error('the mod-3 table BFS stalled before filling it (a bug)');
    done += added;
    [current, fresh] = [fresh, current.fill(0)];
    onProgress?.(d + 1, done, size);
  }
  return table;
}
