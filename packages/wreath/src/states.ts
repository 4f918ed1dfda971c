import { InvalidStateError, parity } from '@puz/perm';
import { wreathStickerCount } from './size.js';

/** Label lists as in puzzles.csv (strings), or already coded (numbers). */
export type Labels = readonly string[] | ArrayLike<number>;

/** Codes both states by the solution's labels; throws InvalidStateError on any mismatch. */
export function encodeStates(n: number, initial: Labels, solution: Labels) {
  const size = wreathStickerCount(n);
  const type = `wreath_${n}/${n}`;
  for (const [what, s] of [
    ['initial', initial],
    ['solution', solution],
  ] as const) {
    if (s.length !== size)
      throw new InvalidStateError(
        'length',
        `${type}: the ${what} state has ${s.length} labels; expected ${size} (2n − 2)`,
      );
  }
  const codes = new Map<string | number, number>();
  const goal = new Uint16Array(size);
  const counts: number[] = [];
  for (let i = 0; i < size; i++) {
    const label = solution[i] as string | number;
    let c = codes.get(label);
    if (c === undefined) {
      c = codes.size;
      codes.set(label, c);
      counts.push(0);
    }
    goal[i] = c;
    counts[c] = (counts[c] as number) + 1;
  }
  const start = new Uint16Array(size);
  for (let i = 0; i < size; i++) {
    const label = initial[i] as string | number;
    const c = codes.get(label);
    if (c === undefined)
      throw new InvalidStateError(
        'labels',
        `${type}: label ${JSON.stringify(label)} (initial position ${i}) is not in the solution state`,
      );
    start[i] = c;
    counts[c] = (counts[c] as number) - 1;
  }
  const labels = [...codes.keys()];
  const solutionCount = (c: number) => goal.filter((x) => x === c).length;
  const off = counts.findIndex((k) => k !== 0);
  if (off >= 0)
    throw new InvalidStateError(
      'labels',
      `${type}: label ${JSON.stringify(labels[off])} occurs ${solutionCount(off) - (counts[off] as number)} times in the initial state and ${solutionCount(off)} times in the solution state`,
    );
  return { start, goal, colours: codes.size };
}

/** Whether the permutation taking `start` to `goal` is odd (all labels distinct). */
export function oddPermutation(start: Uint16Array, goal: Uint16Array): boolean {
  const where = new Uint16Array(goal.length);
  for (let i = 0; i < goal.length; i++) where[goal[i] as number] = i;
  return parity(Uint16Array.from(start, (c) => where[c] as number)) === 1;
}
