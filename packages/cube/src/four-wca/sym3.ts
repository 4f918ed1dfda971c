import { type Perm, parity } from '@puz/perm';
import { cornerSlots } from '../checks.js';
import { applyMoves, solvedFacelets } from '../facelets.js';
import { coordsOf } from '../four/state.js';
import { FACES, type Face } from '../geometry.js';
import { CubeMoves } from '../moves.js';
import { cubeRotations } from '../rotations.js';
import { endOf } from './phase2.js';
import type { Phase3Start } from './phase3.js';
import type { TprTables } from './tables.js';

/*
 * The last phase's symmetry: its moves (U, D, F, B, R2, L2, wide half turns) are kept by the 8
 * whole-cube rotations that keep the R-L axis (x, x2, x', y2, z2 and their products). A cube and
 * its conjugate by one of them (turned, then recoloured so the faces read as before) are as far
 * from the last phase's goal, so a start's class (the least key over the 8) tells which phase-2
 * ends must fail or succeed at the same depths: the solver searches one of each class per depth.
 */

const cube4 = new CubeMoves(4);
const SOLVED = solvedFacelets(4);
const CORNERS = cornerSlots(4);
const faceOf = (i: number) => FACES[i >> 4] as Face;
const HOME_CORNERS = CORNERS.map((slot) => slot.map(faceOf).sort().join(''));

/** Parity of the corner permutation of a 4x4x4 facelet string. */
export function cornerParity(f: string): number {
  const p = new Uint8Array(8);
  CORNERS.forEach((slot, s) => {
    p[s] = HOME_CORNERS.indexOf(
      slot
        .map((i) => f[i] as string)
        .sort()
        .join(''),
    );
  });
  return parity(p as unknown as Perm);
}

/** The rotations that keep the R-L axis, each with the recolouring that undoes its colour change. */
const SYMS = cubeRotations(4)
  .map((rot) => {
    const turned = applyMoves(SOLVED, rot.moves, cube4);
    const colour = new Map<string, string>();
    for (let i = 0; i < turned.length; i++) colour.set(turned[i] as string, SOLVED[i] as string);
    return { rot, colour };
  })
  .filter(({ rot }) => {
    const r = applyMoves(SOLVED, rot.moves, cube4)[16 * FACES.indexOf('R') + 5];
    return r === 'R' || r === 'L';
  });

/** A phase-3 start's key: its centres and pairing permutation. */
export const startKey = (s: Phase3Start) => `${s.centres}:${s.tau.join(',')}`;

/** The class key of the cube `f` (after phases 1 and 2): the least start key over its conjugates. */
export function startClass(t: TprTables, f: string): string {
  let best: string | undefined;
  for (const { rot, colour } of SYMS) {
    const g = Array.from(applyMoves(f, rot.moves, cube4), (c) => colour.get(c) as string).join('');
    const c = coordsOf(g);
    const s = endOf(t, { masks: c.masks, pos: c.pos, cornerParity: cornerParity(g) }, []);
    if (!s) continue;
    const k = startKey(s);
    if (best === undefined || k < best) best = k;
  }
  return best as string;
}
