import { MAZE_ALGORITHMS, type Maze } from '@puz/maze';
import { Box, Text, useInput } from 'ink';
import { useEffect, useRef, useState } from 'react';
import { type MazeRun, type MazeRunResult, startMazeRun } from './maze-run.js';

/** Expansions per frame: about 150 frames for the whole maze, so big and small both animate. */
function stepsPerFrame(maze: Maze): number {
  return Math.max(1, Math.ceil((maze.width * maze.height) / 150));
}

/** Cell colours: walls, visited (expanded) cells, the frontier, the path. */
function cellView(
  maze: Maze,
  cell: number,
  run: MazeRun | undefined,
  path: Set<number>,
): { ch: string; bg?: string; fg?: string } {
  if (maze.walls[cell]) return { ch: '█', fg: 'gray' };
  if (cell === maze.start) return { ch: 'P', fg: 'yellowBright' };
  const dot = maze.dots.includes(cell);
  if (path.has(cell)) return { ch: dot ? 'o' : '•', fg: 'greenBright' };
  if (run?.visited[cell]) return { ch: dot ? 'o' : '·', bg: 'blue', fg: 'white' };
  if (run?.seen[cell]) return { ch: dot ? 'o' : '·', bg: 'yellow', fg: 'black' };
  return { ch: dot ? 'o' : ' ' };
}

/** A CS440 maze: pick BFS, DFS, greedy or A* (Tab) and watch it search (Enter). */
export function MazeScreen({
  name,
  maze,
  onBack,
  active,
}: {
  name: string;
  maze: Maze;
  onBack: () => void;
  active: boolean;
}) {
  const [algorithm, setAlgorithm] = useState(0);
  const [run, setRun] = useState<MazeRun | undefined>();
  const [result, setResult] = useState<MazeRunResult | undefined>();
  const [, setFrame] = useState(0);
  const timer = useRef<NodeJS.Timeout | undefined>(undefined);
  const name_ = MAZE_ALGORITHMS[algorithm] as (typeof MAZE_ALGORITHMS)[number];

  const stop = () => {
    clearInterval(timer.current);
    timer.current = undefined;
  };
  // The animation stops when the screen goes away.
  useEffect(() => () => clearInterval(timer.current), []);

  const start = () => {
    stop();
    const r = startMazeRun(maze, name_);
    setRun(r);
    setResult(undefined);
    const per = stepsPerFrame(maze);
    timer.current = setInterval(() => {
      const done = r.advance(per);
      setFrame((f) => f + 1);
      if (done) {
        stop();
        setResult(done);
      }
    }, 30);
  };

  useInput(
    (input, key) => {
      if (key.tab) {
        stop();
        setRun(undefined);
        setResult(undefined);
        setAlgorithm((a) => (a + 1) % MAZE_ALGORITHMS.length);
      } else if (key.return) start();
      else if (key.escape && timer.current) stop();
      else if (input === 'q' || key.escape) onBack();
    },
    { isActive: active },
  );

  const path = new Set(result?.path ?? []);
  const rows: React.ReactNode[] = [];
  for (let r = 0; r < maze.height; r++) {
    const cells: React.ReactNode[] = [];
    for (let c = 0; c < maze.width; c++) {
      const v = cellView(maze, r * maze.width + c, run, path);
      cells.push(
        <Text
          key={c}
          {...(v.bg ? { backgroundColor: v.bg } : {})}
          {...(v.fg ? { color: v.fg } : {})}
        >
          {v.ch}
        </Text>,
      );
    }
    rows.push(<Box key={r}>{cells}</Box>);
  }
  const running = timer.current !== undefined;
  return (
    <Box flexDirection="column">
      <Text bold>
        {name}{' '}
        <Text dimColor>
          · {maze.width}×{maze.height} · {maze.dots.length} dot(s) · algorithm {name_} (Tab)
        </Text>
      </Text>
      {rows}
      <Text>
        {run ? `${run.expanded.toLocaleString('en-US')} expanded` : 'press Enter to search'}
        {running ? ' · searching (Esc stops)' : ''}
        {result
          ? result.found
            ? ` · path ${result.cost} steps${name_ === 'bfs' || name_ === 'astar' ? ' (optimal)' : ' (not optimal in general)'}`
            : ' · no path'
          : ''}
      </Text>
      <Text dimColor>
        blue: expanded · yellow: frontier · green: path · Tab algorithm · Enter search · q back · ?
        keys
      </Text>
    </Box>
  );
}
