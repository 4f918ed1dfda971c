import { Box, Text } from 'ink';

const KEYS: [string, string][] = [
  ['↑ ↓ / Enter', 'choose and open a puzzle (← → change N)'],
  ['u d l r f b', 'turn a face clockwise; with shift, anticlockwise'],
  [':', "type moves (R U2 F' 2Rw, or Santa names f0 -r1); Enter applies, Esc cancels"],
  ['z / Backspace', 'undo'],
  ['s', 'scramble: a random state (seeded; the seed goes up each time)'],
  ['c', 'reset to solved'],
  ['Tab', 'next solver for this puzzle'],
  ['Enter', 'solve on a worker thread (Esc cancels)'],
  ['← → / space', 'playback: step, play/pause'],
  ['?', 'this help (any key closes it)'],
  ['q / Esc', 'back; quit from the puzzle list'],
];

export function Help() {
  return (
    <Box flexDirection="column" borderStyle="round" paddingX={1}>
      <Text bold>keys</Text>
      {KEYS.map(([k, what]) => (
        <Text key={k}>
          <Text color="cyan">{k.padEnd(14)}</Text> {what}
        </Text>
      ))}
    </Box>
  );
}
