import { cleanup, render } from 'ink-testing-library';
import { afterEach, expect, test } from 'vitest';
import { ordersText } from './StarcraftScreen.js';
import { depthEstimate, NXN_STAGES, SolvingLine } from './screen-parts.js';

// Each SolvingLine's spinner redraws every 80 ms until unmounted: left mounted, they kept
// rendering on the worker's shared React Scheduler into the next files (with isolate: false),
// and playback.test.tsx's pause, committed behind their renders, read 'playing'.
afterEach(cleanup);

test('a running NxNxN solve names the stage it finished, the moves so far and what runs now', () => {
  const started = 1000;
  const before = render(
    <SolvingLine what="reduction" mode={{ started, expanded: 0, depth: 0 }} now={started + 2500} />,
  );
  expect(before.lastFrame()).toMatch(/solving \(reduction\): stages 1-2\/5: corners .*, 2\.5 s/);
  const after = render(
    <SolvingLine
      what="reduction"
      mode={{ started, expanded: 0, depth: 3, stage: 'parity', moves: 1234 }}
      now={started + 11_800}
    />,
  );
  expect(after.lastFrame()).toMatch(
    /stage 3\/5 \(parity\) done, 1,234 moves; now centres, wings, 11\.8 s/,
  );
  // Every stage @puz/cube's NxNxN solver reports is named (its STAGE_DEPTH, stages 2-5).
  for (const s of ['three', 'parity', 'anneal', 'multi', 'pairs', 'wings', 'units'])
    expect(NXN_STAGES[s]).toBeDefined();
});

test('other solvers keep their counters line', () => {
  const line = render(
    <SolvingLine what="bfs" mode={{ started: 0, expanded: 5000, depth: 14 }} now={1000} />,
  );
  expect(line.lastFrame()).toMatch(/solving \(bfs\): 5,000 expanded, 5,000 nodes\/s, depth 14/);
});

test('the optimal solver says what it does with its tables before it searches, and warns', () => {
  const line = render(
    <SolvingLine
      what="optimal"
      mode={{ started: 0, expanded: 0, depth: 0, note: 'loading its tables (from the disk cache)' }}
      now={1500}
    />,
  );
  expect(line.lastFrame()).toMatch(/solving \(optimal\): loading its tables .*, 1\.5 s/);
  expect(line.lastFrame()).toMatch(/a random position takes minutes/);
});

test('an IDA* depth’s size is guessed from the growth of the two before it', () => {
  // Depth 15 cost 1,000 nodes, 16 cost 10,000: 17 is guessed at 100,000 (x10 a depth).
  const depths = [
    { depth: 15, at: 500, ms: 1000 },
    { depth: 16, at: 1500, ms: 1100 },
    { depth: 17, at: 11_500, ms: 2100 },
  ];
  const e = depthEstimate(depths, 31_500, 4100);
  expect(e).toMatchObject({ depth: 17, sofar: 20_000, total: 100_000, growth: 10 });
  // 31,000 nodes in 3.1 s: 10,000 nodes/s, 80,000 to go.
  expect(e.secondsLeft).toBeCloseTo(8, 5);
  // Without two whole depths before it: no guess.
  expect(depthEstimate(depths.slice(1), 31_500, 4100)).toEqual({ depth: 17, sofar: 20_000 });
  expect(depthEstimate([], 7, 0)).toEqual({ depth: 0, sofar: 7 });
  const shown = render(
    <SolvingLine
      what="optimal"
      mode={{ started: 0, expanded: 31_500, depth: 17, depths, ms: 4100 }}
      now={5000}
    />,
  );
  expect(shown.lastFrame()).toMatch(
    /depth 17: 20,000 nodes of ~100,000 \(×10\.0 a depth, ≤ 8 s to go\), 5\.0 s/,
  );
});

test('a StarCraft row of repeated steps brackets its orders, so the count covers them all', () => {
  expect(ordersText(['drone', 'drone', 'overlord'], 2)).toBe('(drone + drone + overlord) ×2');
  expect(ordersText(['drone'], 3)).toBe('drone ×3');
  expect(ordersText(['drone', 'overlord'], 1)).toBe('drone + overlord');
});
