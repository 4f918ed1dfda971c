import { apply } from '@puz/perm';
import { checkState } from '../checks.js';
import { solvedFacelets } from '../facelets.js';
import type { Move } from '../move.js';
import { CubeMoves } from '../moves.js';
import {
  cornerPerm,
  flip,
  moveTables3,
  N_CPERM,
  N_FLIP,
  N_TWIST,
  PHASE2_MOVES,
  slice,
  slicePerm,
  twist,
  udEdgePerm,
} from './coords.js';
import {
  CUBIE_MOVES,
  type CubieCube,
  cubieFromFacelets,
  FACE_TURNS,
  faceletsFromCubie,
  multiplyInto,
  solvedCubie,
} from './cubie.js';
import { pruningTables } from './pruning.js';

/*
 * Kociemba's two-phase algorithm. Phase 1 (IDA*, all 18 turns) brings twist, flip and the
 * middle-edge positions home, i.e. into <U, D, R2, L2, F2, B2>; phase 2 (IDA*, those 10 turns)
 * solves the rest. Phase-1 depths rise one by one, each phase-1 solution is finished by phase 2
 * within the best total so far, so answers only get shorter; the search stops at `targetLength`
 * or when `budgetMs` runs out.
 */

export interface TwoPhaseOptions {
  /** Stop at the first answer this short (default 21). */
  targetLength?: number;
  /** Keep improving for at most this long (default 10 000 ms); the best answer so far is returned. */
  budgetMs?: number;
  /** Never return more than this many moves (default 30). */
  maxLength?: number;
}

export interface TwoPhaseSolution {
  moves: Move[];
  length: number;
  ms: number;
  /** Phase-1 solutions tried (each finished by a phase-2 search). */
  probes: number;
}

const PHASE2 = new Uint8Array(18);
for (const m of PHASE2_MOVES) PHASE2[m] = 1;
const faceOf = (m: number) => Math.floor(m / 3);
/** Same face again, or an opposite face in the non-canonical order (D after U is fine, U after D is not). */
const redundant = (last: number, m: number) =>
  last >= 0 && (faceOf(m) === faceOf(last) || faceOf(m) === faceOf(last) - 3);

const cube3 = new CubeMoves(3);
/** Longest phase 2 tried per phase-1 solution (phase 2 never needs more than 18; most need <= 12). */
const MAX_PHASE2 = 12;

/**
 * The inverse of the whole-cube turn "x then y", which is a turn about the URF diagonal:
 * conjugating by x y maps the faces U→F, R→U, F→R.
 */
const DIAGONAL_INVERSE: Move[] = [
  { face: 'U', from: 1, to: 3, amount: 3 },
  { face: 'R', from: 1, to: 3, amount: 3 },
];
const FACE_ORDER = ['U', 'R', 'F', 'D', 'L', 'B'] as const;
/** Where a move of the turned cube's frame lands in the original frame (the inverse face map). */
const BACK: Record<string, (typeof FACE_ORDER)[number]> = {
  F: 'U',
  U: 'R',
  R: 'F',
  B: 'D',
  D: 'L',
  L: 'B',
};

/** The position seen after turning the cube about the URF diagonal: its moves are conjugated. */
function turnDiagonal(facelets: string): string {
  const turned = apply(cube3.permOf(DIAGONAL_INVERSE), [...facelets]);
  const rename = new Map<string, string>();
  for (const [i, f] of FACE_ORDER.entries()) rename.set(turned[i * 9 + 4] as string, f);
  return turned.map((c) => rename.get(c) as string).join('');
}

/** The inverse position (the one the inverse of any solution reaches). */
function inverseFacelets(facelets: string): string {
  const c = cubieFromFacelets(facelets);
  const inv = solvedCubie();
  for (let i = 0; i < 8; i++) {
    inv.cp[c.cp[i] as number] = i;
    inv.co[c.cp[i] as number] = (3 - (c.co[i] as number)) % 3;
  }
  for (let i = 0; i < 12; i++) {
    inv.ep[c.ep[i] as number] = i;
    inv.eo[c.ep[i] as number] = c.eo[i] as number;
  }
  return faceletsFromCubie(inv);
}

interface Variant {
  start: CubieCube;
  tw: number;
  fl: number;
  sl: number;
  /** Turns a solution of this variant into one of the original position. */
  back: (path: readonly number[]) => Move[];
}

