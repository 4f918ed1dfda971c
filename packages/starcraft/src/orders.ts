import type { Costs } from './rules.js';

/** One order: a unit, a building (consumes a drone) or an upgrade. */
export type OrderName = keyof Costs;

export const ORDER_NAMES: readonly OrderName[] = [
  'drone',
  'zergling',
  'overlord',
  'hatchery',
  'pool',
  'evolution',
  'attack',
  'defense',
];

/**
 * An order placed at second `t`: when its edge's minerals are in (the edge started at the previous
 * orders' time and took k seconds); the unit or building counts from t on.
 */
export interface TimedOrder {
  t: number;
  order: OrderName;
}

/**
 * The orders of one edge packed into 16 bits: counts of drones (bits 0-2), zerglings (3-5),
 * overlords (6-8) and hatcheries (9-11), then one bit each for pool, evolution, attack, defense.
 * Counts stop at 7, which is why `checkRules` keeps hatcheries (the units per edge) <= 7.
 */
export type OrderSet = number;

export const MAX_COUNT = 7;
const SHIFT: Record<OrderName, number> = {
  drone: 0,
  zergling: 3,
  overlord: 6,
  hatchery: 9,
  pool: 12,
  evolution: 13,
  attack: 14,
  defense: 15,
};

export const droneCount = (c: OrderSet): number => c & 7;
export const zerglingCount = (c: OrderSet): number => (c >>> 3) & 7;
export const overlordCount = (c: OrderSet): number => (c >>> 6) & 7;
export const hatcheryCount = (c: OrderSet): number => (c >>> 9) & 7;
/** The tech bits of an order set, aligned with the state's flags (POOL, EVOLUTION, ...). */
export const techBits = (c: OrderSet): number => (c >>> 12) & 15;

/** Counts of each order in a list, or the first one past `MAX_COUNT` (or a second tech). */
export function countOrders(orders: readonly OrderName[]): Record<OrderName, number> {
  const n = {
    drone: 0,
    zergling: 0,
    overlord: 0,
    hatchery: 0,
    pool: 0,
    evolution: 0,
    attack: 0,
    defense: 0,
  };
  for (const o of orders) {
    if (!(o in n))
      throw new RangeError(`unknown order "${o}"; orders are ${ORDER_NAMES.join(', ')}`);
    n[o]++;
  }
  return n;
}

/** Packs counts (each <= MAX_COUNT; techs 0 or 1: the caller checks). */
export function encodeOrders(n: Record<OrderName, number>): OrderSet {
  let c = 0;
  for (const name of ORDER_NAMES) c |= n[name] << SHIFT[name];
  return c;
}

/** The orders of a set, in `ORDER_NAMES` order. */
export function decodeOrders(c: OrderSet): OrderName[] {
  const out: OrderName[] = [];
  for (const name of ORDER_NAMES) {
    const width = SHIFT[name] >= 12 ? 1 : 7;
    const count = (c >>> SHIFT[name]) & width;
    for (let i = 0; i < count; i++) out.push(name);
  }
  return out;
}

/** Total mineral cost of an order set. */
export function orderCost(c: OrderSet, costs: Costs): number {
  let total = 0;
  for (const name of ORDER_NAMES) {
    const width = SHIFT[name] >= 12 ? 1 : 7;
    total += ((c >>> SHIFT[name]) & width) * costs[name];
  }
  return total;
}
