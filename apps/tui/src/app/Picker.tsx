import { Box, Text } from 'ink';
import { useState } from 'react';
import { useKeys } from './keys.js';
import { mazeFiles } from './maze-files.js';
import { GLOBE_SIZES, WREATH_SIZES } from './santa-session.js';

export const MAX_N = 33;

/** What the picker opens. */
export type Pick =
  | { kind: 'cube'; n: number }
  | { kind: 'maze'; dir: string; file: string }
  | { kind: 'ring'; family: 'globe' | 'wreath'; a: number; b: number }
  | { kind: 'santa'; id: number }
  | { kind: 'starcraft' };

/** The picker's cursor and each item's size or file: kept by the app, so going back finds them. */
export interface PickerChoice {
  index: number;
  big: number;
  maze: number;
  globe: number;
  wreath: number;
  santa: number;
}

export const FIRST_CHOICE: PickerChoice = {
  index: 0,
  big: 4,
  maze: -1,
  globe: 0,
  wreath: 0,
  santa: 0,
};

/** A maze the default search finishes in a moment (a newcomer's first maze). */
const FIRST_MAZE = 'mediumMaze.txt';

/** The puzzle list: ↑/↓ choose, ←/→ change the size or file, Enter opens, q twice quits. */
export function Picker({
  onPick,
  onQuit,
  active,
  santaIds = [],
  santaType = () => '',
  choice,
  onChoice,
}: {
  /** Globe and wreath puzzles of a Santa data directory, when one is given. */
  santaIds?: readonly number[];
  /** A Santa id's puzzle type (wreath_6/6), shown beside it. */
  santaType?: (id: number) => string;
  onPick: (pick: Pick) => void;
  onQuit: () => void;
  active: boolean;
  choice: PickerChoice;
  onChoice: (update: (c: PickerChoice) => PickerChoice) => void;
}) {
  const [mazes] = useState(mazeFiles);
  const [quitting, setQuitting] = useState(false);
  const field =
    <K extends keyof PickerChoice>(k: K) =>
    (f: (x: number) => number) =>
      onChoice((c) => ({ ...c, [k]: f(c[k]) }));
  const { index, big, globe, wreath, santa } = choice;
  const maze = choice.maze >= 0 ? choice.maze : Math.max(0, mazes.names.indexOf(FIRST_MAZE));
  const setIndex = field('index');
  const setBig = field('big');
  const setGlobe = field('globe');
  const setWreath = field('wreath');
  const setSanta = field('santa');
  const setMaze = (f: (x: number) => number) => onChoice((c) => ({ ...c, maze: f(maze) }));
  const [ga, gb] = GLOBE_SIZES[globe] as [number, number];
  const wn = WREATH_SIZES[wreath] as number;
  const cycle = (set: (f: (x: number) => number) => void, length: number) => (d: number) =>
    set((x) => (x + d + length) % length);
  const items = [
    { label: '2x2x2', pick: (): Pick => ({ kind: 'cube', n: 2 }) },
    { label: '3x3x3', pick: (): Pick => ({ kind: 'cube', n: 3 }) },
    {
      label: `NxNxN  N = ${big}  (←/→)`,
      pick: (): Pick => ({ kind: 'cube', n: big }),
      change: (d: number) => setBig((n) => Math.min(MAX_N, Math.max(4, n + d))),
    },
    ...(mazes.dir && mazes.names.length > 0
      ? [
          {
            label: `CS440 maze  ${mazes.names[maze]}  (←/→)`,
            pick: (): Pick => ({
              kind: 'maze',
              dir: mazes.dir as string,
              file: mazes.names[maze] as string,
            }),
            change: (d: number) =>
              setMaze((m) => (m + d + mazes.names.length) % mazes.names.length),
          },
        ]
      : []),
    {
      label: `globe  ${ga}/${gb}  (←/→)`,
      pick: (): Pick => ({ kind: 'ring', family: 'globe', a: ga, b: gb }),
      change: cycle(setGlobe, GLOBE_SIZES.length),
    },
    {
      label: `wreath  ${wn}/${wn}  (←/→)`,
      pick: (): Pick => ({ kind: 'ring', family: 'wreath', a: wn, b: wn }),
      change: cycle(setWreath, WREATH_SIZES.length),
    },
    ...(santaIds.length > 0
      ? [
          {
            label: `Santa 2023 puzzle  id ${santaIds[santa]}  ${santaType(santaIds[santa] as number)}  (←/→)`,
            pick: (): Pick => ({ kind: 'santa', id: santaIds[santa] as number }),
            change: cycle(setSanta, santaIds.length),
          },
        ]
      : []),
    { label: 'StarCraft Zero', pick: (): Pick => ({ kind: 'starcraft' }) },
  ];
  useKeys(
    (input, key) => {
      const item = items[index];
      if (quitting) {
        setQuitting(false);
        if (input === 'q' || key.escape) onQuit();
        return;
      }
      if (key.upArrow) setIndex((i) => (i + items.length - 1) % items.length);
      else if (key.downArrow) setIndex((i) => (i + 1) % items.length);
      else if (item && 'change' in item && (key.leftArrow || key.rightArrow))
        item.change?.(key.rightArrow ? 1 : -1);
      else if (key.return && item) onPick(item.pick());
      else if (input === 'q' || key.escape) setQuitting(true);
    },
    { isActive: active },
  );
  return (
    <Box flexDirection="column">
      <Text bold>puz — pick a puzzle</Text>
      {items.map((item, i) => (
        <Text key={item.label.slice(0, 8)} color={i === index ? 'cyan' : undefined}>
          {i === index ? '❯ ' : '  '}
          {item.label}
        </Text>
      ))}
      {quitting ? (
        <Text color="yellow">quit puz? q or Esc again quits; any other key stays</Text>
      ) : (
        <Text dimColor>↑/↓ choose · ←/→ size or file · Enter open · q quit · ? keys</Text>
      )}
    </Box>
  );
}
