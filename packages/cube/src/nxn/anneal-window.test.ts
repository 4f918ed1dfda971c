import { rng } from '@puz/perm';
import { describe, expect, test } from 'vitest';
import { windowDiff } from './anneal-window.js';
import { cubeModel, inverseToken, token } from './model.js';

/** Where every slot goes through `moves` (brute force, all slots). */
function forwardAll(n: number, moves: readonly number[]): Int32Array {
  const model = cubeModel(n);
  const at = Int32Array.from({ length: model.size }, (_, i) => i);
  for (const t of moves) {
    const p = model.perms[inverseToken(t)] as Int32Array;
    for (let i = 0; i < at.length; i++) at[i] = p[at[i] as number] as number;
  }
  return at;
}

describe('windowDiff: the slots an annealing edit moves elsewhere', () => {
  test('equals the brute-force difference of the two windows, face turns and slices alike', () => {
    const random = rng(7);
    for (const n of [4, 7, 10]) {
      const model = cubeModel(n);
      const pick = () => token(n, random.int(3), random.int(n), random.int(2) === 0 ? 1 : 3);
      for (let trial = 0; trial < 40; trial++) {
        const oldMoves = Array.from({ length: random.int(5) }, pick);
        const newMoves = Array.from({ length: random.int(5) }, pick);
        const diff = windowDiff(model, oldMoves, oldMoves.length, newMoves, newMoves.length);
        const a = forwardAll(n, oldMoves);
        const b = forwardAll(n, newMoves);
        const want: [number, number][] = [];
        for (let x = 0; x < model.size; x++) if (a[x] !== b[x]) want.push([x, b[x] as number]);
        const got = Array.from(diff.from, (x, i) => [x, diff.to[i] as number]);
        expect(got.sort((p, q) => (p[0] as number) - (q[0] as number))).toEqual(want);
      }
    }
  });

  test('a slice conjugated by a face turn differs from the slice on two slices, not the face', () => {
    const n = 10;
    const model = cubeModel(n);
    const f = token(n, 0, 0, 1);
    const s = token(n, 1, 3, 1);
    const diff = windowDiff(model, [s], 1, [f, s, inverseToken(f)], 3);
    expect(diff.from.length).toBeGreaterThan(0);
    expect(diff.from.length).toBeLessThanOrEqual(2 * 4 * n);
  });
});
