import { N_TWIST } from './coords.js';
import { N_COLUMN } from './corner-coset.js';
import type { ExactProgress } from './exact-table.js';
import type { SymCoord } from './symcoords.js';

/*
 * The nx table's BFS (nx-table.ts): distances over (flip-slice class) × (corner comb, twist),
 * built straight at two bits an entry — the distance mod 3, 3 while unseen — in 32-bit words of 16
 * entries. Four bits an entry (exact-table.ts's way) would need 4.9 GB for these 9.9 G entries;
 * two bits suffice to build too: layer d + 1 is every unseen entry next to one whose residue is
 * d mod 3, because an entry of an older layer with that residue (d - 3, ...) has no unseen
 * neighbour left.
 *
 * Entry (row, column) is in word row · ROW_WORDS + ⌊column / 16⌋, bits 2 · (column mod 16); a
 * column is comb · 2,187 + twist. Word offsets stay below 2^30 (9,569 words a row × 64,430 rows),
 * small integers to V8.
 */

/** 32-bit words per row: 153,090 columns at 16 a word, rounded up. */
export const NX_ROW_WORDS: number = Math.ceil(N_COLUMN / 16);

export interface CosetSpace {
  /** Flip-slice classes under the 16 U-D symmetries. */
  rows: SymCoord;
  hiMove: Uint16Array;
  loMove: Uint16Array;
  loRadix: number;
  /** The raw edge coordinate of the solved cube. */
  goal: number;
  /** Corner comb values (70; fewer in tests), their moves and conjugates. */
  combs: number;
  combMove: Uint8Array;
  combConj: Uint8Array;
  twistMove: Uint16Array;
  twistConj: Uint16Array;
}

/** Per row: where each move leads (row offset, symmetry, class, its stabiliser). */
const T_ROW = new Int32Array(18);
const T_SYM = new Int32Array(18);
const T_CLS = new Int32Array(18);
const T_STAB = new Int32Array(18);
/** Per comb block: each move's column part from the comb (new comb · 2,187, conjugated). */
const C_PART = new Int32Array(18);

/** 32-bit words per row of a space with `combs` comb values. */
export const rowWords = (combs: number): number => Math.ceil((combs * N_TWIST) / 16);

/** Backwards over one row: every unseen entry with a neighbour of residue r gets residue nr. */
function backRow(
  table: Uint32Array,
  row: number,
  r: number,
  nr: number,
  space: CosetSpace,
): number {
  const { combs, combMove, combConj, twistMove: TW, twistConj: TWC } = space;
  let added = 0;
  for (let cb = 0; cb < combs; cb++) {
    for (let m = 0; m < 18; m++)
      C_PART[m] =
        (combConj[(combMove[cb * 18 + m] as number) * 16 + (T_SYM[m] as number)] as number) *
        N_TWIST;
    const colBase = cb * N_TWIST;
    for (let t = 0; t < N_TWIST; t++) {
      const col = colBase + t;
      const at = row + (col >>> 4);
      const w = table[at] as number;
      // A word with no unseen entry: skip to its end.
      if ((w & (w >>> 1) & 0x55555555) === 0) {
        t += 15 - (col & 15);
        continue;
      }
      const sh = (col & 15) << 1;
      if (((w >>> sh) & 3) !== 3) continue;
      const tm = t * 18;
      for (let m = 0; m < 18; m++) {
        const c2 =
          (C_PART[m] as number) +
          (TWC[(TW[tm + m] as number) * 16 + (T_SYM[m] as number)] as number);
        const v = ((table[(T_ROW[m] as number) + (c2 >>> 4)] as number) >>> ((c2 & 15) << 1)) & 3;
        if (v === r) {
          table[at] = (table[at] as number) & ~((3 ^ nr) << sh);
          added++;
          break;
        }
      }
    }
  }
  return added;
}

/** Sets (word `at`, bits sh) to nr if unseen; 1 if it was. */
function setIfUnseen(table: Uint32Array, at: number, sh: number, nr: number): number {
  const w = table[at] as number;
  if (((w >>> sh) & 3) !== 3) return 0;
  table[at] = w & ~((3 ^ nr) << sh);
  return 1;
}

