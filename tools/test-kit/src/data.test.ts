import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { dataDir, dataFile, fixtureDir, realDataDir } from './data.js';
import { dataNote } from './data-note.js';
import { repoRoot } from './repo.js';

// A throw-away checkout: <tmp>/repo (the root) with <tmp>/shared/data beside it, and a
// directory an env var can point at.
const tmp = mkdtempSync(join(tmpdir(), 'puz-test-kit-'));
const root = join(tmp, 'repo');
const shared = join(tmp, 'shared', 'data');
const envDir = join(tmp, 'mine');
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
const put = (dir: string, ...files: string[]) => {
  mkdirSync(dir, { recursive: true });
  for (const f of files) writeFileSync(join(dir, f), 'x\n');
};
put(root);

describe('dataDir', () => {
  test('nothing beside the checkout and no env var: the committed fixture', () => {
    expect(dataDir('santa2023', undefined, { root, env: {} })).toEqual({
      path: fixtureDir('santa2023'),
      source: 'fixture',
    });
    expect(existsSync(join(fixtureDir('santa2023'), 'puzzles.csv'))).toBe(true);
  });

  test('../shared/data/<kind> beside the checkout comes before the fixture', () => {
    put(join(shared, 'santa2023'), 'puzzles.csv', 'puzzle_info.csv');
    expect(dataDir('santa2023', undefined, { root, env: {} })).toEqual({
      path: join(shared, 'santa2023'),
      source: 'shared',
    });
  });

  test('the env var comes first, but a directory missing a file is passed over', () => {
    put(envDir, 'puzzles.csv');
    const env = { PUZ_SANTA_DATA: envDir };
    expect(dataDir('santa2023', undefined, { root, env }).source).toBe('shared');
    put(envDir, 'puzzle_info.csv');
    expect(dataDir('santa2023', undefined, { root, env })).toEqual({ path: envDir, source: 'env' });
    // Asking for a file only the fixture has falls through to it.
    expect(dataDir('santa2023', ['expected.json'], { root, env }).source).toBe('fixture');
  });

  test('an env var naming the fixture itself reports the fixture', () => {
    const env = { PUZ_SANTA_DATA: fixtureDir('santa2023') };
    expect(dataDir('santa2023', undefined, { root, env }).source).toBe('fixture');
  });

  test('realDataDir never answers with the fixture', () => {
    put(join(shared, 'santa2023'), 'puzzles.csv', 'puzzle_info.csv');
    const env = { PUZ_SANTA_DATA: fixtureDir('santa2023') };
    expect(realDataDir('santa2023', ['expected.json'], { root, env })).toBeUndefined();
    expect(realDataDir('santa2023', undefined, { root, env })?.source).toBe('shared');
  });

  test('a file no directory holds is an error naming where it looked', () => {
    expect(() => dataFile('cs440', 'nope.txt', { root, env: {} })).toThrow(/nope\.txt: looked in/);
  });
});

describe('dataFile', () => {
  test('each CS440 file from the first directory holding it', () => {
    put(join(shared, 'cs440'), 'tinySearch.txt');
    expect(dataFile('cs440', 'tinySearch.txt', { root, env: {} })).toEqual({
      path: join(shared, 'cs440', 'tinySearch.txt'),
      source: 'shared',
    });
    expect(dataFile('cs440', 'cube2_1.txt', { root, env: {} })).toEqual({
      path: join(fixtureDir('cs440'), 'cube2_1.txt'),
      source: 'fixture',
    });
  });
});

test('repoRoot is the directory holding pnpm-workspace.yaml', () => {
  expect(existsSync(join(repoRoot(), 'pnpm-workspace.yaml'))).toBe(true);
  expect(repoRoot(join(repoRoot(), 'tools', 'test-kit', 'src'))).toBe(repoRoot());
  expect(() => repoRoot(tmp)).toThrow(/no pnpm-workspace\.yaml/);
});

describe('the data note at the top of a test run', () => {
  test('names the real data and where it came from, or says the fixture stood in', () => {
    const bare = mkdtempSync(join(tmpdir(), 'puz-note-'));
    try {
      const [santa, cs440] = dataNote({ root: bare, env: {} });
      expect(santa).toMatch(
        /^data: Santa 2023 not found \(\$PUZ_SANTA_DATA or \.\.\/shared\/data\/santa2023\); its tests ran on the committed fixture \(.*fixtures\/santa2023\): its 4 types, so the per-type cases of the other 22 Santa types are left out$/,
      );
      expect(cs440).toMatch(
        /^data: CS440 not found .*: a copy of the same files, nothing left out$/,
      );
      const real = join(bare, 'santa');
      mkdirSync(real);
      for (const f of ['puzzles.csv', 'puzzle_info.csv']) writeFileSync(join(real, f), '');
      expect(dataNote({ root: bare, env: { PUZ_SANTA_DATA: real } })[0]).toBe(
        'data: Santa 2023 from $PUZ_SANTA_DATA (santa)',
      );
    } finally {
      rmSync(bare, { recursive: true, force: true });
    }
  });
});
