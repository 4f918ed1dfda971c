import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { InvalidPermutationError } from './errors.js';
import {
  apply,
  commutator,
  compose,
  composeInto,
  conjugate,
  equals,
  fromArray,
  identity,
  invert,
  isIdentity,
  isPermutation,
  power,
} from './perm.js';
import { perm, perms } from './test-support/arbitraries.js';

describe('representation', () => {
  test.each([
    [10, Uint8Array],
    [256, Uint8Array],
    [257, Uint16Array],
    [65536, Uint16Array],
    [65537, Uint32Array],
  ])('degree %i is stored as %o', (n, type) => {
    const p = identity(n);
    expect(p).toBeInstanceOf(type);
    expect(p[n - 1]).toBe(n - 1);
  });

  test.each([
    [[0, 2, 2], /value 2 appears at indices 1 and 2/],
    [[0, 3, 1], /value 3 at index 1 is out of range/],
    [[0, -1], /value -1 at index 1/],
    [[0, 1.5], /value 1.5 at index 1/],
    [[Number.NaN], /value NaN at index 0/],
  ])('fromArray(%j) throws a clear InvalidPermutationError', (xs, message) => {
    expect(() => fromArray(xs)).toThrow(InvalidPermutationError);
    expect(() => fromArray(xs)).toThrow(message);
    expect(isPermutation(xs)).toBe(false);
  });

  test('identity of a negative or fractional degree is refused', () => {
    expect(() => identity(-1)).toThrow(InvalidPermutationError);
    expect(() => identity(2.5)).toThrow(InvalidPermutationError);
  });
});

describe('the convention: apply(p, xs)[i] = xs[p[i]], compose(a, b) = a then b', () => {
  test('apply moves the element at p[i] to i, keeping the list type', () => {
    const p = fromArray([2, 0, 1]);
    expect(apply(p, ['a', 'b', 'c'])).toEqual(['c', 'a', 'b']);
    const typed = apply(p, new Float64Array([0.5, 1.5, 2.5]));
    expect(typed).toBeInstanceOf(Float64Array);
    expect([...typed]).toEqual([2.5, 0.5, 1.5]);
  });

  test('compose(a, b)[i] = a[b[i]]', () => {
    expect([...compose(fromArray([1, 2, 0]), fromArray([0, 2, 1]))]).toEqual([1, 0, 2]);
  });

  test('apply of a different degree is refused', () => {
    expect(() => apply(identity(3), [1, 2])).toThrow(/degrees differ/);
    expect(() => compose(identity(3), identity(4))).toThrow(InvalidPermutationError);
  });

  test('apply(compose(a, b), x) = apply(b, apply(a, x))', () => {
    fc.assert(
      fc.property(perms(2), ([a, b]) => {
        const xs = Array.from({ length: a!.length }, (_, i) => `s${i}`);
        expect(apply(compose(a!, b!), xs)).toEqual(apply(b!, apply(a!, xs)));
      }),
    );
  });
});

describe('group laws', () => {
  test('associativity', () => {
    fc.assert(
      fc.property(perms(3), ([a, b, c]) =>
        equals(compose(compose(a!, b!), c!), compose(a!, compose(b!, c!))),
      ),
    );
  });

  test('identity is neutral on both sides', () => {
    fc.assert(
      fc.property(perm(), (p) => {
        const e = identity(p.length);
        return equals(compose(p, e), p) && equals(compose(e, p), p);
      }),
    );
  });

  test('invert gives a two-sided inverse and is an involution', () => {
    fc.assert(
      fc.property(perm(), (p) => {
        const q = invert(p);
        return isIdentity(compose(p, q)) && isIdentity(compose(q, p)) && equals(invert(q), p);
      }),
    );
  });

  test('(ab)⁻¹ = b⁻¹a⁻¹', () => {
    fc.assert(
      fc.property(perms(2), ([a, b]) =>
        equals(invert(compose(a!, b!)), compose(invert(b!), invert(a!))),
      ),
    );
  });

  test('composeInto may write over its second argument', () => {
    fc.assert(
      fc.property(perms(2), ([a, b]) => {
        const expected = compose(a!, b!);
        const out = b!.slice();
        return equals(composeInto(out, a!, out), expected);
      }),
    );
  });
});

describe('power', () => {
  test('p^(j+k) = p^j then p^k, for negative exponents too', () => {
    fc.assert(
      fc.property(
        perm(),
        fc.integer({ min: -50, max: 50 }),
        fc.integer({ min: -50, max: 50 }),
        (p, j, k) => equals(power(p, j + k), compose(power(p, j), power(p, k))),
      ),
    );
  });

  test('small exponents agree with repeated composition', () => {
    fc.assert(
      fc.property(perm(), (p) => {
        let q = identity(p.length);
        for (let k = 0; k <= 6; k++) {
          if (!equals(power(p, k), q)) return false;
          q = compose(q, p);
        }
        return equals(power(p, -1), invert(p));
      }),
    );
  });

  test('bigint exponents beyond 2^53 reduce exactly', () => {
    const p = fromArray([1, 2, 0, 4, 3]); // a 3-cycle and a transposition, order 6
    const huge = 6n * 10n ** 30n + 5n;
    expect(power(p, huge)).toEqual(power(p, 5));
    expect(power(p, -huge)).toEqual(power(p, -5));
    expect(() => power(p, 2 ** 60)).toThrow(RangeError);
  });
});

describe('conjugate and commutator (cubing conventions)', () => {
  test('conjugate(p, q) is q, then p, then q⁻¹', () => {
    fc.assert(
      fc.property(perms(2), ([p, q]) => {
        const xs = Array.from({ length: p!.length }, (_, i) => i);
        const stepwise = apply(invert(q!), apply(p!, apply(q!, xs)));
        return equals(apply(conjugate(p!, q!), xs), stepwise);
      }),
    );
  });

  test('commutator(a, b) is a, b, a⁻¹, b⁻¹, and trivial when they commute', () => {
    fc.assert(
      fc.property(perms(2), ([a, b]) => {
        const expected = compose(compose(a!, b!), compose(invert(a!), invert(b!)));
        return equals(commutator(a!, b!), expected) && isIdentity(commutator(a!, power(a!, 3)));
      }),
    );
  });

  test('conjugation preserves the cycle structure: a 3-cycle conjugates to a 3-cycle', () => {
    const threeCycle = fromArray([1, 2, 0, 3, 4, 5]);
    const q = fromArray([5, 3, 1, 4, 0, 2]);
    const c = conjugate(threeCycle, q);
    expect(equals(power(c, 3), identity(6))).toBe(true);
    expect([...c].filter((y, x) => y !== x)).toHaveLength(3);
  });
});
