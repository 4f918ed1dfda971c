import type { Move } from '../move.js';
import {
  CUBIE_MOVES,
  type CubieCube,
  cubieFromFacelets,
  FACE_TURNS,
  multiply,
  solvedCubie,
} from './cubie.js';
import { conjugateUrf3, URF3_MOVE } from './sym.js';

/*
 * Six views of one position for two-phase search (as min2phase does): the position as it is,
 * turned about the URF diagonal once and twice (so phase 1 works towards the R-L and F-B axes too),
 * and the inverse of each. Some view is usually much easier than the others; each carries the map
 * that turns its solutions back into solutions of the original.
 */

export interface View {
  start: CubieCube;
  /** Moves the view adds to every answer (a pre-move: 1; otherwise 0). */
  extra: number;
  /** A solution of this view (face-turn indices) as moves that solve the original position. */
  back: (path: ArrayLike<number>) => Move[];
}

/**
 * BACK[m']: the move of the original frame that a move m' of the turned cube stands for. A view
 * starts from U⁻¹·c·U (U the turn about the URF diagonal); an answer X of it gives c·(U·X·U⁻¹) = 1,
 * so each m' maps back to the m with U⁻¹·m·U = m', the inverse of URF3_MOVE.
 */
const BACK = new Uint8Array(18);
for (let m = 0; m < 18; m++) BACK[URF3_MOVE[m] as number] = m;

/** The inverse position (the one the inverse of any solution reaches). */
export function inverseCubie(c: CubieCube): CubieCube {
  const inv = solvedCubie();
  for (let i = 0; i < 8; i++) {
    inv.cp[c.cp[i] as number] = i;
    inv.co[c.cp[i] as number] = (3 - (c.co[i] as number)) % 3;
  }
  for (let i = 0; i < 12; i++) {
    inv.ep[c.ep[i] as number] = i;
    inv.eo[c.ep[i] as number] = c.eo[i] as number;
  }
  return inv;
}

/**
 * Pre-moves (min2phase): solving m·c instead of c, an answer X gives X then m for c. The answer's
 * last move may then leave phase 2's group, so each total length has more candidates. Only the 8
 * quarter turns of R, L, F and B: a phase-2 move there would only repeat what phase 2 can do.
 */
const PRE_MOVES = [3, 5, 6, 8, 12, 14, 15, 17];

export function views(facelets: string, options: { preMoves?: boolean } = {}): View[] {
  const base = directViews(facelets);
  if (!options.preMoves) return base;
  const out = [...base];
  for (const v of base)
    for (const m of PRE_MOVES)
      out.push({
        start: multiply(CUBIE_MOVES[m] as CubieCube, v.start),
        extra: 1,
        back: (path) => v.back([...Array.from(path), m]),
      });
  return out;
}

function directViews(facelets: string): View[] {
  const out: View[] = [];
  const given = cubieFromFacelets(facelets);
  for (const inverse of [false, true]) {
    const c0 = inverse ? inverseCubie(given) : given;
    const c1 = conjugateUrf3(c0);
    const turned = [c0, c1, conjugateUrf3(c1)];
    // Turned twice before turned once: the search order the benchmark figures were measured with
    // (the earlier facelet-level turn went the other way round the diagonal).
    for (const turns of [0, 2, 1]) {
      out.push({
        start: turned[turns] as CubieCube,
        extra: 0,
        back(path) {
          let moves = Array.from(path, (m) => {
            for (let t = 0; t < turns; t++) m = BACK[m] as number;
            return FACE_TURNS[m] as Move;
          });
          if (inverse)
            moves = moves.reverse().map((m) => ({ ...m, amount: (4 - m.amount) as 1 | 2 | 3 }));
          return moves;
        },
      });
    }
  }
  return out;
}
