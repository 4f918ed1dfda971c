import { describe, expect, it } from 'vitest';
import { PORTFOLIO_MEMBERS, runMember, solveGlobe } from './portfolio.js';
import { globePuzzle } from './puzzle.js';
import { solveGlobeOnce } from './solve.js';

/** A random walk of `len` moves from the solved globe (distinct labels on request). */
function scrambled(a: number, b: number, distinct: boolean, len: number, seed: number) {
  const puzzle = globePuzzle(a, b);
  const solved = distinct
    ? (puzzle.solved as readonly string[]).map((_, i) => `N${i}`)
    : (puzzle.solved as readonly string[]);
  let s = seed >>> 0;
  const next = () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 4294967296;
  };
  const names = puzzle.moveNames;
  const walk = Array.from({ length: len }, () => names[Math.floor(next() * names.length)]!);
  return { puzzle, solved, start: puzzle.replay(solved, walk) };
}

const wrongAfter = (
  puzzle: ReturnType<typeof globePuzzle>,
  start: readonly string[],
  moves: readonly string[],
  goal: readonly string[],
) => puzzle.replay(start, moves).filter((x, i) => x !== goal[i]).length;

describe('the portfolio of small globes', () => {
  it('every solve of it answers the forward problem (backward ones inverted), wildcards kept', () => {
    for (const [a, b, distinct, wildcards, seed] of [
      [1, 8, true, 0, 1],
      [3, 4, false, 2, 2],
      [2, 6, false, 0, 3],
    ] as const) {
      const { puzzle, solved, start } = scrambled(a, b, distinct, 150, seed);
      for (const member of PORTFOLIO_MEMBERS) {
        const { moves } = runMember(a, b, start, solved, member, {
          budgetNodes: 2,
          beamWidth: 60,
          windowMs: 0,
          wildcards,
        });
        expect(wrongAfter(puzzle, start, moves, solved)).toBeLessThanOrEqual(wildcards);
      }
    }
  }, 120_000);

  it('is never longer than its first solve alone (the single solve), and replays', () => {
    for (const [a, b, distinct, seed] of [
      [1, 8, true, 11],
      [3, 4, false, 12],
    ] as const) {
      const { puzzle, solved, start } = scrambled(a, b, distinct, 150, seed);
      const options = { budgetNodes: 2, beamWidth: 60, windowMs: 0, seed: 3 };
      const many = solveGlobe(a, b, start, solved, options);
      const one = solveGlobeOnce(a, b, start, solved, options);
      expect(wrongAfter(puzzle, start, many.moves, solved)).toBe(0);
      expect(many.length).toBeLessThanOrEqual(one.length);
      expect(solveGlobe(a, b, start, solved, { ...options, portfolio: 0 }).moves).toEqual(
        one.moves,
      );
    }
  }, 120_000);

  it('leaves globes over 64 cells to the single solve', () => {
    const { solved, start } = scrambled(6, 8, false, 60, 21);
    const options = { budgetNodes: 1, beamWidth: 30, seed: 1 };
    expect(solveGlobe(6, 8, start, solved, options).moves).toEqual(
      solveGlobeOnce(6, 8, start, solved, options).moves,
    );
  }, 120_000);
});
