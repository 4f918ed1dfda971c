import { SearchLimitError } from '@puz/perm';
import type { Push, SearchProblem } from '@puz/search';

/** The default `maxNodes` of `solveMaze`: about half a gigabyte of search nodes. */
export const DEFAULT_MAX_NODES = 1_000_000;

/**
 * Distance-table entries (4 bytes each) that count as one search node against `maxNodes`, so
 * one number bounds the memory of both: a stored node costs some hundreds of bytes.
 */
export const TABLE_ENTRIES_PER_NODE = 64;

const count = (n: number) => n.toLocaleString('en-US');

/** What a stopped search reports. */
export interface LimitStats {
  expanded: number;
  generated: number;
  ms: number;
}

/** The error of a maze search stopped by `maxNodes` (exit 1 in the CLI: a limit, not bad input). */
export function nodeLimitError(maxNodes: number, stats: LimitStats): SearchLimitError {
  return new SearchLimitError(
    `the maze search stopped at its limit of ${count(maxNodes)} nodes (${count(stats.expanded)} expanded): raise it with --max-nodes, or trade optimality for speed (--weight 2, --algorithm greedy)`,
    stats,
  );
}

/**
 * The generated nodes a work bound allows with `dots` dots: a generated node costs about dots²
 * steps (its heuristic, an MST over the uneaten dots, and the successor scan), measured: 0.003 ms
 * a node with 26 dots (mediumSearch) and 0.26 ms with 208 (bigDots), a ratio of 87 for 64 = 8².
 * So a work bound takes about as long on any maze and, unlike a clock, stops at the same node on
 * a busy or an idle machine.
 */
export function nodesForWork(maxWork: number, dots: number): number {
  if (maxWork === Number.POSITIVE_INFINITY) return maxWork;
  const perNode = Math.max(1, dots) ** 2;
  return Math.max(1, Math.floor(maxWork / perNode));
}

/** The error of a maze search stopped by its work budget (`budgetNodes`, once `maxWork`; a limit, like `maxNodes`). */
export function workLimitError(maxWork: number, dots: number, stats: LimitStats): SearchLimitError {
  return new SearchLimitError(
    `the maze search stopped at its work budget (budgetNodes) of ${count(maxWork)} (${count(nodesForWork(maxWork, dots))} nodes at ${count(Math.max(1, dots) ** 2)} a node for ${count(dots)} dots; ${count(stats.expanded)} expanded): raise it, or trade optimality for speed (weight 2, greedy)`,
    stats,
  );
}

/**
 * Refuses, before any table is built, a maze whose distance tables (one per dot, over every cell)
 * would by themselves exceed the node budget — 60 dots on a 2000x2000 grid would need 960 MB.
 */
export function checkTableBudget(dots: number, cells: number, maxNodes: number): void {
  const entries = dots * cells;
  if (entries <= maxNodes * TABLE_ENTRIES_PER_NODE) return;
  const needed = Math.ceil(entries / TABLE_ENTRIES_PER_NODE);
  throw new SearchLimitError(
    `the maze is too big to eat every dot within ${count(maxNodes)} nodes: ${count(dots)} dots × ${count(cells)} cells of distance tables count as ${count(needed)} nodes (--max-nodes ${needed} or more to try anyway)`,
    { expanded: 0, generated: 0, ms: 0 },
  );
}

/**
 * The same problem, counting what the search stores: it throws `nodeLimitError` once more than
 * `maxNodes` successors have been generated. Generated, not expanded: one expansion in the dot
 * space can push dozens of states, and it is the stored states that fill the heap.
 */
export function limitNodes<S, M>(
  problem: SearchProblem<S, M>,
  maxNodes: number,
  /** The error thrown at the limit (default: `nodeLimitError`, naming `maxNodes`). */
  stop: (stats: LimitStats) => Error = (stats) => nodeLimitError(maxNodes, stats),
): SearchProblem<S, M> {
  if (maxNodes === Number.POSITIVE_INFINITY) return problem;
  const started = performance.now();
  let expanded = 0;
  let generated = 0;
  // The searches pass the same push function on every expansion: wrap it once, not per node.
  let outer: Push<S, M> | undefined;
  let wrapped: Push<S, M> | undefined;
  const wrap = (push: Push<S, M>): Push<S, M> => {
    if (push !== outer) {
      outer = push;
      wrapped = (move, next, cost) => {
        if (++generated > maxNodes)
          throw stop({
            expanded,
            generated: generated - 1,
            ms: performance.now() - started,
          });
        push(move, next, cost);
      };
    }
    return wrapped as Push<S, M>;
  };
  return {
    start: problem.start,
    isGoal: (state) => problem.isGoal(state),
    successors(state, push, g) {
      expanded++;
      problem.successors(state, wrap(push), g);
    },
    ...(problem.key ? { key: problem.key.bind(problem) } : {}),
  };
}
