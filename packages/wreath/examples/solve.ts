// Solve a Santa 2023 wreath_6/6 puzzle (id 284) and replay the answer.
import { solveWreath, wreathMoves } from '@puz/wreath';

const solution = 'C;A;C;A;A;A;B;B;B;B'.split(';');
const initial = 'A;A;A;A;B;C;B;C;B;B'.split(';');
const s = solveWreath(6, initial, solution, { wildcards: 0, budgetMs: 1000, seed: 1 });
console.log(s.moves.join('.'), `(${s.length} moves, optimal: ${s.optimal})`);

const moves = wreathMoves(6, { inverses: true });
let state = initial;
for (const name of s.moves) state = state.map((_, i) => state[moves.get(name)![i]!]!);
console.log(state.join(';') === solution.join(';')); // true
