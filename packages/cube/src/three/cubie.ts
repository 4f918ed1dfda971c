import { cornerSlots } from '../checks.js';
import { InvalidStateError } from '../errors.js';
import { solvedFacelets } from '../facelets.js';
import { FACES, type Face, stickerPositions, type Vec } from '../geometry.js';
import type { Move } from '../move.js';
import { CubeMoves } from '../moves.js';
import { requireCorner } from '../pieces.js';

/*
 * The 3x3x3 as pieces (Kociemba's cubie level): corners URF UFL ULB UBR DFR DLF DBL DRB and edges
 * UR UF UL UB DR DF DL DB FR FL BL BR. cp[s]/ep[s]: the piece in slot s; co[s]: where the piece's
 * U/D colour is in the slot's sticker list (U/D first, then clockwise); eo[s]: 1 when the edge is
 * flipped (its U/D colour — F/B for the middle-layer edges — is not on the slot's U/D, F/B side).
 */

export const CORNERS = ['URF', 'UFL', 'ULB', 'UBR', 'DFR', 'DLF', 'DBL', 'DRB'] as const;
export const EDGES = [
  'UR',
  'UF',
  'UL',
  'UB',
  'DR',
  'DF',
  'DL',
  'DB',
  'FR',
  'FL',
  'BL',
  'BR',
] as const;

export interface CubieCube {
  cp: Uint8Array;
  co: Uint8Array;
  ep: Uint8Array;
  eo: Uint8Array;
}

const NORMAL: Record<Face, Vec> = {
  U: [0, 1, 0],
  D: [0, -1, 0],
  R: [1, 0, 0],
  L: [-1, 0, 0],
  F: [0, 0, 1],
  B: [0, 0, -1],
};
const CORNER_SLOTS: readonly (readonly number[])[] = cornerSlots(3);

/** Each edge slot's two sticker indices, the U/D (else F/B) sticker first. */
export const EDGE_SLOTS: readonly (readonly [number, number])[] = (() => {
  const index = new Map(stickerPositions(3).map((v, i) => [v.join(','), i]));
  return EDGES.map((name) => {
    const faces = [...name] as Face[];
    const cubie = [0, 1, 2].map((i) => faces.reduce((sum, f) => sum + NORMAL[f][i]! * 2, 0));
    return faces.map((f) => {
      const v = [0, 1, 2].map((i) => (NORMAL[f][i] !== 0 ? NORMAL[f][i]! * 3 : cubie[i]!));
      return index.get(v.join(',')) as number;
    }) as unknown as [number, number];
  });
})();

const colourOf = (i: number) => FACES[Math.floor(i / 9)] as Face;
const CORNER_COLOURS = CORNER_SLOTS.map((slot) => slot.map(colourOf).join(''));
const EDGE_COLOURS = EDGE_SLOTS.map((slot) => slot.map(colourOf).join(''));

// Copied, not built with Uint8Array.from and a callback: table building at import makes cubes by
// the hundred thousand (the modules' set-up took ~0.1 s more a thread that way).
const IDENTITY_8 = Uint8Array.of(0, 1, 2, 3, 4, 5, 6, 7);
const IDENTITY_12 = Uint8Array.of(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11);

export function solvedCubie(): CubieCube {
  return {
    cp: IDENTITY_8.slice(),
    co: new Uint8Array(8),
    ep: IDENTITY_12.slice(),
    eo: new Uint8Array(12),
  };
}

