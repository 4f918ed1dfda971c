import { checkGlobeSize } from './size.js';

/*
 * The globe as a sphere cut by `a` circles of latitude into rows 0..a (row 0 at the top) and by
 * `b` great circles through the poles into 2b columns (longitude sectors) 0..2b-1. Cells are
 * numbered row by row: cell (row, col) is `row * 2b + col`, as in Santa's puzzles.csv.
 *
 * Longitudes are counted in half-sectors so that cell centres (odd) and cuts (even) are both
 * integers: a half turn then maps integers to integers and no rounding is ever needed.
 */

/** The sticker index of the cell at `row` (0..a), `col` (0..2b-1, taken mod 2b). */
export function globeCell(a: number, b: number, row: number, col: number): number {
  if (!Number.isInteger(row) || row < 0 || row > a) {
    throw new RangeError(`globe_${a}/${b} has rows 0..${a}, got ${row}`);
  }
  const width = 2 * b;
  return row * width + (((col % width) + width) % width);
}

/** A cell's position: its row, and its centre's longitude in half-sectors (odd, 1..4b-1). */
export interface CellPosition {
  readonly row: number;
  readonly halfLon: number;
}

export function cellPosition(b: number, cell: number): CellPosition {
  const width = 2 * b;
  return { row: Math.floor(cell / width), halfLon: 2 * (cell % width) + 1 };
}

/** The cells of a row in the order the row turns through them: a ring. */
export function rowRing(a: number, b: number, row: number): number[] {
  checkGlobeSize(a, b);
  return Array.from({ length: 2 * b }, (_, col) => globeCell(a, b, row, col));
}

/**
 * Where flip `k`'s half turn carries a cell, or -1 if the flip leaves it in place.
 *
 * Flip k turns the half of the globe between the cuts at columns k and k+b (mod 2b) by 180°
 * about the equatorial axis through that half's middle meridian, longitude k + b/2 sectors. A half
 * turn about an equatorial axis at longitude φ maps (latitude, longitude) to (−latitude, 2φ −
 * longitude): row r goes to row a − r and the columns of the half are read backwards.
 * The equatorial row (row a/2, when a is even) would be carried onto itself; Santa's flips leave
 * it as it is (puzzle_info.csv, every globe with an even a), so we do too.
 */
export function flipImage(a: number, b: number, k: number, cell: number): number {
  const { row, halfLon } = cellPosition(b, cell);
  const turns = 4 * b; // half-sectors around the globe
  const start = 2 * k; // the half turned is [start, start + 2b) in half-sectors
  const offset = (((halfLon - start) % turns) + turns) % turns;
  if (offset >= 2 * b || 2 * row === a) return -1;
  const axis = start + b; // φ in half-sectors: the middle of the turned half
  const lon = (((2 * axis - halfLon) % turns) + turns) % turns;
  return globeCell(a, b, a - row, (lon - 1) / 2);
}
