import { apply } from '@puz/perm';
import type { Move } from '../move.js';
import { CubeMoves } from '../moves.js';
import {
  CUBIE_MOVES,
  type CubieCube,
  cubieFromFacelets,
  FACE_TURNS,
  faceletsFromCubie,
  multiply,
  solvedCubie,
} from './cubie.js';

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

const cube3 = new CubeMoves(3);
/** The inverse of the whole-cube turn "x then y" (a turn about the URF diagonal, U→F, R→U, F→R). */
const DIAGONAL_INVERSE: Move[] = [
  { face: 'U', from: 1, to: 3, amount: 3 },
  { face: 'R', from: 1, to: 3, amount: 3 },
];
const FACE_ORDER = ['U', 'R', 'F', 'D', 'L', 'B'] as const;
/** Where a move of the turned cube's frame lands in the original frame (the inverse face map). */
const BACK = [1, 2, 0, 4, 5, 3]; // U→R, R→F, F→U, D→L, L→B, B→D (as FACE_ORDER indices)

/** The position seen after turning the cube about the URF diagonal: its moves are conjugated. */
function turnDiagonal(facelets: string): string {
  const turned = apply(cube3.permOf(DIAGONAL_INVERSE), [...facelets]);
  const rename = new Map<string, string>();
  for (const [i, f] of FACE_ORDER.entries()) rename.set(turned[i * 9 + 4] as string, f);
  return turned.map((c) => rename.get(c) as string).join('');
}

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
  for (const inverse of [false, true]) {
    let f = inverse ? faceletsFromCubie(inverseCubie(cubieFromFacelets(facelets))) : facelets;
    for (let turns = 0; turns < 3; turns++) {
      out.push({
        start: cubieFromFacelets(f),
        extra: 0,
        back(path) {
          let moves = Array.from(path, (m) => {
            let face = Math.floor(m / 3);
            for (let t = 0; t < turns; t++) face = BACK[face] as number;
            return FACE_TURNS[face * 3 + (m % 3)] as Move;
          });
          if (inverse)
            moves = moves.reverse().map((m) => ({ ...m, amount: (4 - m.amount) as 1 | 2 | 3 }));
          return moves;
        },
      });
      f = turnDiagonal(f);
    }
  }
  return out;
}