/** Pieces of a 3x3x3 facelet string with its centres in place (U R F D L B); unknown pieces throw. */
export function cubieFromFacelets(facelets: string): CubieCube {
  if (facelets.length !== 54)
    throw new InvalidStateError(
      'length',
      `a 3x3x3 facelet string has 54 letters; this one has ${facelets.length}`,
    );
  const cube: CubieCube = {
    cp: new Uint8Array(8),
    co: new Uint8Array(8),
    ep: new Uint8Array(12),
    eo: new Uint8Array(12),
  };
  CORNER_SLOTS.forEach((slot, s) => {
    const colours = slot.map((i) => facelets[i]).join('');
    const found = requireCorner(colours, CORNER_COLOURS, CORNERS[s] as string);
    cube.cp[s] = found.piece;
    cube.co[s] = found.twist;
  });
  EDGE_SLOTS.forEach((slot, s) => {
    const colours = slot.map((i) => facelets[i]).join('');
    for (let p = 0; p < 12; p++) {
      const want = EDGE_COLOURS[p] as string;
      if (colours === want) {
        cube.ep[s] = p;
        cube.eo[s] = 0;
        return;
      }
      if (colours === want[1]! + want[0]!) {
        cube.ep[s] = p;
        cube.eo[s] = 1;
        return;
      }
    }
    throw new InvalidStateError(
      'edge',
      `the edge at ${EDGES[s]} shows ${colours.split('').join(', ')}: no edge has those colours`,
    );
  });
  return cube;
}

export function faceletsFromCubie(cube: CubieCube): string {
  const out = [...solvedFacelets(3)];
  CORNER_SLOTS.forEach((slot, s) => {
    const colours = CORNER_COLOURS[cube.cp[s] as number] as string;
    for (let j = 0; j < 3; j++)
      out[slot[(j + (cube.co[s] as number)) % 3] as number] = colours[j] as string;
  });
  EDGE_SLOTS.forEach((slot, s) => {
    const colours = EDGE_COLOURS[cube.ep[s] as number] as string;
    for (let j = 0; j < 2; j++)
      out[slot[(j + (cube.eo[s] as number)) % 2] as number] = colours[j] as string;
  });
  return out.join('');
}

/** a then b (b's slots take from a's, twists and flips add). */
export function multiply(a: CubieCube, b: CubieCube): CubieCube {
  return multiplyInto(solvedCubie(), a, b);
}

/** `multiply` into a caller-owned cube (must not be a or b): no allocation, for table building. */
export function multiplyInto(out: CubieCube, a: CubieCube, b: CubieCube): CubieCube {
  multiplyCornersInto(out, a, b);
  return multiplyEdgesInto(out, a, b);
}

/** The corner half of `multiplyInto` (for tables of corner coordinates). */
export function multiplyCornersInto(out: CubieCube, a: CubieCube, b: CubieCube): CubieCube {
  for (let s = 0; s < 8; s++) {
    const from = b.cp[s] as number;
    out.cp[s] = a.cp[from] as number;
    out.co[s] = ((a.co[from] as number) + (b.co[s] as number)) % 3;
  }
  return out;
}

/** The edge half of `multiplyInto` (for tables of edge coordinates). */
export function multiplyEdgesInto(out: CubieCube, a: CubieCube, b: CubieCube): CubieCube {
  for (let s = 0; s < 12; s++) {
    const from = b.ep[s] as number;
    out.ep[s] = a.ep[from] as number;
    out.eo[s] = ((a.eo[from] as number) + (b.eo[s] as number)) % 2;
  }
  return out;
}

const moves3 = new CubeMoves(3);

/** A face turn at cubie level, read off its sticker permutation. */
export function cubieMove(move: Move): CubieCube {
  const solved = solvedFacelets(3);
  return cubieFromFacelets(Array.from(moves3.perm(move), (src) => solved[src]).join(''));
}

/** The 18 face turns U U2 U' R R2 R' F F2 F' D D2 D' L L2 L' B B2 B' (Kociemba's order). */
export const FACE_TURNS: readonly Move[] = (['U', 'R', 'F', 'D', 'L', 'B'] as const).flatMap(
  (face) => ([1, 2, 3] as const).map((amount) => ({ face, from: 1, to: 1, amount })),
);
export const CUBIE_MOVES: readonly CubieCube[] = FACE_TURNS.map(cubieMove);
