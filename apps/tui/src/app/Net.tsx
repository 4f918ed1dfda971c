import { FACES } from '@puz/cube';
import { Box, Text } from 'ink';

/** Sticker colours: U white, R red, F green, D yellow, L orange, B blue. */
const COLOUR: Record<string, string> = {
  U: '#ffffff',
  R: '#d70000',
  F: '#00af00',
  D: '#ffff00',
  L: '#ff8700',
  B: '#0055ff',
};

/** Columns the net needs: four faces of n stickers, 2 columns each, and the gaps. */
export function netWidth(n: number): number {
  return 4 * 2 * n + 3;
}

function Row({ letters }: { letters: string }) {
  return (
    <>
      {[...letters].map((ch, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: stickers are positional
        <Text key={i} backgroundColor={COLOUR[ch] ?? 'gray'} color="black">
          {`${ch} `}
        </Text>
      ))}
    </>
  );
}

/** The cube unfolded (U above L F R B, D below), each sticker its face letter on its colour. */
export function Net({ n, facelets }: { n: number; facelets: string }) {
  const face = (f: (typeof FACES)[number]) => {
    const i = FACES.indexOf(f) * n * n;
    return facelets.slice(i, i + n * n);
  };
  const row = (f: (typeof FACES)[number], r: number) => face(f).slice(r * n, (r + 1) * n);
  const pad = ' '.repeat(2 * n + 1);
  const lines: React.ReactNode[] = [];
  for (let r = 0; r < n; r++)
    lines.push(
      <Box key={`u${r}`}>
        <Text>{pad}</Text>
        <Row letters={row('U', r)} />
      </Box>,
    );
  for (let r = 0; r < n; r++)
    lines.push(
      <Box key={`m${r}`}>
        <Row letters={row('L', r)} />
        <Text> </Text>
        <Row letters={row('F', r)} />
        <Text> </Text>
        <Row letters={row('R', r)} />
        <Text> </Text>
        <Row letters={row('B', r)} />
      </Box>,
    );
  for (let r = 0; r < n; r++)
    lines.push(
      <Box key={`d${r}`}>
        <Text>{pad}</Text>
        <Row letters={row('D', r)} />
      </Box>,
    );
  return <Box flexDirection="column">{lines}</Box>;
}
