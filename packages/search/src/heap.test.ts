import fc from 'fast-check';
import { expect, test } from 'vitest';
import { IdHeap } from './heap.js';

test('pops in (primary, secondary, push order) order, like a stable sort', () => {
  fc.assert(
    fc.property(
      fc.array(fc.tuple(fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 3 })), {
        maxLength: 3000,
      }),
      (entries) => {
        const heap = new IdHeap(4); // small, so it has to grow
        for (const [id, [p, s]] of entries.entries()) heap.push(id, p, s);
        const expected = entries
          .map((_, id) => id)
          .sort(
            (a, b) => entries[a]![0] - entries[b]![0] || entries[a]![1] - entries[b]![1] || a - b,
          );
        const popped: number[] = [];
        while (heap.size > 0) popped.push(heap.pop());
        expect(popped).toEqual(expected);
        expect(heap.pop()).toBe(-1);
      },
    ),
  );
});

test('interleaved pushes and pops keep the order', () => {
  fc.assert(
    fc.property(
      fc.array(fc.option(fc.integer({ min: 0, max: 20 }), { nil: undefined }), { maxLength: 500 }),
      (ops) => {
        const heap = new IdHeap();
        const model: { id: number; p: number }[] = [];
        ops.forEach((p, id) => {
          if (p === undefined) {
            model.sort((a, b) => a.p - b.p || a.id - b.id);
            const want = model.shift();
            expect(heap.pop()).toBe(want ? want.id : -1);
          } else {
            heap.push(id, p);
            model.push({ id, p });
          }
        });
      },
    ),
  );
});
