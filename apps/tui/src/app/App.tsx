import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Maze, parseMaze } from '@puz/maze';
import { Box, Text, useApp, useInput, useStdout } from 'ink';
import { useCallback, useEffect, useState } from 'react';
import { CUBE_CHROME_ROWS, type CubeKept, CubeScreen } from './CubeScreen.js';
import { viewSize, viewsAt } from './cube-views.js';
import { Help, type HelpTopic } from './Help.js';
import { KeyProvider, useKeys } from './keys.js';
import { MazeScreen } from './MazeScreen.js';
import { FIRST_CHOICE, type Pick, Picker, type PickerChoice } from './Picker.js';
import { type ColourLevel, colourLevel } from './paint.js';
import { type RingKept, RingScreen } from './RingScreen.js';
import { ringViewSize } from './ring-views.js';
import { StarcraftScreen } from './StarcraftScreen.js';
import { santaRingPuzzles } from './santa-data.js';
import { type RingPuzzle, ringPuzzle } from './santa-session.js';

type Screen =
  | { name: 'picker' }
  | { name: 'cube'; n: number }
  | { name: 'maze'; file: string; maze: Maze; text: string }
  | { name: 'ring'; puzzle: RingPuzzle; initial?: readonly string[]; key: string }
  | { name: 'starcraft' }
  | { name: 'error'; message: string };

/** The terminal's size, followed as it changes. */
function useTerminalSize(): { columns: number; rows: number } {
  const { stdout } = useStdout();
  // A stream that does not know its height (a test's, a pipe's) is taken as tall enough.
  const read = () => ({
    columns: stdout.columns || 80,
    rows: stdout.rows || Number.POSITIVE_INFINITY,
  });
  const [size, setSize] = useState(read);
  useEffect(() => {
    const onResize = () => setSize(read());
    stdout.on('resize', onResize);
    return () => {
      stdout.off('resize', onResize);
    };
  });
  return size;
}

/**
 * Space a screen needs: for a cube its smallest view (one face; the screen picks the largest that
 * fits) plus status, move and key lines.
 */
function needed(screen: Screen, level: ColourLevel): { columns: number; rows: number } {
  if (screen.name === 'cube') {
    const smallest = viewSize(viewsAt(level).at(-1) ?? 'net', screen.n);
    return { columns: Math.max(60, smallest.columns), rows: smallest.rows + CUBE_CHROME_ROWS };
  }
  if (screen.name === 'maze')
    return { columns: Math.max(60, screen.maze.width), rows: screen.maze.height + 4 };
  if (screen.name === 'starcraft') return { columns: 70, rows: 16 };
  if (screen.name === 'ring') {
    // The compact view (one column a cell); a wreath's rings wrap to the window's width.
    const compact = ringViewSize(screen.puzzle, 'compact', 60);
    return { columns: Math.max(60, compact.columns), rows: compact.rows + 7 };
  }
  return { columns: 40, rows: 9 };
}

/** The help of a screen. */
function helpTopic(screen: Screen): HelpTopic {
  if (screen.name === 'ring') return screen.puzzle.family;
  if (screen.name === 'error') return 'picker';
  return screen.name;
}

/** Opens what the picker chose; a maze file that cannot be read or parsed is an error screen. */
function open(pick: Pick): Screen {
  if (pick.kind === 'cube') return { name: 'cube', n: pick.n };
  if (pick.kind === 'starcraft') return { name: 'starcraft' };
  if (pick.kind === 'ring') {
    const puzzle = ringPuzzle(pick.family, pick.a, pick.b);
    return { name: 'ring', puzzle, key: puzzle.name };
  }
  if (pick.kind === 'santa') {
    const s = santaRingPuzzles().get(pick.id);
    if (!s) return { name: 'error', message: `no globe or wreath puzzle with id ${pick.id}` };
    return { name: 'ring', puzzle: s.puzzle, initial: s.initial, key: `santa${pick.id}` };
  }
  try {
    const text = readFileSync(join(pick.dir, pick.file), 'utf8');
    return { name: 'maze', file: pick.file, maze: parseMaze(text), text };
  } catch (error) {
    return { name: 'error', message: `${pick.file}: ${(error as Error).message}` };
  }
}

