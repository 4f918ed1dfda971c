import { applyInto, type Perm } from '@puz/perm';
import { readSantaPuzzlesIn } from '@puz/perm/node';
import { bidirectionalBfs, beamSearch as genericBeam } from '@puz/search';
import { realDataDir } from '@puz/test-kit';
import { beamSearch, costTable } from '../src/beam.js';
import { exactBits, exactSolve } from '../src/exact.js';
import { wreathModel } from '../src/model.js';
import { encodeStates } from '../src/states.js';

/*
 * pnpm --filter @puz/wreath exec tsx --conditions=@puz/source bench/shared.bench.ts: the
 * specialised searches against @puz/search's generic ones on Santa's wreaths — exact search
 * (packedBidirectionalBfs vs bidirectionalBfs over the same packed numbers) on wreath_12/12, and
 * 30 levels of the single-step beam (width 1000) vs the generic beamSearch with the same score.
 */

const dir = realDataDir('santa2023')?.path;
if (!dir) {
  console.log('no Santa data (puzzles.csv); set PUZ_SANTA_DATA');
  process.exit(0);
}
const rows = readSantaPuzzlesIn(dir).filter((p) => p.type.startsWith('wreath_'));

const time = (f: () => void) => {
  const t0 = performance.now();
  f();
  return performance.now() - t0;
};

// Exact search on wreath_12/12.
let packedMs = 0;
let genericMs = 0;
for (const { type, solution, initial } of rows.filter((r) => r.type === 'wreath_12/12')) {
  const { start, goal, colours } = encodeStates(12, initial, solution);
  const model = wreathModel(12, colours);
  const base = 2 ** exactBits(model);
  let packedLength = -1;
  packedMs += time(() => {
    packedLength = exactSolve(model, start, goal, 0, { nodeLimit: 4_000_000 })?.length ?? -1;
  });
  const encode = (s: ArrayLike<number>) => {
    let code = 0;
    for (let i = s.length - 1; i >= 0; i--) code = code * base + (s[i] as number);
    return code;
  };
  const scratch = new Uint16Array(model.size);
  const next = new Uint16Array(model.size);
  let genericLength = -1;
  genericMs += time(() => {
    const r = bidirectionalBfs<number, number>({
      start: encode(start),
      goals: [encode(goal)],
      isGoal: (s) => s === encode(goal),
      successors(code, push) {
        for (let i = 0, c = code; i < model.size; i++) {
          scratch[i] = c % base;
          c = (c - (scratch[i] as number)) / base;
        }
        for (let m = 0; m < 4; m++)
          push(m, encode(applyInto(next, model.perms[m] as Perm, scratch)));
      },
    });
    genericLength = r.moves.length;
  });
  if (packedLength !== genericLength) throw new Error(`${type}: lengths differ`);
}
console.log(
  `exact, Santa's wreath_12/12: packedBidirectionalBfs ${packedMs.toFixed(0)} ms, bidirectionalBfs ${genericMs.toFixed(0)} ms (${(genericMs / packedMs).toFixed(1)}x)`,
);

// 30 levels of beam, width 1000, on the first wreath_21/21.
const first21 = rows.find((r) => r.type === 'wreath_21/21');
if (!first21) throw new Error('no wreath_21/21 in puzzles.csv');
const { start, goal, colours } = encodeStates(21, first21.initial, first21.solution);
const model = wreathModel(21, colours);
const cost = costTable(model, goal, 8, 1);
const specialisedMs = time(() =>
  beamSearch(model, start, goal, 0, {
    width: 1000,
    seed: 1,
    maxDepth: 30,
    deadline: Number.POSITIVE_INFINITY,
    mismatchWeight: 8,
    distanceWeight: 1,
  }),
);
const genericBeamMs = time(() =>
  genericBeam<Uint16Array, number>(
    {
      start,
      isGoal: (s) => s.every((x, i) => x === goal[i]),
      successors(s, push) {
        for (let m = 0; m < 4; m++)
          push(m, applyInto(new Uint16Array(s.length), model.perms[m] as Perm, s));
      },
    },
    {
      width: 1000,
      maxDepth: 30,
      score: (s) => {
        let total = 0;
        for (let p = 0; p < s.length; p++)
          total += cost[(s[p] as number) * model.size + p] as number;
        return total;
      },
    },
  ),
);
console.log(
  `beam, 30 levels of width 1000 on wreath_21/21: wreath's beamSearch ${specialisedMs.toFixed(0)} ms, @puz/search beamSearch ${genericBeamMs.toFixed(0)} ms (${(genericBeamMs / specialisedMs).toFixed(1)}x)`,
);
