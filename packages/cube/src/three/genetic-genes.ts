import type { Face } from '../geometry.js';
import type { Move } from '../move.js';
import { parseAlg } from '../notation.js';
import { CUBIE_MOVES, type CubieCube, FACE_TURNS, multiplyInto, solvedCubie } from './cubie.js';
import { toFacets } from './genetic-facets.js';

/*
 * The genes of the genetic solver: formulas, each a short move sequence precomputed as one facet
 * permutation so that applying a gene is a single gather. The frame is fixed: the first layer is
 * built on D and the last layer on U, so the seed's whole-cube turns (< > ^ v, which it did not
 * count as moves) become the y-conjugates of each formula: the same formula done from each of
 * the four sides.
 */

/** The seed's formulas ("formulHigh"), its cube turns removed (see the y-conjugates above). */
const SEED_FORMULAS = [
  "R' D' R D", // corner turner; also brings a first-layer corner home when repeated
  "U' L' U L U F U' F'", // second-layer edge from U to the left slot
  "F R U R' U' F'", // last-layer edge orientation
  "R U R' U R U2 R'", // Sune
  "U R U' L' U R' U' L", // last-layer corner 3-cycle (edges kept)
  "U' L' U R U' L U R'", // the other corner 3-cycle
  // The seed's corner twist "(R' D' R D) x2" and "x4": one gene turns URF one way or the other,
  // wrecking the first two layers until the twist is undone on another corner (the seed's "hole").
  // x4 is spelt as (D' R' D R) x2, the same cube in half the moves.
  "R' D' R D R' D' R D",
  "D' R' D R D' R' D R",
] as const;

/*
 * Added for the layer-by-layer method: the mirror second-layer insert, the two short first-layer
 * corner inserts, and the commutators [twist, U^k] that turn two last-layer corners in opposite
 * directions while keeping the rest — the seed's twist pair done in one gene, so the last hole
 * is crossed by selection instead of waiting for luck.
 */
const ADDED_FORMULAS = [
  "U R U' R' U' F' U F",
  "R U R'",
  "F' U' F",
  "R' D' R D R' D' R D U D' R' D R D' R' D R U'",
  "R' D' R D R' D' R D U2 D' R' D R D' R' D R U2",
  "R' D' R D R' D' R D U' D' R' D R D' R' D R U",
] as const;

/** y as a renaming of the side faces (U and D stay). */
const Y: Record<Face, Face> = { U: 'U', D: 'D', F: 'L', L: 'B', B: 'R', R: 'F' };

/** Genes 0..17 are the face turns in FACE_TURNS order; the formulas follow. */
export const FACE_TURN_GENES = 18;

export interface Gene {
  readonly moves: readonly Move[];
  /** The formula as a facet permutation (genetic-facets.ts). */
  readonly facets: Uint8Array;
}

function cubieOf(moves: readonly Move[]): CubieCube {
  let a = solvedCubie();
  let b = solvedCubie();
  for (const m of moves) {
    const i = FACE_TURNS.findIndex((t) => t.face === m.face && t.amount === m.amount);
    multiplyInto(b, a, CUBIE_MOVES[i] as CubieCube);
    [a, b] = [b, a];
  }
  return a;
}

/**
 * The gene pool: the 18 face turns, then every formula from the four sides. Formulas with the
 * same effect are kept once (the shorter spelling), so no effect is drawn more often than another.
 */
export function buildGenes(): Gene[] {
  const genes: Gene[] = [];
  const seen = new Map<string, number>();
  const add = (moves: readonly Move[]) => {
    const facets = toFacets(cubieOf(moves));
    const key = facets.join(',');
    const at = seen.get(key);
    if (at === undefined) {
      seen.set(key, genes.length);
      genes.push({ moves, facets });
    } else if (moves.length < (genes[at] as Gene).moves.length) genes[at] = { moves, facets };
  };
  for (const m of FACE_TURNS) add([m]);
  for (const text of [...SEED_FORMULAS, ...ADDED_FORMULAS]) {
    let moves = parseAlg(text, 3);
    for (let side = 0; side < 4; side++) {
      add(moves);
      moves = moves.map((m) => ({ ...m, face: Y[m.face] }));
    }
  }
  return genes;
}
