import { expect, test } from 'vitest';
import { distanceTable } from './distance-table.js';

test('bit strings under single-bit flips: distance = popcount, counts = binomials', () => {
  const n = 12;
  const table = distanceTable(1 << n, (r, push) => {
    for (let b = 0; b < n; b++) push(r ^ (1 << b));
  });
  expect(table.counts).toEqual([1, 12, 66, 220, 495, 792, 924, 792, 495, 220, 66, 12, 1]);
  expect(table.maxDistance).toBe(12);
  expect(table.entries.bits).toBe(4);
  for (let r = 0; r < 1 << n; r += 37) {
    let bits = 0;
    for (let x = r; x; x &= x - 1) bits++;
    expect(table.get(r)).toBe(bits);
  }
});

test('a ring of 101 needs distances past 15: the table widens to 8 bits', () => {
  const size = 101;
  const table = distanceTable(size, (r, push) => {
    push((r + 1) % size);
    push((r + size - 1) % size);
  });
  expect(table.entries.bits).toBe(8);
  expect(table.maxDistance).toBe(50);
  for (let r = 0; r < size; r++) expect(table.get(r)).toBe(Math.min(r, size - r));
});

test('several starts, and unreachable ranks read as Infinity', () => {
  // Two separate lines 0-1-2-3 and 4-5-6; start at 0 and 3.
  const table = distanceTable(
    7,
    (r, push) => {
      if (r < 4) {
        if (r > 0) push(r - 1);
        if (r < 3) push(r + 1);
      }
    },
    { starts: [0, 3] },
  );
  expect([0, 1, 2, 3, 4].map((r) => table.get(r))).toEqual([0, 1, 1, 0, Number.POSITIVE_INFINITY]);
  expect(table.counts).toEqual([2, 2]);
});

test('bad input: a neighbour outside the table, a bad start, an abort', () => {
  expect(() => distanceTable(4, (_r, push) => push(4))).toThrow(/pushed 4, outside 0..3/);
  expect(() => distanceTable(4, () => {}, { starts: [9] })).toThrow(/start 9/);
  const controller = new AbortController();
  controller.abort(new Error('stop'));
  expect(() =>
    distanceTable(1 << 17, (r, push) => push((r + 1) % (1 << 17)), { signal: controller.signal }),
  ).toThrow('stop');
});
