import { puzzleInfoFile, readPuzzleInfo } from '@puz/test-kit';
import { describe, expect, test } from 'vitest';
import { fromArray } from '../perm.js';
import gapOrders from '../test-support/gap-orders.json' with { type: 'json' };
import { PermGroup } from './perm-group.js';

/*
 * Every Santa 2023 puzzle type: its moves load as permutations and its orbits are what the
 * geometry says. Uses the real puzzle_info.csv when present, the committed sample otherwise.
 */

const { path, source } = puzzleInfoFile();
const sample = source === 'fixture';
const types = [...readPuzzleInfo(path)];

/** Orbit sizes the shape predicts, largest first. */
function expectedOrbitSizes(type: string): number[] {
  const [kind, dims] = type.split('_') as [string, string];
  const [a, b] = dims.split('/').map(Number) as [number, number];
  if (kind === 'cube') {
    // Each facelet position is carried to the 4 rotations of itself on each of the 6 faces;
    // only the very centre of an odd face is its own rotation.
    const n = a;
    const sizes = new Array<number>(Math.floor((n * n) / 4)).fill(24);
    if (n % 2 === 1) sizes.push(6);
    return sizes;
  }
  if (kind === 'globe') {
    // Rows r and A-r are swapped by the flips; 2B stickers a row.
    const sizes: number[] = [];
    for (let r = 0; r <= a - r; r++) sizes.push(r === a - r ? 2 * b : 4 * b);
    return sizes.sort((x, y) => y - x);
  }
  // Wreath: two rings of A that share two pieces: one orbit.
  return [2 * a - 2];
}

describe(`Santa 2023 puzzle types (${sample ? 'committed sample' : 'real data'})`, () => {
  test('the data holds the types we expect', () => {
    expect(types.length).toBe(sample ? 9 : 26);
  });

  test.each(types)('%s: moves load and the orbits match the geometry', (type, moves) => {
    const gens = [...moves.values()].map((m) => fromArray(m));
    const group = new PermGroup(gens);
    const orbits = group.orbits();
    expect(orbits.map((o) => o.length).sort((x, y) => y - x)).toEqual(expectedOrbitSizes(type));
    expect(orbits.flat().sort((x, y) => x - y)).toEqual(
      Array.from({ length: group.degree }, (_, i) => i),
    );
  });

  // GAP 4.12 computed these (see bench/gap.ts); we check every type we can build in under ~0.3 s.
  const quick = new Set([
    'cube_2/2/2',
    'cube_3/3/3',
    'cube_4/4/4',
    'cube_5/5/5',
    'wreath_6/6',
    'wreath_7/7',
    'wreath_12/12',
    'wreath_21/21',
    'wreath_33/33',
    'globe_1/8',
    'globe_1/16',
    'globe_2/6',
    'globe_3/4',
    'globe_6/4',
    'globe_6/8',
  ]);
  const oracles = gapOrders as Record<string, string>;
  test.each(types.filter(([type]) => quick.has(type)))(
    '%s: the group order equals GAP’s',
    (type, moves) => {
      expect(oracles[type]).toBeDefined();
      expect(new PermGroup([...moves.values()]).order().toString()).toBe(oracles[type]);
    },
  );
});
