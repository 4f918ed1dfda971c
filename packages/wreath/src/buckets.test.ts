import { mismatches, rng } from '@puz/perm';
import { describe, expect, test } from 'vitest';
import { bucketCounter, bucketKey, specialLabels } from './buckets.js';
import { buildEndgame } from './endgame.js';
import { replay, wreathModel } from './model.js';
import { wreathSolved } from './puzzle.js';
import { runBeamSearch } from './runs.js';
import { encodeStates } from './states.js';

/** A Santa-coloured wreath_n/n scrambled by `length` random moves (codes 0..3). */
function scrambled(n: number, seed: number, length: number) {
  const solved = wreathSolved(n);
  const { goal, colours } = encodeStates(n, solved, solved);
  const model = wreathModel(n, colours);
  const random = rng(seed);
  const moves = Array.from({ length }, () => random.uint32() & 3);
  return { model, start: replay(model, goal, moves), goal };
}

describe('special pieces and buckets', () => {
  test('the special pieces are the crossings’ labels when they have at most two stickers', () => {
    const { model, start, goal } = scrambled(9, 1, 30);
    // Santa's colouring: the two Cs (code 0, the label of sticker 0).
    expect(specialLabels(model, start, goal)).toEqual([goal[0]]);
    // All stickers distinct: the two crossings' own stickers.
    const distinct = Uint16Array.from({ length: model.size }, (_, i) => i);
    const m2 = wreathModel(9, model.size);
    expect(specialLabels(m2, distinct, distinct)).toEqual([0, 3]);
    // The crossings wanting A (many stickers): nothing small to bucket by, no counter.
    const wide = Uint16Array.from(goal, (c) => (c === goal[0] ? 1 : c));
    wide[5] = goal[0] as number;
    wide[12] = goal[0] as number;
    expect(specialLabels(model, wide, wide)).toBeUndefined();
    expect(bucketCounter(model, wide, wide, 4)).toBeUndefined();
    expect(bucketCounter(model, start, goal, 0)).toBeUndefined();
  });

  test('bucket keys ignore which special sticker is which; a full bucket refuses', () => {
    expect(bucketKey(3, 7, 16)).toBe(bucketKey(7, 3, 16));
    expect(bucketKey(3, 7, 16)).not.toBe(bucketKey(3, 8, 16));
    const { model, goal } = scrambled(8, 2, 0);
    const counter = bucketCounter(model, goal, goal, 2)!;
    const other = replay(model, goal, [0]); // l moves a C off the lower crossing
    const states = new Uint16Array(4 * model.size);
    states.set(goal, 0);
    states.set(goal, model.size);
    states.set(goal, 2 * model.size);
    states.set(other, 3 * model.size);
    expect([0, 1, 2, 3].map((k) => counter.admit(states, k * model.size))).toEqual([
      true,
      true,
      false, // a third state with the Cs on the crossings
      true, // the Cs elsewhere: another bucket
    ]);
    counter.reset();
    expect(counter.admit(states, 0)).toBe(true);
  });

  test('the bucketed run beam solves generated wreaths; every answer replays to the goal', () => {
    for (const [n, seed] of [
      [9, 1],
      [13, 2],
      [16, 3],
      [21, 4],
    ] as const) {
      const { model, start, goal } = scrambled(n, seed, 300);
      const endgame = buildEndgame(model, [goal], 20_000, 1);
      for (const bucketCap of [0, 2, 16]) {
        const found = runBeamSearch(model, start, goal, 0, {
          width: 200,
          seed: 1,
          maxDepth: 30 * n + 50,
          deadline: Number.POSITIVE_INFINITY,
          mismatchWeight: 4,
          headWeight: 1,
          lookAheadWeight: 2,
          pairWeight: 2,
          endgame,
          bucketCap,
        });
        expect(found, `n ${n} cap ${bucketCap}`).not.toBeNull();
        expect(mismatches(replay(model, start, found!), goal)).toBe(0);
      }
    }
  });
});
