import { render } from 'ink-testing-library';
import { expect, test } from 'vitest';
import { NXN_STAGES, SolvingLine } from './screen-parts.js';

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
    <SolvingLine what="optimal" mode={{ started: 0, expanded: 5000, depth: 14 }} now={1000} />,
  );
  expect(line.lastFrame()).toMatch(/solving \(optimal\): 5,000 expanded, 5,000 nodes\/s, depth 14/);
});
