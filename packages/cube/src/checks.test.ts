import { rng } from '@puz/perm';
import { describe, expect, test } from 'vitest';
import { checkState, cornerSlots, edgeSlots } from './checks.js';
import { InvalidStateError } from './errors.js';
import { applyMoves, solvedFacelets } from './facelets.js';
import type { Move } from './move.js';
import { CubeMoves } from './moves.js';
import { parseAlg } from './notation.js';

function scramble(n: number, seed: number, length = 40): string {
  const r = rng(seed);
  const faces = ['U', 'R', 'F', 'D', 'L', 'B'] as const;
  const moves: Move[] = Array.from({ length }, () => {
    const k = 1 + r.int(n);
    return { face: faces[r.int(6)]!, from: k, to: k, amount: (1 + r.int(3)) as 1 | 2 | 3 };
  });
  return applyMoves(solvedFacelets(n), moves, new CubeMoves(n));
}

function reason(facelets: string): string | undefined {
  try {
    checkState(facelets);
    return undefined;
  } catch (e) {
    expect(e).toBeInstanceOf(InvalidStateError);
    return `${(e as InvalidStateError).reason}: ${(e as Error).message}`;
  }
}

const set = (s: string, changes: Record<number, string>) =>
  [...s].map((ch, i) => changes[i] ?? ch).join('');

describe('slots', () => {
  test('Kociemba order: URF is (U9, R1, F3) = (8, 9, 20); UR edge is (U6, R2) = (5, 10)', () => {
    expect(cornerSlots(3)[0]).toEqual([8, 9, 20]);
    expect(edgeSlots(3)).toContainEqual([5, 10]);
    expect(cornerSlots(2)).toHaveLength(8);
    expect(new Set(cornerSlots(4).flat()).size).toBe(24);
    expect(edgeSlots(4)).toEqual([]);
  });
});

describe('reachable positions pass', () => {
  test.each([1, 2, 3, 4, 5, 6])(
    'n = %i: solved and 20 random scrambles (slice moves included)',
    (n) => {
      expect(reason(solvedFacelets(n))).toBeUndefined();
      for (let seed = 0; seed < 20; seed++) expect(reason(scramble(n, seed))).toBeUndefined();
    },
  );

  test('a whole-cube rotation of the 3x3x3 passes (the centres set the colours)', () => {
    const cube = new CubeMoves(3);
    expect(reason(applyMoves(solvedFacelets(3), parseAlg("x y' R U", 3), cube))).toBeUndefined();
  });
});

describe('impossible positions are named', () => {
  const solved3 = solvedFacelets(3);
  test.each([
    ['too short', solved3.slice(1), /^length: .*has 53/],
    ['an unknown letter', set(solved3, { 0: 'X' }), /^colours: letter 1 is "X"/],
    ['wrong colour counts', set(solved3, { 0: 'D' }), /^colours: .*U appears 8, D appears 10/],
    [
      'mirrored centres (R and L swapped)',
      set(solved3, { 13: 'L', 40: 'R' }),
      /^centres: the centres show ULFDRB: that is the mirror image/,
    ],
    ['centres not opposite', set(solved3, { 4: 'R', 13: 'U' }), /^centres: .*not opposite colours/],
  ])('%s', (_, facelets, message) => {
    expect(reason(facelets)).toMatch(message);
  });

  test.each([2, 3, 4, 5])('n = %i: one corner twisted in place', (n) => {
    const s = scramble(n, 7);
    const [a, b, c] = cornerSlots(n)[3]!;
    expect(reason(set(s, { [a!]: s[c!]!, [b!]: s[a!]!, [c!]: s[b!]! }))).toMatch(
      /^twist: a twisted corner/,
    );
  });

  test.each([2, 3, 4])('n = %i: a corner with colours no corner has', (n) => {
    const s = solvedFacelets(n);
    const [a, b, c] = cornerSlots(n)[0]!; // U, R, F stickers of URF
    // Swap its R and F stickers with each other: a mirror-image corner (counts unchanged).
    expect(reason(set(s, { [b!]: s[c!]!, [c!]: s[b!]! }))).toMatch(
      /^corner: the corner at URF shows U, F, R/,
    );
    void a;
  });

  test('3x3x3: one flipped edge', () => {
    const s = scramble(3, 11);
    const [a, b] = edgeSlots(3)[5]!;
    expect(reason(set(s, { [a!]: s[b!]!, [b!]: s[a!]! }))).toMatch(/^flip: a flipped edge/);
  });

  test('3x3x3: two edges swapped (odd permutation)', () => {
    const s = solvedFacelets(3);
    const [a1, b1] = edgeSlots(3)[0]!;
    const [a2, b2] = edgeSlots(3)[1]!;
    expect(
      reason(set(s, { [a1!]: s[a2!]!, [b1!]: s[b2!]!, [a2!]: s[a1!]!, [b2!]: s[b1!]! })),
    ).toMatch(/^parity: wrong parity/);
  });

  test('3x3x3: an edge with colours no edge has', () => {
    // Trade one sticker between two edges: UF becomes U-D (no such edge), counts unchanged.
    const s = solvedFacelets(3);
    const [, b1] = edgeSlots(3).find((e) => s[e[0]!] === 'U' && s[e[1]!] === 'F')!;
    const [a2] = edgeSlots(3).find((e) => s[e[0]!] === 'D')!;
    expect(reason(set(s, { [b1!]: s[a2!]!, [a2!]: s[b1!]! }))).toMatch(
      /^edge: the edge at UF shows U, D: no edge has those colours/,
    );
  });

  // Big cubes: face f's sticker (row, col) is at f·n² + row·n + col (U R F D L B).
  test('4x4x4: one wing flipped in place', () => {
    const s = scramble(4, 3);
    const solved = solvedFacelets(4);
    // The UF wing at column 1: U (row 3, col 1) = 13 and F (row 0, col 1) = 32 + 1 = 33.
    expect(reason(set(solved, { 13: solved[33]!, 33: solved[13]! }))).toMatch(
      /^edge: .*flipped in place/,
    );
    expect(reason(s)).toBeUndefined();
  });

  test('4x4x4: a wing with colours no edge has', () => {
    const s = solvedFacelets(4);
    // Trade the F sticker of the UF wing (33) with the D sticker of the DF wing (D row 0 col 1 = 49).
    expect(reason(set(s, { 33: s[49]!, 49: s[33]! }))).toMatch(
      /^edge: an edge piece shows .*: no edge has those colours/,
    );
  });

  test('5x5x5 and 6x6x6: centre pieces of one kind cannot trade with another kind', () => {
    const s5 = solvedFacelets(5);
    // U x-centre (row 1, col 1) = 6 and R t-centre (row 1, col 2) = 25 + 7 = 32.
    expect(reason(set(s5, { 6: s5[32]!, 32: s5[6]! }))).toMatch(
      /^centres: colour .* among the centre pieces of one kind/,
    );
    const s6 = solvedFacelets(6);
    // U oblique (1, 2) = 8 and F's mirror oblique (2, 1) = 72 + 13 = 85.
    expect(reason(set(s6, { 8: s6[85]!, 85: s6[8]! }))).toMatch(/^centres: /);
  });
});
