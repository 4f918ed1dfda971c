import { expect } from 'vitest';

/**
 * `expect(Array.from(got)).toEqual(Array.from(want))`, compared in a plain loop first: vitest's
 * deep equality walks each element through its matchers, and checks of thousands of states (a
 * 33-cube's 6,534-sticker moves, every fusion of a random sequence) spent seconds there. Equal,
 * one assertion; different, toEqual on the two arrays for its diff.
 */
export function expectSameNumbers(
  got: ArrayLike<number>,
  want: ArrayLike<number>,
  message?: string,
): void {
  let same = got.length === want.length;
  for (let i = 0; same && i < want.length; i++) same = got[i] === want[i];
  if (same) expect(same, message).toBe(true);
  else expect(Array.from(got), message).toEqual(Array.from(want));
}
