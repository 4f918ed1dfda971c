import type { CubieCube } from './cubie.js';

/*
 * The genetic solver's cube: Kociemba's cubie level written as one permutation of 48 piece
 * facets (8 corners x 3 twists, then 12 edges x 2 flips), so that doing a formula is a single
 * gather with no twist arithmetic, and a whole population is one Uint8Array.
 *
 * Facet s·3 + j of corner slot s holds cp[s]·3 + (j + co[s]) mod 3 (edges likewise, offset by 24,
 * mod 2). This turns Kociemba's product into composition: with a then b,
 * (ab)[i] = a[b[i]] — cp and co of the product come out exactly as in `multiplyInto`, because
 * a.co[b.cp[s]] + b.co[s] is what the two lookups add up. A slot holds its own piece, untwisted,
 * exactly when its facet 0 holds its own facet 0.
 */

export const FACETS = 48;
/** First edge facet. */
export const EDGE_FACETS = 24;

/** The facet permutation of a cubie cube, written into out at `at`. */
export function toFacets(c: CubieCube, out: Uint8Array = new Uint8Array(FACETS), at = 0) {
  for (let s = 0; s < 8; s++)
    for (let j = 0; j < 3; j++)
      out[at + s * 3 + j] = (c.cp[s] as number) * 3 + ((j + (c.co[s] as number)) % 3);
  for (let s = 0; s < 12; s++)
    for (let j = 0; j < 2; j++)
      out[at + EDGE_FACETS + s * 2 + j] =
        EDGE_FACETS + (c.ep[s] as number) * 2 + ((j + (c.eo[s] as number)) % 2);
  return out;
}

/** out[oo..] = src[so..] then the move g[go..] (all three may share one buffer, out apart). */
export function applyInto(
  out: Uint8Array,
  oo: number,
  src: Uint8Array,
  so: number,
  g: Uint8Array,
  go: number,
): void {
  for (let i = 0; i < FACETS; i++) out[oo + i] = src[so + (g[go + i] as number)] as number;
}
