import { puzzleInfoFile, readPuzzleInfo } from '@puz/test-kit';
import { Bench } from 'tinybench';
import {
  compose,
  composeInto,
  identity,
  invert,
  invertInto,
  PermGroup,
  randomPerm,
  rank,
  rng,
  unrankInto,
} from '../src/index.js';
import { pick } from '../src/test-support/santa.js';
import { gapAvailable, gapOrder, gapVersion } from './gap.js';

/*
 * pnpm bench (or: pnpm --filter @puz/perm bench [--santa])
 * 1. compose/invert at n = 54 in ops/s;
 * 2. the 3x3x3 and 4x4x4 group orders, ours and GAP's in the same run, and their ratio;
 * 3. with --santa, the order of every Santa 2023 puzzle type we can do in a few seconds.
 */

const median = (xs: readonly number[]) =>
  [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
const fmt = (ms: number) => (ms < 10 ? ms.toFixed(2) : ms.toFixed(1));

async function algebra(): Promise<void> {
  const r = rng(1);
  const a = randomPerm(54, r);
  const b = randomPerm(54, r);
  const out = identity(54);
  const p12 = randomPerm(12, r);
  const bench = new Bench({ time: 500, warmup: true });
  bench
    .add('composeInto n=54', () => {
      composeInto(out, a, b);
    })
    .add('compose n=54 (allocates)', () => {
      compose(a, b);
    })
    .add('invertInto n=54', () => {
      invertInto(out, a);
    })
    .add('invert n=54 (allocates)', () => {
      invert(a);
    })
    .add('rank n=12', () => {
      rank(p12);
    })
    .add('unrankInto n=12', () => {
      unrankInto(out.subarray(0, 12), 123_456_789);
    });
  await bench.run();
  console.log('\n## Permutation algebra (ops/s, tinybench, 500 ms each)');
  for (const task of bench.tasks) {
    const result = task.result;
    if (result?.state !== 'completed') continue;
    console.log(
      `${task.name.padEnd(28)} ${Math.round(result.throughput.mean).toLocaleString('en-US').padStart(14)} ops/s  ±${result.latency.rme.toFixed(1)}%`,
    );
  }
}

function timeOrder(
  gens: readonly ArrayLike<number>[],
  reps: number,
): { order: string; ms: number[] } {
  const ms: number[] = [];
  let order = '';
  for (let i = 0; i < reps; i++) {
    const t = performance.now();
    order = new PermGroup(gens).order().toString();
    ms.push(performance.now() - t);
  }
  return { order, ms };
}

function groupOrders(): void {
  const info = readPuzzleInfo(puzzleInfoFile().path);
  const cases: [string, number[][], number][] = [
    [
      '3x3x3, 6 face quarter turns on 54 facelets',
      pick(info.get('cube_3/3/3')!, ['f0', 'f2', 'r0', 'r2', 'd0', 'd2']),
      40,
    ],
    ['4x4x4, all 12 Santa moves on 96 stickers', [...info.get('cube_4/4/4')!.values()], 15],
  ];
  const gap = gapAvailable();
  console.log(
    `\n## Group orders (Schreier–Sims): puz vs ${gap ? `GAP ${gapVersion()}` : 'GAP (not installed: apt-get install gap-core)'}`,
  );
  console.log(
    'median of N fresh builds in one process; GAP timed by its own clocks, start-up excluded',
  );
  console.log(
    '| group | order | N | puz first | puz median | GAP median (Runtime) | GAP median (wall) | GAP / puz |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  for (const [name, gens, reps] of cases) {
    const ours = timeOrder(gens, reps);
    let gapCols = '| – | – | – |';
    if (gap) {
      const theirs = gapOrder(gens, reps);
      if (theirs.order !== ours.order)
        throw new Error(`${name}: GAP says ${theirs.order}, we say ${ours.order}`);
      const wall = median(theirs.wallMs);
      gapCols = `| ${fmt(median(theirs.runtimesMs))} ms | ${fmt(wall)} ms | ${(wall / median(ours.ms)).toFixed(2)}x |`;
    }
    console.log(
      `| ${name} | ${ours.order} | ${reps} | ${fmt(ours.ms[0]!)} ms | ${fmt(median(ours.ms))} ms ${gapCols}`,
    );
  }
}

function santaOrders(): void {
  const { path: file, source } = puzzleInfoFile();
  if (source === 'fixture') {
    console.log('\n(--santa needs ../shared/data/santa2023 or $PUZ_SANTA_DATA)');
    return;
  }
  console.log('\n## Santa 2023 puzzle groups (one build each)');
  console.log('| type | degree | orbits | base length | strong gens | order digits | ms |');
  console.log('|---|---|---|---|---|---|---|');
  for (const [type, moves] of readPuzzleInfo(file)) {
    const group = new PermGroup([...moves.values()]);
    const orbits = group.orbits().length;
    if (group.degree > 700) {
      console.log(`| ${type} | ${group.degree} | ${orbits} | – | – | – | skipped (degree > 700) |`);
      continue;
    }
    const t = performance.now();
    const order = group.order();
    const ms = performance.now() - t;
    console.log(
      `| ${type} | ${group.degree} | ${orbits} | ${group.base.length} | ${group.strongGenerators.length} | ${order.toString().length} | ${fmt(ms)} |`,
    );
  }
}

await algebra();
groupOrders();
if (process.argv.includes('--santa')) santaOrders();
