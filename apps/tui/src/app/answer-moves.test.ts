import { applyMoves, CubeMoves, formatAlg, parseAlg, solvedFacelets } from '@puz/cube';
import { rng } from '@puz/perm';
import { expect, test } from 'vitest';
import { answerMoves, nearerFace } from './answer-moves.js';
import { newSession, scramble, scrambleNote } from './cube-session.js';

test('outer and far layers are named from the nearer face; wide moves are kept', () => {
  const show = (alg: string, n: number) =>
    formatAlg(
      parseAlg(alg, n).map((m) => nearerFace(m, n)),
      n,
    );
  expect(show("7D 7R' 3R'", 7)).toBe("U' L 3R'");
  expect(show('33D 20D 16D', 33)).toBe("U' 14U' 16D");
  expect(show('3Rw', 7)).toBe('3Rw');
});

test('turns of one layer in a row merge; opposite ones cancel, and what meets after merges too', () => {
  const merged = (alg: string, n: number) => formatAlg(answerMoves(parseAlg(alg, n), n), n);
  expect(merged('F F', 5)).toBe('F2');
  expect(merged('2D 2D 2D', 5)).toBe("2D'");
  expect(merged("R F F' R", 5)).toBe('R2');
  expect(merged("U 5D'", 5)).toBe('U2');
  expect(merged('R L R', 5)).toBe('R L R');
});

test('on random single-layer answers the shown moves reach the same position, never more of them', () => {
  for (const n of [4, 7, 19, 33]) {
    const cube = new CubeMoves(n);
    const r = rng(n);
    const faces = 'URFDLB';
    // Few distinct layers, so that repeats and cancellations come up.
    const alg = Array.from({ length: 400 }, () => {
      const layer = [1, 2, n - 1, n][r.int(4)] as number;
      return `${layer}${faces[r.int(6)]}${["'", '', '2'][r.int(3)]}`;
    }).join(' ');
    const moves = parseAlg(alg, n);
    const shown = answerMoves(moves, n);
    expect(shown.length).toBeLessThan(moves.length);
    const start = solvedFacelets(n);
    expect(applyMoves(start, shown, cube)).toBe(applyMoves(start, moves, cube));
    for (const m of shown) expect(m.from).toBeLessThanOrEqual(Math.ceil(n / 2));
  }
});

test('a big cube’s scramble is shown: its seed and turns, which make the position shown', () => {
  const s = scramble(newSession(7));
  const note = scrambleNote(s);
  const m = /^scrambled \(seed 1\) by 140 random single-layer turns: (.*)$/.exec(note);
  expect(m).not.toBeNull();
  const turns = parseAlg(m?.[1] ?? '', 7);
  expect(turns.length).toBe(140);
  expect(applyMoves(solvedFacelets(7), turns, new CubeMoves(7))).toBe(s.facelets);
  expect(scrambleNote(scramble(newSession(3)))).toBe(
    'scrambled (seed 1): a uniformly random position',
  );
});
