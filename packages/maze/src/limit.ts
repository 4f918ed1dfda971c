import { type Push, SearchLimitError, type SearchProblem } from '@puz/search';

/** The default `maxNodes` of `solveMaze`: about half a gigabyte of search nodes. */
export const DEFAULT_MAX_NODES = 1_000_000;

/**
 * Distance-table entries (4 bytes each) that count as one search node against `maxNodes`, so
 * one number bounds the memory of both: a stored node costs some hundreds of bytes.
 */
export const TABLE_ENTRIES_PER_NODE = 64;

const count = (n: number) => n.toLocaleString('en-US');

/** The error of a maze search stopped by `maxNodes` (exit 1 in the CLI: a limit, not bad input). */
export function nodeLimitError(
  maxNodes: number,
  stats: { expanded: number; generated: number; ms: number },
): SearchLimitError {
  return new SearchLimitError(
    `the maze search stopped at its limit of ${count(maxNodes)} nodes (${count(stats.expanded)} expanded): raise it with --max-nodes, or trade optimality for speed (--weight 2, --algorithm greedy)`,
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
          throw nodeLimitError(maxNodes, {
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
