import { misplacedStickers } from '@puz/heuristics';
import { apply, type Perm, type Solution } from '@puz/perm';
import { astar, type SearchOptions, type SearchProblem, type SearchStats } from '@puz/search';
import { checkState } from '../checks.js';
import { InvalidStateError } from '../errors.js';
import { type Face, stickerPositions, type Vec } from '../geometry.js';
import { CubeMoves } from '../moves.js';
import { SLOTS } from './corners.js';
import { ROTATIONS } from './rotations.js';

/*
 * The CS440 2x2x2 (seed 004): an 8-line net, 2 letters per face row —
 *
 *   L L T T R R        rows 1-2: Left, Top, Right
 *       F F            rows 3-4: Front
 *       Bo             rows 5-6: Bottom
 *       Ba             rows 7-8: Back
 *
 * as the net folds: Top seen from above with Back at the top, Front with Top up, Bottom from
 * below with Front at the top, Back with Bottom at the top (so upside down), Left and Right each
 * with the Back edge at the top and Top towards the middle. Solved: r Left, b Top, g Right,
 * o Front, y Bottom, p Back. Moves: T, Bo, F, Ba, L, R, clockwise as seen facing that face,
 * and their primes.
 */

const COLOUR_OF: Record<Face, string> = { L: 'r', U: 'b', R: 'g', F: 'o', D: 'y', B: 'p' };
const FACE_OF: Record<string, Face> = Object.fromEntries(
  Object.entries(COLOUR_OF).map(([f, c]) => [c, f as Face]),
);
/** Default expansion limit of solveCs440. */
export const CS440_NODE_LIMIT = 400_000;

export const CS440_MOVE_NAMES: Record<Face, string> = {
  U: 'T',
  D: 'Bo',
  F: 'F',
  B: 'Ba',
  L: 'L',
  R: 'R',
};

/** Net frames: up and right of each face as drawn. */
const NET: Record<Face, { up: Vec; right: Vec }> = {
  U: { up: [0, 0, -1], right: [1, 0, 0] },
  F: { up: [0, 1, 0], right: [1, 0, 0] },
  D: { up: [0, 0, 1], right: [1, 0, 0] },
  B: { up: [0, -1, 0], right: [1, 0, 0] },
  L: { up: [0, 0, -1], right: [0, 1, 0] },
  R: { up: [0, 0, -1], right: [0, -1, 0] },
};
const NORMAL: Record<Face, Vec> = {
  U: [0, 1, 0],
  D: [0, -1, 0],
  F: [0, 0, 1],
  B: [0, 0, -1],
  L: [-1, 0, 0],
  R: [1, 0, 0],
};

function netPosition(face: Face, row: number, col: number): Vec {
  const { up, right } = NET[face];
  const n = NORMAL[face];
  const a = 2 * col - 1;
  const b = 1 - 2 * row;
  return [0, 1, 2].map((i) => n[i]! * 2 + right[i]! * a + up[i]! * b) as unknown as Vec;
}

/** Where each letter of the net (in reading order, 24 of them) goes in a facelet string. */
const NET_TO_FACELET: number[] = (() => {
  const index = new Map(stickerPositions(2).map((v, i) => [v.join(','), i]));
  const order: [Face, number, number][] = [];
  for (let r = 0; r < 2; r++)
    for (const face of ['L', 'U', 'R'] as const)
      for (let c = 0; c < 2; c++) order.push([face, r, c]);
  for (const face of ['F', 'D', 'B'] as const)
    for (let r = 0; r < 2; r++) for (let c = 0; c < 2; c++) order.push([face, r, c]);
  return order.map(([face, r, c]) => index.get(netPosition(face, r, c).join(',')) as number);
})();

/** Reads a CS440 net file into a facelet string (U R F D L B letters). */
export function parseCs440Net(text: string): string {
  const lines = text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '');
  if (lines.length !== 8)
    throw new InvalidStateError(
      'length',
      `a CS440 cube file has 8 lines of letters; this one has ${lines.length}`,
    );
  const letters = lines.flatMap((line, i) => {
    const cells = line.split(/\s+/);
    const want = i < 2 ? 6 : 2;
    if (cells.length !== want)
      throw new InvalidStateError(
        'length',
        `line ${i + 1} has ${cells.length} letters; expected ${want}`,
      );
    return cells;
  });
  const facelets = new Array<string>(24);
  letters.forEach((colour, k) => {
    const face = FACE_OF[colour];
    if (!face)
      throw new InvalidStateError(
        'colours',
        `"${colour}" is not a CS440 colour (r, b, g, o, y, p)`,
      );
    facelets[NET_TO_FACELET[k] as number] = face;
  });
  const result = facelets.join('');
  checkState(result);
  return result;
}

