import { applyMoves, parseAlg, solvedFacelets } from '@puz/cube';
import { rng } from '@puz/perm';
import { expect, test } from 'vitest';
import { cubeMoves } from './cube-session.js';
import { randomCubeFacelets } from './random-state.js';
import { startSolve } from './solve-job.js';

test('an NxNxN solve runs in a child process: its stages, then an answer that solves', {
  timeout: 120_000,
}, async () => {
  const n = 4;
  const facelets = randomCubeFacelets(n, rng(4));
  const seen: string[] = [];
  const job = startSolve({ kind: 'cube', n, facelets, solver: 'reduction' }, (p) => {
    if (p.stage) seen.push(p.stage);
  });
  const result = await job.result;
  expect(seen.length).toBeGreaterThan(0);
  const moves = parseAlg(result.moves.join(' '), n);
  expect(applyMoves(facelets, moves, cubeMoves(n))).toBe(solvedFacelets(n));
});

test('cancelling a child-process solve rejects with "cancelled"', { timeout: 60_000 }, async () => {
  const job = startSolve(
    { kind: 'cube', n: 9, facelets: randomCubeFacelets(9, rng(9)), solver: 'reduction' },
    () => {},
  );
  setTimeout(() => job.cancel(), 300);
  await expect(job.result).rejects.toThrow('cancelled');
});

test('a big cube a few turns from solved: the probe answers, named from the nearer face and merged', {
  timeout: 60_000,
}, async () => {
  const n = 7;
  // `7D' 7D'` (the far layer of D, twice) was shown as it came: it is U turned twice.
  const facelets = applyMoves(solvedFacelets(n), parseAlg('U U', n), cubeMoves(n));
  const job = startSolve({ kind: 'cube', n, facelets, solver: 'reduction' }, () => {});
  const result = await job.result;
  expect(result.moves).toEqual(['U2']);
  expect(applyMoves(facelets, parseAlg('U2', n), cubeMoves(n))).toBe(solvedFacelets(n));
});
