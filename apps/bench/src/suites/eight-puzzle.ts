import type { SearchProblem } from '@puz/search';

/** The 8-puzzle, shared by the search and heuristics suites: 0 is the blank. */
export const EIGHT_GOAL = Uint8Array.of(1, 2, 3, 4, 5, 6, 7, 8, 0);
/** A hardest instance: 31 moves, the 8-puzzle's diameter. */
export const EIGHT_HARD = Uint8Array.of(8, 6, 7, 2, 5, 4, 3, 0, 1);

/** Moves of the blank at cell z: neighbour cells, up to four. */
export const BLANK_MOVES: readonly number[][] = Array.from({ length: 9 }, (_, z) => {
  const r = Math.floor(z / 3);
  const c = z % 3;
  const out: number[] = [];
  if (r > 0) out.push(z - 3);
  if (r < 2) out.push(z + 3);
  if (c > 0) out.push(z - 1);
  if (c < 2) out.push(z + 1);
  return out;
});

export function eightPuzzle(start: Uint8Array): SearchProblem<Uint8Array, number> {
  return {
    start,
    isGoal: (s) => s.every((v, i) => v === EIGHT_GOAL[i]),
    successors(s, push) {
      const z = s.indexOf(0);
      for (const w of BLANK_MOVES[z] as number[]) {
        const t = s.slice();
        t[z] = s[w] as number;
        t[w] = 0;
        push(w, t);
      }
    },
  };
}

/** Sum of the tiles' Manhattan distances (admissible, consistent). */
export function manhattan(s: Uint8Array): number {
  let d = 0;
  for (let i = 0; i < 9; i++) {
    const v = s[i] as number;
    if (v)
      d +=
        Math.abs(Math.floor(i / 3) - Math.floor((v - 1) / 3)) + Math.abs((i % 3) - ((v - 1) % 3));
  }
  return d;
}

/** True when the moves (cells the blank moves to) take `start` to the goal, each a legal slide. */
export function replayEight(start: Uint8Array, moves: readonly number[]): boolean {
  const s = start.slice();
  for (const w of moves) {
    const z = s.indexOf(0);
    if (!(BLANK_MOVES[z] as number[]).includes(w)) return false;
    s[z] = s[w] as number;
    s[w] = 0;
  }
  return s.every((v, i) => v === EIGHT_GOAL[i]);
}
