import { Box, Text, useStdout } from 'ink';
import { useEffect, useState } from 'react';
import { overlay } from './line-overlay.js';

/**
 * A picture drawn as lines of text with their colour codes inside (cube-views, ring-views): one Ink
 * element a line, so a 33x33x33 frame lays out 35 elements instead of thousands. On a terminal the
 * lines go to Ink as placeholders that the output stream swaps back (line-overlay.ts), so Ink does
 * not read thousands of colour codes a frame, and only the lines that changed are written.
 */
export function Picture({ lines }: { lines: readonly string[] }) {
  const [owner] = useState(() => ({}));
  const { stdout } = useStdout();
  useEffect(() => () => overlay.release(owner), [owner]);
  // Placed while rendering: the frame Ink writes next is this render's.
  const shown = overlay.place(owner, lines, stdout.columns || undefined);
  return (
    <Box flexDirection="column">
      {shown.map((line, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: lines are positional
        <Text key={i} wrap="truncate-end">
          {line === '' ? ' ' : line}
        </Text>
      ))}
    </Box>
  );
}
