// Eat every dot of a small maze, optimally, and draw the order they are eaten.
import { parseMaze, renderMaze, solveMaze } from '@puz/maze';

const maze = parseMaze(`%%%%%%%%%
%.  %.. %
% % %%% %
% % .  .%
% %%P%% %
%. ..  .%
% % %%%%%
%. .  ..%
%%%%%%%%%`);

const s = solveMaze(maze); // A* over (position, eaten dots); admissible MST heuristic
console.log(renderMaze(maze, s.path, s.eatOrder));
console.log(`${s.cost} steps, optimal: ${s.optimal}, ${s.stats.expanded} expanded`); // 34 steps, optimal: true