function variants(facelets: string): Variant[] {
  const out: Variant[] = [];
  for (const inverse of [false, true]) {
    let f = inverse ? inverseFacelets(facelets) : facelets;
    for (let k = 0; k < 3; k++) {
      const start = cubieFromFacelets(f);
      const turns = k;
      out.push({
        start,
        tw: twist(start),
        fl: flip(start),
        sl: slice(start),
        back(path) {
          let moves = path.map((m) => {
            let face: string = FACE_ORDER[Math.floor(m / 3)] as string;
            for (let t = 0; t < turns; t++) face = BACK[face] as string;
            return FACE_TURNS[FACE_ORDER.indexOf(face as 'U') * 3 + (m % 3)] as Move;
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

/**
 * Kociemba's two-phase algorithm, run on six views of the position at once (as it is, turned
 * about the URF diagonal twice, and the inverse of each): phase-1 depths rise in lockstep across
 * them, so the view that happens to be easy answers first; all share the best length so far.
 */
export function solveTwoPhase(facelets: string, options: TwoPhaseOptions = {}): TwoPhaseSolution {
  const t0 = performance.now();
  checkState(facelets);
  const target = options.targetLength ?? 21;
  const deadline = t0 + (options.budgetMs ?? 10_000);
  let bestLength = (options.maxLength ?? 30) + 1;
  let best: Move[] | null = null;
  let probes = 0;
  let stop = false;
  let calls = 0;

  const mt = moveTables3();
  const pt = pruningTables();
  const h1 = (tw: number, fl: number, sl: number) =>
    Math.max(
      pt.sliceTwist[sl * N_TWIST + tw] as number,
      pt.sliceFlip[sl * N_FLIP + fl] as number,
      pt.twistFlip[tw * N_FLIP + fl] as number,
    );
  const h2 = (cp: number, ep: number, sp: number) =>
    Math.max(
      pt.cornerSlice[sp * N_CPERM + cp] as number,
      pt.edgeSlice[sp * N_CPERM + ep] as number,
    );

  const path = new Int8Array(40);
  const scratch = [solvedCubie(), solvedCubie()];
  let view: Variant;

  const phase2 = (
    cp: number,
    ep: number,
    sp: number,
    depth: number,
    remaining: number,
    last: number,
  ): boolean => {
    if (remaining === 0) return cp === 0 && ep === 0 && sp === 0;
    for (const m of PHASE2_MOVES) {
      if (redundant(last, m)) continue;
      const cp2 = mt.cornerPerm[cp * 18 + m] as number;
      const ep2 = mt.udEdgePerm[ep * 18 + m] as number;
      const sp2 = mt.slicePerm[sp * 18 + m] as number;
      if (h2(cp2, ep2, sp2) >= remaining) continue;
      path[depth] = m;
      if (phase2(cp2, ep2, sp2, depth + 1, remaining - 1, m)) return true;
    }
    return false;
  };

  const startPhase2 = (depth1: number) => {
    probes++;
    // Apply the phase-1 moves to the pieces: the phase-2 coordinates need the full permutation.
    let cur = scratch[0] as CubieCube;
    let nxt = scratch[1] as CubieCube;
    multiplyInto(cur, view.start, solvedCubie());
    for (let i = 0; i < depth1; i++) {
      multiplyInto(nxt, cur, CUBIE_MOVES[path[i] as number] as CubieCube);
      [cur, nxt] = [nxt, cur];
    }
    const cp = cornerPerm(cur);
    const ep = udEdgePerm(cur);
    const sp = slicePerm(cur);
    const last = depth1 > 0 ? (path[depth1 - 1] as number) : -1;
    // Deep phase-2 searches rarely pay: another phase-1 solution usually finishes sooner.
    for (let d2 = h2(cp, ep, sp); depth1 + d2 < bestLength && d2 <= MAX_PHASE2; d2++) {
      if (phase2(cp, ep, sp, depth1, d2, last)) {
        bestLength = depth1 + d2;
        best = view.back(Array.from(path.subarray(0, bestLength)));
        if (bestLength <= target) stop = true;
        return;
      }
    }
  };

  const phase1 = (
    tw: number,
    fl: number,
    sl: number,
    depth: number,
    remaining: number,
    last: number,
  ): void => {
    if ((++calls & 1023) === 0 && performance.now() > deadline && best) stop = true;
    if (stop) return;
    if (remaining === 0) {
      // A phase-1 solution; one ending in a phase-2 turn was already found one move shorter.
      if (tw === 0 && fl === 0 && sl === 0 && (last < 0 || !PHASE2[last])) startPhase2(depth);
      return;
    }
    for (let m = 0; m < 18; m++) {
      if (redundant(last, m)) continue;
      const tw2 = mt.twist[tw * 18 + m] as number;
      const fl2 = mt.flip[fl * 18 + m] as number;
      const sl2 = mt.slice[sl * 18 + m] as number;
      if (h1(tw2, fl2, sl2) >= remaining) continue;
      path[depth] = m;
      phase1(tw2, fl2, sl2, depth + 1, remaining - 1, m);
      if (stop) return;
    }
  };

  const views = variants(facelets);
  const lowest = Math.min(...views.map((v) => h1(v.tw, v.fl, v.sl)));
  for (let d1 = lowest; d1 < bestLength && !stop; d1++) {
    for (const v of views) {
      if (stop || d1 >= bestLength || h1(v.tw, v.fl, v.sl) > d1) continue;
      view = v;
      phase1(v.tw, v.fl, v.sl, 0, d1, -1);
    }
  }
  if (!best) throw new Error('two-phase search found nothing within maxLength (raise it)');
  const moves: Move[] = best;
  // Replay: every answer is checked.
  if (apply(cube3.permOf(moves), [...facelets]).join('') !== solvedFacelets(3))
    throw new Error('two-phase answer does not solve the cube (a bug)');
  return { moves, length: moves.length, ms: performance.now() - t0, probes };
}
