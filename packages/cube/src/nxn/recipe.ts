import { inverseToken } from './model.js';

/*
 * A catalog entry's moves from its recipe: a commutator core [a, x y x⁻¹] (or its inverse order),
 * rotated, inside up to two setup moves (catalog.ts, catalog-builder.ts).
 */

/** Setups in `Catalog.c`: the inner one in the low 16 bits, an outer one (plus 1) above them. */
export const SETUP_BITS = 65536;

/** The moves of [a, x y x⁻¹] with its flags (inverse, rotation) and setups (as in `Catalog`). */
export function recipeMoves(a: number, x: number, y: number, flags: number, c: number): number[] {
  const xi = inverseToken(x);
  let core =
    flags & 1
      ? [x, y, xi, a, x, inverseToken(y), xi, inverseToken(a)]
      : [a, x, y, xi, inverseToken(a), x, inverseToken(y), xi];
  const rot = flags >> 1;
  if (rot > 0) core = [...core.slice(rot), ...core.slice(0, rot)];
  if (c < 0) return core;
  // Setups: the inner one in the low 16 bits, an outer one (plus 1) above them.
  const inner = c % SETUP_BITS;
  const outer = Math.floor(c / SETUP_BITS) - 1;
  const one = [inner, ...core, inverseToken(inner)];
  return outer < 0 ? one : [outer, ...one, inverseToken(outer)];
}

/** Move i (0..7) of the commutator core [a, x y x⁻¹], or of its inverse order (`inv`). */
export function coreMove(a: number, x: number, y: number, inv: number, i: number): number {
  if (inv) {
    // [x y x⁻¹, a]: x y x⁻¹ a x y⁻¹ x⁻¹ a⁻¹
    if (i === 3) return a;
    if (i === 7) return inverseToken(a);
    if (i === 0 || i === 4) return x;
    if (i === 1) return y;
    if (i === 5) return inverseToken(y);
    return inverseToken(x);
  }
  // a x y x⁻¹ a⁻¹ x y⁻¹ x⁻¹
  if (i === 0) return a;
  if (i === 4) return inverseToken(a);
  if (i === 1 || i === 5) return x;
  if (i === 2) return y;
  if (i === 6) return inverseToken(y);
  return inverseToken(x);
}

/** First and last move of a recipe (as `recipeMoves` gives them), packed: first·65536 + last. */
export function recipeEnds(a: number, x: number, y: number, flags: number, c: number): number {
  if (c >= 0) {
    const outer = Math.floor(c / SETUP_BITS) - 1;
    const t = outer < 0 ? c % SETUP_BITS : outer;
    return t * 65536 + inverseToken(t);
  }
  const rot = flags >> 1;
  const inv = flags & 1;
  return coreMove(a, x, y, inv, rot) * 65536 + coreMove(a, x, y, inv, (rot + 7) % 8);
}
