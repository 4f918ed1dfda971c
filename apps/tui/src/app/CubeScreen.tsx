import type { FACES, Face } from '@puz/cube';
import { Box, Text } from 'ink';
import { useEffect, useMemo, useState } from 'react';
import {
  type CubeSession,
  cubePlayback,
  isSolved,
  movedStickers,
  newSession,
  reset,
  scramble,
  scrambleNote,
  solversFor,
  turn,
  typeMoves,
  undo,
} from './cube-session.js';
import {
  autoView,
  type CubeView,
  drawCube,
  nextFace,
  VIEW_NAMES,
  viewSize,
  viewsAt,
} from './cube-views.js';
import { useKeys } from './keys.js';
import { Picture } from './Picture.js';
import { Playback } from './PlaybackLines.js';
import type { ColourLevel } from './paint.js';
import {
  modalKey,
  PLAYBACK_HINTS,
  type ScreenMode,
  SOLVING_HINTS,
  usePlaybackView,
  useSolveClock,
  useSolveJob,
} from './playback.js';
import { Footer, type Message, MoveLine, SolvingLine } from './screen-parts.js';

type Mode = ScreenMode<string>;

const FACE_KEYS: Record<string, Face> = { u: 'U', d: 'D', l: 'L', r: 'R', f: 'F', b: 'B' };

/**
 * What a cube screen keeps when it is left (q, Esc, the too-small notice): the cube, its undo
 * steps and seed, the solver and the view. The app holds one per size and hands it back when that
 * cube is opened again (issue 31: leaving dropped all of it without asking). A running solve or a
 * playback is not kept: the screen is left only from turning, with the position as shown.
 */
export interface CubeKept {
  session: CubeSession;
  solverIndex: number;
  chosenView: CubeView | 'auto';
  face: (typeof FACES)[number];
}

/** Screen rows around the picture: title, two playback or solving lines, a message, the hints. */
export const CUBE_CHROME_ROWS = 5;

/** The view drawn: the chosen one, or on `auto` the largest that fits the window. */
export function shownView(
  chosen: CubeView | 'auto',
  n: number,
  space: { columns: number; rows: number },
  level: ColourLevel,
): CubeView | undefined {
  if (chosen !== 'auto') return chosen;
  return autoView(n, { columns: space.columns, rows: space.rows - CUBE_CHROME_ROWS }, level);
}

/** `v`: auto, then each view that fits the window, then auto again. */
function nextView(
  chosen: CubeView | 'auto',
  n: number,
  space: { columns: number; rows: number },
  level: ColourLevel,
): CubeView | 'auto' {
  const fits = viewsAt(level).filter((v) => {
    const s = viewSize(v, n);
    return s.columns <= space.columns && s.rows <= space.rows - CUBE_CHROME_ROWS;
  });
  const order: (CubeView | 'auto')[] = ['auto', ...fits];
  return order[(order.indexOf(chosen) + 1) % order.length] ?? 'auto';
}

