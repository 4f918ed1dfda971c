import { applyTokens, cubeModel, token } from '../nxn/model.js';

/** A seeded sequence of random quarter turns of any layer, as NxNxN model tokens (for tests). */
export function randomTokens(n: number, length: number, seed: number): number[] {
  let s = seed;
  const next = () => {
    s = (Math.imul(s, 1103515245) + 12345) & 0x7fffffff;
    return s >> 4;
  };
  return Array.from({ length }, () => token(n, next() % 3, next() % n, next() % 2 === 0 ? 1 : 3));
}

/** The state after `tokens` from `start` (a copy). */
export function endState(n: number, start: Int32Array, tokens: readonly number[]): Int32Array {
  const s = start.slice();
  applyTokens(cubeModel(n), s, tokens);
  return s;
}
