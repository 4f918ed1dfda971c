import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PermPuzzle } from '@puz/perm';
import { fixtureDir } from '@puz/test-kit';
import { describe, expect, test } from 'vitest';
import { solveBatch } from './batch.js';
import { checkPuzzleSolution } from './check.js';
import { loadSantaData } from './data.js';
import { solvers } from './registry.js';
import { SolveError, solvePuzzle } from './solvers.js';
import { compareTypes, parseSantaType } from './type-name.js';

// The generated fixture: 12 puzzles (cube_2, cube_3, wreath_6, globe_1/8; plain, 2 wildcards and
// distinct labels each), always present.
const data = loadSantaData(fixtureDir('santa2023'));

test('type names parse to a family and size', () => {
  expect(parseSantaType('cube_33/33/33')).toEqual({ kind: 'cube', n: 33 });
  expect(parseSantaType('globe_3/33')).toEqual({ kind: 'globe', a: 3, b: 33 });
  expect(parseSantaType('wreath_100/100')).toEqual({ kind: 'wreath', n: 100 });
  expect(parseSantaType('cube_3/3/4')).toBeUndefined();
  expect(parseSantaType('wreath_6/7')).toBeUndefined();
  expect(parseSantaType('dodecahedron')).toBeUndefined();
  expect(
    ['globe_3/4', 'cube_10/10/10', 'wreath_7/7', 'cube_2/2/2', 'globe_1/8'].sort(compareTypes),
  ).toEqual(['cube_2/2/2', 'cube_10/10/10', 'wreath_7/7', 'globe_1/8', 'globe_3/4']);
});

test('every type of the data has a family in the registry, and only those', () => {
  for (const p of data.puzzles.values()) expect(solvers.findFamily(p.type)).toBeDefined();
  expect(solvers.findFamily('cube_3/3/4')).toBeUndefined();
  expect(solvers.findFamily('dodecahedron')).toBeUndefined();
  expect(solvers.findFamily('cube_33/33/33')?.name).toBe('cube');
  expect(solvers.findFamily('globe_3/33')?.name).toBe('globe');
  expect(solvers.findFamily('wreath_100/100')?.name).toBe('wreath');
});

describe('solvePuzzle', () => {
  test.each([...data.puzzles.keys()])('fixture id %i: solved, and the answer replays', (id) => {
    const puzzle = data.puzzles.get(id)!;
    const type = data.types.get(puzzle.type)!;
    const s = solvePuzzle(puzzle, type, { budgetMs: 50 });
    expect(s.id).toBe(id);
    expect(checkPuzzleSolution(puzzle, type, s.moves)).toMatchObject({ valid: true });
  });

  test('an unknown type or an unreachable state is a SolveError naming the id', () => {
    const puzzle = data.puzzles.get(0)!;
    expect(() => solvePuzzle({ ...puzzle, type: 'cube_4/4/4' }, undefined)).toThrow(SolveError);
    // Two stickers of one corner swapped: no sequence of moves reaches it.
    const initial = [...puzzle.solution];
    initial[0] = 'N_x';
    const bad = { ...puzzle, initial, solution: [...puzzle.solution] };
    expect(() => solvePuzzle(bad, data.types.get(puzzle.type))).toThrow(/id 0/);
  });
});

test('a row is solved by its puzzle_info.csv moves, not its type name', () => {
  // The wreath_6/6 model from puzzle_info.csv under a name no family owns: found by its moves.
  const puzzle = data.puzzles.get(6)!;
  const model = data.types.get(puzzle.type)!;
  const renamed = new PermPuzzle({
    name: 'my_wreath',
    moves: model.baseMoves.map((m) => [m, model.perm(m)!] as const),
  });
  const s = solvePuzzle({ ...puzzle, type: 'my_wreath' }, renamed);
  expect(s).toMatchObject({ solver: 'wreath', type: 'my_wreath' });
  expect(checkPuzzleSolution(puzzle, model, s.moves)).toMatchObject({ valid: true });
  // The name of a known type over moves that are not that type's: refused, never guessed.
  const other = new PermPuzzle({ name: puzzle.type, moves: [['l', model.perm('r')!]] });
  expect(() => solvePuzzle(puzzle, other)).toThrow(/no puzzle family has the moves/);
});

describe('solveBatch (worker threads)', () => {
  test('a puzzle past the time limit is stopped and reported; unknown ids are reported', async () => {
    const r = await solveBatch({ data, ids: [3, 999], jobs: 1, timeLimitMs: 1 });
    expect(r.solutions).toEqual([]);
    expect(r.failures).toEqual([
      { id: 3, message: expect.stringMatching(/time limit/) },
      { id: 999, message: expect.stringMatching(/no puzzle with id 999/) },
    ]);
  }, 60_000);

  // Issue 33: a listener per thread on the caller's signal passed Node's limit of 10 listeners
  // (a MaxListenersExceededWarning with --jobs 11 or more). Twelve threads of a stub worker.
  test('many jobs on one signal: no MaxListenersExceededWarning, and the signal still stops them', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'puz-batch-'));
    const worker = join(dir, 'stub-worker.mjs');
    writeFileSync(
      worker,
      'export default async (t) => { await new Promise((r) => setTimeout(r, 200)); return { ok: false, id: t.id, message: "stub" }; };\n',
    );
    const warnings: Error[] = [];
    const onWarning = (w: Error) => warnings.push(w);
    process.on('warning', onWarning);
    try {
      const stop = new AbortController();
      const r = await solveBatch({
        data,
        jobs: 12,
        signal: stop.signal,
        workerFile: pathToFileURL(worker),
        onResult: () => stop.abort(),
      });
      expect(r.aborted).toBe(true);
      expect(r.failures.length).toBeLessThan(12);
      await new Promise((resolve) => setImmediate(resolve));
      expect(warnings.filter((w) => w.name === 'MaxListenersExceededWarning')).toEqual([]);
    } finally {
      process.off('warning', onWarning);
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  test('an abort signal stops the batch and keeps what finished', async () => {
    const stop = new AbortController();
    stop.abort();
    const r = await solveBatch({ data, jobs: 1, signal: stop.signal });
    expect(r.aborted).toBe(true);
    expect(r.solutions).toEqual([]);
  });
});
