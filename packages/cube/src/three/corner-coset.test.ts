import { rng } from '@puz/perm';
import { expect, test } from 'vitest';
import { twist } from './coords.js';
import {
  columnTables,
  combTables,
  cornerColumn,
  cornerComb,
  N_COLUMN,
  N_COMB,
} from './corner-coset.js';
import { CUBIE_MOVES, type CubieCube, multiply, solvedCubie } from './cubie.js';
import { randomCubie } from './random.js';
import { conjugate, N_SYM } from './sym.js';
import { twoPhaseTables } from './tables.js';

const r = rng(34);
const cubes = Array.from({ length: 200 }, () => randomCubie(r));

test('the solved cube is comb 0 and column 0; 70 combs, 153,090 columns', () => {
  expect(cornerComb(solvedCubie())).toBe(0);
  expect(cornerColumn(solvedCubie())).toBe(0);
  expect(N_COMB).toBe(70);
  expect(N_COLUMN).toBe(153090);
  const seen = new Set(cubes.map(cornerComb));
  for (const v of seen) expect(v).toBeLessThan(N_COMB);
});

test('the comb move and conjugation tables agree with moving and conjugating cubes', () => {
  const { move, conj } = combTables();
  for (const c of cubes) {
    const x = cornerComb(c);
    for (let m = 0; m < 18; m++)
      expect(move[x * 18 + m]).toBe(cornerComb(multiply(c, CUBIE_MOVES[m] as CubieCube)));
    for (let s = 0; s < N_SYM; s++) expect(conj[x * N_SYM + s]).toBe(cornerComb(conjugate(c, s)));
  }
});

test('the column tables agree with cubes', () => {
  const { move, sym } = twoPhaseTables();
  const col = columnTables(move.twist, sym.twistConj);
  for (const c of cubes.slice(0, 50)) {
    const x = cornerColumn(c);
    expect(x % 2187).toBe(twist(c));
    for (let m = 0; m < 18; m++) {
      const after = multiply(c, CUBIE_MOVES[m] as CubieCube);
      expect(col.move[x * 18 + m]).toBe(cornerColumn(after));
    }
    for (let s = 0; s < N_SYM; s++)
      expect(col.conj[x * N_SYM + s]).toBe(cornerColumn(conjugate(c, s)));
  }
});

test('U and D turns of the solved cube stay in the goal (comb and twist 0): the equal-distances rule holds', () => {
  for (let m = 0; m < 18; m++) {
    const turnsUorD = m < 3 || (m >= 9 && m < 12);
    expect(cornerColumn(CUBIE_MOVES[m] as CubieCube) === 0).toBe(turnsUorD);
  }
});
