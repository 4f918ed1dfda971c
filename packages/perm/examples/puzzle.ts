// One puzzle model for every family: a state vector and named moves that permute it.
import { PermPuzzle, type PuzzleFamily, SolverRegistry } from '@puz/perm';

const wreath = new PermPuzzle({
  name: 'toy_wreath',
  moves: [
    ['l', [1, 2, 3, 4, 5, 0, 6, 7, 8, 9]], // new[i] = old[perm[i]]
    ['r', [6, 1, 2, 8, 4, 5, 7, 3, 9, 0]],
  ],
  solved: [...'AABBCCDDEE'],
});
const start = wreath.replay(wreath.solved!, ['l', 'r', 'l']);
console.log(start.join(''), wreath.invertSequence(['l', 'r', 'l'])); // -l -r -l undoes it
console.log(wreath.simplify(['l', 'l', 'l', 'l', 'r', '-r'])); // [ '-l', '-l' ]
console.log(wreath.check(start, wreath.solved!, ['-l', '-r', '-l'])); // valid, 0 mismatches

// A family with one solver behind the shared boundary; the registry replays every answer.
const undo: PuzzleFamily = {
  name: 'toy',
  types: 'toy_wreath',
  owns: (type) => type === 'toy_wreath',
  identify: (puzzle) => (wreath.sameMoves(puzzle) ? 'toy_wreath' : undefined), // by structure
  puzzle: () => wreath,
  solved: () => wreath.solved!,
  solvers: [
    {
      name: 'undo',
      summary: 'knows the scramble',
      optimal: false,
      solve: () => ({ moves: ['-l', '-r', '-l'], ms: 0, optimal: false, stats: { expanded: 0 } }),
    },
  ],
};
console.log(new SolverRegistry([undo]).solve('toy_wreath', start, undefined));
