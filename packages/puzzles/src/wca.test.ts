import { applyMoves, CubeMoves, parseAlg, solvedFacelets } from '@puz/cube';
import { InvalidStateError, ParseError, PermPuzzle, rng, SearchLimitError } from '@puz/perm';
import { describe, expect, test } from 'vitest';
import { solvers } from './registry.js';
import { type WcaSolveOptions, wcaPuzzle } from './wca.js';

/** A seeded random walk of the puzzle's own moves, as a cube-notation scramble. */
function scramble(n: 2 | 3, seed: number, length: number): string {
  const names = wcaPuzzle(n).moveNames;
  const random = rng(seed);
  return Array.from({ length }, () => names[random.int(names.length)] as string)
    .map((m) => (m.startsWith('-') ? `${m.slice(1)}'` : m))
    .join(' ');
}

/** The facelet labels after `alg` (cube notation) is applied to the solved cube, by @puz/cube. */
const state = (n: 2 | 3, alg: string) => [
  ...applyMoves(solvedFacelets(n), parseAlg(alg, n), new CubeMoves(n)),
];
/** The same alg in the puzzle's move names (U' is -U). */
const spelled = (alg: string) =>
  alg.split(' ').map((t) => (t.endsWith("'") ? `-${t.slice(0, -1)}` : t));

describe('the WCA 2x2x2 and 3x3x3 in the registry', () => {
  test("the models' moves are @puz/cube's face turns on facelet strings", () => {
    for (const n of [2, 3] as const) {
      const alg = scramble(n, n, 25);
      expect(wcaPuzzle(n).replay([...solvedFacelets(n)], spelled(alg))).toEqual(state(n, alg));
    }
  });

  test('2x2x2: every exact solver gives the same length; QTM answers are quarter turns', () => {
    for (const seed of [1, 2, 3]) {
      const start = state(2, scramble(2, seed, 20));
      const htm = solvers.solve('2x2x2', start, undefined);
      expect(htm).toMatchObject({ solver: 'table', optimal: true });
      // The blind searches take seconds on a busy machine: bidirectional on one position, and
      // bfs (the same wrapper) not here.
      const others = seed === 1 ? ['idastar', 'astar', 'bidirectional'] : ['idastar'];
      for (const solver of others)
        expect(solvers.solve('2x2x2', start, undefined, { solver }).length, solver).toBe(
          htm.length,
        );
      const qtm = solvers.solve('2x2x2', start, undefined, { metric: 'qtm' });
      expect(qtm.moves.every((m) => !m.endsWith('2'))).toBe(true);
      expect(qtm.length).toBeGreaterThanOrEqual(htm.length);
      // God's number: 11 in HTM, 14 in QTM.
      expect(htm.length).toBeLessThanOrEqual(11);
      expect(qtm.length).toBeLessThanOrEqual(14);
    }
  });

  test('3x3x3: two-phase answers of at most 20 moves, replayed', () => {
    for (const seed of [1, 2]) {
      const start = state(3, scramble(3, seed, 30));
      const s = solvers.solve('3x3x3', start, undefined);
      expect(s).toMatchObject({ solver: 'twophase', optimal: false });
      expect(s.length).toBeLessThanOrEqual(20);
      expect(wcaPuzzle(3).check(start, [...solvedFacelets(3)], s.moves).valid).toBe(true);
    }
  });

  test("3x3x3: the CLI's settings reach the solvers (maxLength, genetic's seed)", () => {
    const start = state(3, scramble(3, 7, 30));
    const goal = [...solvedFacelets(3)];
    const first = solvers.solve('3x3x3', start, undefined);
    // maxLength above the default answer changes nothing; below the shortest possible (a
    // 30-move random walk is never 3 moves from solved) it is a limit within the budget.
    // (The registry hands a solver the options object it is given, extensions and all.)
    const wca = (options: WcaSolveOptions) => solvers.solve('3x3x3', start, undefined, options);
    expect(wca({ maxLength: 22 }).moves).toEqual(first.moves);
    expect(() => wca({ maxLength: 3, budgetMs: 200 })).toThrow(SearchLimitError);
    // Genetic: seeded, so the same seed gives the same answer; generations are its nodes.
    const short = state(3, "R U F' L");
    const g1 = solvers.solve('3x3x3', short, undefined, { solver: 'genetic', seed: 3 });
    const g2 = solvers.solve('3x3x3', short, undefined, { solver: 'genetic', seed: 3 });
    expect(g1).toMatchObject({ solver: 'genetic', optimal: false, moves: g2.moves });
    expect(g1.stats.expanded).toBeGreaterThan(0);
    expect(wcaPuzzle(3).check(short, goal, g1.moves).valid).toBe(true);
  });

  test('recognised by structure under another name; refused where the model cannot go', () => {
    const model = wcaPuzzle(3);
    const renamed = new PermPuzzle({
      name: 'my cube',
      moves: [...model.baseMoves].reverse().map((m) => [m, model.perm(m) as ArrayLike<number>]),
    });
    expect(solvers.identify(renamed)?.type).toBe('3x3x3');
    const start = state(3, "R U R' U'");
    const s = solvers.solvePuzzle(renamed, start, undefined);
    expect(renamed.check(start, [...solvedFacelets(3)], s.moves).valid).toBe(true);
    // Centres turned (a whole-cube rotation): face turns never move them.
    const turned = state(3, 'x');
    expect(() => solvers.solve('3x3x3', turned, undefined)).toThrow(InvalidStateError);
    // The 2x2x2 model turns U, R, F about a fixed DBL corner.
    expect(() => solvers.solve('2x2x2', state(2, 'D'), undefined)).toThrow(/DBL corner/);
    // Another goal, or QTM on the 3x3x3: typed errors, never a guess.
    expect(() => solvers.solve('3x3x3', start, state(3, 'U'))).toThrow(InvalidStateError);
    expect(() => solvers.solve('3x3x3', start, undefined, { metric: 'qtm' })).toThrow(ParseError);
  });
});
