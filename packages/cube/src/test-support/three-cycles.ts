import { catalogOf, cubeUnits } from '../nxn/catalog.js';

/** The six-colour target of an n-cube as label codes (a face each). */
export function sixColours(n: number): Int32Array {
  return Int32Array.from({ length: 6 * n * n }, (_, i) => Math.floor(i / (n * n)));
}

/**
 * `target` scrambled by `count` random 3-cycles of random units' catalogs (seeded), so the units
 * stage's 3-cycles can solve it.
 */
export function byThreeCycles(n: number, target: Int32Array, count: number, seed: number) {
  const { units } = cubeUnits(n);
  let s = seed;
  const next = (k: number) => {
    s = (Math.imul(s, 1103515245) + 12345) & 0x7fffffff;
    return s % k;
  };
  const start = target.slice();
  for (let i = 0; i < count; i++) {
    const cat = catalogOf(n, next(units.length));
    const e = next(cat.count);
    const w = cat.width;
    const vals = Array.from({ length: w }, (_, j) => start[cat.src[e * w + j] as number] as number);
    for (let j = 0; j < w; j++) start[cat.pos[e * w + j] as number] = vals[j] as number;
  }
  return start;
}
