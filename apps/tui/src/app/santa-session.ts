import { globeMoves } from '@puz/globe';
import { apply, rng } from '@puz/perm';
import { wreathMoves, wreathStickerCount } from '@puz/wreath';

/** A globe or wreath in the app: its sizes, its move permutations and its solved labels. */
export interface RingPuzzle {
  readonly family: 'globe' | 'wreath';
  /** globe_a/b, or wreath_n/n (a = b = n). */
  readonly a: number;
  readonly b: number;
  readonly name: string;
  /** Santa move names, inverses (`-m`) included. */
  readonly moves: Map<string, ArrayLike<number>>;
  readonly solution: readonly string[];
}

/** The Santa 2023 sizes, offered by the picker. */
export const GLOBE_SIZES: readonly [number, number][] = [
  [1, 8],
  [1, 16],
  [2, 6],
  [3, 4],
  [6, 4],
  [6, 8],
  [6, 10],
  [3, 33],
  [8, 25],
];
export const WREATH_SIZES: readonly number[] = [6, 7, 12, 21, 33, 100];

/**
 * Solved labels in the spirit of Santa's: a globe's columns in groups, the northern, equator and
 * southern rows told apart; a wreath's two rings A and B with the two shared cells C.
 */
function solvedLabels(family: 'globe' | 'wreath', a: number, b: number): string[] {
  if (family === 'wreath') {
    const size = wreathStickerCount(a);
    const labels: string[] = Array.from({ length: size }, (_, i) => (i < a ? 'A' : 'B'));
    const ringR = new Set<number>();
    const r = wreathMoves(a).get('r') as ArrayLike<number>;
    for (let i = 0; i < size; i++) if (r[i] !== i) ringR.add(i);
    for (let i = 0; i < a; i++) if (ringR.has(i)) labels[i] = 'C';
    return labels;
  }
  const width = 2 * b;
  const group = Math.max(1, Math.floor(width / 8));
  const out: string[] = [];
  for (let row = 0; row <= a; row++) {
    const band = 2 * row < a ? 0 : 2 * row > a ? 2 : 1;
    for (let col = 0; col < width; col++)
      out.push(String.fromCharCode(65 + ((Math.floor(col / group) * 3 + band) % 26)));
  }
  return out;
}

export function ringPuzzle(
  family: 'globe' | 'wreath',
  a: number,
  b: number,
  solution?: readonly string[],
): RingPuzzle {
  const moves =
    family === 'globe' ? globeMoves(a, b, { inverses: true }) : wreathMoves(a, { inverses: true });
  return {
    family,
    a,
    b,
    name: family === 'globe' ? `globe_${a}/${b}` : `wreath_${a}/${a}`,
    moves: moves as Map<string, ArrayLike<number>>,
    solution: solution ?? solvedLabels(family, a, b),
  };
}

/** Applies Santa move names; an unknown name throws a RangeError naming it. */
export function applyNames(p: RingPuzzle, labels: readonly string[], names: readonly string[]) {
  let state = [...labels];
  for (const name of names) {
    const perm = p.moves.get(name);
    if (!perm)
      throw new RangeError(
        `"${name}" is not a move of ${p.name} (moves: ${[...p.moves.keys()]
          .filter((m) => !m.startsWith('-'))
          .slice(0, 8)
          .join(', ')}…, and -m for the inverse)`,
      );
    state = apply(perm as Uint16Array, state);
  }
  return state;
}

/** A seeded scramble: random moves, many times the puzzle's size so every piece moves. */
export function scrambleRing(p: RingPuzzle, seed: number): string[] {
  const r = rng(seed);
  const names = [...p.moves.keys()];
  const count = p.family === 'wreath' ? 20 * p.a : 40 * (p.a + 1);
  const picks = Array.from({ length: count }, () => names[r.int(names.length)] as string);
  return applyNames(p, p.solution, picks);
}
