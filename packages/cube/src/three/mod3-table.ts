import { buildExact, type ClassTwistSpace, type ExactProgress } from './exact-table.js';

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

/** Bytes per class row: 2,187 twists at four a byte, padded to 2,188 (ROW_WORDS of exact-table.ts). */
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

// Four nibbles (one 16-bit word of exact-table.ts) → their four residues in one byte; 15 (unseen:
// the padding twist) stays 3, as a table built at two bits leaves it.
const WORD_RESIDUES: Uint8Array = (() => {
  const out = new Uint8Array(1 << 16);
  for (let w = 0; w < 1 << 16; w++) {
    let b = 0;
    for (let j = 0; j < 4; j++) {
      const d = (w >> (4 * j)) & 15;
      b |= (d === 15 ? 3 : d % 3) << (2 * j);
    }
    out[w] = b;
  }
  return out;
})();

/** The two-bit table of an exact one (exact-table.ts): the same rows, each distance mod 3. */
export function mod3FromExact(exact: Uint16Array): Uint8Array {
  const out = new Uint8Array(exact.length);
  for (let i = 0; i < exact.length; i++) out[i] = WORD_RESIDUES[exact[i] as number] as number;
  return out;
}

/**
 * The two-bit table by BFS from the goal (exact-table.ts builds it at four bits, then one pass
 * takes each entry mod 3).
 */
export function buildMod3(space: ClassTwistSpace, onProgress?: ExactProgress): Uint8Array {
  return mod3FromExact(buildExact(space, onProgress));
}
