import { cornerCombParity, N_TWIST, twist } from './coords.js';
import { CUBIE_MOVES, type CubieCube, multiplyCornersInto, solvedCubie } from './cubie.js';
import { conjugateCornersInto, N_SYM } from './sym.js';

/*
 * The corner half of the nx table's coordinate (nx-table.ts): which four of the eight corner slots
 * hold the U-layer corners (70 values, 0 when solved) and the whole twist — a coset of the group
 * that permutes the U corners among themselves and the D corners among themselves. Read along the
 * three axes, the three "which corners are in the U (R, F) layer" values pin every corner down, so
 * the table needs no more corner permutation than this. A face turn or any of the 16 U-D
 * symmetries maps the U/D split of the slots to a U/D split (a symmetry may swap the layers), so
 * the value follows moves and conjugation without the rest of the permutation.
 *
 * The column of the table: comb · 2,187 + twist (153,090 values).
 */

export const N_COMB = 70;
export const N_COLUMN = N_COMB * N_TWIST;

/** Which slots hold the U corners, as `cornerCombParity` ranks them (without the parity). */
export const cornerComb = (c: CubieCube): number => cornerCombParity(c.cp) >> 1;

/** The column of c: comb · 2,187 + twist. */
export const cornerColumn = (c: CubieCube): number => cornerComb(c) * N_TWIST + twist(c);

/** A corner permutation for each comb value (the D corners in their slots in order). */
function combCubes(): CubieCube[] {
  const out: CubieCube[] = [];
  for (let mask = 0; mask < 256; mask++) {
    let bits = 0;
    for (let i = 0; i < 8; i++) bits += (mask >> i) & 1;
    if (bits !== 4) continue;
    const c = solvedCubie();
    let d = 4;
    let u = 0;
    for (let i = 0; i < 8; i++) c.cp[i] = (mask >> i) & 1 ? d++ : u++;
    out[cornerComb(c)] = c;
  }
  if (out.length !== N_COMB || out.some((c) => c === undefined))
    throw new Error('the corner comb does not rank 70 values (a bug)');
  return out;
}

export interface CombTables {
  /** COMB_MOVE[comb · 18 + m]. */
  move: Uint8Array;
  /** COMB_CONJ[comb · 16 + s]: the comb of S⁻¹ · c · S. */
  conj: Uint8Array;
}

let combTablesBuilt: CombTables | undefined;

/** The comb's move and conjugation tables (70 × 18 and 70 × 16, built once). */
export function combTables(): CombTables {
  if (combTablesBuilt) return combTablesBuilt;
  const cubes = combCubes();
  const move = new Uint8Array(N_COMB * 18);
  const conj = new Uint8Array(N_COMB * N_SYM);
  const out = solvedCubie();
  for (let x = 0; x < N_COMB; x++) {
    const c = cubes[x] as CubieCube;
    for (let m = 0; m < 18; m++)
      move[x * 18 + m] = cornerComb(multiplyCornersInto(out, c, CUBIE_MOVES[m] as CubieCube));
    for (let s = 0; s < N_SYM; s++)
      conj[x * N_SYM + s] = cornerComb(conjugateCornersInto(out, c, s));
  }
  combTablesBuilt = { move, conj };
  return combTablesBuilt;
}

/**
 * The column's move and conjugation tables as the search reads them (column · 18 + m → column,
 * column · 16 + s → column): 11 and 10 MB, built in well under a second from the comb's and the
 * twist's tables.
 */
export function columnTables(
  twistMove: Uint16Array,
  twistConj: Uint16Array,
): { move: Uint32Array; conj: Uint32Array } {
  const comb = combTables();
  const move = new Uint32Array(N_COLUMN * 18);
  const conj = new Uint32Array(N_COLUMN * N_SYM);
  for (let x = 0; x < N_COMB; x++)
    for (let t = 0; t < N_TWIST; t++) {
      const col = x * N_TWIST + t;
      for (let m = 0; m < 18; m++)
        move[col * 18 + m] =
          (comb.move[x * 18 + m] as number) * N_TWIST + (twistMove[t * 18 + m] as number);
      for (let s = 0; s < N_SYM; s++)
        conj[col * N_SYM + s] =
          (comb.conj[x * N_SYM + s] as number) * N_TWIST + (twistConj[t * N_SYM + s] as number);
    }
  return { move, conj };
}
