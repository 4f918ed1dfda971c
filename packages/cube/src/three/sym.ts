import { CUBIE_MOVES, type CubieCube, solvedCubie } from './cubie.js';

/*
 * The 16 symmetries of the cube that keep the U-D axis (rotations about it, half turns that swap
 * U and D, and their mirror images), and the 120° turn about the URF-DBL diagonal that carries one
 * axis to the next. Two-phase and optimal search use them to store one entry per symmetry class
 * instead of one per position: a table keyed by (class, other coordinate) answers for every
 * conjugate S⁻¹·c·S, because conjugating by S maps face turns to face turns and the goals to
 * themselves.
 *
 * A mirror image is not a cube position, so corner orientations 3..5 mark "mirrored" in the
 * products (Kociemba's convention); conjugates of real positions come out with 0..2 again.
 */

const cube = (cp: number[], co: number[], ep: number[], eo: number[]): CubieCube => ({
  cp: Uint8Array.from(cp),
  co: Uint8Array.from(co),
  ep: Uint8Array.from(ep),
  eo: Uint8Array.from(eo),
});
const zeros = (n: number) => new Array<number>(n).fill(0);

// Corners URF UFL ULB UBR DFR DLF DBL DRB = 0..7; edges UR UF UL UB DR DF DL DB FR FL BL BR = 0..11.
/** A quarter turn of the whole cube about the U-D axis (as U turns). The middle edges flip. */
const U4 = cube(
  [3, 0, 1, 2, 7, 4, 5, 6],
  zeros(8),
  [3, 0, 1, 2, 7, 4, 5, 6, 11, 8, 9, 10],
  [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1],
);
/** A half turn of the whole cube about the F-B axis (U and D swap, R and L swap). */
const F2 = cube(
  [5, 4, 7, 6, 1, 0, 3, 2],
  zeros(8),
  [6, 5, 4, 7, 2, 1, 0, 3, 9, 8, 11, 10],
  zeros(12),
);
/** The mirror image in the plane between R and L. */
const LR2 = cube(
  [1, 0, 3, 2, 5, 4, 7, 6],
  new Array(8).fill(3),
  [2, 1, 0, 3, 6, 5, 4, 7, 9, 8, 11, 10],
  zeros(12),
);
/** A third of a turn about the URF-DBL diagonal: U → R → F → U. */
export const URF3 = cube(
  [0, 4, 5, 1, 3, 7, 6, 2],
  [1, 2, 1, 2, 2, 1, 2, 1],
  [1, 8, 5, 9, 3, 11, 7, 10, 0, 4, 6, 2],
  [1, 0, 1, 0, 1, 0, 1, 0, 1, 1, 1, 1],
);

/** Corner orientation of "a then b" where either may be mirrored (orientation 3..5). */
function addTwist(a: number, b: number): number {
  if (a < 3) return b < 3 ? (a + b) % 3 : 3 + ((a + b) % 3);
  return b < 3 ? 3 + ((a - b + 3) % 3) : (a - b + 3) % 3;
}

/** a then b, mirrored cubes allowed (table building only: the search uses `multiplyInto`). */
export function symMultiply(a: CubieCube, b: CubieCube): CubieCube {
  const out = solvedCubie();
  for (let s = 0; s < 8; s++) {
    const from = b.cp[s] as number;
    out.cp[s] = a.cp[from] as number;
    out.co[s] = addTwist(a.co[from] as number, b.co[s] as number);
  }
  for (let s = 0; s < 12; s++) {
    const from = b.ep[s] as number;
    out.ep[s] = a.ep[from] as number;
    out.eo[s] = ((a.eo[from] as number) + (b.eo[s] as number)) % 2;
  }
  return out;
}

const same = (a: CubieCube, b: CubieCube) =>
  a.cp.every((x, i) => x === b.cp[i]) &&
  a.co.every((x, i) => x === b.co[i]) &&
  a.ep.every((x, i) => x === b.ep[i]) &&
  a.eo.every((x, i) => x === b.eo[i]);

/** Symmetry s = 8·f + 2·u + l is F2^f · U4^u · LR2^l (f, l in 0..1, u in 0..3). */
export const SYMS: readonly CubieCube[] = (() => {
  const out: CubieCube[] = [];
  let f = solvedCubie();
  for (let fi = 0; fi < 2; fi++) {
    let u = f;
    for (let ui = 0; ui < 4; ui++) {
      out.push(u, symMultiply(u, LR2));
      u = symMultiply(u, U4);
    }
    f = symMultiply(f, F2);
  }
  return out;
})();
export const N_SYM = 16;

