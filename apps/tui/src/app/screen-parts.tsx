import { Box, Text } from 'ink';
import Spinner from 'ink-spinner';
import { useKeys } from './keys.js';
import type { SolvingProgress } from './playback.js';

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
      {/* One line: a long message (a 33x33x33 scramble's 660 turns) is cut at the window's edge. */}
      {message ? (
        <Text color={message.error ? 'red' : undefined} wrap="truncate-end">
          {message.text}
        </Text>
      ) : null}
      <Text dimColor>{hints}</Text>
    </>
  );
}

const count = (x: number) => Math.round(x).toLocaleString('en-US');

/** A depth of an iterative search as first reported: the nodes and the solver's ms by then. */
export interface DepthStart {
  depth: number;
  at: number;
  ms: number;
}

/**
 * How far an IDA* iteration is: its nodes so far and, once two whole iterations before it were
 * seen, its size guessed from their growth (each depth costs about as many times the one before
 * as that one cost the one before it), with the time to finish it at the nodes/s measured so far.
 * IDA* may find the answer before the end of an iteration, so the time is at most that.
 */
export function depthEstimate(
  depths: readonly DepthStart[],
  expanded: number,
  ms: number,
): { depth: number; sofar: number; total?: number; growth?: number; secondsLeft?: number } {
  const cur = depths.at(-1);
  if (!cur) return { depth: 0, sofar: expanded };
  const sofar = expanded - cur.at;
  const byDepth = new Map(depths.map((d) => [d.depth, d]));
  const d1 = byDepth.get(cur.depth - 1);
  const d2 = byDepth.get(cur.depth - 2);
  if (!d1 || !d2 || d1.at <= d2.at) return { depth: cur.depth, sofar };
  const last = cur.at - d1.at;
  const growth = last / (d1.at - d2.at);
  const total = Math.max(sofar, last * growth);
  const first = depths[0] as DepthStart;
  const rate = (expanded - first.at) / Math.max(0.001, (ms - first.ms) / 1000);
  return {
    depth: cur.depth,
    sofar,
    total,
    growth,
    ...(rate > 0 ? { secondsLeft: (total - sofar) / rate } : {}),
  };
}

const short = (x: number) =>
  x >= 1e9 ? `${(x / 1e9).toFixed(1)} G` : x >= 1e6 ? `${(x / 1e6).toFixed(1)} M` : count(x);

/** The optimal solver's progress: depth, nodes this depth, its guessed size and time left. */
function optimalProgress(mode: {
  expanded: number;
  depth: number;
  depths?: readonly DepthStart[];
  ms?: number;
}): string {
  const e = depthEstimate(mode.depths ?? [], mode.expanded, mode.ms ?? 0);
  const left = e.secondsLeft !== undefined ? `, ≤ ${Math.ceil(e.secondsLeft)} s to go` : '';
  const guess =
    e.total !== undefined && e.growth !== undefined
      ? ` of ~${short(e.total)} (×${e.growth.toFixed(1)} a depth${left})`
      : '';
  return `depth ${mode.depth}: ${short(e.sofar)} nodes${guess}`;
}

/** The line under a running solve: the solver, its progress when it reports any, the time. */
export function SolvingLine({
  what,
  mode,
  now,
}: {
  what: string;
  mode: SolvingProgress;
  now: number;
}) {
  const s = Math.max(0.001, (now - mode.started) / 1000);
  if (what === 'reduction') return <NxnSolvingLine mode={mode} seconds={s} />;
  const progress =
    mode.expanded > 0
      ? what === 'optimal'
        ? `: ${optimalProgress(mode)}`
        : `: ${count(mode.expanded)} expanded, ${count(mode.expanded / s)} nodes/s, depth ${mode.depth}`
      : mode.note
        ? `: ${mode.note}`
        : '';
  return (
    <Box flexDirection="column">
      <Text>
        <Spinner type="dots" /> solving ({what}){progress}, {s.toFixed(1)} s — Esc cancels
      </Text>
      {what === 'optimal' ? (
        <Text dimColor>
          a random position takes minutes (most are 17-18 moves from solved); a short scramble takes
          seconds
        </Text>
      ) : null}
    </Box>
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
