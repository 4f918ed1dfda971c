import { describe } from 'vitest';
import { solvesEveryTarget } from '../test-support/nxn-cases.js';

// The whole-cube solves of nxn.test.ts on the larger sizes: two seeds on the 6-cube, one on the
// 7-cube (its solves are the suite's longest).
describe('cube_6', () => solvesEveryTarget(6, [1, 2]));
describe('cube_7', () => solvesEveryTarget(7, [1]));
