import { parseWreathType, solveWreath } from '@puz/wreath';
import type { Suite } from '../types.js';
import { puzzlesByType, santaData, solveFamily } from './santa-common.js';

export const wreathSuite: Suite = {
  name: 'wreath',
  description:
    'Santa wreath_n/n: beam search with a budget, replay, moves vs the sample submission and public totals',
  async run(ctx) {
    const { data } = santaData(ctx, ctx.quick);
    const budgetMs = ctx.quick ? 200 : 500;
    const groups = puzzlesByType(
      data,
      // Full runs include wreath_100/100 (one puzzle, ~10-20 s); quick runs only wreath_6/6.
      (t) => t.startsWith('wreath_') && (!ctx.quick || t === 'wreath_6/6'),
      (t) =>
        ctx.quick
          ? 3
          : t === 'wreath_21/21'
            ? 2
            : t === 'wreath_33/33'
              ? 1
              : Number.POSITIVE_INFINITY,
    );
    return solveFamily(
      'wreath',
      data,
      groups,
      (p) =>
        solveWreath(parseWreathType(p.type), p.initial, p.solution, {
          wildcards: p.numWildcards,
          budgetMs,
          timeLimitMs: 120_000,
          seed: 1,
        }),
      ctx.log,
    );
  },
};
