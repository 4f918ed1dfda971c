import { globeMoves } from '../moves.js';
import { replay } from './replay.js';

// Generated globes (seeded scrambles of Santa-style targets), shared by solve.test.ts and
// solve-generated.e2e.test.ts.

export function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

/** Santa-style solved labels: row pair k uses its own letters, each repeated `rep` times. */
export function solvedLabels(a: number, b: number, distinct: boolean): string[] {
  const w = 2 * b;
  const out: string[] = [];
  for (let r = 0; r <= a; r++) {
    for (let c = 0; c < w; c++) {
      out.push(
        distinct ? `N${r * w + c}` : String.fromCharCode(65 + ((r * 7 + Math.floor(c / 2)) % 26)),
      );
    }
  }
  return out;
}

export function scramble(
  a: number,
  b: number,
  solved: readonly string[],
  len: number,
  seed: number,
) {
  const names = [...globeMoves(a, b, { inverses: true }).keys()];
  const r = rng(seed);
  const moves = Array.from({ length: len }, () => names[Math.floor(r() * names.length)]!);
  return replay(a, b, solved, moves);
}
