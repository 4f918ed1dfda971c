import fc from 'fast-check';
import { fromArray, type Perm } from '../perm.js';

/** A permutation built by sorting random keys, so fast-check can shrink it. */
function permOf(keys: readonly number[]): Perm {
  const order = keys
    .map((_, i) => i)
    .sort((a, b) => (keys[a] as number) - (keys[b] as number) || a - b);
  return fromArray(order);
}

/** `count` permutations of one random degree in 0..maxDegree. */
export function perms(count: number, maxDegree = 40): fc.Arbitrary<Perm[]> {
  return fc
    .integer({ min: 0, max: maxDegree })
    .chain((n) =>
      fc.array(fc.array(fc.integer(), { minLength: n, maxLength: n }), {
        minLength: count,
        maxLength: count,
      }),
    )
    .map((keyLists) => keyLists.map(permOf));
}

/** One permutation of degree 0..maxDegree. */
export function perm(maxDegree = 40): fc.Arbitrary<Perm> {
  return perms(1, maxDegree).map((ps) => ps[0] as Perm);
}
