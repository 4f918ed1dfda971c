import { Box, Text } from 'ink';
import Spinner from 'ink-spinner';
import { useEffect, useRef, useState } from 'react';
import { useKeys } from './keys.js';
import { type BuildResult, startSolve } from './solve-job.js';

const MODES = ['single', 'batch'] as const;

/** StarCraft Zero (MIT 6.006): the optimal build order as a timeline with supply and harassment. */
export function StarcraftScreen({
  onBack,
  active,
  rows,
}: {
  onBack: () => void;
  active: boolean;
  /** The terminal's height, for the timeline's window. */
  rows: number;
}) {
  const [mode, setMode] = useState(0);
  const [first, setFirst] = useState(0);
  const height = timelineHeight(rows);
  const [state, setState] = useState<
    | { name: 'idle' }
    | { name: 'solving'; started: number; cancel: () => void }
    | { name: 'done'; result: BuildResult }
    | { name: 'error'; message: string }
  >({ name: 'idle' });
  const [, tick] = useState(0);
  const cancelRef = useRef<(() => void) | undefined>(undefined);
  useEffect(() => () => cancelRef.current?.(), []);
  useEffect(() => {
    if (state.name !== 'solving') return undefined;
    const t = setInterval(() => tick((x) => x + 1), 100);
    return () => clearInterval(t);
  }, [state.name]);

  const solve = () => {
    const job = startSolve<BuildResult>(
      { kind: 'starcraft', mode: MODES[mode] ?? 'single' },
      () => {},
    );
    cancelRef.current = job.cancel;
    setState({ name: 'solving', started: performance.now(), cancel: job.cancel });
    job.result.then(
      (result) => {
        setFirst(0);
        setState({ name: 'done', result });
      },
      (e: Error) =>
        setState({ name: 'error', message: e.message === 'cancelled' ? 'cancelled' : e.message }),
    );
  };

  useKeys(
    (input, key) => {
      if (state.name === 'solving') {
        if (key.escape) state.cancel();
        return;
      }
      if (state.name === 'done' && (key.upArrow || key.downArrow)) {
        const max = Math.max(0, group(state.result.steps).length - height);
        setFirst((f) => Math.min(max, Math.max(0, f + (key.downArrow ? 1 : -1))));
      } else if (key.tab) {
        setMode((m) => (m + 1) % MODES.length);
        setState({ name: 'idle' });
      } else if (key.return) solve();
      else if (input === 'q' || key.escape) onBack();
    },
    { isActive: active },
  );

  return (
    <Box flexDirection="column">
      <Text bold>
        StarCraft Zero <Text dimColor>· rules v1 · mode {MODES[mode]} (Tab)</Text>
      </Text>
      {state.name === 'idle' ? <Text>press Enter to find the optimal build order</Text> : null}
      {state.name === 'solving' ? (
        <Text>
          <Spinner type="dots" /> searching,{' '}
          {((performance.now() - state.started) / 1000).toFixed(1)} s — Esc cancels
        </Text>
      ) : null}
      {state.name === 'error' ? (
        <Text color={state.message === 'cancelled' ? undefined : 'red'}>{state.message}</Text>
      ) : null}
      {state.name === 'done' ? (
        <Timeline result={state.result} first={first} height={height} />
      ) : null}
      {/* While searching only Esc acts (and ? for help, above this screen). */}
      <Text dimColor>
        {state.name === 'solving'
          ? 'Esc cancel · ? keys'
          : 'Tab mode · Enter solve · q back · ? keys'}
      </Text>
    </Box>
  );
}

/** Consecutive steps with the same orders and no harassment, shown as one row. */
interface Row {
  from: number;
  to: number;
  count: number;
  step: BuildResult['steps'][number];
}

/**
 * A row's orders: `drone + overlord`, and for a row of several steps each giving the same orders,
 * `(drone + drone + overlord) ×2` — in brackets, so the count reads as all of a step's orders
 * repeated (`drone + drone + overlord ×2` read as two overlords).
 */
export function ordersText(orders: readonly string[], count: number): string {
  const all = orders.join(' + ');
  if (count <= 1) return all;
  return orders.length > 1 ? `(${all}) ×${count}` : `${all} ×${count}`;
}

function group(steps: BuildResult['steps']): Row[] {
  const rows: Row[] = [];
  for (const step of steps) {
    const last = rows.at(-1);
    if (
      last &&
      step.harass.length === 0 &&
      last.step.harass.length === 0 &&
      last.step.orders.join('+') === step.orders.join('+')
    ) {
      last.to = step.t;
      last.count++;
      last.step = step;
    } else rows.push({ from: step.t, to: step.t, count: 1, step });
  }
  return rows;
}

function Timeline({
  result,
  first,
  height,
}: {
  result: BuildResult;
  first: number;
  height: number;
}) {
  if (!result.found) return <Text color="red">no build order reaches the goal</Text>;
  const rows = group(result.steps);
  const shown = rows.slice(first, first + height);
  const what = (r: Row) => ordersText(r.step.orders, r.count);
  // The orders column is as wide as its widest row, so a second with 4+ orders keeps the columns.
  const width = Math.max(27, ...rows.map((r) => what(r).length));
  const orders = result.steps.reduce((sum, s) => sum + s.orders.length, 0);
  return (
    <Box flexDirection="column">
      <Text dimColor>
        {'        t '} {'orders'.padEnd(width)} {' supply'} {'drones'} lings lords
      </Text>
      {shown.map((r) => {
        const s = r.step;
        const when = r.count > 1 ? `${r.from}-${r.to}` : String(r.from);
        return (
          <Box key={r.from} flexDirection="column">
            <Text>
              {when.padStart(9)} {what(r).padEnd(width)} {`${s.supply}/${s.control}`.padStart(7)}{' '}
              {String(s.drones).padStart(6)} {String(s.zerglings).padStart(5)}{' '}
              {String(s.overlords).padStart(5)}
            </Text>
            {s.harass.map((h) => (
              <Text key={h.t} color="red">
                {'           '}harassment wave at {h.t} s: {h.sent} zerglings sent
              </Text>
            ))}
          </Box>
        );
      })}
      {rows.length > height ? (
        <Text dimColor>
          rows {first + 1}-{Math.min(rows.length, first + height)} of {rows.length} (↑/↓ scroll)
        </Text>
      ) : null}
      <Text>
        goal at <Text bold>{result.time} s</Text>
        {result.optimal ? ' (optimal)' : ''} · {orders} orders ·{' '}
        {result.stats.expanded.toLocaleString('en-US')} expanded · {result.ms.toFixed(0)} ms
      </Text>
    </Box>
  );
}

/** Rows of the timeline that fit under the header and above the summary lines. */
export function timelineHeight(terminalRows: number): number {
  return Number.isFinite(terminalRows) ? Math.max(5, terminalRows - 8) : 1000;
}