/** One cube: turn it, type moves, undo, scramble, reset, solve on a worker, play the answer back. */
export function CubeScreen({
  n,
  onBack,
  kept,
  onKeep,
  active,
  columns = 100,
  rows = Number.POSITIVE_INFINITY,
  level = 1,
}: {
  n: number;
  onBack: () => void;
  /** The state this size was left in, if it was opened before. */
  kept?: CubeKept | undefined;
  /** Told the state after every change, so leaving by any way keeps it. */
  onKeep?: (kept: CubeKept) => void;
  /** The window, for the choice of view. */
  columns?: number;
  rows?: number;
  level?: ColourLevel;
  /** False while the help overlay has the keys. */
  active: boolean;
}) {
  const [session, setSession] = useState<CubeSession>(() => kept?.session ?? newSession(n));
  const [mode, setMode] = useState<Mode>({ name: 'turn' });
  const [message, setMessage] = useState<Message>(() =>
    kept && (kept.session.past.length > 0 || kept.solverIndex > 0)
      ? { text: 'as you left it (z undoes, c resets)', error: false }
      : null,
  );
  const [solverIndex, setSolverIndex] = useState(kept?.solverIndex ?? 0);
  const [chosenView, setChosenView] = useState<CubeView | 'auto'>(kept?.chosenView ?? 'auto');
  const [face, setFace] = useState<(typeof FACES)[number]>(kept?.face ?? 'F');
  useEffect(() => {
    onKeep?.({ session, solverIndex, chosenView, face });
  }, [onKeep, session, solverIndex, chosenView, face]);
  const space = { columns, rows };
  const [now, setNow] = useState(performance.now());
  const solvers = solversFor(n);
  const solver = solvers[solverIndex % solvers.length] as string;
  const startJob = useSolveJob(setMode, setMessage);
  const view = usePlaybackView(mode, (start, moves) => cubePlayback(n, start, moves));
  // Autoplay and the solving clock.
  useSolveClock(mode, setMode, () => setNow(performance.now()));

  const solve = () => {
    if (isSolved(session))
      setMessage({ text: 'already solved: scramble (s) or turn it first', error: false });
    else startJob({ kind: 'cube', n, facelets: session.facelets, solver }, session.facelets);
  };

  useKeys(
    (input, key) => {
      setMessage(null);
      if (mode.name !== 'line' && (input === 'v' || input === ']' || input === '[')) {
        if (input === 'v') setChosenView((v) => nextView(v, n, space, level));
        else setFace((f) => nextFace(f, input === ']' ? 1 : -1));
        return;
      }
      const taken = modalKey(mode, input, key, {
        setMode,
        toTurn: () => setMode({ name: 'turn' }),
        leavePlayback: (p) => {
          // Leave playback with the cube as shown.
          const facelets = view ? view(p.step) : p.start;
          setSession((s) =>
            facelets === s.facelets ? s : { ...s, facelets, past: [...s.past, s.facelets] },
          );
          setMode({ name: 'turn' });
        },
      });
      if (taken) return;
      const face = FACE_KEYS[input.toLowerCase()];
      if (face) {
        const inverse = input !== input.toLowerCase();
        setSession((s) => turn(s, [{ face, from: 1, to: 1, amount: inverse ? 3 : 1 }]));
      } else if (input === ':') setMode({ name: 'line', text: '' });
      else if (input === 'z' || key.backspace || key.delete) setSession(undo);
      else if (input === 's') {
        // This render's session: the key queue hands each press the state the last one left.
        const next = scramble(session);
        setSession(next);
        setMessage({ text: scrambleNote(next), error: false });
      } else if (input === 'c') setSession(reset);
      else if (key.tab) setSolverIndex((i) => (i + 1) % solvers.length);
      else if (key.return) solve();
      else if (input === 'q' || key.escape) onBack();
    },
    { isActive: active },
  );

  const shown = mode.name === 'playback' && view ? view(mode.step) : session.facelets;
  // In playback the layer of the move just played is marked (underlined) on the picture.
  const current =
    mode.name === 'playback' && mode.step > 0 ? mode.result.moves[mode.step - 1] : undefined;
  const marked = useMemo(() => (current ? movedStickers(n, current) : undefined), [n, current]);
  const solved = isSolved({ n, facelets: shown });
  const picture = shownView(chosenView, n, space, level) ?? 'face-half';
  return (
    <Box flexDirection="column">
      <Text bold>
        {n}x{n}x{n}{' '}
        {solved ? <Text color="green">solved</Text> : <Text color="yellow">scrambled</Text>}
        <Text dimColor>
          {' '}
          seed {session.seed} · solver {solver} (Tab) · {VIEW_NAMES[picture]}
          {picture === 'half' ? ': U R F over D L B' : ''} view
          {chosenView === 'auto' ? ' (auto)' : ''} (v)
        </Text>
      </Text>
      <Picture lines={drawCube(picture, n, shown, level, face, marked)} />
      {mode.name === 'line' ? (
        <MoveLine
          text={mode.text}
          onChange={(text) => setMode({ name: 'line', text })}
          onSubmit={(text) => {
            try {
              // Parsed here, not in a state updater: a bad move must not throw during render.
              setSession(typeMoves(session, text));
              setMode({ name: 'turn' });
            } catch (error) {
              setMessage({ text: (error as Error).message, error: true });
            }
          }}
        />
      ) : null}
      {mode.name === 'solving' ? <SolvingLine what={solver} mode={mode} now={now} /> : null}
      {mode.name === 'playback' ? <Playback mode={mode} columns={columns} /> : null}
      <Footer
        message={message}
        hints={
          mode.name === 'playback'
            ? PLAYBACK_HINTS
            : mode.name === 'solving'
              ? SOLVING_HINTS
              : 'u d l r f b turn (⇧ inverse) · : type moves · z undo · s scramble · c reset · Enter solve · v view · q back · ? keys'
        }
      />
    </Box>
  );
}
