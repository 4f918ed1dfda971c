import { readFileSync } from 'node:fs';
import { apply, compose, equals, type Perm, rng } from '@puz/perm';
import { dataFile } from '@puz/test-kit';
import { describe, expect, test } from 'vitest';
import { InvalidStateError } from '../errors.js';
import { CubeMoves } from '../moves.js';
import { parseAlg } from '../notation.js';
import { isSolvedAnyOrientation, parseCab203, solveCab203 } from './cab203.js';
import { HTM_MOVES, POSITIONS } from './coords.js';
import { parseCs440Net, solveCs440 } from './cs440.js';
import { mit6006 } from './mit6006.js';
import { conjugateMove, ROTATIONS } from './rotations.js';
import { godsTable, solveFromTable } from './table.js';

const cs440 = (name: string) => readFileSync(dataFile('cs440', `${name}.txt`).path, 'utf8');

describe('MIT 6.006 model', () => {
  const { I, F, Fi, L, Li, U, Ui } = mit6006;
  // flu=0 luf=1 ufl=2 fur=3 urf=4 rfu=5 fdl=6 dlf=7 lfd=8 frd=9 rdf=10 dfr=11 bul..rbd=12..23
  test('the twists are the course tables', () => {
    expect(Array.from(F)).toEqual([
      6,
      7,
      8,
      0,
      1,
      2,
      9,
      10,
      11,
      3,
      4,
      5,
      ...Array.from({ length: 12 }, (_, i) => 12 + i),
    ]);
    expect(Array.from(L)).toEqual([
      13, 14, 12, 3, 4, 5, 2, 0, 1, 9, 10, 11, 20, 18, 19, 15, 16, 17, 7, 8, 6, 21, 22, 23,
    ]);
    expect(Array.from(U)).toEqual([
      5, 3, 4, 16, 17, 15, 6, 7, 8, 9, 10, 11, 1, 2, 0, 14, 12, 13, 18, 19, 20, 21, 22, 23,
    ]);
    for (const [t, ti] of [
      [F, Fi],
      [L, Li],
      [U, Ui],
    ] as const)
      expect(equals(compose(t, ti), I)).toBe(true);
    // BDR (21, 22, 23) never moves.
    for (const t of mit6006.quarterTwists) expect([t[21], t[22], t[23]]).toEqual([21, 22, 23]);
  });

  test('shortestPath: the identity, one twist, a scramble, and the twist objects themselves', () => {
    expect(mit6006.shortestPath(I, I)).toEqual([]);
    expect(mit6006.shortestPath(I, F)).toEqual([F]);
    const r = rng(6006);
    let position: Perm = I;
    for (let i = 0; i < 9; i++) position = apply(mit6006.quarterTwists[r.int(6)] as Perm, position);
    const path = mit6006.shortestPath(I, position)!;
    expect(path.length).toBeLessThanOrEqual(9);
    let replay: Perm = I;
    for (const t of path) {
      expect(mit6006.quarterTwists).toContain(t);
      replay = apply(t, replay);
    }
    expect(equals(replay, position)).toBe(true);
  });

  test('a position 14 quarter twists away (the deepest there is), and an unreachable one', () => {
    // A QTM antipode from God's table (U, R, F turns, DBL still), carried into the 6.006 twists
    // (F, L, U, BDR still) by the rotation that maps one set of faces onto the other.
    // The suite's table (its scratch cache, or memory when two.test.ts loaded it in this worker):
    // with cache: false, as it was, each run built it again (~1.5 s) to read one position.
    const table = godsTable('qtm');
    let deepest = -1;
    for (let i = 0; i < POSITIONS && deepest < 0; i++) if (table.distanceOf(i) === 14) deepest = i;
    const solution = solveFromTable(table, 'qtm', deepest).map((k) => HTM_MOVES[k]!);
    const scramble = solution
      .slice()
      .reverse()
      .map((m) => ({ ...m, amount: (4 - m.amount) as 1 | 3 }));
    const rotation = ROTATIONS.find((r) =>
      ['U', 'R', 'F'].every((face) =>
        'FLU'.includes(
          conjugateMove(r.moves, { face: face as 'U', from: 1, to: 1, amount: 1 }).face,
        ),
      ),
    )!;
    const twistOf = (m: { face: string; amount: number }) =>
      ({ F: [mit6006.F, mit6006.Fi], L: [mit6006.L, mit6006.Li], U: [mit6006.U, mit6006.Ui] })[
        m.face as 'F'
      ]![m.amount === 1 ? 0 : 1]!;
    let position: Perm = I;
    for (const m of scramble) position = apply(twistOf(conjugateMove(rotation.moves, m)), position);
    const path = mit6006.shortestPath(I, position)!;
    expect(path).toHaveLength(14);
    let replay: Perm = I;
    for (const t of path) replay = apply(t, replay);
    expect(equals(replay, position)).toBe(true);

    const twisted = Uint8Array.from(I);
    [twisted[0], twisted[1], twisted[2]] = [1, 2, 0]; // flu, luf, ufl turned in place
    expect(mit6006.shortestPath(I, twisted)).toBeNull();
  }, 60_000);
});

