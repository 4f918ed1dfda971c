import type { SearchProblem } from '@puz/search';
import { Model } from './model.js';
import type { OrderSet } from './orders.js';
import { type Mode, RULES_V1, type Rules } from './rules.js';
import type { PackedState } from './state.js';

/**
 * The build-order graph as a @puz/search problem (packed states, order sets as moves, cost =
 * seconds), for running its generic `dijkstra` on small rule sets. `successors` reads the time
 * from g, which is how the seed's modified Dijkstra sees harassments.
 */
export function buildOrderProblem(
  rules: Rules = RULES_V1,
  mode: Mode = 'single',
): SearchProblem<PackedState, OrderSet> {
  const model = new Model(rules, mode);
  return {
    start: model.start,
    isGoal: (s) => model.isGoal(s),
    successors(s, push, g) {
      for (const c of model.candidatesFor(s)) {
        const next = model.apply(s, g, c);
        if (next >= 0) push(c, next, model.seconds);
      }
    },
  };
}