/** SYM_INV[s]: the symmetry t with s·t = identity. */
export const SYM_INV: Uint8Array = Uint8Array.from(SYMS, (s) => {
  const t = SYMS.findIndex((u) => same(symMultiply(s, u), solvedCubie()));
  if (t < 0) throw new Error('symmetry table is not a group (a bug)');
  return t;
});

/**
 * The 8 symmetries without an odd quarter turn about U-D: they keep every edge's flip, so a flip
 * coordinate conjugates on its own (a quarter turn would also need to know where the middle edges are).
 */
export const SYMS_KEEPING_FLIP: readonly number[] = [0, 1, 4, 5, 8, 9, 12, 13];

/** S⁻¹ · c · S. */
export function conjugate(c: CubieCube, s: number): CubieCube {
  return symMultiply(symMultiply(SYMS[SYM_INV[s] as number] as CubieCube, c), SYMS[s] as CubieCube);
}

/** TWIST_ADD[a·6 + b] = addTwist(a, b), for the table-building loops. */
const TWIST_ADD = Uint8Array.from({ length: 36 }, (_, i) => addTwist(Math.floor(i / 6), i % 6));
const flat = (pick: (c: CubieCube) => Uint8Array) =>
  Uint8Array.from(SYMS.flatMap((c) => [...pick(c)]));
const SYM_CP = flat((c) => c.cp);
const SYM_CO = flat((c) => c.co);
const SYM_EP = flat((c) => c.ep);
const SYM_EO = flat((c) => c.eo);
const scratch = solvedCubie();

/** The corners of S⁻¹ · c · S into `out` (not c), without allocating: for table building. */
export function conjugateCornersInto(out: CubieCube, c: CubieCube, s: number): CubieCube {
  const inv = (SYM_INV[s] as number) * 8;
  const sym = s * 8;
  for (let i = 0; i < 8; i++) {
    const from = c.cp[i] as number;
    scratch.cp[i] = SYM_CP[inv + from] as number;
    scratch.co[i] = TWIST_ADD[(SYM_CO[inv + from] as number) * 6 + (c.co[i] as number)] as number;
  }
  for (let i = 0; i < 8; i++) {
    const from = SYM_CP[sym + i] as number;
    out.cp[i] = scratch.cp[from] as number;
    out.co[i] = TWIST_ADD[(scratch.co[from] as number) * 6 + (SYM_CO[sym + i] as number)] as number;
  }
  return out;
}

/** The edges of S⁻¹ · c · S into `out` (not c), without allocating. */
export function conjugateEdgesInto(out: CubieCube, c: CubieCube, s: number): CubieCube {
  const inv = (SYM_INV[s] as number) * 12;
  const sym = s * 12;
  for (let i = 0; i < 12; i++) {
    const from = c.ep[i] as number;
    scratch.ep[i] = SYM_EP[inv + from] as number;
    scratch.eo[i] = ((SYM_EO[inv + from] as number) + (c.eo[i] as number)) & 1;
  }
  for (let i = 0; i < 12; i++) {
    const from = SYM_EP[sym + i] as number;
    out.ep[i] = scratch.ep[from] as number;
    out.eo[i] = ((scratch.eo[from] as number) + (SYM_EO[sym + i] as number)) & 1;
  }
  return out;
}

/** MOVE_CONJ[m·16 + s]: the face turn S⁻¹ · m · S (for the 18 turns in Kociemba's order). */
export const MOVE_CONJ: Uint8Array = (() => {
  const out = new Uint8Array(18 * N_SYM);
  for (let m = 0; m < 18; m++)
    for (let s = 0; s < N_SYM; s++) {
      const c = conjugate(CUBIE_MOVES[m] as CubieCube, s);
      const k = CUBIE_MOVES.findIndex((x) => same(x, c));
      if (k < 0) throw new Error('a symmetry does not map face turns to face turns (a bug)');
      out[m * N_SYM + s] = k;
    }
  return out;
})();

/** URF3 has order 3, so its inverse is its square. */
const URF3_INVERSE = symMultiply(URF3, URF3);

/** U⁻¹ · c · U for U = URF3: the position as seen by the cube turned about its URF diagonal. */
export function conjugateUrf3(c: CubieCube): CubieCube {
  return symMultiply(symMultiply(URF3_INVERSE, c), URF3);
}

/** URF3_MOVE[m]: the turn U⁻¹·m·U for U = URF3 — move m as seen by the cube turned about the diagonal. */
export const URF3_MOVE: Uint8Array = (() => {
  return Uint8Array.from({ length: 18 }, (_, m) => {
    const c = conjugateUrf3(CUBIE_MOVES[m] as CubieCube);
    const k = CUBIE_MOVES.findIndex((x) => same(x, c));
    if (k < 0) throw new Error('URF3 does not map face turns to face turns (a bug)');
    return k;
  });
})();

export { same as sameCubie };
