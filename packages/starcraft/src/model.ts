import { HarassTable } from './harassment.js';
import {
  droneCount,
  hatcheryCount,
  MAX_COUNT,
  type OrderSet,
  orderCost,
  overlordCount,
  techBits,
  zerglingCount,
} from './orders.js';
import type { Mode, Rules } from './rules.js';
import { ATTACK, DEFENSE, EVOLUTION, type PackedState, POOL, packFields } from './state.js';

/** Why an edge is not valid; `apply` returns the negated code. Listed in the order checked. */
export const BROKEN = {
  production: 1,
  needsPool: 2,
  needsEvolution: 3,
  needsAttack: 4,
  once: 5,
  hatcheryLimit: 6,
  overlordLimit: 7,
  drones: 8,
  income: 9,
  control: 10,
  harassment: 11,
} as const;

export type BrokenRule = keyof typeof BROKEN | 'single' | 'empty' | 'timing' | 'goal' | 'time';

const NAMES = Object.keys(BROKEN) as (keyof typeof BROKEN)[];
/** The rule named by a negative `apply` result. */
export const brokenRule = (code: number): keyof typeof BROKEN =>
  NAMES[-code - 1] as keyof typeof BROKEN;

/**
 * The rules compiled for one mode: the start state, the candidate order sets per (hatcheries,
 * flags), and `apply`, the one transition function both the search and `replay` use.
 */
export class Model {
  readonly start: PackedState;
  /** Seconds the last valid `apply` took (k) and zerglings it sent to harassments. */
  seconds = 0;
  sent = 0;
  private readonly cost = new Int32Array(1 << 16);
  private readonly candidates: Int32Array[] = [];
  private readonly harass: HarassTable;
  private readonly goalFlags: number;
  private readonly goalSupply: number;

  constructor(
    readonly rules: Rules,
    readonly mode: Mode,
  ) {
    const s = rules.start;
    this.start = packFields(s.hatcheries, s.drones, s.zerglings, s.overlords, 0);
    this.harass = new HarassTable(rules);
    const bit = { pool: POOL, evolution: EVOLUTION, attack: ATTACK, defense: DEFENSE };
    this.goalFlags = rules.goal.tech.reduce((f, t) => f | bit[t], 0);
    this.goalSupply = rules.goal.supply ?? -1;
    for (let c = 0; c < 1 << 16; c++) this.cost[c] = orderCost(c, rules.costs);
    const sets = mode === 'single' ? singleSets() : batchSets(rules.maxHatcheries);
    for (let h = 0; h <= 7; h++)
      for (let flags = 0; flags < 16; flags++) {
        const ok = sets.filter((c) => this.staticCheck((h << 4) | flags, c) === 0);
        this.candidates[h * 16 + flags] = Int32Array.from(ok);
      }
  }

  /** d + z = goal.supply (unless null), z >= goal.zerglings, every goal tech done. */
  isGoal(s: PackedState): boolean {
    const d = (s >>> 13) & 511;
    const z = (s >>> 22) & 511;
    return (
      (s & this.goalFlags) === this.goalFlags &&
      z >= this.rules.goal.zerglings &&
      (this.goalSupply < 0 || d + z === this.goalSupply)
    );
  }

  /**
   * A lower bound on the seconds from state s to a goal, consistent (an edge lowers it by at most
   * its k >= 1): drone + zergling orders still needed (supply to fill, zerglings to add; losses only
   * add more), overlords for the final control, goal techs missing. Single mode: one order per
   * edge. Batch: at most maxHatcheries units per edge, and the tech chain (evolution, attack,
   * defense) one link per edge.
   */
  lowerBound(s: PackedState): number {
    const r = this.rules;
    const flags = s & 15;
    const o = (s >>> 7) & 63;
    const d = (s >>> 13) & 511;
    const z = (s >>> 22) & 511;
    let units = Math.max(0, r.goal.zerglings - z);
    let overlords = 0;
    if (this.goalSupply >= 0 && d + z < this.goalSupply) {
      units = Math.max(units, this.goalSupply - d - z);
      overlords = Math.max(0, Math.ceil(this.goalSupply / r.controlPerOverlord) - o);
    }
    const missing = this.goalFlags & ~flags;
    const pool = missing & POOL ? 1 : 0;
    const def = missing & DEFENSE ? 1 : 0;
    const att = (missing & ATTACK) !== 0 || (def && (flags & ATTACK) === 0) ? 1 : 0;
    const evo = (missing & EVOLUTION) !== 0 || ((att || def) && (flags & EVOLUTION) === 0) ? 1 : 0;
    if (this.mode === 'single') return units + overlords + pool + evo + att + def;
    return Math.max(Math.ceil((units + overlords) / r.maxHatcheries), pool, evo + att + def);
  }

