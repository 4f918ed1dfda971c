import {
  type LegacySolveLimits,
  SearchLimitError,
  type Solution,
  type SolveLimits,
  type SolveStats,
  solveLimits,
  throwIfAborted,
} from '@puz/perm';
import { IdHeap, type SearchProgress } from '@puz/search';
import { Model } from './model.js';
import { decodeOrders, type TimedOrder } from './orders.js';
import { type Harassment, replay, type TimelineStep } from './replay.js';
import { type Mode, RULES_V1, type Rules } from './rules.js';
import { StateTable } from './state-table.js';

/**
 * `exact`: A* over (state, time) pairs with a consistent lower bound (`Model.lowerBound`), the
 * true earliest time. `seed`: the seed's modified
 * Dijkstra, each state settled once at its earliest time: far fewer nodes, but not optimal once
 * harassment binds (reaching a state early can be a dead end that reaching it after a harassment
 * is not; the tests show 79 s against 23 s on a small rule set).
 */
export type Method = 'exact' | 'seed';

export const METHODS: readonly Method[] = ['exact', 'seed'];

/**
 * The limits are the repo's one vocabulary (`SolveLimits`): the search is complete, so a spent
 * `budgetNodes` (states settled) or `budgetMs` throws `SearchLimitError`. `nodeLimit`, the old
 * spelling of `budgetNodes`, still works for one release.
 */
export interface BuildOrderOptions extends SolveLimits, LegacySolveLimits {
  rules?: Rules;
  /** `single` (default) or `batch`. */
  mode?: Mode;
  /** `exact` (default) or `seed`. */
  method?: Method;
  signal?: AbortSignal;
  /** Called at most every `progressIntervalMs` (default 100); `depth` is the current time. */
  onProgress?: (p: SearchProgress) => void;
  progressIntervalMs?: number;
}

/**
 * StarCraft's old name of `BuildOrderOptions`, which clashed with `@puz/perm`'s `SolveOptions`.
 * @deprecated use `BuildOrderOptions`.
 */
export type SolveOptions = BuildOrderOptions;

/** A build order's counters: states settled (`expanded`), edges generated, states ever reached. */
export interface BuildOrderStats extends SolveStats {
  generated: number;
  states: number;
}

/**
 * The repo's `Solution` of a build order: its moves are the timed orders (`length` orders), and
 * `optimal` is true for `exact`. Not found: no moves, `time` Infinity.
 */
export interface BuildOrder extends Solution<TimedOrder> {
  found: boolean;
  mode: Mode;
  method: Method;
  /** True for `exact`: the time is the earliest possible under the rules. */
  optimal: boolean;
  /** The earliest time a goal state is reached (Infinity when none is). */
  time: number;
  /** The same array as `moves`, under the domain's name. */
  orders: TimedOrder[];
  timeline: TimelineStep[];
  harassments: Harassment[];
  stats: BuildOrderStats;
}

/**
 * The seed's modified Dijkstra: states (packed integers) are settled once, at the earliest time
 * they are reached, and the successors of a state see that time, so an edge that crosses a
 * harassment time is dropped or loses zerglings.
 *
 * Why not `dijkstra` from @puz/search, whose successors also see g (= time here)? It keeps states
 * and moves in JS arrays and its visited set in a `Map` (capped at 2^24 keys; this space has up to
 * ~16M states), and pays a closure call per edge. This loop keeps everything in typed arrays and
 * reuses @puz/search's `IdHeap`. `buildOrderProblem` exposes the same graph to @puz/search, and
 * the tests check that both find the same times.
 */
