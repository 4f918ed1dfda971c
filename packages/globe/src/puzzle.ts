import { PermPuzzle } from '@puz/perm';
import { globeMoves } from './moves.js';
import { globeType } from './size.js';

/*
 * Santa 2023 colours a fresh globe by bands and sectors: the rows above the equator are one band,
 * the equator row (when a is even) another, the rows below a third; the columns are cut into
 * sectors, and each (sector, band) has its own letter, A, B, ... Z then a, b, ... (sector by
 * sector, band by band). Santa's sector widths follow no rule we can see (globe_1/8: 2 columns,
 * globe_1/16: 4, globe_3/33: 6), so the known types use Santa's and any other type sectors of 2
 * columns (which is what globe_1/8, 3/4, 6/4 and 6/8 use).
 */
const SANTA_SECTOR_WIDTH: Record<string, number> = {
  'globe_1/16': 4,
  'globe_2/6': 3,
  'globe_6/10': 4,
  'globe_3/33': 6,
  'globe_8/25': 5,
};

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** The letter of colour k: A..Z, a..z, then `c52`, `c53`, ... */
function colourName(k: number): string {
  return LETTERS[k] ?? `c${k}`;
}

/** The solved labels of globe_a/b as Santa 2023's puzzles.csv writes them (see above). */
export function globeSolved(a: number, b: number): string[] {
  const type = globeType(a, b);
  const w = 2 * b;
  const sectorWidth = SANTA_SECTOR_WIDTH[type] ?? 2;
  const bands = a % 2 === 0 ? 3 : 2;
  const labels: string[] = [];
  for (let row = 0; row <= a; row++) {
    const band = 2 * row < a ? 0 : 2 * row === a ? 1 : bands - 1;
    for (let col = 0; col < w; col++)
      labels.push(colourName(Math.floor(col / sectorWidth) * bands + band));
  }
  return labels;
}

const cache = new Map<string, PermPuzzle>();

/** globe_a/b as the shared puzzle model: moves `r0..ra`, `f0..f(2b−1)` (and `-` inverses). */
export function globePuzzle(a: number, b: number): PermPuzzle {
  const type = globeType(a, b);
  let puzzle = cache.get(type);
  if (!puzzle) {
    puzzle = new PermPuzzle({ name: type, moves: globeMoves(a, b), solved: globeSolved(a, b) });
    cache.set(type, puzzle);
  }
  return puzzle;
}
