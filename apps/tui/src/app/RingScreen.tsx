import { Box, Text } from 'ink';
import { useEffect, useState } from 'react';
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
import { autoRingView, drawRing, type RingView } from './ring-views.js';
import { applyNames, type RingPuzzle, ringPlayback, scrambleRing } from './santa-session.js';
import { Footer, type Message, MoveLine, SolvingLine } from './screen-parts.js';

type Mode = ScreenMode<string[]>;

/** A value with its history: `set` keeps the old one, `undo` goes back one. */
function useUndoable<T>(first: T, firstPast: readonly T[] = []) {
  const [labels, setLabels] = useState<T>(first);
  const [past, setPast] = useState<T[]>(() => [...firstPast]);
  return {
    labels,
    past,
    set: (next: T) => {
      setPast((ps) => [...ps, labels]);
      setLabels(next);
    },
    undo: () => {
      const previous = past.at(-1);
      if (previous === undefined) return;
      setLabels(previous);
      setPast((ps) => ps.slice(0, -1));
    },
  };
}

/**
 * What a globe or wreath screen keeps when it is left, handed back when the same puzzle (or Santa
 * id) is opened again, as a cube screen keeps its cube (CubeKept).
 */
export interface RingKept {
  labels: readonly string[];
  past: readonly (readonly string[])[];
  seed: number;
  row: number;
  chosenView: RingView | 'auto';
}

/** A globe or wreath: turn it, type Santa moves, undo, scramble, reset, solve, play back. */
export function RingScreen({
  p,
  onBack,
  kept,
  onKeep,
  active,
  initial,
  columns = 100,
  level = 1,
}: {
  p: RingPuzzle;
  /** The window's width, for the choice of view. */
  columns?: number;
  level?: ColourLevel;
  onBack: () => void;
  /** The state this puzzle was left in, if it was opened before. */
  kept?: RingKept | undefined;
  /** Told the state after every change, so leaving by any way keeps it. */
  onKeep?: (kept: RingKept) => void;
  active: boolean;
  initial?: readonly string[];
}) {
  const { labels, past, set, undo } = useUndoable<readonly string[]>(
    kept?.labels ?? initial ?? p.solution,
    kept?.past,
  );
  const [seed, setSeed] = useState(kept?.seed ?? 0);
  const [row, setRow] = useState(kept?.row ?? 0);
  const [chosenView, setChosenView] = useState<RingView | 'auto'>(kept?.chosenView ?? 'auto');
  const [mode, setMode] = useState<Mode>({ name: 'turn' });
  const [message, setMessage] = useState<Message>(() =>
    kept && kept.past.length > 0
      ? { text: 'as you left it (z undoes, c resets)', error: false }
      : null,
  );
  useEffect(() => {
    onKeep?.({ labels, past, seed, row, chosenView });
  }, [onKeep, labels, past, seed, row, chosenView]);
  const [, tick] = useState(0);
  const startJob = useSolveJob(setMode, setMessage);
  const view = usePlaybackView(mode, (start, moves) => ringPlayback(p, start, moves));
  useSolveClock(mode, setMode, () => tick((x) => x + 1));

  const turn = (names: string[]) => {
    try {
      set(applyNames(p, labels, names));
      return true;
    } catch (error) {
      setMessage({ text: (error as Error).message, error: true });
      return false;
    }
  };
  const solved = labels.every((l, i) => l === p.solution[i]);
  const solve = () => {
    if (solved)
      return setMessage({ text: 'already solved: scramble (s) or turn it first', error: false });
    const start = [...labels];
    const { family, a, b, solution } = p;
    startJob({ kind: 'ring', family, a, b, initial: start, solution: [...solution] }, start);
  };

  useKeys(
    (input, key) => {
      setMessage(null);
      // v: auto, wide, compact (in any mode but the typed line).
      if (input === 'v' && mode.name !== 'line') {
        setChosenView((v) => (v === 'auto' ? 'wide' : v === 'wide' ? 'compact' : 'auto'));
        return;
      }
      const taken = modalKey(mode, input, key, {
        setMode,
        toTurn: () => setMode({ name: 'turn' }),
        leavePlayback: (m) => {
          set(view ? view(m.step) : m.start);
          setMode({ name: 'turn' });
        },
      });
      if (taken) return;
      if (p.family === 'wreath' && (input.toLowerCase() === 'l' || input.toLowerCase() === 'r'))
        turn([`${input === input.toUpperCase() ? '-' : ''}${input.toLowerCase()}`]);
      else if (p.family === 'globe' && key.upArrow) setRow((r) => Math.max(0, r - 1));
      else if (p.family === 'globe' && key.downArrow) setRow((r) => Math.min(p.a, r + 1));
      else if (p.family === 'globe' && (key.leftArrow || key.rightArrow))
        turn([`${key.leftArrow ? '-' : ''}r${row}`]);
      else if (input === ':') setMode({ name: 'line', text: '' });
      else if (input === 'z' || key.backspace || key.delete) undo();
      else if (input === 's') {
        setSeed(seed + 1);
        set(scrambleRing(p, seed + 1));
      } else if (input === 'c') set(p.solution);
      else if (key.return) solve();
      else if (input === 'q' || key.escape) onBack();
    },
    { isActive: active },
  );

  const shown = mode.name === 'playback' && view ? view(mode.step) : labels;
  const shownSolved = shown.every((l, i) => l === p.solution[i]);
  const ringView = chosenView === 'auto' ? autoRingView(p, columns) : chosenView;
  return (
    <Box flexDirection="column">
      <Text bold>
        {p.name} {p.santaId !== undefined ? <Text color="cyan">Santa id {p.santaId} </Text> : null}
        {shownSolved ? <Text color="green">solved</Text> : <Text color="yellow">scrambled</Text>}
        <Text dimColor>
          {' '}
          seed {seed} · {ringView} view{chosenView === 'auto' ? ' (auto)' : ''} (v)
        </Text>
      </Text>
      <Picture lines={drawRing(p, shown, ringView, level, row, columns)} />
      {mode.name === 'line' ? (
        <MoveLine
          text={mode.text}
          onChange={(text) => setMode({ name: 'line', text })}
          onSubmit={(text) => {
            if (turn(text.split(/[\s.]+/).filter(Boolean))) setMode({ name: 'turn' });
          }}
        />
      ) : null}
      {mode.name === 'solving' ? (
        <SolvingLine what={p.family} mode={mode} now={performance.now()} />
      ) : null}
      {mode.name === 'playback' ? <Playback mode={mode} columns={columns} /> : null}
      <Footer
        message={message}
        hints={
          mode.name === 'playback'
            ? PLAYBACK_HINTS
            : mode.name === 'solving'
              ? SOLVING_HINTS
              : `${p.family === 'wreath' ? 'l r turn (shift: inverse)' : '↑/↓ row · ←/→ turn'} · : moves (${p.family === 'wreath' ? 'l -r' : 'r0 f3 -r1'}) · z undo · s scramble · c reset · Enter solve · v view · q back · ? keys`
        }
      />
    </Box>
  );
}
