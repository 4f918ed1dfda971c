import { rng } from '@puz/perm';
import { describe, expect, it } from 'vitest';
import { MOVES } from '../four/model.js';
import {
  applyMoves,
  CubeMoves,
  countMoves,
  formatAlg,
  parseAlg,
  simplifyAlg,
  solvedFacelets,
} from '../index.js';
import { mergeObtm } from './merge.js';

const cube = new CubeMoves(4);
const SOLVED = solvedFacelets(4);
const obtm = (alg: string) => countMoves(parseAlg(alg, 4), 4, 'htm');

describe('mergeObtm', () => {
  it.each([
    ["Dw2 D'", "Dw2 D'"],
    ['Dw2 D2 D', "Dw2 D'"],
    ["U U'", ''],
    ["R U U' R", 'R2'],
    ['Uw2 Dw2', 'y2'],
    ["Uw2 U Dw2 D'", "U D' y2"],
    ["Rw R'", "R' Rw"],
    ['F B F', 'F2 B'],
  ])('%s -> %s', (input, want) => {
    const got = mergeObtm(parseAlg(input, 4));
    expect(formatAlg(got, 4)).toBe(want);
    expect(applyMoves(SOLVED, got, cube)).toBe(applyMoves(SOLVED, parseAlg(input, 4), cube));
  });

  it('keeps the permutation and never counts more than the input or simplifyAlg', () => {
    const r = rng(7);
    for (let t = 0; t < 300; t++) {
      // Runs of same-axis moves are what merging is about: draw moves from few axes.
      const axes = 1 + r.int(2);
      const pool = MOVES.filter((m) => m.axis < axes + (t % 2));
      const moves = Array.from({ length: 1 + r.int(12) }, () => pool[r.int(pool.length)]!.move);
      const merged = mergeObtm(moves);
      expect(applyMoves(SOLVED, merged, cube)).toBe(applyMoves(SOLVED, moves, cube));
      const n = countMoves(merged, 4, 'htm');
      expect(n).toBeLessThanOrEqual(countMoves(moves, 4, 'htm'));
      expect(n).toBeLessThanOrEqual(countMoves(simplifyAlg(moves, 4), 4, 'htm'));
    }
    expect(obtm("Dw2 D'")).toBe(2);
  });
});
