import { checkWreathRing } from './size.js';

/*
 * Two circular tracks of n slots each, l on the left and r on the right, cross at two slots: the
 * lower crossing is sticker 0, the upper one is shared too. Both rings are listed from the lower
 * crossing in the direction their move turns, so l runs first through the lens (its arc inside
 * r) and r first along its outer arc.
 *
 * The rings are not mirror images: in puzzle_info.csv the lens arc of l spans ⌈n/4⌉ steps — a
 * quarter turn, rounded up — and the lens arc of r one step more (all six sizes, 6 to 100).
 * With equal slot counts that means r is the smaller circle: the common chord subtends about a
 * quarter of l and more of r.
 */

/** Steps along l's lens arc, from the lower crossing to the upper one: ⌈n/4⌉. */
export function lensSteps(n: number): number {
  checkWreathRing(n);
  return Math.ceil(n / 4);
}

/** The two crossings, as sticker indices: 0 and ⌈n/4⌉. */
export function wreathCrossings(n: number): readonly [number, number] {
  return [0, lensSteps(n)];
}

/** The two rings: their stickers in the order each ring's move turns through them. */
export interface WreathRings {
  readonly l: readonly number[];
  readonly r: readonly number[];
}

/**
 * l is stickers 0..n-1. r starts at sticker 0, runs along its outer arc through its own stickers
 * n, n+1, ... to the upper crossing, then back through the lens to 0; its lens arc has one step
 * more than l's, so the upper crossing sits at r's position n − ⌈n/4⌉ − 1.
 */
export function wreathRings(n: number): WreathRings {
  const [, upper] = wreathCrossings(n);
  const l = Array.from({ length: n }, (_, i) => i);
  const r: number[] = [0];
  let own = n;
  const upperAt = n - (lensSteps(n) + 1);
  for (let t = 1; t < n; t++) r.push(t === upperAt ? upper : own++);
  return { l, r };
}
