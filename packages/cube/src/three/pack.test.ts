import { expect, test } from 'vitest';
import { packTables, unpackTables } from './pack.js';

test('typed arrays of mixed widths round-trip through one payload', () => {
  const a = Uint8Array.from([1, 2, 3]);
  const b = Uint16Array.from([65535, 7]);
  const c = Uint32Array.from([4294967295, 0, 9]);
  const back = unpackTables(packTables([a, b, c]).slice(), 3);
  expect(back?.map((t) => [t.constructor.name, [...t]])).toEqual([
    ['Uint8Array', [1, 2, 3]],
    ['Uint16Array', [65535, 7]],
    ['Uint32Array', [4294967295, 0, 9]],
  ]);
});

test('a payload of another count, or cut short, is refused rather than misread', () => {
  const p = packTables([new Uint32Array(100)]);
  expect(unpackTables(p, 2)).toBeUndefined();
  expect(unpackTables(p.slice(0, 200), 1)).toBeUndefined();
});
