import fc from 'fast-check';
import type { ReversibleProblem } from '../problem.js';

/** A small directed graph with labelled, weighted edges, and a brute-force oracle. */
export interface Graph {
  n: number;
  edges: { from: number; to: number; cost: number; label: string }[];
  start: number;
  goals: number[];
}

export const graphs = (maxNodes = 9, maxCost = 5): fc.Arbitrary<Graph> =>
  fc.integer({ min: 1, max: maxNodes }).chain((n) =>
    fc.record({
      n: fc.constant(n),
      edges: fc
        .array(fc.tuple(fc.nat(n - 1), fc.nat(n - 1), fc.integer({ min: 0, max: maxCost })), {
          maxLength: n * 3,
        })
        .map((es) => es.map(([from, to, cost], i) => ({ from, to, cost, label: `e${i}` }))),
      start: fc.nat(n - 1),
      goals: fc.uniqueArray(fc.nat(n - 1), { minLength: 1, maxLength: 2 }),
    }),
  );

export function problemOf(graph: Graph): ReversibleProblem<number, string> {
  const out: Graph['edges'][] = Array.from({ length: graph.n }, () => []);
  const into: Graph['edges'][] = Array.from({ length: graph.n }, () => []);
  for (const e of graph.edges) {
    out[e.from]!.push(e);
    into[e.to]!.push(e);
  }
  const goals = new Set(graph.goals);
  return {
    start: graph.start,
    goals: graph.goals,
    isGoal: (s) => goals.has(s),
    successors(s, push) {
      for (const e of out[s]!) push(e.label, e.to, e.cost);
    },
    predecessors(s, push) {
      for (const e of into[s]!) push(e.label, e.from, e.cost);
    },
  };
}

/** Floyd–Warshall: [cost, moves] of the best path from the start to the nearest goal. */
export function oracle(graph: Graph, unit: boolean): number {
  const { n } = graph;
  const d = Array.from({ length: n }, (_, i) =>
    Array.from({ length: n }, (_, j) => (i === j ? 0 : Number.POSITIVE_INFINITY)),
  );
  for (const e of graph.edges) d[e.from]![e.to] = Math.min(d[e.from]![e.to]!, unit ? 1 : e.cost);
  for (let k = 0; k < n; k++)
    for (let i = 0; i < n; i++)
      for (let j = 0; j < n; j++) d[i]![j] = Math.min(d[i]![j]!, d[i]![k]! + d[k]![j]!);
  return Math.min(...graph.goals.map((g) => d[graph.start]![g]!));
}

/** Exact remaining cost to the nearest goal from every node (a perfect heuristic). */
export function exactToGoal(graph: Graph): number[] {
  return Array.from({ length: graph.n }, (_, s) => oracle({ ...graph, start: s }, false));
}

/** Replays a path on the graph: every move an edge, states consistent, cost the sum. Returns the cost. */
export function replay(graph: Graph, moves: readonly string[], states: readonly number[]): number {
  if (states[0] !== graph.start) throw new Error('path does not begin at the start');
  if (!graph.goals.includes(states[states.length - 1]!))
    throw new Error('path does not end at a goal');
  if (moves.length !== states.length - 1) throw new Error('moves and states disagree');
  let cost = 0;
  moves.forEach((label, i) => {
    const e = graph.edges.find((x) => x.label === label);
    if (!e || e.from !== states[i] || e.to !== states[i + 1])
      throw new Error(`move ${label} is not an edge ${states[i]}->${states[i + 1]}`);
    cost += e.cost;
  });
  return cost;
}
