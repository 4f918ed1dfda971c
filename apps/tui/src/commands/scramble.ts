import { formatAlg, invertAlg } from '@puz/cube';
import { randomFacelets3, solveTwoPhase } from '@puz/cube/three';
import { randomFacelets2, solve2x2x2, type TwoMetric } from '@puz/cube/two';
import { rng, UsageError } from '@puz/perm';

import { integerOption } from './input.js';

/**
 * `puz scramble 2x2x2|3x3x3`: a random-state scramble — a uniformly random position, then the
 * inverse of a solution: the optimal one on the 2x2x2 (DBL home, any of the 3,674,160), a
 * two-phase one of at most 21 moves on the 3x3x3.
 */
export function scrambleCommand(
  puzzle: string,
  options: { seed?: string; metric?: string; json?: boolean },
): string {
  if (puzzle !== '2x2x2' && puzzle !== '3x3x3')
    throw new UsageError(`scrambles are available for 2x2x2 and 3x3x3 so far, not "${puzzle}"`);
  const seed = integerOption(options.seed, '--seed') ?? Math.floor(Math.random() * 2 ** 31);
  const metric = (options.metric ?? 'htm') as TwoMetric;
  if (metric !== 'htm' && metric !== 'qtm')
    throw new UsageError(`--metric must be htm or qtm, got "${options.metric}"`);
  const r = rng(seed);
  if (puzzle === '3x3x3') {
    if (options.metric !== undefined && options.metric !== 'htm')
      throw new UsageError('3x3x3 scrambles are in HTM (face turns)');
    const facelets = randomFacelets3(r);
    // A scramble needs no short answer: no table build for it (that is for `puz solve`).
    const solution = solveTwoPhase(facelets, { targetLength: 21, fullTable: 'cached' });
    const scramble = formatAlg(invertAlg(solution.moves), 3);
    if (options.json)
      return `${JSON.stringify({ puzzle: '3x3x3', seed, scramble, length: solution.length, state: facelets })}\n`;
    return `${scramble}\n`;
  }
  // A uniform position: DBL home, the other 7 corners shuffled and twisted.
  const facelets = randomFacelets2(r);
  const solution = solve2x2x2(facelets, { metric });
  const scramble = formatAlg(invertAlg(solution.moves), 2);
  if (options.json)
    return `${JSON.stringify({ puzzle: '2x2x2', seed, scramble, length: solution.length, state: facelets })}\n`;
  return `${scramble}\n`;
}
