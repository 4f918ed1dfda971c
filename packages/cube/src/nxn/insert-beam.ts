import type { Unit } from './catalog.js';
import { unitCyclesLeft } from './cycle-count.js';
import { Inserter, type LastStep } from './insert.js';
import { rescue } from './insert-rescue.js';
import { type CubeModel, tokensCost } from './model.js';

/*
 * A beam over insertions for the units stage (the Santa winners' choice for small cubes, where it
 * beat their greedy): instead of one sequence taking its best 3-cycle each step, `width`
 * sequences each try their `branch` best units' best insertions (by stickers placed per move),
 * and the children are kept by length + `perCycle` × the fewest 3-cycles still needed
 * (cycle-count.ts, the exact objective), so a child that spends a move more now but leaves fewer
 * 3-cycles to do survives. Each sequence is an `Inserter` (insert.ts: rows and per-unit bests
 * kept up to date step by step), cloned for all its children but one.
 * Branching on any insertion of any unit instead (every position scanned afresh per sequence)
 * was no shorter and 2-4x slower: cube_6/8/10 ids 245-247, 262, 263, 272 first runs, width 16,
 * greedy 1,814 moves, per-unit bests 1,738, any insertion 1,742.
 * Not on @puz/search's beamSearch: that one keeps every node's state for the path back and
 * builds every child; here a state is a whole Inserter (its rows are positions × stickers × 4
 * bytes: ~1.3 MB on a cube_10 answer of ~550 moves, 256 MB on a cube_33's), so only the current
 * layer is kept (the sequence is the path) and a child is cloned only once it is kept: width 16 ×
 * 4 children over a cube_10's ~50 steps would hold ~4 GB there.
 */

/** Knobs of the beam. */
export interface BeamOptions {
  /** Sequences kept per step. */
  readonly width: number;
  /** Children per sequence: its best few units' best insertions. */
  readonly branch: number;
  /** Moves one 3-cycle still needed counts as (about what one costs where it is inserted). */
  readonly perCycle: number;
  /**
   * `performance.now()` past which the beam narrows to its best sequence, finished greedily (one
   * child a step), so it ends soon after.
   */
  readonly deadline?: number;
}

interface Node {
  ins: Inserter;
  step: LastStep | undefined;
  /** Fewest 3-cycles still needed, per unit, and their sum. */
  counts: Float64Array;
  left: number;
  score: number;
}

/**
 * The units stage by a beam (see above): from `prefix` (played from `start`), the whole new
 * sequence with the fewest moves among the finished ones (a sequence finishes when no unit is
 * active, the wildcards cover what is left, or nothing gains and no rescue applies — then the
 * caller's fallback finishes its units, as after the greedy).
 */
export function beamInsertUnits(
  model: CubeModel,
  units: readonly Unit[],
  start: Int32Array,
  target: Int32Array,
  prefix: readonly number[],
  cellBudget: number,
  check: () => void,
  options: BeamOptions,
  wildcards = 0,
): number[] {
  const needed = (ins: Inserter, u: number) => {
    const c = unitCyclesLeft(model, units[u] as Unit, ins.finalState, target);
    // An odd unit no 3-cycle can finish (the fallback's work): counted as many, not infinite.
    return Number.isFinite(c) ? c : 24;
  };
  const root = new Inserter(model, units, start, target, prefix, cellBudget);
  root.buildRows();
  const counts = new Float64Array(units.length);
  let left = 0;
  for (const u of root.active) {
    counts[u] = needed(root, u);
    left += counts[u] as number;
  }
  let beam: Node[] = [{ ins: root, step: undefined, counts, left, score: 0 }];
  let best: number[] = root.seq;
  let bestCost = Number.POSITIVE_INFINITY;
  const finish = (ins: Inserter) => {
    const cost = tokensCost(ins.seq);
    if (cost < bestCost) {
      bestCost = cost;
      best = ins.seq;
    }
  };
  let { width, branch } = options;
  while (beam.length > 0) {
    check();
    if (options.deadline !== undefined && performance.now() > options.deadline) width = branch = 1;
    const children: Node[] = [];
    for (const node of beam) {
      const { ins } = node;
      if (ins.active.length === 0 || (wildcards > 0 && ins.wrong() <= wildcards)) {
        finish(ins);
        continue;
      }
      ins.refresh(node.step);
      const picks = ins.active
        .filter((u) => (ins.scans[u]?.entry ?? -1) >= 0 && !ins.countOnly.has(u))
        .sort((a, b) => (ins.scans[b]?.ratio ?? 0) - (ins.scans[a]?.ratio ?? 0))
        .slice(0, branch)
        .map((u) => ({
          ratio: 0,
          unit: u,
          entry: ins.scans[u]?.entry ?? -1,
          at: ins.scans[u]?.at ?? 0,
        }));
      if (picks.length === 0) {
        const u = rescue(ins, model);
        if (u < 0) {
          finish(ins);
          continue;
        }
        ins.countOnly.add(u);
        const scan = ins.scans[u];
        picks.push({ ratio: 0, unit: u, entry: scan?.entry ?? -1, at: scan?.at ?? 0 });
      }
      picks.forEach((p, i) => {
        const child = i === picks.length - 1 ? ins : ins.clone();
        const scan = child.scans[p.unit];
        if (!scan) return;
        scan.entry = p.entry;
        scan.at = p.at;
        const step = child.insert(p.unit);
        const cs = node.counts.slice();
        const now = scan.wrong === 0 ? 0 : needed(child, p.unit);
        const childLeft = node.left - (cs[p.unit] as number) + now;
        cs[p.unit] = now;
        children.push({
          ins: child,
          step,
          counts: cs,
          left: childLeft,
          score: tokensCost(child.seq) + options.perCycle * childLeft,
        });
      });
    }
    children.sort((a, b) => a.score - b.score);
    // A child already as long as the best finished one cannot end shorter; and two insertions
    // taken in either order often give the same sequence: kept once.
    const seen = new Set<string>();
    beam = [];
    for (const c of children) {
      if (beam.length >= width) break;
      if (tokensCost(c.ins.seq) >= bestCost) continue;
      const key = c.ins.seq.join(',');
      if (seen.has(key)) continue;
      seen.add(key);
      beam.push(c);
    }
  }
  return best;
}
