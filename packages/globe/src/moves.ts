import { flipImage, rowRing } from './geometry.js';
import { checkGlobeSize, globeStickerCount } from './size.js';

/** Options of `globeMoves`. */
export interface GlobeMovesOptions {
  /** Also list each move's inverse under Santa's `-name` (default false). */
  readonly inverses?: boolean;
}

/** The move names of globe_a/b in puzzle_info.csv's order: r0..ra, then f0..f(2b-1). */
export function globeMoveNames(a: number, b: number): string[] {
  checkGlobeSize(a, b);
  const rows = Array.from({ length: a + 1 }, (_, i) => `r${i}`);
  const flips = Array.from({ length: 2 * b }, (_, k) => `f${k}`);
  return [...rows, ...flips];
}

/*
 * A motion says where each sticker goes (cell x -> cell to(x)); a permutation in the puz/Santa
 * convention says where each one comes from (`new[i] = old[perm[i]]`), so perm[to(x)] = x.
 */
function fromMotion(n: number, moved: Iterable<readonly [number, number]>): Uint16Array {
  const perm = new Uint16Array(n);
  for (let i = 0; i < n; i++) perm[i] = i;
  for (const [from, to] of moved) perm[to] = from;
  return perm;
}

/** Row `i` turned one step: the sticker in column c moves to column c − `dir` (Santa's ri: dir 1). */
function rowMove(a: number, b: number, row: number, dir: 1 | -1): Uint16Array {
  const ring = rowRing(a, b, row);
  const len = ring.length;
  return fromMotion(
    globeStickerCount(a, b),
    ring.map((cell, t) => [cell, ring[(t - dir + len) % len] as number] as const),
  );
}

function flipMove(a: number, b: number, k: number): Uint16Array {
  const n = globeStickerCount(a, b);
  const moved: [number, number][] = [];
  for (let cell = 0; cell < n; cell++) {
    const to = flipImage(a, b, k, cell);
    if (to >= 0) moved.push([cell, to]);
  }
  return fromMotion(n, moved);
}

/**
 * The moves of globe_a/b, generated from the geometry, as Santa names them: `ri` turns row i one
 * step, `fk` turns half the globe over (a half turn, so `-fk` equals `fk`). Equal to
 * puzzle_info.csv for every globe type there.
 */
export function globeMoves(
  a: number,
  b: number,
  options: GlobeMovesOptions = {},
): Map<string, Uint16Array> {
  checkGlobeSize(a, b);
  const moves = new Map<string, Uint16Array>();
  for (let i = 0; i <= a; i++) moves.set(`r${i}`, rowMove(a, b, i, 1));
  for (let k = 0; k < 2 * b; k++) moves.set(`f${k}`, flipMove(a, b, k));
  if (options.inverses) {
    for (let i = 0; i <= a; i++) moves.set(`-r${i}`, rowMove(a, b, i, -1));
    for (let k = 0; k < 2 * b; k++) moves.set(`-f${k}`, flipMove(a, b, k));
  }
  return moves;
}