describe('CAB203 model', () => {
  test('the seed example: 6 moves, by distance classes (which follow OEIS A079762)', () => {
    const s = parseCab203('((y,w,r,g),(b,r,y,r),(r,w,o,w),(o,y,g,y),(b,o,b,b),(g,g,o,w))');
    const result = solveCab203(s);
    expect(result.distance).toBe(6);
    expect(result.moves).toHaveLength(6);
    expect(result.classes).toEqual([1, 6, 27, 120, 534, 2256, 8969]);
    // The repo's Solution shape: every state of every class built is counted as expanded.
    expect(result).toMatchObject({ length: 6, optimal: true, stats: { expanded: 11_913 } });
    expect(result.ms).toBeGreaterThan(0);
  });

  test('solved in any orientation is distance 0; bad input is refused', () => {
    expect(
      solveCab203(parseCab203('((g,g,g,g),(r,r,r,r),(w,w,w,w),(y,y,y,y),(b,b,b,b),(o,o,o,o))'))
        .distance,
    ).toBe(0);
    expect(
      isSolvedAnyOrientation(
        parseCab203('((g,g,g,g),(r,r,r,r),(w,w,w,w),(y,y,y,y),(b,b,b,b),(o,o,o,o))'),
      ),
    ).toBe(true);
    expect(() => parseCab203('((y,w,r,g),(b,r,y,r))')).toThrow(InvalidStateError);
    expect(() =>
      parseCab203('((y,y,y,y),(y,r,y,r),(r,w,o,w),(o,y,g,y),(b,o,b,b),(g,g,o,w))'),
    ).toThrow(/each of six colours/);
  });
});

describe('CS440 model', () => {
  test('the net reads as the seed draws it: solved is r Left, b Top, g Right, o Front, y Bottom, p Back', () => {
    const solved = 'r r b b g g\nr r b b g g\no o\no o\ny y\ny y\np p\np p\n';
    expect(parseCs440Net(solved)).toBe('UUUURRRRFFFFDDDDLLLLBBBB');
  });

  // The seed's answers (its A* with misplaced/12 is admissible, so its lengths are optimal).
  test.each([
    ['cube1_1', false, 4],
    ['cube1_2', false, 5],
    ['cube1_3', false, 6],
    ['cube2_1', true, 2],
    ['cube2_2', true, 6],
    ['cube2_3', true, 5],
    ['cube3_1', true, 7],
  ] as const)(
    '%s (rotation invariance %s): %i moves, replayed',
    (name, rotationInvariant, length) => {
      const facelets = parseCs440Net(cs440(name));
      const s = solveCs440(facelets, { rotationInvariant });
      expect(s.moves).toHaveLength(length);
      expect(s).toMatchObject({ length, optimal: true, ms: s.stats.ms });
      // Replay in our notation: T=U, Bo=D, Ba=B.
      const ours = s.moves
        .map((m) => m.replace('Bo', 'D').replace('Ba', 'B').replace('T', 'U'))
        .join(' ');
      const end = apply(new CubeMoves(2).permOf(parseAlg(ours, 2)), [...facelets]).join('');
      const faces = end.match(/.{4}/g)!;
      if (rotationInvariant) expect(faces.every((f) => new Set(f).size === 1)).toBe(true);
      else expect(end).toBe('UUUURRRRFFFFDDDDLLLLBBBB');
    },
    30_000,
  );

  test('the seed example 1.1 path, exactly', () => {
    expect(solveCs440(parseCs440Net(cs440('cube1_1'))).moves).toEqual(['Ba', "F'", "L'", "T'"]);
  });

  test.each([
    ['r r b b g g\nr r b b g g\no o\no o\ny y\ny y\np p\n', /8 lines/],
    ['r r b b g g\nr r b b g\no o\no o\ny y\ny y\np p\np p\n', /line 2 has 5 letters/],
    ['r r b b g g\nr r b b g x\no o\no o\ny y\ny y\np p\np p\n', /"x" is not a CS440 colour/],
    ['b r r b g g\nr r b b g g\no o\no o\ny y\ny y\np p\np p\n', /./],
  ])('bad net %#: InvalidStateError', (text, message) => {
    expect(() => parseCs440Net(text)).toThrow(InvalidStateError);
    expect(() => parseCs440Net(text)).toThrow(message);
  });
});
