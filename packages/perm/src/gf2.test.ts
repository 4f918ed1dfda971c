import { expect, test } from 'vitest';
import { solveGf2 } from './gf2.js';
import { rng } from './random.js';

const check = (rows: number[][], x: Uint8Array) =>
  rows.every((row) => {
    let s = 0;
    for (let v = 0; v < x.length; v++) s ^= (row[v] as number) & (x[v] as number);
    return s === row[x.length];
  });

test('random consistent systems: the solution satisfies every row', () => {
  const r = rng(3);
  for (let k = 0; k < 200; k++) {
    const vars = 1 + r.int(12);
    const truth = Array.from({ length: vars }, () => r.int(2));
    const rows = Array.from({ length: 1 + r.int(15) }, () => {
      const row = Array.from({ length: vars }, () => r.int(2));
      return [...row, row.reduce((s, c, v) => s ^ (c & (truth[v] as number)), 0)];
    });
    const x = solveGf2(
      rows.map((row) => Uint8Array.from(row)),
      vars,
    );
    expect(x && check(rows, x)).toBe(true);
  }
});

test('an inconsistent system has no solution; free variables are 0; a bad row is refused', () => {
  // x0 + x1 = 1 and x0 + x1 = 0.
  expect(solveGf2([Uint8Array.from([1, 1, 1]), Uint8Array.from([1, 1, 0])], 2)).toBeUndefined();
  // x0 = 1, x1 free.
  expect([...(solveGf2([Uint8Array.from([1, 0, 1])], 2) as Uint8Array)]).toEqual([1, 0]);
  expect(() => solveGf2([Uint8Array.from([1, 1])], 2)).toThrow(RangeError);
});
