import { Box, Text } from 'ink';
import type { PlaybackMode } from './playback.js';

const fmt = (x: number) => Math.round(x).toLocaleString('en-US');
/** A solve's time: ms below 10 s, else seconds (the step line must fit 120 columns). */
const duration = (ms: number) =>
  ms < 10_000 ? `${ms.toFixed(1)} ms` : `${(ms / 1000).toFixed(1)} s`;

/**
 * The answer's moves around the current one that fit one line of `columns`: about a third of the
 * line before the current move, the rest after it, so a long answer never fills the screen.
 */
export function moveWindow(
  moves: readonly string[],
  step: number,
  columns: number,
): { from: number; to: number } {
  const budget = Math.max(10, columns - 4);
  let used = 0;
  let from = Math.min(step, moves.length);
  while (from > 0 && used + (moves[from - 1] as string).length + 1 <= budget / 3) {
    from--;
    used += (moves[from] as string).length + 1;
  }
  let to = from;
  used = 0;
  while (to < moves.length && used + (moves[to] as string).length + 1 <= budget) {
    used += (moves[to] as string).length + 1;
    to++;
  }
  return { from, to };
}

/** The answer's moves near the current one (highlighted), its stats and the autoplay speed. */
export function Playback({ mode, columns = 100 }: { mode: PlaybackMode; columns?: number }) {
  const { result, step } = mode;
  const total = result.moves.length;
  const { from, to } = moveWindow(result.moves, step, columns);
  return (
    <Box flexDirection="column">
      <Text wrap="truncate-end">
        {total === 0 ? '(no moves)' : null}
        {from > 0 ? <Text dimColor>… </Text> : null}
        {result.moves.slice(from, to).map((m, j) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: moves are positional
          <Text key={from + j} inverse={from + j === step - 1} dimColor={from + j >= step}>
            {m}{' '}
          </Text>
        ))}
        {to < total ? <Text dimColor>…</Text> : null}
      </Text>
      {/* At most about 110 columns (a 33x33x33 answer): it fits a 120-column window unwrapped. */}
      <Text>
        step {step}/{total} · {result.length} {result.metric} ·{' '}
        {result.optimal ? 'optimal' : 'not proven optimal'} · {duration(result.ms)}
        {result.stats.expanded > 0 ? ` · ${fmt(result.stats.expanded)} expanded` : ''} ·{' '}
        {mode.playing ? 'playing' : 'paused'} at {fmt(mode.speed)} moves/s
      </Text>
    </Box>
  );
}
