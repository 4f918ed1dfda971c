import { describe, test } from 'vitest';
import { checkFamilySolves, FAMILY_CASES } from '../test-support/family-solves.js';

// The second seed of family.test.ts's solves.
describe('cubeFamily', () => {
  test.each(FAMILY_CASES)(
    '%s: answers to a second seeded scramble replay on the model',
    (type, length, optimal) => checkFamilySolves(type, length, optimal, [2]),
    60_000,
  );
});
