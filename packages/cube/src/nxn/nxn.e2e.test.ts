import { describe } from 'vitest';
import { solvesEveryTarget } from '../test-support/nxn-cases.js';

// The whole-cube solves of nxn.test.ts on the larger sizes: two seeds on the 6-cube, one on the
// 7-cube (its solves are the suite's longest); and the 4- and 5-cube's second seed (nxn.test.ts
// solves the first: the pair took 47 s of its 63 s on the loaded 2026-11-27 machine).
describe.each([4, 5])('cube_%i (second seed)', (n) => solvesEveryTarget(n, [2]));
describe('cube_6', () => solvesEveryTarget(6, [1, 2]));
describe('cube_7', () => solvesEveryTarget(7, [1]));
