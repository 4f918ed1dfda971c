import { Box, Text } from 'ink';

/** Which screen's keys the help shows. */
export type HelpTopic = 'picker' | 'cube' | 'globe' | 'wreath' | 'maze' | 'starcraft';

type Keys = [string, string][];

const EDIT: Keys = [
  ['z / Backspace', 'undo'],
  [
    's',
    'scramble (seeded; the seed goes up each time): a random state on 2x2x2 and 3x3x3, 20·N random quarter turns on bigger cubes',
  ],
  ['c', 'reset to solved'],
  ['Enter', 'solve on a worker thread (Esc cancels)'],
];

const PLAYBACK: Keys = [
  ['← →', 'playback: one step back or forward'],
  ['PgUp PgDn', 'playback: jump a twentieth of the answer (at least 10 moves)'],
  ['Home End (0 $)', 'playback: to the start or the end'],
  ['space', 'playback: play or pause'],
  ['+ -', 'playback: double or halve the speed'],
  ['q / Esc', 'playback: done, keeping the position shown'],
];

const KEYS: Record<HelpTopic, { title: string; keys: Keys }> = {
  picker: {
    title: 'the puzzle list',
    keys: [
      ['↑ ↓', 'choose a puzzle'],
      ['← →', 'change its size (N, globe or wreath size, maze file, Santa id)'],
      ['Enter', 'open it'],
      ['q / Esc', 'quit'],
    ],
  },
  cube: {
    title: 'a cube',
    keys: [
      ['u d l r f b', 'turn a face clockwise; with shift, anticlockwise'],
      [':', "type moves (R U2 F' 2Rw x, or Santa names f0 -r1); Enter applies, Esc cancels"],
      ...EDIT,
      ['Tab', 'next solver for this cube'],
      ['v', 'view: auto (the largest that fits), net, half-block, one face, one face half-block'],
      ['[ ]', 'one-face views: the previous or next face (U R F D L B)'],
      ...PLAYBACK,
      ['q / Esc', 'back to the puzzle list; the cube, solver and view are kept for its next visit'],
    ],
  },
  globe: {
    title: 'a globe',
    keys: [
      ['↑ ↓', 'choose a row (r0 is the top)'],
      ['← →', 'turn the row: → as the move rN, ← its inverse -rN'],
      ['v', 'view: auto, wide (two columns a cell), compact (one)'],
      [':', 'type Santa moves: rN turns row N, fN flips the half from column N; -m inverts'],
      ...EDIT,
      ...PLAYBACK,
      ['q / Esc', 'back to the puzzle list; the puzzle, seed and view are kept for its next visit'],
    ],
  },
  wreath: {
    title: 'a wreath',
    keys: [
      ['l r', 'turn the left or right ring; with shift, the other way'],
      ['v', 'view: auto, wide (two columns a cell), compact (one; long rings wrap)'],
      [':', 'type Santa moves (l r -l -r); Enter applies, Esc cancels'],
      ...EDIT,
      ...PLAYBACK,
      ['q / Esc', 'back to the puzzle list; the puzzle, seed and view are kept for its next visit'],
    ],
  },
  maze: {
    title: 'a maze',
    keys: [
      ['Tab', 'next search algorithm (A* first)'],
      ['w', "A*'s weight: f = g + w·h, faster and at most w × optimal above 1"],
      ['Enter', 'search: one dot animates; several search dot to dot, bounded by nodes (not time)'],
      ['Esc', 'stop a running search'],
      ['q', 'back to the puzzle list'],
    ],
  },
  starcraft: {
    title: 'StarCraft Zero',
    keys: [
      ['Tab', 'single or batch mode'],
      ['Enter', 'find the optimal build order (Esc cancels)'],
      ['↑ ↓', 'scroll the timeline'],
      ['q / Esc', 'back to the puzzle list'],
    ],
  },
};

/** The keys of the screen on show, and `?` itself. */
export function Help({ topic }: { topic: HelpTopic }) {
  const { title, keys } = KEYS[topic];
  const all: Keys = [
    ...keys,
    ['?', 'this help (any key closes it)'],
    ['', 'keys typed at once or held down all count, one press at a time'],
  ];
  return (
    <Box flexDirection="column" borderStyle="round" paddingX={1}>
      <Text bold>keys: {title}</Text>
      {all.map(([k, what]) => (
        <Text key={`${k} ${what}`}>
          <Text color="cyan">{k.padEnd(15)}</Text> {what}
        </Text>
      ))}
    </Box>
  );
}
