import { apply, type Perm, type Solution } from '@puz/perm';
import { checkState } from '../checks.js';
import { InvalidStateError } from '../errors.js';
import type { Face } from '../geometry.js';
import { CubeMoves } from '../moves.js';
import { moveIndex, moveTables, POSITIONS, permCoord, TWISTS, twistCoord } from './coords.js';
import { cornersFromFacelets, SLOTS } from './corners.js';

/*
 * The 2x2x2 of CAB203 (seed 003): a state is six faces F0..F5 of four colours each, laid out as
 *
 *         F2
 *   F0 F1 F4 F5
 *         F3
 *
 * i.e. Left, Front, Up, Down, Right, Back, each read row by row as the net is drawn (the same
 * reading as a facelet string). Six moves R, R', F, F', U, U'; solved means every face one
 * colour, in any of the 24 orientations; breadth-first search by distance classes.
 */

const CAB_FACES: readonly Face[] = ['L', 'F', 'U', 'D', 'R', 'B'];
export const CAB203_MOVES = ['R', "R'", 'F', "F'", 'U', "U'"] as const;

/** Moves as permutations of the CAB203 sticker order. */
const MOVE_PERMS: Perm[] = (() => {
  const cube = new CubeMoves(2, CAB_FACES);
  return CAB203_MOVES.map((name) =>
    cube.perm({ face: name[0] as Face, from: 1, to: 1, amount: name.length === 2 ? 3 : 1 }),
  );
})();

/** Reads "((y,w,r,g),(b,r,y,r),...)" (six faces of four colours) into a flat list. */
export function parseCab203(text: string): string[] {
  const faces = [...text.matchAll(/\(([^()]*)\)/g)].map((m) =>
    (m[1] as string).split(',').map((c) => c.trim()),
  );
  if (faces.length !== 6 || faces.some((f) => f.length !== 4 || f.some((c) => c === ''))) {
    throw new InvalidStateError(
      'length',
      'a CAB203 state is six faces of four colours: ((a,b,c,d),(...),...)',
    );
  }
  const stickers = faces.flat();
  const counts = new Map<string, number>();
  for (const c of stickers) counts.set(c, (counts.get(c) ?? 0) + 1);
  if (counts.size !== 6 || [...counts.values()].some((n) => n !== 4)) {
    throw new InvalidStateError(
      'colours',
      `each of six colours must appear 4 times: ${[...counts].map(([c, n]) => `${c}×${n}`).join(', ')}`,
    );
  }
  return stickers;
}

/** Every face one colour. */
export function isSolvedAnyOrientation(stickers: readonly string[]): boolean {
  for (let f = 0; f < 6; f++) {
    const c = stickers[f * 4];
    for (let k = 1; k < 4; k++) if (stickers[f * 4 + k] !== c) return false;
  }
  return true;
}

/**
 * The repo's `Solution` in CAB203 move names, always optimal; `stats.expanded` counts the states
 * of every distance class built.
 */
export interface Cab203Result extends Solution {
  /** Fewest moves (the same as `length`, the seed's name). */
  distance: number;
  /** How many states each distance class held. */
  classes: number[];
  optimal: true;
}

/** CAB203 moves as indices into HTM_MOVES (U U2 U' R R2 R' F F2 F'). */
const MOVE_INDEX = [3, 5, 6, 8, 0, 2];
const INVERSE_INDEX = [5, 3, 8, 6, 2, 0];

/**
 * Breadth-first search by distance classes, as the seed describes: D0 = {s}, and D(j) = the
 * states one move from D(j-1) that no earlier class holds, until a class holds a solved state.
 * The six moves never move the DBL slot, so "solved in any orientation" means solved around the
 * piece that sits there: the colours are renamed so that piece is the DBL piece, and the classes
 * are kept as a typed array over the 3,674,160 corner coordinates (no string per state).
 */