export function solveBuildOrder(options: BuildOrderOptions = {}): BuildOrder {
  const rules = options.rules ?? RULES_V1;
  const mode = options.mode ?? 'single';
  const method = options.method ?? 'exact';
  const exact = method === 'exact';
  const model = new Model(rules, mode);
  const started = performance.now();
  const { budgetNodes, budgetMs } = solveLimits(options);
  const limit = budgetNodes ?? Number.POSITIVE_INFINITY;
  const deadline = started + (budgetMs ?? Number.POSITIVE_INFINITY);
  const interval = options.progressIntervalMs ?? 100;
  const { signal, onProgress } = options;
  throwIfAborted(signal, 'the build-order search');
  const clocked = budgetMs !== undefined || onProgress !== undefined;
  let lastReport = started;

  const table = new StateTable();
  const heap = new IdHeap(1 << 16);
  // Seed: Dijkstra on time. Exact: A* on time + lower bound, deeper first on ties.
  heap.push(table.add(model.start, 0, 0, -1, 0), exact ? model.lowerBound(model.start) : 0);
  let expanded = 0;
  let generated = 0;
  let goal = -1;
  while (heap.size > 0) {
    const priority = heap.peekPriority() as number;
    const id = heap.pop();
    // Stale entries (seed: the state was reached earlier since); exact pairs are pushed once.
    if (table.closed[id] === 1 || (!exact && priority > (table.time[id] as number))) continue;
    table.closed[id] = 1;
    const s = table.key[id] as number;
    const t = table.time[id] as number;
    if (model.isGoal(s)) {
      goal = id;
      break;
    }
    if (++expanded > limit) {
      expanded--;
      throw SearchLimitError.nodeLimit(limit, {
        expanded,
        generated,
        peakFrontier: heap.size,
        ms: performance.now() - started,
      });
    }
    if ((expanded & 1023) === 0) {
      throwIfAborted(signal, 'the build-order search');
      // The clock is read only when something needs it, as before budgetMs existed.
      if (clocked) {
        const now = performance.now();
        if (now > deadline)
          throw timeLimit(budgetMs as number, expanded, generated, heap.size, now - started);
        if (onProgress && now - lastReport >= interval) {
          lastReport = now;
          onProgress({ expanded, generated, frontier: heap.size, depth: t, ms: now - started });
        }
      }
    }
    const candidates = model.candidatesFor(s);
    for (let i = 0; i < candidates.length; i++) {
      const c = candidates[i] as number;
      const next = model.applyCandidate(s, t, c);
      if (next < 0) continue;
      generated++;
      const arrival = t + model.seconds;
      const tag = exact ? arrival : 0;
      const n = table.find(next, tag);
      if (n < 0) {
        const added = table.add(next, tag, arrival, id, c);
        if (exact) heap.push(added, arrival + model.lowerBound(next), -arrival);
        else heap.push(added, arrival);
      } else if (table.closed[n] === 0 && arrival < (table.time[n] as number)) {
        table.time[n] = arrival;
        table.parent[n] = id;
        table.order[n] = c;
        heap.push(n, arrival);
      }
    }
  }
  const ms = performance.now() - started;
  const stats = { expanded, generated, states: table.size };
  const base = { mode, method, optimal: exact, stats, ms };
  if (goal < 0)
    return {
      ...base,
      found: false,
      time: Number.POSITIVE_INFINITY,
      moves: [],
      length: 0,
      orders: [],
      timeline: [],
      harassments: [],
    };
  const orders = ordersTo(table, goal);
  const time = table.time[goal] as number;
  // Every answer is replayed through the rules (a separate walk from the search's bookkeeping).
  const checked = replay(orders, { rules, mode, time });
  return {
    ...base,
    found: true,
    time,
    moves: orders,
    length: orders.length,
    orders,
    timeline: checked.timeline,
    harassments: checked.harassments,
  };
}

/** The error of a search that ran past its `budgetMs` (a limit, as `budgetNodes` is). */
function timeLimit(
  budgetMs: number,
  expanded: number,
  generated: number,
  frontier: number,
  ms: number,
): SearchLimitError {
  return new SearchLimitError(
    `the build-order search stopped at its time limit of ${budgetMs.toLocaleString('en-US')} ms (budgetMs)`,
    { expanded, generated, peakFrontier: frontier, ms },
  );
}

function ordersTo(table: StateTable, goal: number): TimedOrder[] {
  const edges: TimedOrder[][] = [];
  for (let id = goal; (table.parent[id] as number) >= 0; id = table.parent[id] as number) {
    const t = table.time[id] as number;
    edges.push(decodeOrders(table.order[id] as number).map((order) => ({ t, order })));
  }
  return edges.reverse().flat();
}
