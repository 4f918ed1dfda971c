import { describe, expect, test } from 'vitest';
import { runSuites } from './run.js';
import { SUITES } from './suites/index.js';

// End to end (pnpm test:e2e): the Santa suites solve and time the fixture puzzles, as on a clean
// clone; ~9 s on 2 busy cores. cli.test.ts keeps the quick runSuites cases.
describe('runSuites', () => {
  const ctx = { quick: true, santaData: undefined, log: () => {} };
  test('Santa suites without the data use the fixtures in quick mode (a clean clone)', async () => {
    const pick = SUITES.filter((s) => ['nxn', 'globe', 'wreath', 'santa'].includes(s.name));
    const report = await runSuites(pick, ctx);
    expect(report.suites.map((s) => [s.suite, s.status, s.note])).toEqual([
      ['nxn', 'ok', undefined],
      ['globe', 'ok', undefined],
      ['wreath', 'ok', undefined],
      ['santa', 'ok', undefined],
    ]);
    const names = report.suites.flatMap((s) => s.rows.map((r) => r.name));
    expect(names).toContain('wreath_6/6 x3 (per puzzle)');
    expect(names).toContain('cube_4/4/4 synthetic x2 (per puzzle)');
  });
});
