import { EDGE_FACETS } from './genetic-facets.js';

/*
 * The seed's layer-by-layer fitness on the pieces. Each stage counts its four pieces that are
 * home (right slot, right twist or flip) and scores count² × weight, and a stage is looked at only
 * when every earlier stage has all four: a piece placed early is worth nothing until the layers
 * under it hold, so the population climbs the layers in order. The squares make each further
 * piece of a stage worth more than the one before, so finishing a stage pays most, and the
 * weights grow with the stages as the formulas they need grow longer.
 *
 * The cube is a facet permutation (genetic-facets.ts) at offset `at` of a population buffer.
 * Kociemba's slots: corners URF UFL ULB UBR DFR DLF DBL DRB, edges UR UF UL UB DR DF DL DB FR FL
 * BL BR. The seed's last stage (corners fully home) is split in two, places then twists, as the
 * beginner's method does it: a corner 3-cycle is then rewarded before the twists are right.
 */

export const STAGES = [
  'cross',
  'first-layer corners',
  'second layer',
  'last-layer edges',
  'last-layer corner places',
  'last-layer corner twists',
] as const;
export type Stage = (typeof STAGES)[number] | 'solved';

/** The seed's weights 50, 100, 200, 300, 400, with 350 for the split-off corner places. */
const WEIGHTS = [50, 100, 200, 300, 350, 400] as const;

/** The fitness of the solved cube, and of nothing else. */
export const MAX_FITNESS = 16 * WEIGHTS.reduce((a, b) => a + b, 0);

function edgesHome(c: Uint8Array, at: number, from: number): number {
  let n = 0;
  for (let s = from; s < from + 4; s++) {
    const f = EDGE_FACETS + s * 2;
    if (c[at + f] === f) n++;
  }
  return n;
}

/** Corners home from slot `from` on; with `twists` false a twisted corner in its slot counts. */
function cornersHome(c: Uint8Array, at: number, from: number, twists: boolean): number {
  let n = 0;
  for (let s = from; s < from + 4; s++) {
    const v = c[at + s * 3] as number;
    if (twists ? v === s * 3 : (v - s * 3) >>> 0 < 3) n++;
  }
  return n;
}

/** Pieces home in one stage (allocation-free: this runs for every bud). */
function stageCount(c: Uint8Array, at: number, stage: number): number {
  switch (stage) {
    case 0:
      return edgesHome(c, at, 4);
    case 1:
      return cornersHome(c, at, 4, true);
    case 2:
      return edgesHome(c, at, 8);
    case 3:
      return edgesHome(c, at, 0);
    case 4:
      return cornersHome(c, at, 0, false);
    default:
      return cornersHome(c, at, 0, true);
  }
}

/** The staged layer-by-layer score: MAX_FITNESS exactly when the cube is solved. */
export function fitness(c: Uint8Array, at = 0): number {
  let points = 0;
  for (let stage = 0; stage < 6; stage++) {
    const n = stageCount(c, at, stage);
    points += n * n * (WEIGHTS[stage] as number);
    if (n < 4) break;
  }
  return points;
}

/** The first stage that is not complete (what the solver is working on). */
export function stageOf(c: Uint8Array, at = 0): Stage {
  for (let stage = 0; stage < 6; stage++)
    if (stageCount(c, at, stage) < 4) return STAGES[stage] as Stage;
  return 'solved';
}
