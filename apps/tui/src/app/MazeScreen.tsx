import { MAZE_ALGORITHMS, type Maze } from '@puz/maze';
import { Box, Text } from 'ink';
import Spinner from 'ink-spinner';
import { useEffect, useRef, useState } from 'react';
import { useKeys } from './keys.js';
import { type MazeRun, startMazeRun } from './maze-run.js';
import { type MazeResult, startSolve } from './solve-job.js';

/** Expansions per frame: about 80 frames (2.4 s) for the whole maze, so big and small both animate. */
function stepsPerFrame(maze: Maze): number {
  return Math.max(1, Math.ceil((maze.width * maze.height) / 80));
}

/** A*'s weights offered by `w`: f = g + w·h, at most w × optimal above 1. */
const WEIGHTS = [1, 1.5, 2, 3] as const;

/** What a search left on screen: the path, and how good it is. */
interface Outcome {
  found: boolean;
  path: number[];
  cost: number;
  expanded: number;
  optimal: boolean;
  note?: string;
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

/**
 * A CS440 maze: pick BFS, DFS, greedy or A* (Tab; w for A*'s weight) and search (Enter). One dot:
 * the search animates cell by cell. Several dots: the dot-to-dot search the CLI uses runs on the
 * solver thread with a node limit; if it reaches it, weighted A* answers and the screen says so.
 */
export function MazeScreen({
  name,
  maze,
  text,
  onBack,
  active,
}: {
  name: string;
  maze: Maze;
  text: string;
  onBack: () => void;
  active: boolean;
}) {
  const [algorithm, setAlgorithm] = useState(MAZE_ALGORITHMS.indexOf('astar'));
  const [weight, setWeight] = useState(0);
  const [run, setRun] = useState<MazeRun | undefined>();
  const [outcome, setOutcome] = useState<Outcome | undefined>();
  const [running, setRunning] = useState<{ started: number; cancel: () => void } | undefined>();
  const [, setFrame] = useState(0);
  const stopRef = useRef<(() => void) | undefined>(undefined);
  const name_ = MAZE_ALGORITHMS[algorithm] as (typeof MAZE_ALGORITHMS)[number];
  const w = name_ === 'astar' ? (WEIGHTS[weight] as number) : 1;

  const stop = () => {
    stopRef.current?.();
    stopRef.current = undefined;
    setRunning(undefined);
  };
  // The search stops when the screen goes away.
  useEffect(() => () => stopRef.current?.(), []);
  const finish = (o: Outcome) => {
    // Ends the animation frames or the solver thread's clock (its work is done).
    stopRef.current?.();
    stopRef.current = undefined;
    setRunning(undefined);
    setOutcome(o);
  };

  const animate = () => {
    const r = startMazeRun(maze, name_);
    setRun(r);
    const per = stepsPerFrame(maze);
    const timer = setInterval(() => {
      const done = r.advance(per);
      setFrame((f) => f + 1);
      if (done) finish({ ...done, optimal: name_ === 'bfs' || name_ === 'astar' });
    }, 30);
    return () => clearInterval(timer);
  };
  const onWorker = () => {
    setRun(undefined);
    const job = startSolve<MazeResult>(
      { kind: 'maze', text, algorithm: name_, weight: w },
      () => {},
    );
    job.result.then(
      (m) => finish({ ...m, expanded: m.stats.expanded }),
      (e: Error) => {
        // Esc (or a new search) cancelled it: the screen has moved on already.
        if (e.message !== 'cancelled')
          finish({ found: false, path: [], cost: 0, expanded: 0, optimal: false, note: e.message });
      },
    );
    const clock = setInterval(() => setFrame((f) => f + 1), 100);
    return () => {
      clearInterval(clock);
      job.cancel();
    };
  };
  const start = () => {
    stop();
    setOutcome(undefined);
    // One dot with weight 1 animates; anything else runs on the solver thread.
    const cancel = maze.dots.length > 1 || w > 1 ? onWorker() : animate();
    stopRef.current = cancel;
    setRunning({ started: performance.now(), cancel });
  };

  useKeys(
    (input, key) => {
      if (key.tab || input === 'w') {
        stop();
        setRun(undefined);
        setOutcome(undefined);
        if (key.tab) setAlgorithm((a) => (a + 1) % MAZE_ALGORITHMS.length);
        else setWeight((k) => (k + 1) % WEIGHTS.length);
      } else if (key.return) start();
      else if (key.escape && running) stop();
      else if (input === 'q' || key.escape) onBack();
    },
    { isActive: active },
  );

  return (
    <Box flexDirection="column">
      <Text bold>
        {name}{' '}
        <Text dimColor>
          · {maze.width}×{maze.height} · {maze.dots.length} dot(s) · algorithm {name_} (Tab)
          {name_ === 'astar' ? ` · weight ${w} (w)` : ''}
        </Text>
      </Text>
      <MazeGrid maze={maze} run={run} path={new Set(outcome?.path ?? [])} />
      <Text>
        {running ? <Spinner type="dots" /> : null}
        {running
          ? ` searching${run ? `, ${run.expanded.toLocaleString('en-US')} expanded` : ''}, ${((performance.now() - running.started) / 1000).toFixed(1)} s (Esc stops)`
          : outcome
            ? `${outcome.expanded.toLocaleString('en-US')} expanded · ${outcome.found ? `path ${outcome.cost} steps (${outcome.optimal ? 'optimal' : 'not proven optimal'})` : 'no path'}`
            : run
              ? `${run.expanded.toLocaleString('en-US')} expanded · stopped`
              : 'press Enter to search'}
      </Text>
      {outcome?.note ? <Text color="yellow">{outcome.note}</Text> : null}
      <Text dimColor>
        blue: expanded · yellow: frontier · green: path · Tab algorithm · w weight · Enter search ·
        q back · ? keys
      </Text>
    </Box>
  );
}

/** The maze's cells, coloured by what the search did. */
function MazeGrid({
  maze,
  run,
  path,
}: {
  maze: Maze;
  run: MazeRun | undefined;
  path: Set<number>;
}) {
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
  return <>{rows}</>;
}
