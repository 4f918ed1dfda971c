import { describe, expect, test } from 'vitest';
import { endState, randomTokens } from '../test-support/tokens.js';
import { stickerKind } from './catalog.js';
import { applyTokens, cubeModel, tokensCost } from './model.js';
import { framesAt, fusionOf } from './pair-fuse.js';
import { candidatesOf, insertPairs, PairInserter } from './pair-insert.js';

/** Start, target and a prefix: the target with six colours, the start a scramble of it. */
function setup(n: number, seed: number) {
  const model = cubeModel(n);
  const target = Int32Array.from({ length: model.size }, (_, i) => Math.floor(i / (n * n)));
  const start = target.slice();
  applyTokens(model, start, randomTokens(n, 200, seed));
  return { model, target, start, prefix: randomTokens(n, 60, seed + 1) };
}

const wrongBy = (n: number, state: Int32Array, target: Int32Array) => {
  const out = { centre: 0, other: 0 };
  state.forEach((v, i) => {
    if (v !== target[i]) out[stickerKind(n, i) === 'centre' ? 'centre' : 'other']++;
  });
  return out;
};

describe('insertPairs', () => {
  test.each([
    [5, 1],
    [6, 2],
    [8, 3],
  ])('cube_%i: places centres only, at least half a sticker per move added', (n, seed) => {
    const { model, target, start, prefix } = setup(n, seed);
    const before = endState(n, start, prefix);
    const moves = insertPairs(model, start, target, prefix, 0.5, () => {});
    const after = endState(n, start, moves);
    const wb = wrongBy(n, before, target);
    const wa = wrongBy(n, after, target);
    // Commutators of inner slices move centres only.
    after.forEach((v, i) => {
      if (stickerKind(n, i) !== 'centre') expect(v).toBe(before[i]);
    });
    const placed = wb.centre - wa.centre;
    const added = tokensCost(moves) - tokensCost(prefix);
    expect(placed).toBeGreaterThan(0);
    expect(placed).toBeGreaterThanOrEqual(0.5 * added);
  });

  test('the rows kept up to date equal rows built from scratch after each insertion', () => {
    const n = 6;
    const { model, target, start, prefix } = setup(n, 7);
    const cands = candidatesOf(model);
    const ins = new PairInserter(model, cands, start, target, prefix);
    for (let step = 0; step < 12; step++) {
      const { m, c, ratio } = ins.best();
      if (m < 0 || ratio < 0.5) break;
      ins.insert(m, c);
      expect(Array.from(ins.fin)).toEqual(Array.from(endState(n, start, ins.seq)));
      const fresh = new PairInserter(model, cands, start, target, ins.seq);
      expect(ins.fw.length).toBe(ins.seq.length + 1);
      for (let r = 0; r <= ins.seq.length; r++) {
        expect(Array.from(ins.fw[r] as Int32Array)).toEqual(Array.from(fresh.fw[r] as Int32Array));
        expect(Array.from(ins.gains[r] as Int8Array)).toEqual(
          Array.from(fresh.gains[r] as Int8Array),
        );
        expect(Array.from(ins.hist[r] as Int32Array)).toEqual(
          Array.from(fresh.hist[r] as Int32Array),
        );
      }
    }
  });

  test('pairs fused into their frames keep the end state and every row exact', () => {
    const n = 7;
    const { model, target, start, prefix } = setup(n, 11);
    const cands = candidatesOf(model);
    const ins = new PairInserter(model, cands, start, target, prefix);
    let fused = 0;
    for (let step = 0; step < 40 && fused < 6; step++) {
      const choice = ins.best();
      if (choice.m < 0) break;
      // Take the best fusion anywhere when there is one, else the best plain insertion.
      let pick = { m: choice.m, c: choice.c, f: choice.fusion };
      for (let m = 0; m <= ins.seq.length && !pick.f; m++) {
        const frames = framesAt(n, ins.seq, m);
        for (let c = 0; c < cands.count && !pick.f; c++) {
          const f = fusionOf(n, ins.seq, frames, cands.moves[c] as number[]);
          if (f) pick = { m, c, f };
        }
      }
      const cost = tokensCost(ins.seq);
      ins.insert(pick.m, pick.c, pick.f);
      if (pick.f) {
        fused++;
        expect(tokensCost(ins.seq)).toBeLessThanOrEqual(cost + 2);
      }
      expect(Array.from(ins.fin)).toEqual(Array.from(endState(n, start, ins.seq)));
      const fresh = new PairInserter(model, cands, start, target, ins.seq);
      for (let r = 0; r <= ins.seq.length; r++) {
        expect(Array.from(ins.fw[r] as Int32Array)).toEqual(Array.from(fresh.fw[r] as Int32Array));
        expect(Array.from(ins.gains[r] as Int8Array)).toEqual(
          Array.from(fresh.gains[r] as Int8Array),
        );
      }
    }
    expect(fused).toBe(6);
  });
});
