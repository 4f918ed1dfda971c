import { parseGlobeType, solveGlobe } from '@puz/globe';
import type { Suite } from '../types.js';
import { puzzlesByType, santaData, solveFamily } from './santa-common.js';

export const globeSuite: Suite = {
  name: 'globe',
  description:
    'Santa globe_a/b: solve with a time budget, replay, moves vs the sample submission and public totals',
  async run(ctx) {
    const { data, fixture } = santaData(ctx, ctx.quick);
    const budgetMs = ctx.quick ? 200 : 1000;
    const groups = puzzlesByType(
      data,
      (t) =>
        t.startsWith('globe_') && (!ctx.quick || fixture || t === 'globe_1/8' || t === 'globe_2/6'),
      (t) =>
        ctx.quick ? 2 : t === 'globe_3/33' || t === 'globe_8/25' ? 1 : Number.POSITIVE_INFINITY,
    );
    return solveFamily(
      'globe',
      data,
      groups,
      (p) => {
        const { a, b } = parseGlobeType(p.type);
        return solveGlobe(a, b, p.initial, p.solution, { wildcards: p.numWildcards, budgetMs });
      },
      ctx.log,
    );
  },
};
