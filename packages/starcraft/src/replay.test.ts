import { describe, expect, test } from 'vitest';
import { InvalidBuildError } from './errors.js';
import type { TimedOrder } from './orders.js';
import { replay } from './replay.js';
import { defineRules } from './rules.js';

// 10 zerglings, pool only: a small goal to write builds for by hand.
const rules = defineRules({ goal: { supply: null, zerglings: 2, tech: ['pool'] } });
// From 6 drones (48/s): pool 200 -> 5 s (placed at 5, when the minerals are in; 5 drones = 40/s);
// zergling 25 -> 1 s each.
const BUILD: TimedOrder[] = [
  { t: 5, order: 'pool' },
  { t: 6, order: 'zergling' },
  { t: 7, order: 'zergling' },
];

function brokenRule(orders: TimedOrder[], options = {}): [string, number] {
  try {
    replay(orders, { rules, ...options });
  } catch (e) {
    if (e instanceof InvalidBuildError) return [e.rule, e.t];
    throw e;
  }
  return ['none', -1];
}

describe('replay', () => {
  test('a valid build reaches its time, with a timeline', () => {
    const r = replay(BUILD, { rules, time: 7 });
    expect(r.time).toBe(7);
    expect(r.timeline.map((s) => [s.start, s.t, s.supply, s.control])).toEqual([
      [0, 5, 5, 8],
      [5, 6, 6, 8],
      [6, 7, 7, 8],
    ]);
  });

  test.each([
    ['a zergling before the pool', [{ t: 1, order: 'zergling' }], ['needsPool', 1]],
    ['an order placed before its minerals are in', [{ t: 4, order: 'pool' }], ['timing', 4]],
    ['an order placed late (no waiting)', [{ t: 6, order: 'pool' }], ['timing', 6]],
    [
      'two orders in one edge, single mode',
      [
        { t: 2, order: 'drone' },
        { t: 2, order: 'drone' },
      ],
      ['single', 2],
    ],
    ['a build that stops short of the goal', BUILD.slice(0, 2), ['goal', 6]],
    [
      'times going backwards',
      [
        { t: 5, order: 'pool' },
        { t: 2, order: 'drone' },
      ],
      ['timing', 2],
    ],
    ['an unknown order', [{ t: 1, order: 'lair' as 'pool' }], ['error', 0]],
  ] as [string, TimedOrder[], [string, number]][])('%s', (_name, orders, expected) => {
    if (expected[0] === 'error') expect(() => replay(orders, { rules })).toThrow(/unknown order/);
    else expect(brokenRule(orders)).toEqual(expected);
  });

  test('a wrong stated time is named', () => {
    expect(brokenRule(BUILD, { time: 8 })).toEqual(['time', 7]);
  });

  test('batch mode: orders with the same t form one edge', () => {
    // drone + overlord = 150 at 48/s: 4 s, so placed at 4; one hatchery makes one unit per edge.
    expect(
      brokenRule(
        [
          { t: 4, order: 'drone' },
          { t: 4, order: 'overlord' },
        ],
        { mode: 'batch' },
      ),
    ).toEqual(['production', 4]);
    const r = defineRules({
      start: { hatcheries: 2 },
      goal: { supply: 7, zerglings: 0, tech: [] },
    });
    const out = replay(
      [
        { t: 4, order: 'drone' },
        { t: 4, order: 'overlord' },
      ],
      { rules: r, mode: 'batch' },
    );
    expect(out.state).toMatchObject({ drones: 7, overlords: 2 });
  });

  test('the harassment error names the harassment time', () => {
    const harassed = defineRules({
      harassPeriod: 6,
      goal: { supply: null, zerglings: 2, tech: ['pool'] },
    });
    expect(brokenRule(BUILD, { rules: harassed })).toEqual(['harassment', 6]);
  });
});
