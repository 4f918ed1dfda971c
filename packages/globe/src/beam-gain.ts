import { type BeamActions, beamActions, emitAction } from './beam-actions.js';
import type { PairTables } from './tables.js';

/* The beam's O(1) child scoring (prefix sums over neighbour runs) and its path emission. */

/**
 * Cells action a would fix minus cells it would break, at the offsets `wantPhys` was built for:
 * its neighbour runs from `prefix` (neighbourPrefix) plus its few junction cells.
 */
export function actionGain(
  acts: BeamActions,
  a: number,
  state: Uint16Array,
  off: number,
  wantPhys: Uint16Array,
  placed: Uint8Array,
  prefix: Int32Array,
  stride: number,
): number {
  let gain = 0;
  const rEnd = acts.runStart[a + 1] as number;
  for (let r = acts.runStart[a] as number; r < rEnd; r++) {
    const base = (acts.runKind[r] as number) * stride + (acts.runC0[r] as number);
    gain += (prefix[base + (acts.runLen[r] as number)] as number) - (prefix[base] as number);
  }
  const jEnd = acts.junStart[a + 1] as number;
  for (let q = acts.junStart[a] as number; q < jEnd; q++) {
    const pos = acts.junPos[q] as number;
    gain +=
      (state[off + (acts.junSrc[q] as number)] === wantPhys[pos] ? 1 : 0) - (placed[pos] as number);
  }
  return gain;
}

/**
 * Cyclic prefix sums, per run kind 2r + (d < 0), of "the neighbour at c + d would match here"
 * minus "c matches now": a run's gain is one difference.
 */
export function neighbourPrefix(
  state: Uint16Array,
  off: number,
  wantPhys: Uint16Array,
  placed: Uint8Array,
  w: number,
  prefix: Int32Array,
): void {
  const stride = 2 * w + 1;
  for (let k = 0; k < 4; k++) {
    const r = k >> 1;
    const d = k & 1 ? w - 1 : 1;
    const base = k * stride;
    prefix[base] = 0;
    for (let i = 0; i < 2 * w; i++) {
      const c = i < w ? i : i - w;
      const src = c + d < w ? c + d : c + d - w;
      const v =
        (state[off + r * w + src] === wantPhys[r * w + c] ? 1 : 0) - (placed[r * w + c] as number);
      prefix[base + i + 1] = (prefix[base + i] as number) + v;
    }
  }
}

/** The Santa moves of a prefix of local actions for global rows (top, bot). */
export function emitPrefix(
  tables: PairTables,
  prefix: Int32Array,
  top: number,
  bot: number,
): string[] {
  const acts: BeamActions = beamActions(tables);
  const out: string[] = [];
  for (const a of prefix) emitAction(acts, a, top, bot, tables.w, out);
  return out;
}
