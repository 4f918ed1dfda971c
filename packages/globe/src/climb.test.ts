import { encodeLabels, type LabelState, rng } from '@puz/perm';
import { describe, expect, it } from 'vitest';
import { ClimbScorer, climb } from './climb.js';
import { globePuzzle } from './puzzle.js';

/** Distinct labels (every cell its own), so that parity counts. */
const distinctLabels = (n: number) => Array.from({ length: n }, (_, i) => `N${i}`);

/** Label codes of `start` and `goal`, numbered by the goal alone (so calls share one code). */
function codes(start: readonly string[], goal: readonly string[]) {
  const {
    states: [t],
  } = encodeLabels(goal);
  const code = new Map(goal.map((x, i) => [x, (t as LabelState)[i] as number]));
  return { s: Uint16Array.from(start, (x) => code.get(x) as number), t: t as LabelState };
}

describe('ClimbScorer', () => {
  it('scores a solved globe 0, a turned row 0 (the turn is free), a swap by parity', () => {
    const puzzle = globePuzzle(1, 8);
    const goal = distinctLabels(32);
    const solved = codes(goal, goal);
    const scorer = new ClimbScorer(1, 8, solved.t);
    expect(scorer.score(solved.s, 0)).toBe(0);
    expect(scorer.score(codes(puzzle.replay(goal, ['r0', 'r0', '-r1']), goal).s, 0)).toBe(0);
    // Two cells of row 0 swapped: an odd pair, which 3-cycles cannot fix unless one row ends
    // turned by an odd step, so a whole row of distinct labels is misplaced (3 x 16).
    const swapped = [...goal];
    [swapped[2], swapped[5]] = [goal[5] as string, goal[2] as string];
    expect(scorer.score(codes(swapped, goal).s, 0)).toBeGreaterThanOrEqual(48);
    // The same swap of two repeated labels' cells costs only their own cells and neighbours.
    const santa = puzzle.solved as readonly string[];
    const rep = [...santa];
    [rep[2], rep[5]] = [santa[5] as string, santa[2] as string];
    const repScore = new ClimbScorer(1, 8, codes(santa, santa).t).score(codes(rep, santa).s, 0);
    expect(repScore).toBeGreaterThan(0);
    expect(repScore).toBeLessThan(48);
  });
});

describe('climb', () => {
  it('undoes a single flip (length + score 1), deterministically', () => {
    const puzzle = globePuzzle(1, 8);
    const goal = distinctLabels(32);
    const { s, t } = codes(puzzle.replay(goal, ['f3']), goal);
    const run = () =>
      climb({ a: 1, b: 8, state: s, target: t, iterations: 20_000, random: rng(5) });
    const moves = run();
    expect(run()).toEqual(moves);
    const end = codes(puzzle.replay(puzzle.replay(goal, ['f3']), moves), goal);
    expect(moves.length + new ClimbScorer(1, 8, t).score(end.s, 0)).toBeLessThanOrEqual(1);
  });

  it('never ends worse than where it began, on generated globes (equator left alone)', () => {
    for (const [a, b, seed] of [
      [1, 8, 1],
      [2, 6, 2],
      [3, 4, 3],
    ] as const) {
      const puzzle = globePuzzle(a, b);
      const goal = puzzle.solved as readonly string[];
      const r = rng(seed);
      const names = puzzle.moveNames.filter((m) => !(a % 2 === 0 && m.endsWith(`r${a / 2}`)));
      const start = puzzle.replay(
        goal,
        Array.from({ length: 60 }, () => names[r.int(names.length)] as string),
      );
      const { s, t } = codes(start, goal);
      const scorer = new ClimbScorer(a, b, t);
      const before = scorer.score(s, 0);
      const moves = climb({ a, b, state: s, target: t, iterations: 5000, random: rng(seed) });
      const end = codes(puzzle.replay(start, moves), goal);
      expect(moves.length + scorer.score(end.s, 0)).toBeLessThanOrEqual(before);
      if (a % 2 === 0) expect(moves.some((m) => m.endsWith(`r${a / 2}`))).toBe(false);
    }
  });
});
