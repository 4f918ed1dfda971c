import { describe, expect, test } from 'vitest';
import { BROKEN, Model } from './model.js';
import { countOrders, encodeOrders, type OrderName } from './orders.js';
import { defineRules, type Mode, RULES_V1, type Rules } from './rules.js';
import { pack, type StarcraftState, unpack } from './state.js';

const START: StarcraftState = {
  hatcheries: 1,
  drones: 6,
  zerglings: 0,
  overlords: 1,
  pool: false,
  evolution: false,
  attack: false,
  defense: false,
};

const models = new Map<string, Model>();
/** Building a model fills its candidate tables (~25 ms): once per rule set and mode. */
function modelFor(rules: Rules, mode: Mode): Model {
  const key = `${JSON.stringify(rules)} ${mode}`;
  let m = models.get(key);
  if (!m) {
    m = new Model(rules, mode);
    models.set(key, m);
  }
  return m;
}

/** Applies one edge; returns the destination, k and the zerglings sent, or the broken rule. */
function edge(
  from: Partial<StarcraftState>,
  orders: OrderName[],
  t = 0,
  mode: Mode = 'batch',
  rules: Rules = RULES_V1,
) {
  const model = modelFor(rules, mode);
  const next = model.apply(pack({ ...START, ...from }), t, encodeOrders(countOrders(orders)));
  if (next < 0) return { broken: Object.keys(BROKEN)[-next - 1] };
  return { state: unpack(next), k: model.seconds, sent: model.sent };
}

describe('income and the k formula: k = max(1, ceil(C / (8·d)))', () => {
  test.each([
    [6, ['drone'], 2], // 50 / 48 -> 2
    [6, ['overlord'], 3], // 100 / 48 -> 3
    [6, ['evolution'], 2], // 75 / 48 -> 2
    [6, ['pool'], 5], // 200 / 48 -> 5
    [6, ['hatchery'], 7], // 300 / 48 -> 7
    [7, ['drone'], 1], // 50 / 56 -> 1
    [13, ['drone'], 1], // never below 1 s
    [1, ['drone'], 7], // 50 / 8 -> 7
    [5, ['drone', 'overlord'], 4], // 150 / 40 -> 4 (one edge, batch)
    [12, ['drone', 'drone', 'overlord'], 3], // 200 / 96 -> 3 (three hatcheries: three units)
  ] as [number, OrderName[], number][])('%i drones, %j: k = %i', (drones, orders, k) => {
    const r = edge({ drones, hatcheries: 3, overlords: 3 }, orders);
    expect(r.k).toBe(k);
  });

  test('no drones, no minerals: nothing can be ordered', () => {
    expect(edge({ drones: 0 }, ['overlord']).broken).toBe('income');
  });

  test('a building consumes a drone; units are added', () => {
    expect(edge({}, ['pool']).state).toMatchObject({ drones: 5, pool: true });
    expect(edge({ pool: true }, ['zergling']).state).toMatchObject({ drones: 6, zerglings: 1 });
    expect(edge({}, ['hatchery']).state).toMatchObject({ drones: 5, hatcheries: 2 });
  });
});

describe('control: d + z <= min(8·o, cap), with the overlords that already exist', () => {
  test.each([
    [{ drones: 7 }, ['drone'], true],
    [{ drones: 8 }, ['drone'], false],
    [{ drones: 4, zerglings: 4, pool: true }, ['zergling'], false],
    [{ drones: 8, hatcheries: 2 }, ['overlord', 'drone'], false], // the new overlord counts next edge
    [{ drones: 8 }, ['overlord'], true],
    [{ drones: 150, zerglings: 49, overlords: 25, pool: true }, ['zergling'], true],
    [{ drones: 150, zerglings: 50, overlords: 25, pool: true }, ['zergling'], false],
  ] as [Partial<StarcraftState>, OrderName[], boolean][])(
    '%j + %j valid: %s',
    (from, orders, ok) => {
      const r = edge(from, orders);
      expect(r.broken === undefined).toBe(ok);
      if (!ok) expect(r.broken).toBe('control');
    },
  );

  test('the 200 cap holds with more control per overlord', () => {
    const rules = defineRules({ controlPerOverlord: 10 });
    expect(
      edge({ drones: 199, overlords: 25 }, ['drone'], 0, 'batch', rules).broken,
    ).toBeUndefined();
    expect(edge({ drones: 200, overlords: 25 }, ['drone'], 0, 'batch', rules).broken).toBe(
      'control',
    );
  });
});

