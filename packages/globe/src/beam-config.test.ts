import { describe, expect, it } from 'vitest';
import { beamWidthFor, cycleWordsFor } from './beam-config.js';

describe('beam defaults by budget', () => {
  it('turns the 7-move words on only for big pairs and time budgets of 15 s or more', () => {
    expect(cycleWordsFor({ budgetMs: 15_000 }, 132)).toBe(true);
    expect(cycleWordsFor({ budgetMs: 10_000 }, 132)).toBe(false);
    expect(cycleWordsFor({ budgetMs: 60_000 }, 40)).toBe(false);
    expect(cycleWordsFor({ budgetMs: 60_000, budgetNodes: 10 }, 132)).toBe(false);
    expect(cycleWordsFor({}, 132)).toBe(false);
  });

  it('widens the beam with the time budget, at most 3x, never by nodes', () => {
    const base = beamWidthFor({}, 3, 132);
    expect(beamWidthFor({ budgetMs: 6000 }, 3, 132)).toBe(3 * base);
    expect(beamWidthFor({ budgetMs: 60_000 }, 3, 132)).toBe(3 * base);
    expect(beamWidthFor({ budgetMs: 60_000, budgetNodes: 10 }, 3, 132)).toBe(base);
  });
});
