import { InvalidBuildError } from './errors.js';
import { harassForce } from './harassment.js';
import { type BROKEN, brokenRule, Model } from './model.js';
import { countOrders, encodeOrders, MAX_COUNT, type OrderName, type TimedOrder } from './orders.js';
import { type Mode, RULES_V1, type Rules } from './rules.js';
import { type PackedState, type StarcraftState, unpack } from './state.js';

/** One harassment: at time t (the m-th), `sent` zerglings of total force >= `force` died. */
export interface Harassment {
  t: number;
  m: number;
  force: number;
  sent: number;
}

/** One edge of a build: from `start`, minerals gathered for `seconds`; the orders are placed at t. */
export interface TimelineStep {
  /** When the edge starts (the previous orders' time; 0 for the first). */
  start: number;
  /** When the minerals are in and the orders are placed: start + seconds. */
  t: number;
  /** Seconds spent gathering the minerals (k). */
  seconds: number;
  orders: OrderName[];
  /** The state at t, after this edge's harassments. */
  state: StarcraftState;
  /** d + z, and what the existing overlords control (min(8·o, cap)). */
  supply: number;
  control: number;
  harassments: Harassment[];
}

export interface ReplayResult {
  /** The time of the last orders (0 for an empty build). */
  time: number;
  state: StarcraftState;
  timeline: TimelineStep[];
  harassments: Harassment[];
}

export interface ReplayOptions {
  rules?: Rules;
  mode?: Mode;
  /** The time the build claims to finish at: a different one is an `InvalidBuildError`. */
  time?: number;
}

const WHY: Record<keyof typeof BROKEN, string> = {
  production: 'more units than hatcheries in one second',
  needsPool: 'zerglings need a spawning pool',
  needsEvolution: 'upgrades need an evolution chamber',
  needsAttack: 'the defense upgrade needs the attack upgrade first',
  once: 'at most one of each building and upgrade (hatcheries aside)',
  hatcheryLimit: 'too many hatcheries',
  overlordLimit: 'too many overlords',
  drones: 'not enough drones to mutate into the buildings',
  income: 'no drones, so no minerals',
  control: 'drones + zerglings would exceed what the existing overlords control',
  harassment: 'not enough zerglings for the harassment',
};

/**
 * Replays a build order through the rules. Orders with the same `t` form one edge (batch mode;
 * in single mode each edge has one order). Returns the timeline if every order is valid, is placed
 * exactly when its minerals are in, and the last state is a goal; else throws `InvalidBuildError`
 * naming the first broken rule and its time.
 */
export function replay(orders: readonly TimedOrder[], options: ReplayOptions = {}): ReplayResult {
  const rules = options.rules ?? RULES_V1;
  const model = new Model(rules, options.mode ?? 'single');
  let state: PackedState = model.start;
  let now = 0;
  const timeline: TimelineStep[] = [];
  const harassments: Harassment[] = [];
  for (let i = 0; i < orders.length; ) {
    const first = orders[i] as TimedOrder;
    const group: OrderName[] = [];
    for (; i < orders.length && (orders[i] as TimedOrder).t === first.t; i++)
      group.push((orders[i] as TimedOrder).order);
    if (!Number.isInteger(first.t) || first.t < now)
      throw new InvalidBuildError(
        'timing',
        first.t,
        `orders must be placed at whole seconds after ${now}`,
      );
    if (model.mode === 'single' && group.length > 1)
      throw new InvalidBuildError(
        'single',
        first.t,
        `${group.length} orders in one edge in single mode`,
      );
    const n = countOrders(group);
    if (n.drone + n.zergling + n.overlord > MAX_COUNT)
      throw new InvalidBuildError('production', first.t, WHY.production);
    if (n.hatchery > MAX_COUNT || n.pool > 1 || n.evolution > 1 || n.attack > 1 || n.defense > 1)
      throw new InvalidBuildError('once', first.t, WHY.once);
    const code = encodeOrders(n);
    const next = model.apply(state, now, code);
    if (next < 0) {
      const rule = brokenRule(next);
      let at = first.t;
      if (rule === 'harassment') at = failedHarassment(model, state, now, code);
      throw new InvalidBuildError(rule, at, `${group.join(' + ')}: ${WHY[rule]}`);
    }
    const end = now + model.seconds;
    if (first.t !== end) {
      const d = unpack(state).drones;
      throw new InvalidBuildError(
        'timing',
        first.t,
        `${group.join(' + ')} (${model.costOf(code)} minerals, ${d} drones from t = ${now}) is placed at t = ${end}, when its minerals are in`,
      );
    }
    const crossed = harassmentsOf(model, state, now, end);
    harassments.push(...crossed);
    state = next;
    const s = unpack(state);
    timeline.push({
      start: now,
      t: first.t,
      seconds: model.seconds,
      orders: group,
      state: s,
      supply: s.drones + s.zerglings,
      control: Math.min(rules.controlPerOverlord * s.overlords, rules.controlCap),
      harassments: crossed,
    });
    now = end;
  }
  if (!model.isGoal(state))
    throw new InvalidBuildError('goal', now, 'the build ends before the goal');
  if (options.time !== undefined && options.time !== now)
    throw new InvalidBuildError(
      'time',
      now,
      `the build finishes at ${now}, not at ${options.time}`,
    );
  return { time: now, state: unpack(state), timeline, harassments };
}

function harassmentsOf(model: Model, s: PackedState, from: number, to: number): Harassment[] {
  const out: Harassment[] = [];
  const period = model.rules.harassPeriod;
  for (let m = Math.floor(from / period) + 1; m * period <= to; m++)
    out.push({
      t: m * period,
      m,
      force: harassForce(m, model.rules.harassFactor),
      sent: model.harassNeeded(m, s & 15),
    });
  return out;
}

/** The time of the first harassment the edge cannot pay for. */
function failedHarassment(model: Model, s: PackedState, from: number, c: number): number {
  const period = model.rules.harassPeriod;
  const rate = model.rules.income * unpack(s).drones;
  const to = from + Math.max(1, Math.ceil(model.costOf(c) / rate));
  let left = unpack(s).zerglings;
  for (const h of harassmentsOf(model, s, from, to)) {
    if (left < h.sent) return h.t;
    left -= h.sent;
  }
  return Math.floor(from / period) * period + period;
}