describe('prerequisites and limits', () => {
  test.each([
    [{}, ['zergling'], 'needsPool'],
    [{}, ['attack'], 'needsEvolution'],
    [{ evolution: true }, ['defense'], 'needsAttack'],
    [{ evolution: true }, ['attack', 'defense'], 'needsAttack'], // not on the same edge either
    [{ pool: true }, ['pool'], 'once'],
    [{ evolution: true, attack: true }, ['attack'], 'once'],
    [{ hatcheries: 4 }, ['hatchery'], 'hatcheryLimit'],
    [{ overlords: 25 }, ['overlord'], 'overlordLimit'],
    [{ drones: 1 }, ['pool', 'evolution'], 'drones'],
    [{ drones: 0 }, ['pool'], 'drones'],
    [{}, ['drone', 'drone'], 'production'], // one hatchery: one unit per edge
  ] as [Partial<StarcraftState>, OrderName[], string][])(
    '%j + %j breaks %s',
    (from, orders, rule) => {
      expect(edge(from, orders).broken).toBe(rule);
    },
  );

  test.each([
    [{ pool: true }, ['zergling']],
    [{ evolution: true }, ['attack']],
    [{ evolution: true, attack: true }, ['defense']],
    [{ hatcheries: 3 }, ['hatchery']],
    [{ overlords: 24 }, ['overlord']],
    [{ hatcheries: 2, pool: true }, ['zergling', 'drone']],
    [{ drones: 2 }, ['pool', 'evolution']],
  ] as [Partial<StarcraftState>, OrderName[]][])('%j + %j is valid', (from, orders) => {
    expect(edge(from, orders).broken).toBeUndefined();
  });

  test('single mode offers one order per edge', () => {
    const model = new Model(RULES_V1, 'single');
    // drone, zergling, overlord, evolution: no fifth hatchery, no second pool, no upgrade yet.
    expect(model.candidatesFor(pack({ ...START, hatcheries: 4, pool: true })).length).toBe(4);
  });
});

describe('harassment on an edge from t to t + k: every T = 120·M with t < T <= t + k', () => {
  test.each([
    // [t, zerglings, upgrades, k of a drone with 6 drones = 2, valid, zerglings after]
    [117, 0, {}, true, 0], // ends at 119
    [118, 5, {}, false, 0], // ends at 120: needs 6
    [118, 6, {}, true, 0],
    [118, 9, {}, true, 3],
    [118, 5, { defense: true, attack: true }, true, 2], // 3 with both upgrades
    [118, 4, { evolution: true, attack: true }, false, 0], // 5 with attack
    [120, 0, {}, true, 0], // T = 120 is not after t = 120
  ])('t = %i, z = %i, %j: valid %s, %i left', (t, zerglings, upgrades, ok, left) => {
    const r = edge({ zerglings, overlords: 5, pool: true, ...upgrades }, ['drone'], t);
    expect(r.broken === undefined ? true : r.broken).toBe(ok ? true : 'harassment');
    if (ok) expect(r.state?.zerglings).toBe(left);
  });

  test('the count uses the source upgrades: an upgrade ordered on the edge does not help', () => {
    // attack costs 100: k = 3 from t = 118 crosses 120, with no upgrade yet -> 6 zerglings.
    expect(edge({ zerglings: 5, overlords: 5, evolution: true }, ['attack'], 118).broken).toBe(
      'harassment',
    );
    expect(
      edge({ zerglings: 6, overlords: 5, evolution: true }, ['attack'], 118).state,
    ).toMatchObject({
      zerglings: 0,
      attack: true,
    });
  });

  test('zerglings ordered on the edge do not count for it, and are added after', () => {
    const r = edge({ zerglings: 6, pool: true, drones: 8, overlords: 3 }, ['zergling'], 119);
    expect(r).toMatchObject({ k: 1, sent: 6, state: { zerglings: 1 } });
  });

  test('an edge that crosses two harassment times pays both, in order', () => {
    // One drone at 1 mineral/s: a 200-mineral pool takes 200 s, from 100 to 300, meeting
    // T = 120 (M = 1: 6 zerglings) and T = 240 (M = 2: 9), not 360.
    const rules = defineRules({ income: 1 });
    const from = { drones: 1, zerglings: 15, overlords: 5 };
    expect(edge(from, ['pool'], 100, 'batch', rules)).toMatchObject({
      k: 200,
      sent: 15,
      state: { zerglings: 0, pool: true, drones: 0 },
    });
    expect(edge({ ...from, zerglings: 14 }, ['pool'], 100, 'batch', rules).broken).toBe(
      'harassment',
    );
    // A hatchery (300 s) from 200 to 500 meets T = 240, 360, 480 (M = 2, 3, 4: 9 + 12 + 13).
    expect(edge({ ...from, zerglings: 34 }, ['hatchery'], 200, 'batch', rules)).toMatchObject({
      sent: 34,
      state: { zerglings: 0 },
    });
    expect(edge({ ...from, zerglings: 33 }, ['hatchery'], 200, 'batch', rules).broken).toBe(
      'harassment',
    );
  });
});
