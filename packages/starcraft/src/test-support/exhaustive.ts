import type { OrderName, TimedOrder } from '../orders.js';
import type { Mode, Rules } from '../rules.js';

/**
 * An independent twin of the search, for tests: the rules written again from the issue text over
 * plain objects, and an exhaustive search over (state, time) pairs, with no state settled once
 * as Dijkstra does. Time layers are walked in order, so the first layer holding a goal is the
 * optimum. Slow and simple on purpose.
 */
interface S {
  h: number;
  d: number;
  z: number;
  o: number;
  pool: boolean;
  evo: boolean;
  att: boolean;
  def: boolean;
}

const key = (s: S) => `${s.h},${s.d},${s.z},${s.o},${+s.pool}${+s.evo}${+s.att}${+s.def}`;

function force(m: number, factor: number): number {
  // Largest f with 2^f <= (1 + m)^factor, by repeated doubling in BigInt.
  const target = BigInt(1 + m) ** BigInt(factor);
  let f = 0;
  while (2n ** BigInt(f + 1) <= target) f++;
  return f;
}

function isGoal(r: Rules, s: S): boolean {
  const has = { pool: s.pool, evolution: s.evo, attack: s.att, defense: s.def };
  return (
    s.z >= r.goal.zerglings &&
    (r.goal.supply === null || s.d + s.z === r.goal.supply) &&
    r.goal.tech.every((t) => has[t])
  );
}

interface Edge {
  dr: number;
  zl: number;
  ov: number;
  ha: number;
  pool: boolean;
  evo: boolean;
  att: boolean;
  def: boolean;
}

function orderSets(mode: Mode, s: S, r: Rules): Edge[] {
  const none = { dr: 0, zl: 0, ov: 0, ha: 0, pool: false, evo: false, att: false, def: false };
  if (mode === 'single')
    return [
      { ...none, dr: 1 },
      { ...none, zl: 1 },
      { ...none, ov: 1 },
      { ...none, ha: 1 },
      { ...none, pool: true },
      { ...none, evo: true },
      { ...none, att: true },
      { ...none, def: true },
    ];
  const out: Edge[] = [];
  for (let dr = 0; dr <= s.h; dr++)
    for (let zl = 0; dr + zl <= s.h; zl++)
      for (let ov = 0; dr + zl + ov <= s.h; ov++)
        for (let ha = 0; s.h + ha <= r.maxHatcheries; ha++)
          for (let bits = 0; bits < 16; bits++) {
            const e = {
              dr,
              zl,
              ov,
              ha,
              pool: !!(bits & 1),
              evo: !!(bits & 2),
              att: !!(bits & 4),
              def: !!(bits & 8),
            };
            if (dr + zl + ov + ha + bits > 0) out.push(e);
          }
  return out;
}

/** The state and arrival time after edge e from s at t, or null when a rule forbids it. */
function step(r: Rules, s: S, t: number, e: Edge): { s: S; t: number } | null {
  if (e.dr + e.zl + e.ov > s.h) return null;
  if (e.zl > 0 && !s.pool) return null;
  if ((e.att || e.def) && !s.evo) return null;
  if (e.def && !s.att) return null;
  if ((e.pool && s.pool) || (e.evo && s.evo) || (e.att && s.att) || (e.def && s.def)) return null;
  if (s.h + e.ha > r.maxHatcheries || s.o + e.ov > r.maxOverlords) return null;
  const consumed = e.ha + (e.pool ? 1 : 0) + (e.evo ? 1 : 0);
  if (consumed > s.d || s.d === 0) return null;
  const d = s.d + e.dr - consumed;
  let z = s.z + e.zl;
  if (d + z > Math.min(r.controlPerOverlord * s.o, r.controlCap)) return null;
  const c = r.costs;
  const cost =
    e.dr * c.drone +
    e.zl * c.zergling +
    e.ov * c.overlord +
    e.ha * c.hatchery +
    (e.pool ? c.pool : 0) +
    (e.evo ? c.evolution : 0) +
    (e.att ? c.attack : 0) +
    (e.def ? c.defense : 0);
  const k = Math.max(1, Math.ceil(cost / (r.income * s.d)));
  const p = r.power;
  const power = s.att ? (s.def ? p.both : p.attack) : s.def ? p.defense : p.none;
  let alive = s.z;
  for (let T = t + 1; T <= t + k; T++) {
    if (T % r.harassPeriod !== 0) continue;
    const need = Math.ceil((100 * force(T / r.harassPeriod, r.harassFactor)) / power);
    if (alive < need) return null;
    alive -= need;
    z -= need;
  }
  const next = {
    h: s.h + e.ha,
    d,
    z,
    o: s.o + e.ov,
    pool: s.pool || e.pool,
    evo: s.evo || e.evo,
    att: s.att || e.att,
    def: s.def || e.def,
  };
  return { s: next, t: t + k };
}

interface Pair {
  s: S;
  t: number;
  from: Pair | null;
  e: Edge | null;
}

function names(e: Edge): OrderName[] {
  const out: OrderName[] = [];
  const add = (n: number, name: OrderName) => {
    for (let i = 0; i < n; i++) out.push(name);
  };
  add(e.dr, 'drone');
  add(e.zl, 'zergling');
  add(e.ov, 'overlord');
  add(e.ha, 'hatchery');
  add(+e.pool, 'pool');
  add(+e.evo, 'evolution');
  add(+e.att, 'attack');
  add(+e.def, 'defense');
  return out;
}

/**
 * The earliest goal time over every (state, time) pair up to `maxTime` (Infinity if none) and a
 * build order reaching it; throws past `maxPairs`.
 */
export function exhaustive(
  r: Rules,
  mode: Mode,
  maxTime: number,
  maxPairs = 2_000_000,
): { time: number; orders: TimedOrder[] } {
  const s0: S = {
    h: r.start.hatcheries,
    d: r.start.drones,
    z: r.start.zerglings,
    o: r.start.overlords,
    pool: false,
    evo: false,
    att: false,
    def: false,
  };
  const start: Pair = { s: s0, t: 0, from: null, e: null };
  const layers = new Map<number, Map<string, Pair>>([[0, new Map([[key(s0), start]])]]);
  let pairs = 0;
  for (let t = 0; t <= maxTime; t++) {
    const layer = layers.get(t);
    if (!layer) continue;
    layers.delete(t);
    for (const p of layer.values())
      if (isGoal(r, p.s)) {
        const orders: TimedOrder[] = [];
        for (let q: Pair = p; q.from && q.e; q = q.from)
          orders.unshift(...names(q.e).map((order) => ({ t: q.t, order })));
        return { time: t, orders };
      }
    for (const p of layer.values())
      for (const e of orderSets(mode, p.s, r)) {
        const next = step(r, p.s, t, e);
        if (!next || next.t > maxTime) continue;
        let l = layers.get(next.t);
        if (!l) {
          l = new Map();
          layers.set(next.t, l);
        }
        const k = key(next.s);
        if (!l.has(k)) {
          l.set(k, { s: next.s, t: next.t, from: p, e });
          if (++pairs > maxPairs) throw new Error(`exhaustive search passed ${maxPairs} pairs`);
        }
      }
  }
  return { time: Number.POSITIVE_INFINITY, orders: [] };
}
