import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { cycles, cycleType, fromCycles, order, parity, support, toCycles } from './cycles.js';
import { ParseError } from './errors.js';
import { apply, compose, equals, identity, isIdentity, power } from './perm.js';
import { perm, perms } from './test-support/arbitraries.js';

describe('cycle notation', () => {
  test('(a b c) moves the piece at a to b', () => {
    const p = fromCycles(5, '(1 2 3)(4 5)', { base: 1 });
    expect(apply(p, ['A', 'B', 'C', 'D', 'E'])).toEqual(['C', 'A', 'B', 'E', 'D']);
    expect(cycles(p)).toEqual([
      [0, 1, 2],
      [3, 4],
    ]);
  });

  test.each([
    ['(1 2 3)(4 5)', '(1 2 3)(4 5)'],
    ['(1,2,3)(4,5)', '(1 2 3)(4 5)'],
    ['  ( 2 3 1 ) ', '(1 2 3)'],
    ['(5 4)', '(4 5)'],
    ['()', '()'],
    ['', '()'],
    ['(3)', '()'],
  ])('%j reads as %j', (text, expected) => {
    expect(toCycles(fromCycles(6, text, { base: 1 }), { base: 1 })).toBe(expected);
  });

  test('GAP-style output', () => {
    expect(toCycles(fromCycles(4, '(0 1)(2 3)'), { base: 1, separator: ',' })).toBe('(1,2)(3,4)');
  });

  test.each([
    ['(1 2', /unclosed/, 4],
    ['1 2)', /outside a cycle/, 0],
    ['(1 (2))', /inside a cycle/, 3],
    ['(1 2) 3)', /outside a cycle/, 6],
    ['(1 2 1)', /appears twice/, 5],
    ['(1 2)(2 3)', /appears twice/, 6],
    ['(0 1)', /outside 1\.\.4/, 1],
    ['(1 9)', /point 9 is outside 1\.\.4/, 3],
    ['(1 x)', /unexpected character "x"/, 3],
    [')', /without a matching/, 0],
  ])('%j is a ParseError (%s) at %i', (text, message, position) => {
    let error: unknown;
    try {
      fromCycles(4, text, { base: 1 });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ParseError);
    expect((error as ParseError).message).toMatch(message);
    expect((error as ParseError).position).toBe(position);
    expect((error as ParseError).input).toBe(text);
  });

  test('round trip: fromCycles(toCycles(p)) = p, in either base', () => {
    fc.assert(
      fc.property(perm(), fc.constantFrom(0, 1), (p, base) =>
        equals(fromCycles(p.length, toCycles(p, { base }), { base }), p),
      ),
    );
  });

  test('garbage never escapes as anything but a ParseError', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'()0123456789 ,-x') }), (text) => {
        try {
          fromCycles(8, text);
        } catch (e) {
          return e instanceof ParseError;
        }
        return true;
      }),
    );
  });
});

describe('structure', () => {
  test('cycle type, parity, order and support of an example', () => {
    const p = fromCycles(9, '(0 1 2)(3 4)(5 6 7 8)');
    expect(cycleType(p)).toEqual([4, 3, 2]);
    expect(cycleType(identity(3))).toEqual([1, 1, 1]);
    expect(parity(p)).toBe(0); // 2 + 1 + 3 transpositions
    expect(order(p)).toBe(12n);
    expect(support(p)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(support(fromCycles(5, '(1 3)'))).toEqual([1, 3]);
  });

  test('order is exact beyond 2^53 (the lcm of the first primes)', () => {
    const primes = [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47];
    let start = 0;
    let text = '';
    for (const q of primes) {
      text += `(${Array.from({ length: q }, (_, i) => start + i).join(' ')})`;
      start += q;
    }
    const expected = primes.reduce((acc, q) => acc * BigInt(q), 1n);
    expect(order(fromCycles(start, text))).toBe(expected);
    expect(expected > 2n ** 53n).toBe(true);
  });

  test('parity is a homomorphism and agrees with counting inversions', () => {
    fc.assert(
      fc.property(perms(2), ([a, b]) => {
        let inversions = 0;
        for (let i = 0; i < a!.length; i++)
          for (let j = i + 1; j < a!.length; j++) if (a![i]! > a![j]!) inversions++;
        return (
          parity(a!) === inversions % 2 && parity(compose(a!, b!)) === (parity(a!) ^ parity(b!))
        );
      }),
    );
  });

  test('p^order(p) is the identity and no proper divisor of the order is', () => {
    fc.assert(
      fc.property(perm(12), (p) => {
        const o = Number(order(p));
        if (!isIdentity(power(p, o))) return false;
        for (let d = 1; d < o; d++) if (o % d === 0 && isIdentity(power(p, d))) return false;
        return true;
      }),
    );
  });

  test('cycle lengths partition the degree; the support is the union of the cycles', () => {
    fc.assert(
      fc.property(perm(), (p) => {
        const sum = cycleType(p).reduce((s, l) => s + l, 0);
        const fromCyclesList = cycles(p)
          .flat()
          .sort((x, y) => x - y);
        return sum === p.length && equals(fromCyclesList, support(p));
      }),
    );
  });
});
