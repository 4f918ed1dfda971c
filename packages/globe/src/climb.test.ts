import { encodeLabels, type LabelState, rng } from '@puz/perm';
import { describe, expect, it } from 'vitest';
import { ClimbScorer, climb } from './climb.js';
import { globePuzzle } from './puzzle.js';

/** Distinct labels (every cell its own), so that parity counts. */
const distinctLabels = (n: number) => Array.from({ length: n }, (_, i) => `N${i}`);

function codes(start: readonly string[], goal: readonly string[]) {
  const {
    states: [s, t],
  } = encodeLabels(start, goal);
  return { s: s as LabelState, t: t as LabelState };
}

describe('ClimbScorer', () => {
  it('scores a solved globe 0, and a row turned by one step 0 only when parity is free', () => {
    const puzzle = globePuzzle(1, 8);
    const santa = puzzle.solved as readonly string[];
    const distinct = distinctLabels(santa.length);
    for (const [goal, zero] of [
      [santa, true],
      [distinct, false],
    ] as const) {
      const solved = codes(goal, goal);
      expect(new ClimbScorer(1, 8, solved.t).score(solved.s, 0)).toBe(0);
      // One turn of a 16-cell row is odd: with distinct labels 3-cycles cannot undo it.
      const turned = codes(puzzle.replay(goal, ['r0']), goal);
      const score = new ClimbScorer(1, 8, turned.t).score(turned.s, 0);
      if (zero) expect(score).toBe(0);
      else expect(score).toBeGreaterThan(0);
    }
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
