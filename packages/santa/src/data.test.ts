import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SantaDataError } from '@puz/perm';
import { parsePuzzles } from '@puz/perm/santa';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { loadSantaData, readSubmission, resolveDataDir } from './data.js';
import { FIXTURE_DIR } from './test-support/data.js';

afterEach(() => vi.unstubAllEnvs());

describe('the data directory', () => {
  test('--data wins over $PUZ_SANTA_DATA', () => {
    vi.stubEnv('PUZ_SANTA_DATA', '/from/env');
    expect(resolveDataDir('/explicit')).toBe('/explicit');
    expect(resolveDataDir()).toBe('/from/env');
    vi.stubEnv('PUZ_SANTA_DATA', '');
    expect(resolveDataDir()).toBeUndefined();
  });

  test('the fixture loads: 12 puzzles of 4 types', () => {
    const data = loadSantaData(FIXTURE_DIR);
    expect(data.puzzles.size).toBe(12);
    expect(data.types.size).toBe(4);
    expect(data.puzzles.get(1)).toMatchObject({ type: 'cube_2/2/2', numWildcards: 2, line: 3 });
  });

  test('a missing directory or file is a SantaDataError naming the file', () => {
    expect(() => loadSantaData('/no/such/dir')).toThrow(SantaDataError);
    expect(() => loadSantaData('/no/such/dir')).toThrow(
      /puzzles\.csv: cannot read it \(no such file\)/,
    );
    expect(() => readSubmission('/no/such.csv')).toThrow(/no such file/);
  });

  // Issue 16: `santa score --submission /dev/zero` read until the heap was exhausted (~16 GB).
  test.each(['/dev/zero', '/dev/full'])('the endless %s is refused at the cap, at once', (file) => {
    const t0 = performance.now();
    expect(() => readSubmission(file)).toThrow(SantaDataError);
    expect(() => readSubmission(file)).toThrow(
      `${file}: cannot read it (larger than 64 MiB: is it the right file?)`,
    );
    expect(performance.now() - t0).toBeLessThan(10_000);
  });

  test('a directory is refused by name', () => {
    expect(() => readSubmission(FIXTURE_DIR)).toThrow(/cannot read it \(is a directory\)/);
  });

  test('a half-copied data directory fails on the file that is bad', () => {
    const dir = mkdtempSync(join(tmpdir(), 'puz-santa-'));
    try {
      writeFileSync(
        join(dir, 'puzzles.csv'),
        'id,puzzle_type,solution_state,initial_state,num_wildcards\n',
      );
      writeFileSync(join(dir, 'puzzle_info.csv'), "puzzle_type,allowed_moves\nx,\"{'a': [0, 1\n");
      expect(() => loadSantaData(dir)).toThrow(
        /puzzle_info\.csv, line 2: unterminated quoted field/,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('parsePuzzles', () => {
  const header = 'id,puzzle_type,solution_state,initial_state,num_wildcards\n';
  test('splits the states', () => {
    expect(parsePuzzles(`${header}7,t,A;B,B;A,1\n`)).toEqual([
      { id: 7, type: 't', solution: ['A', 'B'], initial: ['B', 'A'], numWildcards: 1, line: 2 },
    ]);
  });

  test.each([
    ['x,t,A,A,0', 'id "x" is not an integer'],
    [',t,A,A,0', 'id "" is not an integer'],
    ['1,t,A,A,0\n1,t,A,A,0', 'line 3: id 1 is also on line 2'],
    ['1,t,A,A,-1', 'num_wildcards "-1"'],
    ['1,t,A,A', 'expected 5 fields'],
    ['1,,A,A,0', 'empty puzzle_type'],
  ])('%j: %s', (rows, message) => {
    expect(() => parsePuzzles(`${header}${rows}\n`, 'p.csv')).toThrow(SantaDataError);
    expect(() => parsePuzzles(`${header}${rows}\n`, 'p.csv')).toThrow(message);
  });
});