  /** Order sets worth trying from a state: those passing the checks that need only h and flags. */
  candidatesFor(s: PackedState): Int32Array {
    return this.candidates[s & 127] as Int32Array;
  }

  /** Mineral cost of an order set. */
  costOf(c: OrderSet): number {
    return this.cost[c & 0xffff] as number;
  }

  /** The zerglings the M-th harassment takes, given the state's flags. */
  harassNeeded(m: number, flags: number): number {
    return this.harass.needed(m, (flags >>> 2) & 3);
  }

  /** Production, prerequisites, one of each tech, the hatchery limit: 0 or -BROKEN.x. */
  private staticCheck(s: PackedState, c: OrderSet): number {
    const flags = s & 15;
    const h = (s >>> 4) & 7;
    const units = droneCount(c) + zerglingCount(c) + overlordCount(c);
    if (units > h) return -BROKEN.production;
    const tech = techBits(c);
    if (zerglingCount(c) > 0 && (flags & POOL) === 0) return -BROKEN.needsPool;
    if ((tech & 12) !== 0 && (flags & EVOLUTION) === 0) return -BROKEN.needsEvolution;
    if ((tech & 8) !== 0 && (flags & ATTACK) === 0) return -BROKEN.needsAttack;
    if ((tech & flags) !== 0) return -BROKEN.once;
    if (h + hatcheryCount(c) > this.rules.maxHatcheries) return -BROKEN.hatcheryLimit;
    return 0;
  }

  /**
   * The edge from state `s` at time `t` issuing order set `c`: the destination state (setting
   * `seconds` and `sent`), or -BROKEN.x for the first rule it breaks. No allocation: the search
   * calls it for every candidate of every settled state.
   */
  apply(s: PackedState, t: number, c: OrderSet): number {
    const bad = this.staticCheck(s, c);
    return bad !== 0 ? bad : this.applyCandidate(s, t, c);
  }

  /** `apply` for an order set from `candidatesFor(s)`, whose static checks already passed. */
  applyCandidate(s: PackedState, t: number, c: OrderSet): number {
    const r = this.rules;
    const flags = s & 15;
    const h = (s >>> 4) & 7;
    const o = (s >>> 7) & 63;
    const d = (s >>> 13) & 511;
    const z = (s >>> 22) & 511;
    const newO = o + overlordCount(c);
    if (newO > r.maxOverlords) return -BROKEN.overlordLimit;
    const tech = techBits(c);
    const buildings = hatcheryCount(c) + (tech & 1) + ((tech >>> 1) & 1);
    if (buildings > d) return -BROKEN.drones;
    if (d === 0) return -BROKEN.income;
    const newD = d + droneCount(c) - buildings;
    const newZ = z + zerglingCount(c);
    // Control counts overlords that exist when the orders are issued, and every unit alive
    // after them: zerglings that die harassing on this edge are still counted (see README).
    const control = Math.min(r.controlPerOverlord * o, r.controlCap);
    if (newD + newZ > control) return -BROKEN.control;
    const rate = r.income * d;
    const cost = this.cost[c] as number;
    const k = Math.max(1, Math.floor((cost + rate - 1) / rate));
    // Harassments at T = period·M with t < T <= t + k, paid from the source's zerglings.
    const period = r.harassPeriod;
    let sent = 0;
    for (let m = Math.floor(t / period) + 1; m * period <= t + k; m++) {
      const need = this.harass.needed(m, (flags >>> 2) & 3);
      if (z - sent < need) return -BROKEN.harassment;
      sent += need;
    }
    this.seconds = k;
    this.sent = sent;
    return packFields(h + hatcheryCount(c), newD, newZ - sent, newO, flags | tech);
  }
}

function singleSets(): number[] {
  // One order: a count of 1 in one unit field, or one tech bit.
  return [1 << 0, 1 << 3, 1 << 6, 1 << 9, 1 << 12, 1 << 13, 1 << 14, 1 << 15];
}

/** Every non-empty set with at most maxHatcheries units and hatcheries, and any techs. */
function batchSets(maxH: number): number[] {
  const out: number[] = [];
  const top = Math.min(maxH, MAX_COUNT);
  for (let dr = 0; dr <= top; dr++)
    for (let zl = 0; zl + dr <= top; zl++)
      for (let ov = 0; ov + zl + dr <= top; ov++)
        for (let ha = 0; ha < top; ha++)
          for (let tech = 0; tech < 16; tech++) {
            const c = dr | (zl << 3) | (ov << 6) | (ha << 9) | (tech << 12);
            if (c !== 0) out.push(c);
          }
  return out;
}
