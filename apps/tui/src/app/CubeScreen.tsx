import type { Face } from '@puz/cube';
import { Box, Text } from 'ink';
import { useKeys } from './keys.js';
import { useState } from 'react';
import {
  type CubeSession,
  cubePlayback,
  isSolved,
  newSession,
  reset,
  scramble,
  solversFor,
  turn,
  typeMoves,
  undo,
} from './cube-session.js';
import { Net } from './Net.js';
import {
  modalKey,
  PLAYBACK_HINTS,
  type PlaybackMode,
  type ScreenMode,
  usePlaybackView,
  useSolveClock,
  useSolveJob,
} from './playback.js';
import { Footer, type Message, MoveLine, SolvingLine } from './screen-parts.js';

type Mode = ScreenMode<string>;

const FACE_KEYS: Record<string, Face> = { u: 'U', d: 'D', l: 'L', r: 'R', f: 'F', b: 'B' };
const fmt = (x: number) => Math.round(x).toLocaleString('en-US');

/** One cube: turn it, type moves, undo, scramble, reset, solve on a worker, play the answer back. */
export function CubeScreen({
  n,
  onBack,
  active,
}: {
  n: number;
  onBack: () => void;
  /** False while the help overlay has the keys. */
  active: boolean;
}) {
  const [session, setSession] = useState<CubeSession>(() => newSession(n));
  const [mode, setMode] = useState<Mode>({ name: 'turn' });
  const [message, setMessage] = useState<Message>(null);
  const [solverIndex, setSolverIndex] = useState(0);
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
      else if (input === 's') setSession(scramble);
      else if (input === 'c') setSession(reset);
      else if (key.tab) setSolverIndex((i) => (i + 1) % solvers.length);
      else if (key.return) solve();
      else if (input === 'q' || key.escape) onBack();
    },
    { isActive: active },
  );

  const shown = mode.name === 'playback' && view ? view(mode.step) : session.facelets;
  const solved = isSolved({ n, facelets: shown });
  return (
    <Box flexDirection="column">
      <Text bold>
        {n}x{n}x{n}{' '}
        {solved ? <Text color="green">solved</Text> : <Text color="yellow">scrambled</Text>}
        <Text dimColor>
          {' '}
          seed {session.seed} · solver {solver} (Tab)
        </Text>
      </Text>
      <Net n={n} facelets={shown} />
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
      {mode.name === 'playback' ? <Playback mode={mode} /> : null}
      <Footer
        message={message}
        hints={
          mode.name === 'playback'
            ? PLAYBACK_HINTS
            : 'u d l r f b turn (shift: inverse) · : type moves · z undo · s scramble · c reset · Enter solve · q back · ? keys'
        }
      />
    </Box>
  );
}

/** Moves of the answer shown around the current one: a long answer never fills the screen. */
const MOVE_WINDOW = 60;

/** The answer's moves near the current one (highlighted), its stats and the autoplay speed. */
export function Playback({ mode }: { mode: PlaybackMode }) {
  const { result, step } = mode;
  const total = result.moves.length;
  const from = Math.max(0, Math.min(step - MOVE_WINDOW / 3, total - MOVE_WINDOW));
  const to = Math.min(total, from + MOVE_WINDOW);
  return (
    <Box flexDirection="column">
      <Text wrap="wrap">
        {total === 0 ? '(no moves)' : null}
        {from > 0 ? <Text dimColor>… </Text> : null}
        {result.moves.slice(from, to).map((m, j) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: moves are positional
          <Text key={from + j} inverse={from + j === step - 1} dimColor={from + j >= step}>
            {m}{' '}
          </Text>
        ))}
        {to < total ? <Text dimColor>…</Text> : null}
      </Text>
      <Text>
        step {step}/{total} · {result.length} {result.metric} ·{' '}
        {result.optimal ? 'optimal' : 'not proven optimal'} · {result.ms.toFixed(1)} ms ·{' '}
        {fmt(result.expanded)} expanded · {mode.playing ? 'playing' : 'paused'} at {fmt(mode.speed)}{' '}
        moves/s
      </Text>
    </Box>
  );
}