/** `puz` with no arguments on a terminal: pick a puzzle, turn it, solve it, watch the answer. */
export function App({ onInterrupt }: { onInterrupt?: () => void } = {}) {
  const { exit } = useApp();
  // Ctrl-C at once, ahead of any keys still queued for the screens.
  useInput((input, key) => {
    if (key.ctrl && input === 'c') {
      // Ctrl-C leaves from any screen, a running solve included (its worker goes with the app).
      onInterrupt?.();
      exit();
    }
  });
  return (
    <KeyProvider>
      <Screens />
    </KeyProvider>
  );
}

/** The screen on show, the help over it, or the too-small notice. */
function Screens() {
  const { exit } = useApp();
  const [screen, setScreen] = useState<Screen>({ name: 'picker' });
  const [help, setHelp] = useState(false);
  const [choice, setChoice] = useState<PickerChoice>(FIRST_CHOICE);
  const size = useTerminalSize();
  const { stdout } = useStdout();
  const [level] = useState(() => colourLevel(process.env, stdout.isTTY === true));
  const need = needed(screen, level);
  const tooSmall = size.columns < need.columns || size.rows < need.rows;
  const back = () => setScreen({ name: 'picker' });
  // Each cube size as it was left, handed back when it is opened again (for the app's lifetime).
  const [kept] = useState(() => new Map<number, CubeKept>());
  const keep = useCallback((k: CubeKept) => kept.set(k.session.n, k), [kept]);
  // Each globe and wreath likewise, by its screen key (the puzzle's name or its Santa id).
  const [ringsKept] = useState(() => new Map<string, RingKept>());
  const ringKey = screen.name === 'ring' ? screen.key : '';
  const keepRing = useCallback((k: RingKept) => ringsKept.set(ringKey, k), [ringsKept, ringKey]);

  useKeys((input, key) => {
    if (key.ctrl && input === 'c') return;
    if (help) setHelp(false);
    else if (input === '?') setHelp(true);
    // The screen under the too-small notice takes no keys; q or Esc leaves it.
    else if (tooSmall && (input === 'q' || key.escape)) back();
  });

  const active = !help && !tooSmall;
  let content: React.ReactNode;
  if (screen.name === 'picker')
    content = (
      <Picker
        active={active}
        santaIds={[...santaRingPuzzles().keys()]}
        santaType={(id) => santaRingPuzzles().get(id)?.puzzle.name ?? ''}
        choice={choice}
        onChoice={setChoice}
        onPick={(p) => setScreen(open(p))}
        onQuit={() => exit()}
      />
    );
  else if (screen.name === 'ring')
    content = (
      <RingScreen
        key={screen.key}
        p={screen.puzzle}
        {...(screen.initial ? { initial: screen.initial } : {})}
        kept={ringsKept.get(screen.key)}
        onKeep={keepRing}
        active={active}
        onBack={back}
        columns={size.columns}
        level={level}
      />
    );
  else if (screen.name === 'cube')
    content = (
      <CubeScreen
        key={screen.n}
        n={screen.n}
        kept={kept.get(screen.n)}
        onKeep={keep}
        active={active}
        onBack={back}
        columns={size.columns}
        rows={size.rows}
        level={level}
      />
    );
  else if (screen.name === 'maze')
    content = (
      <MazeScreen
        name={screen.file}
        maze={screen.maze}
        text={screen.text}
        active={active}
        onBack={back}
      />
    );
  else if (screen.name === 'starcraft')
    content = <StarcraftScreen active={active} onBack={back} rows={size.rows} />;
  else content = <ErrorScreen message={screen.message} active={active} onBack={back} />;

  let body: React.ReactNode;
  if (tooSmall)
    body = (
      <Text color="yellow">
        The terminal is too small ({size.columns}×{size.rows}); this screen needs {need.columns}×
        {need.rows}. Enlarge it, or press q to go back.
      </Text>
    );
  return (
    <Box flexDirection="column">
      {help ? <Help topic={helpTopic(screen)} /> : null}
      {body}
      <Box display={tooSmall ? 'none' : 'flex'}>{content}</Box>
    </Box>
  );
}

function ErrorScreen({
  message,
  onBack,
  active,
}: {
  message: string;
  onBack: () => void;
  active: boolean;
}) {
  useKeys(() => onBack(), { isActive: active });
  return (
    <Box flexDirection="column">
      <Text color="red">{message}</Text>
      <Text dimColor>any key: back</Text>
    </Box>
  );
}
