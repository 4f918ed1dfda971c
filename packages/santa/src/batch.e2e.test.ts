import { fixtureDir } from '@puz/test-kit';
import { describe, expect, test } from 'vitest';
import { solveBatch } from './batch.js';
import { checkPuzzleSolution } from './check.js';
import { loadSantaData } from './data.js';

// End to end (pnpm test:e2e): real worker threads, each loading the solvers' tables, solve the whole
// 12-puzzle fixture; ~17 s on 2 busy cores. solve.test.ts keeps the quick solveBatch cases.
const data = loadSantaData(fixtureDir('santa2023'));

describe('solveBatch (worker threads)', () => {
  test('two workers solve every fixture puzzle; results come back per puzzle', async () => {
    const seen: number[] = [];
    const r = await solveBatch({
      data,
      jobs: 2,
      budgetMs: 50,
      onResult: (res, done, total) => {
        expect(total).toBe(12);
        expect(done).toBe(seen.length + 1);
        seen.push(res.ok ? res.solution.id : res.id);
      },
    });
    expect(r.failures).toEqual([]);
    expect(r.solutions.map((s) => s.id)).toEqual([...Array(12).keys()]);
    for (const s of r.solutions) {
      const p = data.puzzles.get(s.id)!;
      expect(checkPuzzleSolution(p, data.types.get(p.type), s.moves).valid).toBe(true);
    }
    expect(seen.sort((a, b) => a - b)).toEqual([...Array(12).keys()]);
  }, 60_000);
});