/**
 * The repo's `Solution` in CS440 move names (T, Bo, F, Ba, L, R with ' for counterclockwise):
 * optimal in quarter turns, the seed's heuristic (misplaced / 12) being admissible.
 */
export interface Cs440Solution extends Solution {
  optimal: true;
  stats: SearchStats;
}

const cube2 = new CubeMoves(2);
const MOVES: { name: string; perm: Perm }[] = (['F', 'B', 'L', 'R', 'U', 'D'] as const).flatMap(
  (face) =>
    ([1, 3] as const).map((amount) => ({
      name: `${CS440_MOVE_NAMES[face]}${amount === 3 ? "'" : ''}`,
      perm: cube2.perm({ face, from: 1, to: 1, amount }),
    })),
);
const SOLVED = Uint8Array.from('URFDLB'.split('').flatMap((_, f) => [f, f, f, f]));

/**
 * A* with the seed's heuristic (misplaced stickers / 12, not rounded, as the seed computes it),
 * over states as Uint8Arrays. With rotation invariance the goal is any orientation: states are
 * keyed by a canonical rotation (the one that brings the DBL piece home) and the heuristic is the
 * smallest over the 24 orientations of the goal, as the seed does.
 */
export function solveCs440(
  facelets: string,
  options: SearchOptions & { rotationInvariant?: boolean } = {},
): Cs440Solution {
  const start = Uint8Array.from(facelets, (ch) => 'URFDLB'.indexOf(ch));
  const goals = options.rotationInvariant ? ROTATIONS.map((r) => apply(r.perm, SOLVED)) : [SOLVED];
  const hs = goals.map((g) => misplacedStickers(g, 12, { roundUp: false }));
  const h = (s: Uint8Array) => Math.min(...hs.map((f) => f(s)));
  const problem: SearchProblem<Uint8Array, string> = {
    start,
    isGoal: (s) => goals.some((g) => g.every((v, i) => v === s[i])),
    successors(s, push) {
      for (const m of MOVES) push(m.name, apply(m.perm, s));
    },
    ...(options.rotationInvariant ? { key: canonicalKey } : {}),
  };
  // The seed's heuristic is weak: deep positions (10+ quarter turns) can need tens of millions of
  // expansions, 12 stored states each. A default limit (about 5M stored states, under 1 GB)
  // turns that into a clear SearchLimitError instead of exhausting memory.
  const result = astar(problem, h, {
    signal: options.signal,
    budgetNodes: options.budgetNodes ?? options.nodeLimit ?? CS440_NODE_LIMIT,
    onProgress: options.onProgress,
  });
  if (!result.found)
    throw new Error('CS440 search found no solution (a bug: the state was checked)');
  const { moves, ms, stats } = result;
  return { moves, length: moves.length, ms, optimal: true, stats };
}

/**
 * The rotation that brings the DBL piece home, by where that piece is: slot × twist → rotation.
 * One rotation per (slot, twist), found once by turning the solved cube every way.
 */
const HOME_ROTATION: Perm[] = (() => {
  const table = new Array<Perm>(24);
  for (const r of ROTATIONS) {
    const { slot, twist } = findDbl(apply(r.perm, SOLVED));
    const inverse = new Uint8Array(24);
    r.perm.forEach((v, i) => {
      inverse[v] = i;
    });
    table[slot * 3 + twist] = inverse;
  }
  return table;
})();

/** Where the D-B-L piece is (colour codes 3, 5, 4) and where its D sticker sits in that slot. */
function findDbl(s: ArrayLike<number>): { slot: number; twist: number } {
  for (let slot = 0; slot < 8; slot++) {
    const stickers = SLOTS[slot] as readonly number[];
    let mask = 0;
    for (const i of stickers) mask |= 1 << (s[i] as number);
    if (mask === 0b111000) return { slot, twist: stickers.findIndex((i) => s[i] === 3) };
  }
  throw new Error('no DBL piece');
}

/** The same key for all 24 orientations of a state: the state turned so the DBL piece is home. */
function canonicalKey(s: Uint8Array): string {
  const { slot, twist } = findDbl(s);
  return String.fromCharCode(...apply(HOME_ROTATION[slot * 3 + twist] as Perm, s));
}
