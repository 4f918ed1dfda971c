import type { rng } from '@puz/perm';
import { formatAlg } from '../notation.js';
import { FACE_TURNS } from '../three/cubie.js';
import { SKIP } from '../three/move-rules.js';

/**
 * n face turns drawn from `r`, by the searches' move rules (no turn of the same face twice in a
 * row, opposite faces in one order only), so none merge or commute away: for tests and benches
 * that want a position about n moves out.
 */
export function scramble3(r: ReturnType<typeof rng>, n: number): string {
  const out: number[] = [];
  while (out.length < n) {
    const m = r.int(18);
    const last = out.length === 0 ? -1 : (out[out.length - 1] as number);
    if (!SKIP[(last + 1) * 18 + m]) out.push(m);
  }
  return formatAlg(
    out.map((m) => FACE_TURNS[m] as (typeof FACE_TURNS)[number]),
    3,
  );
}
