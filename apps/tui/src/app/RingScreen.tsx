import { Box, Text } from 'ink';
import { useState } from 'react';
import { useKeys } from './keys.js';
import { Playback } from './PlaybackLines.js';
import {
  modalKey,
  PLAYBACK_HINTS,
  type ScreenMode,
  usePlaybackView,
  useSolveClock,
  useSolveJob,
} from './playback.js';
import { applyNames, type RingPuzzle, ringPlayback, scrambleRing } from './santa-session.js';
import { Footer, type Message, MoveLine, SolvingLine } from './screen-parts.js';

const PALETTE = [
  '#d70000',
  '#00af00',
  '#0055ff',
  '#ffff00',
  '#ff8700',
  '#ffffff',
  '#af00ff',
  '#00d7d7',
];

/** A label's colour: the letter's place in the alphabet (N0, N1… by their number). */
function colourOf(label: string): string {
  const n = /^N(\d+)$/.exec(label);
  const i = n ? Number(n[1]) : label.charCodeAt(0) - 65 + 8 * (label.length - 1);
  return PALETTE[((i % PALETTE.length) + PALETTE.length) % PALETTE.length] as string;
}

function Cells({ labels, mark }: { labels: readonly string[]; mark?: (i: number) => boolean }) {
  return (
    <>
      {labels.map((l, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional
        <Text key={i} backgroundColor={colourOf(l)} color="black" underline={mark?.(i) ?? false}>
          {l.length === 1 ? `${l} ` : l.slice(-2).padStart(2)}
        </Text>
      ))}
    </>
  );
}

/** A globe as its rows; a wreath as its two rings (l, then r), shared cells underlined. */
function RingView({ p, labels, row }: { p: RingPuzzle; labels: readonly string[]; row: number }) {
  if (p.family === 'globe') {
    const width = 2 * p.b;
    return (
      <Box flexDirection="column">
        {Array.from({ length: p.a + 1 }, (_, r) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional
          <Box key={r}>
            <Text color={r === row ? 'cyan' : undefined}>
              {r === row ? '❯' : ' '} r{String(r).padEnd(2)}
            </Text>
            <Cells labels={labels.slice(r * width, (r + 1) * width)} />
          </Box>
        ))}
      </Box>
    );
  }
  const l = p.model.perm('l') as ArrayLike<number>;
  const r = p.model.perm('r') as ArrayLike<number>;
  // A ring's cells in turning order: follow the move's cycle from its first moved cell.
  const ring = (perm: ArrayLike<number>) => {
    const start = Array.from({ length: perm.length }, (_, i) => i).find((i) => perm[i] !== i) ?? 0;
    const order = [start];
    for (let c = perm[start] as number; c !== start; c = perm[c] as number) order.push(c);
    return order;
  };
  const [lRing, rRing] = [ring(l), ring(r)];
  const shared = new Set(lRing.filter((c) => rRing.includes(c)));
  return (
    <Box flexDirection="column">
      {[
        ['l', lRing],
        ['r', rRing],
      ].map(([name, cells]) => (
        <Box key={name as string}>
          <Text>{name} </Text>
          <Cells
            labels={(cells as number[]).map((c) => labels[c] as string)}
            mark={(i) => shared.has((cells as number[])[i] as number)}
          />
        </Box>
      ))}
    </Box>
  );
}

type Mode = ScreenMode<string[]>;

/** A value with its history: `set` keeps the old one, `undo` goes back one. */
function useUndoable<T>(first: T) {
  const [labels, setLabels] = useState<T>(first);
  const [past, setPast] = useState<T[]>([]);
  return {
    labels,
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

/** A globe or wreath: turn it, type Santa moves, undo, scramble, reset, solve, play back. */
export function RingScreen({
  p,
  onBack,
  active,
  initial,
}: {
  p: RingPuzzle;
  onBack: () => void;
  active: boolean;
  initial?: readonly string[];
}) {
  const { labels, set, undo } = useUndoable<readonly string[]>(initial ?? p.solution);
  const [seed, setSeed] = useState(0);
  const [row, setRow] = useState(0);
  const [mode, setMode] = useState<Mode>({ name: 'turn' });
  const [message, setMessage] = useState<Message>(null);
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
  return (
    <Box flexDirection="column">
      <Text bold>
        {p.name} {p.santaId !== undefined ? <Text color="cyan">Santa id {p.santaId} </Text> : null}
        {shownSolved ? <Text color="green">solved</Text> : <Text color="yellow">scrambled</Text>}
        <Text dimColor> seed {seed}</Text>
      </Text>
      <RingView p={p} labels={shown} row={row} />
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
      {mode.name === 'playback' ? <Playback mode={mode} /> : null}
      <Footer
        message={message}
        hints={
          mode.name === 'playback'
            ? PLAYBACK_HINTS
            : `${p.family === 'wreath' ? 'l r turn (shift: inverse)' : '↑/↓ row · ←/→ turn it'} · : type moves (${p.family === 'wreath' ? 'l -r' : 'r0 f3 -r1'}) · z undo · s scramble · c reset · Enter solve · q back · ? keys`
        }
      />
    </Box>
  );
}