/** Forwards over one row: the unseen neighbours of its residue-r entries get nr. */
function forwardRow(
  table: Uint32Array,
  row: number,
  r: number,
  nr: number,
  fresh: Uint8Array,
  space: CosetSpace,
): number {
  const { combs, combMove, combConj, twistMove: TW, twistConj: TWC } = space;
  let added = 0;
  for (let cb = 0; cb < combs; cb++) {
    for (let m = 0; m < 18; m++)
      C_PART[m] =
        (combConj[(combMove[cb * 18 + m] as number) * 16 + (T_SYM[m] as number)] as number) *
        N_TWIST;
    const colBase = cb * N_TWIST;
    for (let t = 0; t < N_TWIST; t++) {
      const col = colBase + t;
      if ((((table[row + (col >>> 4)] as number) >>> ((col & 15) << 1)) & 3) !== r) continue;
      const tm = t * 18;
      for (let m = 0; m < 18; m++) {
        const c2 =
          (C_PART[m] as number) +
          (TWC[(TW[tm + m] as number) * 16 + (T_SYM[m] as number)] as number);
        const base = T_ROW[m] as number;
        if (!setIfUnseen(table, base + (c2 >>> 4), (c2 & 15) << 1, nr)) continue;
        added++;
        fresh[T_CLS[m] as number] = 1;
        // A symmetric row: the stabiliser's conjugates of the column are the same coset.
        const mask = T_STAB[m] as number;
        if (mask === 1) continue;
        const cb2 = Math.floor(c2 / N_TWIST);
        const t2 = c2 - cb2 * N_TWIST;
        for (let s = 1; s < 16; s++) {
          if (!((mask >> s) & 1)) continue;
          const c3 = (combConj[cb2 * 16 + s] as number) * N_TWIST + (TWC[t2 * 16 + s] as number);
          added += setIfUnseen(table, base + (c3 >>> 4), (c3 & 15) << 1, nr);
        }
      }
    }
  }
  return added;
}

/**
 * The table, in a SharedArrayBuffer, by BFS from the solved cube: forwards while the known part
 * is small (only rows that gained entries in the last layer), then backwards. `onProgress` every
 * 1,024 rows (layer, entries known, all entries).
 */
export function buildCosetTable(space: CosetSpace, onProgress?: ExactProgress): Uint32Array {
  const { rows, hiMove, loMove, loRadix, goal } = space;
  const { classes, raw2sym, rep, stab } = rows;
  const size = classes * space.combs * N_TWIST;
  const RW = rowWords(space.combs);
  const table = new Uint32Array(new SharedArrayBuffer(classes * RW * 4));
  table.fill(0xffffffff);
  let current = new Uint8Array(classes);
  let fresh = new Uint8Array(classes);
  const goalCls = (raw2sym[goal] as number) >>> 4;
  current[goalCls] = 1;
  // Column 0 (the solved corners) is fixed by every symmetry: one entry whatever the stabiliser.
  table[goalCls * RW] = (table[goalCls * RW] as number) & ~3;
  let done = 1;
  onProgress?.(0, done, size);
  for (let d = 0; done < size; d++) {
    if (d > 30) throw new Error('the coset BFS went past depth 30 (a bug)');
    const r = d % 3;
    const nr = (d + 1) % 3;
    let added = 0;
    const backwards = done > size / 4;
    for (let cls = 0; cls < classes; cls++) {
      if (!backwards && !current[cls]) continue;
      const x = rep[cls] as number;
      const hi = Math.floor(x / loRadix);
      const lo = x - hi * loRadix;
      for (let m = 0; m < 18; m++) {
        const y = raw2sym[
          (hiMove[hi * 18 + m] as number) * loRadix + (loMove[lo * 18 + m] as number)
        ] as number;
        T_ROW[m] = (y >>> 4) * RW;
        T_SYM[m] = y & 15;
        T_CLS[m] = y >>> 4;
        T_STAB[m] = stab[y >>> 4] as number;
      }
      const row = cls * RW;
      added += backwards
        ? backRow(table, row, r, nr, space)
        : forwardRow(table, row, r, nr, fresh, space);
      if ((cls & 1023) === 1023) onProgress?.(d + 1, done + added, size);
    }
    if (added === 0) throw new Error('the coset BFS stalled before filling the table (a bug)');
    done += added;
    [current, fresh] = [fresh, current.fill(0)];
    onProgress?.(d + 1, done, size);
  }
  return table;
}

/** The residue of (row class, column) in rows of `words` words: 0..2, 3 while unseen. */
export const cosetResidue = (
  table: Uint32Array,
  cls: number,
  col: number,
  words = NX_ROW_WORDS,
): number => ((table[cls * words + (col >>> 4)] as number) >>> ((col & 15) << 1)) & 3;
