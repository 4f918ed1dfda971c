import { rank, unrankInto } from '@puz/perm';
import {
  cornerCombParity,
  flip as getFlip,
  slice as getSlice,
  slicePerm as getSlicePerm,
  twist as getTwist,
  moveTables3,
  N_CCOMBP,
  N_CPERM,
  N_FLIP,
  N_SLICE,
  N_SLICEPERM,
  N_TWIST,
  N_UDEPERM,
  setFlip,
  setSlice,
  setSlicePerm,
  setTwist,
} from './coords.js';
import { type CubieCube, solvedCubie } from './cubie.js';
import {
  conjugateCornersInto,
  conjugateEdgesInto,
  N_SYM,
  SYM_INV,
  SYMS_KEEPING_FLIP,
} from './sym.js';

/*
 * Coordinates under symmetry. A "conjugation table" maps (x, s) to the coordinate of S⁻¹·c·S for
 * any c with coordinate x; a "symmetry coordinate" names the class of x (all its conjugates) and a
 * symmetry that carries x to the class representative. Tables keyed by class are 6-15x smaller than
 * raw ones, which is what makes building them at first use cheap.
 */

export interface SymCoord {
  /** Number of classes. */
  classes: number;
  /** raw2sym[x] = class · 16 + s, where conjugating x by s gives the class representative. */
  raw2sym: Uint32Array;
  /** The representative (smallest raw value) of each class. */
  rep: Uint32Array;
  /** stab[class]: bit s set when s maps the representative to itself (a self-symmetric class). */
  stab: Uint16Array;
}

/** Classes of 0..n-1 under the given symmetries, `conj(x, s)` being the conjugate. */
export function symReduce(
  n: number,
  conj: (x: number, s: number) => number,
  syms: readonly number[],
): SymCoord {
  const raw2sym = new Uint32Array(n).fill(0xffffffff);
  const rep: number[] = [];
  const stab: number[] = [];
  for (let x = 0; x < n; x++) {
    if (raw2sym[x] !== 0xffffffff) continue;
    const cls = rep.length;
    let mask = 0;
    for (const s of syms) {
      const y = conj(x, s);
      // y = S⁻¹ x S, so conjugating y by S⁻¹ gives x back.
      if (raw2sym[y] === 0xffffffff) raw2sym[y] = cls * N_SYM + (SYM_INV[s] as number);
      if (y === x) mask |= 1 << s;
    }
    rep.push(x);
    stab.push(mask);
  }
  return {
    classes: rep.length,
    raw2sym,
    rep: Uint32Array.from(rep),
    stab: Uint16Array.from(stab),
  };
}

/** A conjugation table n × 16 (entries only for `syms`; the rest stay 0). */
function conjTable(
  n: number,
  set: (c: CubieCube, x: number) => void,
  get: (c: CubieCube) => number,
  part: 'corners' | 'edges',
  syms: readonly number[],
): Uint16Array {
  const out = new Uint16Array(n * N_SYM);
  const c = solvedCubie();
  const after = solvedCubie();
  const conj = part === 'corners' ? conjugateCornersInto : conjugateEdgesInto;
  for (let x = 0; x < n; x++) {
    set(c, x);
    for (const s of syms) out[x * N_SYM + s] = get(conj(after, c, s));
  }
  return out;
}

const ALL_SYMS = Array.from({ length: N_SYM }, (_, s) => s);

export interface SymTables {
  twistConj: Uint16Array;
  /** Valid for the symmetries that keep flips (`SYMS_KEEPING_FLIP`) only. */
  flipConj: Uint16Array;
  sliceConj: Uint16Array;
  slicePermConj: Uint16Array;
  /** `cornerCombParity` conjugated (all 16). */
  cornerCombConj: Uint16Array;
  /** Twist classes under the 8 flip-keeping symmetries (phase 1). */
  twistSym8: SymCoord;
  /** Flip classes under the 8 flip-keeping symmetries (phase 1). */
  flipSym8: SymCoord;
  /** Corner permutation classes under all 16 (phase 2 and the corner database). */
  cornerPermSym: SymCoord;
  /** U/D edge permutation classes under all 16 (phase 2). */
  udEdgePermSym: SymCoord;
}

let built: SymTables | undefined;

/** The symmetry tables (built once), or `preset`: tables read from the disk cache (tables.ts). */
export function symTables(preset?: SymTables): SymTables {
  if (built) return built;
  if (preset) {
    built = preset;
    return built;
  }
  const twistConj = conjTable(N_TWIST, setTwist, getTwist, 'corners', ALL_SYMS);
  const flipConj = conjTable(N_FLIP, setFlip, getFlip, 'edges', SYMS_KEEPING_FLIP);
  const sliceConj = conjTable(N_SLICE, setSlice, getSlice, 'edges', ALL_SYMS);
  const slicePermConj = conjTable(N_SLICEPERM, setSlicePerm, getSlicePerm, 'edges', ALL_SYMS);
  const c = solvedCubie();
  const after = solvedCubie();
  const cornerPermSym = symReduce(
    N_CPERM,
    (x, s) => {
      unrankInto(c.cp, x);
      return rank(conjugateCornersInto(after, c, s).cp);
    },
    ALL_SYMS,
  );
  const e = solvedCubie();
  const udEdgePermSym = symReduce(
    N_UDEPERM,
    (x, s) => {
      unrankInto(e.ep.subarray(0, 8), x);
      return rank(conjugateEdgesInto(after, e, s).ep.subarray(0, 8));
    },
    ALL_SYMS,
  );
  // A corner permutation for each corner-comb value, to conjugate that value through.
  const cornerCombConj = new Uint16Array(N_CCOMBP * N_SYM);
  const { cornerComb } = moveTables3();
  const seen = new Uint8Array(N_CCOMBP);
  for (let x = 0; x < N_CPERM; x++) {
    const v = cornerComb[x] as number;
    if (seen[v]) continue;
    seen[v] = 1;
    unrankInto(c.cp, x);
    for (const s of ALL_SYMS)
      cornerCombConj[v * N_SYM + s] = cornerCombParity(conjugateCornersInto(after, c, s).cp);
  }
  built = {
    cornerCombConj,
    twistConj,
    flipConj,
    sliceConj,
    slicePermConj,
    twistSym8: symReduce(N_TWIST, (x, s) => twistConj[x * N_SYM + s] as number, SYMS_KEEPING_FLIP),
    flipSym8: symReduce(N_FLIP, (x, s) => flipConj[x * N_SYM + s] as number, SYMS_KEEPING_FLIP),
    cornerPermSym,
    udEdgePermSym,
  };
  return built;
}

/**
 * Classes of an edge coordinate x · 2048 + flip under all 16 symmetries, x being where the middle
 * edges are (which slots, or which slots in order), set and read on a cube by `setX`/`getX`. The
 * flip cannot be reduced alone: a quarter turn about U-D changes which edges count as flipped
 * depending on whether they sit in the middle layer, so both parts are conjugated together.
 */
export function flipEdgeSym(
  nX: number,
  setX: (c: CubieCube, x: number) => void,
  getX: (c: CubieCube) => number,
): SymCoord {
  const c = solvedCubie();
  const after = solvedCubie();
  return symReduce(
    nX * N_FLIP,
    (v, s) => {
      const x = Math.floor(v / N_FLIP);
      setX(c, x);
      setFlip(c, v - x * N_FLIP);
      conjugateEdgesInto(after, c, s);
      return getX(after) * N_FLIP + getFlip(after);
    },
    ALL_SYMS,
  );
}
