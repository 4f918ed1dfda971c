import { Box, Text } from 'ink';

/**
 * A picture drawn as lines of text with their colour codes inside (cube-views, ring-views): one Ink
 * element a line, so a 33x33x33 frame lays out 35 elements instead of thousands.
 */
export function Picture({ lines }: { lines: readonly string[] }) {
  return (
    <Box flexDirection="column">
      {lines.map((line, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: lines are positional
        <Text key={i} wrap="truncate-end">
          {line === '' ? ' ' : line}
        </Text>
      ))}
    </Box>
  );
}
