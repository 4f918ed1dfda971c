import type { Face, Move } from '@puz/cube';

const OPPOSITE: Record<Face, Face> = { U: 'D', D: 'U', R: 'L', L: 'R', F: 'B', B: 'F' };

/**
 * A single layer as it reads best: from the nearer face (on a 7x7x7, `7D` is the U layer turned
 * the other way, `U'`; `20D` on a 33x33x33 is `14U'`). Wide moves are kept as they are.
 */
export function nearerFace(m: Move, n: number): Move {
  if (m.from !== m.to || m.from <= Math.ceil(n / 2)) return m;
  const layer = n + 1 - m.from;
  return { face: OPPOSITE[m.face], from: layer, to: layer, amount: (4 - m.amount) as 1 | 2 | 3 };
}

/**
 * An NxNxN answer (single-layer quarter turns from the Santa solver) as the app shows and plays
 * it: each layer named from its nearer face, and turns of one layer in a row merged (`F F` is
 * `F2`, `F F'` nothing). Only neighbours are merged — moves are not reordered — so playback
 * shows the answer's positions in order (a merged pair skips the one between).
 */
export function answerMoves(moves: readonly Move[], n: number): Move[] {
  const out: Move[] = [];
  for (const raw of moves) {
    const m = nearerFace(raw, n);
    const last = out.at(-1);
    if (last && last.face === m.face && last.from === m.from && last.to === m.to) {
      const amount = (last.amount + m.amount) % 4;
      out.pop();
      if (amount !== 0) out.push({ ...m, amount: amount as 1 | 2 | 3 });
    } else out.push(m);
  }
  return out;
}
