import { Box, Text } from 'ink';
import Spinner from 'ink-spinner';
import { useKeys } from './keys.js';

/** A screen's message line: red for an error, plain for a note. */
export type Message = { text: string; error: boolean } | null;

/**
 * The line where moves are typed; Enter hands the text to `onSubmit` (Esc is the screen's). It
 * reads its keys through `useKeys`, so `:` and the moves written after it in one burst all land.
 */
export function MoveLine({
  text,
  onChange,
  onSubmit,
}: {
  text: string;
  onChange: (text: string) => void;
  onSubmit: (text: string) => void;
}) {
  useKeys((input, key) => {
    if (key.return) onSubmit(text);
    else if (key.backspace || key.delete) onChange(text.slice(0, -1));
    else if (input && !key.ctrl && !key.meta && !key.escape && !key.tab) onChange(text + input);
  });
  return (
    <Box>
      <Text>moves: </Text>
      <Text>{text}</Text>
      <Text inverse> </Text>
    </Box>
  );
}

/** The message (if any) and the key hints under every puzzle screen. */
export function Footer({ message, hints }: { message: Message; hints: string }) {
  return (
    <>
      {message ? <Text color={message.error ? 'red' : undefined}>{message.text}</Text> : null}
      <Text dimColor>{hints}</Text>
    </>
  );
}

const count = (x: number) => Math.round(x).toLocaleString('en-US');

/** The line under a running solve: the solver, its progress when it reports any, the time. */
export function SolvingLine({
  what,
  mode,
  now,
}: {
  what: string;
  mode: { started: number; expanded: number; depth: number; stage?: string; moves?: number };
  now: number;
}) {
  const s = Math.max(0.001, (now - mode.started) / 1000);
  if (what === 'reduction') return <NxnSolvingLine mode={mode} seconds={s} />;
  return (
    <Text>
      <Spinner type="dots" /> solving ({what})
      {mode.expanded > 0
        ? `: ${count(mode.expanded)} expanded, ${count(mode.expanded / s)} nodes/s, depth ${mode.depth}`
        : ''}
      , {s.toFixed(1)} s — Esc cancels
    </Text>
  );
}

/**
 * The NxNxN solver's stages in the order it reports them (@puz/cube's nxn/solve.ts): the stage
 * number it gives as `depth`, and what each does.
 */
export const NXN_STAGES: Record<string, { n: number; what: string; next: string }> = {
  three: { n: 2, what: 'corners', next: 'parity' },
  parity: { n: 3, what: 'parity', next: 'centres, wings' },
  anneal: { n: 3, what: 'parity, annealed', next: 'centres, wings' },
  multi: { n: 4, what: 'centres, many-slice', next: 'centre pairs, wings' },
  pairs: { n: 4, what: 'centre pairs', next: 'wings' },
  wings: { n: 4, what: 'wings, many-slice', next: 'the rest by 3-cycles' },
  units: { n: 5, what: 'the rest by 3-cycles', next: 'shorter tries, in budget' },
};

/** A running NxNxN solve: the last stage finished, the moves so far and the time. */
function NxnSolvingLine({
  mode,
  seconds,
}: {
  mode: { stage?: string; moves?: number };
  seconds: number;
}) {
  const stage = mode.stage ? NXN_STAGES[mode.stage] : undefined;
  const text = stage
    ? `stage ${stage.n}/5 (${stage.what}) done, ${count(mode.moves ?? 0)} moves; now ${stage.next}`
    : 'stages 1-2/5: corners (odd N: and middle edges)';
  return (
    <Text>
      <Spinner type="dots" /> solving (reduction): {text}, {seconds.toFixed(1)} s — Esc cancels
    </Text>
  );
}
