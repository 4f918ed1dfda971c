/** One puzzle type's public move totals (see `PUBLIC_TOTALS`). */
export interface PublicTotals {
  /** Puzzles of the type in Kaggle's final puzzles.csv. */
  readonly puzzles: number;
  /** Kaggle's sample submission. */
  readonly sample: number;
  /** 15th place of 1,067 (k-harada, 107,693 in all). */
  readonly k107: number;
  /** The best public solution of each puzzle, summed. */
  readonly best: number;
}

/**
 * Santa 2023's per-type move totals, quoted from the data README (replayed public final
 * submissions), for comparing a run against: not measured by this package.
 */
export const PUBLIC_TOTALS: Readonly<Record<string, PublicTotals>> = {
  'cube_2/2/2': { puzzles: 30, sample: 2275, k107: 315, best: 315 },
  'cube_3/3/3': { puzzles: 120, sample: 36661, k107: 2915, best: 2429 },
  'cube_4/4/4': { puzzles: 60, sample: 35320, k107: 6202, best: 3920 },
  'cube_5/5/5': { puzzles: 35, sample: 51254, k107: 6682, best: 3370 },
  'cube_6/6/6': { puzzles: 12, sample: 29288, k107: 4840, best: 1899 },
  'cube_7/7/7': { puzzles: 5, sample: 21947, k107: 2581, best: 969 },
  'cube_8/8/8': { puzzles: 5, sample: 28378, k107: 3730, best: 1364 },
  'cube_9/9/9': { puzzles: 5, sample: 34550, k107: 3606, best: 1682 },
  'cube_10/10/10': { puzzles: 5, sample: 50465, k107: 5995, best: 2219 },
  'cube_19/19/19': { puzzles: 4, sample: 102317, k107: 12576, best: 6155 },
  'cube_33/33/33': { puzzles: 3, sample: 372200, k107: 32220, best: 16208 },
  'wreath_6/6': { puzzles: 20, sample: 7888, k107: 150, best: 150 },
  'wreath_7/7': { puzzles: 15, sample: 7488, k107: 128, best: 128 },
  'wreath_12/12': { puzzles: 10, sample: 22108, k107: 173, best: 173 },
  'wreath_21/21': { puzzles: 5, sample: 22446, k107: 193, best: 176 },
  'wreath_33/33': { puzzles: 3, sample: 17228, k107: 465, best: 185 },
  'wreath_100/100': { puzzles: 1, sample: 22284, k107: 351, best: 351 },
  'globe_1/8': { puzzles: 10, sample: 2347, k107: 1275, best: 496 },
  'globe_1/16': { puzzles: 5, sample: 2403, k107: 1282, best: 545 },
  'globe_2/6': { puzzles: 5, sample: 2435, k107: 297, best: 113 },
  'globe_3/4': { puzzles: 15, sample: 29526, k107: 1219, best: 469 },
  'globe_6/4': { puzzles: 5, sample: 16090, k107: 565, best: 253 },
  'globe_6/8': { puzzles: 5, sample: 14992, k107: 1845, best: 789 },
  'globe_6/10': { puzzles: 5, sample: 14837, k107: 1914, best: 831 },
  'globe_3/33': { puzzles: 8, sample: 226350, k107: 12339, best: 6361 },
  'globe_8/25': { puzzles: 2, sample: 47513, k107: 3835, best: 1914 },
};
