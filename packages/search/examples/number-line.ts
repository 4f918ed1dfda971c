// From 1 to 100 with "+1" and "x2": the graph is never built, successors come on demand.
import { astar, bfs, bidirectionalBfs, type SearchProblem } from '@puz/search';

const problem: SearchProblem<number, string> = {
  start: 1,
  isGoal: (n) => n === 100,
  successors(n, push) {
    push('+1', n + 1); // cost 1 by default
    if (n <= 50) push('x2', n * 2);
  },
};

console.log(bfs(problem).moves.join(' ')); // +1 +1 x2 x2 x2 +1 x2 x2: 8 moves (1 2 3 6 12 24 25 50 100)
// Admissible: no move more than doubles n, and past 100 there is no way back.
const h = (n: number) => (n > 100 ? Number.POSITIVE_INFINITY : Math.ceil(Math.log2(100 / n)));
console.log(astar(problem, h).stats); // { expanded, generated, peakFrontier, ms }
console.log(
  bidirectionalBfs({
    ...problem,
    goals: [100],
    predecessors(n, push) {
      push('+1', n - 1);
      if (n % 2 === 0) push('x2', n / 2);
    },
  }).cost,
); // 8