export function solveCab203(stickers: readonly string[]): Cab203Result {
  const t0 = performance.now();
  const facelets = recolour(stickers);
  const state = cornersFromFacelets(facelets);
  const start = permCoord(state) * TWISTS + twistCoord(state);
  const t = moveTables();
  const via = new Uint8Array(POSITIONS).fill(255); // the CAB203 move that first reached each state
  const startMark = 254;
  via[start] = startMark;
  let layer = new Int32Array([start]);
  const classes = [1];
  let found = start === 0;
  while (!found && layer.length > 0) {
    const next: number[] = [];
    for (const index of layer) {
      // The whole class is built (the seed's D(j)), even after the solved cube turns up in it.
      for (let m = 0; m < 6; m++) {
        const to = moveIndex(index, MOVE_INDEX[m] as number, t);
        if (via[to] !== 255) continue;
        via[to] = m;
        next.push(to);
        if (to === 0) found = true;
      }
    }
    layer = Int32Array.from(next);
    if (next.length > 0) classes.push(next.length);
  }
  if (!found) throw new Error('CAB203 search exhausted the cube (a bug: the state was checked)');
  // Walk back from the solved cube along the moves that first reached each state.
  const moves: string[] = [];
  for (let at = 0; at !== start; ) {
    const m = via[at] as number;
    moves.unshift(CAB203_MOVES[m] as string);
    at = moveIndex(at, INVERSE_INDEX[m] as number, t);
  }
  return {
    distance: moves.length,
    moves: replayFrom(stickers, moves),
    length: moves.length,
    ms: performance.now() - t0,
    optimal: true,
    stats: { expanded: classes.reduce((a, b) => a + b, 0) },
    classes,
  };
}

/**
 * Renames the colours so that the piece in the DBL slot shows D, L, B as it would solved, and
 * each other colour becomes the face opposite its partner (two colours are opposite when no
 * corner shows both). Returns a facelet string.
 */
function recolour(stickers: readonly string[]): string {
  const facelets = toFacelets(stickers);
  const corners = SLOTS.map((slot) => slot.map((i) => facelets[i] as string));
  const dbl = corners[6] as string[];
  const solvedDbl = (SLOTS[6] as readonly number[]).map((i) => 'URFDLB'[Math.floor(i / 4)] as Face);
  const name = new Map<string, Face>();
  for (const [k, colour] of dbl.entries()) name.set(colour, solvedDbl[k] as Face);
  const colours = [...new Set(facelets)];
  for (const colour of dbl) {
    const opposite = colours.filter(
      (c) =>
        c !== colour && !corners.some((corner) => corner.includes(c) && corner.includes(colour)),
    );
    if (opposite.length !== 1)
      throw new InvalidStateError(
        'corner',
        `cannot tell which colour is opposite ${colour}: the corners are not those of a cube`,
      );
    name.set(opposite[0] as string, OPPOSITE_FACE[name.get(colour) as Face]);
  }
  if (name.size !== 6) throw new InvalidStateError('corner', 'the corners are not those of a cube');
  const renamed = [...facelets].map((c) => name.get(c) as Face).join('');
  checkState(renamed);
  return renamed;
}

const OPPOSITE_FACE: Record<Face, Face> = { U: 'D', D: 'U', R: 'L', L: 'R', F: 'B', B: 'F' };

/** CAB203 stickers (L F U D R B) as a facelet string (U R F D L B), same reading per face. */
function toFacelets(stickers: readonly string[]): string[] {
  const byFace = new Map(CAB_FACES.map((f, k) => [f, stickers.slice(k * 4, k * 4 + 4)]));
  return (['U', 'R', 'F', 'D', 'L', 'B'] as const).flatMap((f) => byFace.get(f) as string[]);
}

/** Checks the moves solve the state (every answer is replayed) and returns them. */
function replayFrom(stickers: readonly string[], moves: string[]): string[] {
  let s = stickers.slice();
  for (const m of moves)
    s = apply(MOVE_PERMS[CAB203_MOVES.indexOf(m as (typeof CAB203_MOVES)[number])] as Perm, s);
  if (!isSolvedAnyOrientation(s)) throw new Error('CAB203 replay failed (a bug)');
  return moves;
}

/** A facelet string (U R F D L B) as CAB203 stickers (L F U D R B faces, same reading). */
export function faceletsToCab203(facelets: string): string[] {
  const faces = facelets.match(/.{4}/g) ?? [];
  const byFace: Record<string, string> = {
    U: faces[0] ?? '',
    R: faces[1] ?? '',
    F: faces[2] ?? '',
    D: faces[3] ?? '',
    L: faces[4] ?? '',
    B: faces[5] ?? '',
  };
  return CAB_FACES.flatMap((f) => [...(byFace[f] as string)]);
}
