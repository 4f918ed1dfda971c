import { apply, type Perm } from '@puz/perm';
import { InvalidStateError } from '../errors.js';
import type { Face } from '../geometry.js';
import { CubeMoves } from '../moves.js';

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

export interface Cab203Result {
  /** Fewest moves; -1 when no sequence solves it (an impossible state). */
  distance: number;
  moves: string[];
  /** How many states each distance class held. */
  classes: number[];
}

/**
 * Breadth-first search by distance classes, as the seed describes: D0 = {s}, and D(j) = the
 * states one move from D(j-1) that no earlier class holds, until a class holds a solved state.
 * The six moves never move the DBL corner, so at most 3,674,160 states are seen.
 */
export function solveCab203(stickers: readonly string[]): Cab203Result {
  const key = (s: readonly string[]) => s.join('');
  const parent = new Map<string, { from: string; move: number } | null>([[key(stickers), null]]);
  const states = new Map<string, readonly string[]>([[key(stickers), stickers]]);
  let layer = [key(stickers)];
  const classes = [1];
  for (let distance = 0; layer.length > 0; distance++) {
    const solved = layer.find((k) => isSolvedAnyOrientation(states.get(k) as string[]));
    if (solved !== undefined) {
      const moves: string[] = [];
      for (let at = parent.get(solved); at; at = parent.get(at.from))
        moves.unshift(CAB203_MOVES[at.move] as string);
      return { distance, moves: replayFrom(stickers, moves), classes };
    }
    const next: string[] = [];
    for (const k of layer) {
      const s = states.get(k) as string[];
      MOVE_PERMS.forEach((p, move) => {
        const t = apply(p, s);
        const tk = key(t);
        if (parent.has(tk)) return;
        parent.set(tk, { from: k, move });
        states.set(tk, t);
        next.push(tk);
      });
    }
    for (const k of layer) if (k !== key(stickers)) states.delete(k);
    layer = next;
    if (next.length > 0) classes.push(next.length);
  }
  return { distance: -1, moves: [], classes };
}

/** Checks the moves solve the state (every answer is replayed) and returns them. */
function replayFrom(stickers: readonly string[], moves: string[]): string[] {
  let s = stickers.slice();
  for (const m of moves)
    s = apply(MOVE_PERMS[CAB203_MOVES.indexOf(m as (typeof CAB203_MOVES)[number])] as Perm, s);
  if (!isSolvedAnyOrientation(s)) throw new Error('CAB203 replay failed (a bug)');
  return moves;
}
