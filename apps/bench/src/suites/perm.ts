import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { santaCubeMoves } from '@puz/cube/santa';
import {
  compose,
  composeInto,
  identity,
  invertInto,
  type Perm,
  PermGroup,
  randomPerm,
  rank,
  rng,
  toCycles,
  unrankInto,
} from '@puz/perm';
import { expectEqual, repeat, skippedRow, speedRatio, timedRow } from '../measure.js';
import { micro } from '../micro.js';
import type { Suite } from '../types.js';

const CUBE3_ORDER = 43_252_003_274_489_856_000n;
const CUBE2_ORDER = 88_179_840n; // 3,674,160 × 24 orientations: the 2x2x2 with all six faces

/** The outer-layer Santa moves (f0, f{n-1}, r0, ...) of an n-cube as sticker permutations. */
function outerFaceGenerators(n: number): Perm[] {
  const cube = santaCubeMoves(n);
  const gens: Perm[] = [];
  for (const face of ['F', 'R', 'D'] as const)
    for (const layer of [1, n]) gens.push(cube.perm({ face, from: layer, to: layer, amount: 1 }));
  return gens;
}

function gapAvailable(): boolean {
  return spawnSync('gap', ['-q', '-c', 'QUIT;'], { stdio: 'ignore', timeout: 30_000 }).status === 0;
}

/** Median wall ms of Size(Group(gens)) inside one GAP process (start-up not counted). */
function gapOrderMs(gens: readonly Perm[], reps: number): { order: string; samples: number[] } {
  const dir = mkdtempSync(join(tmpdir(), 'puz-bench-gap-'));
  try {
    const group = `Group([${gens.map((g) => toCycles(g, { base: 1, separator: ',' })).join(', ')}])`;
    const script = join(dir, 'order.g');
    writeFileSync(
      script,
      `gens := GeneratorsOfGroup(${group});;
for i in [1..${reps}] do
  w := NanosecondsSinceEpoch();; s := Size(Group(gens));; w := NanosecondsSinceEpoch() - w;;
  Print("RESULT ", s, " ", w, "\\n");
od;
QUIT;
`,
    );
    const out = execFileSync('gap', ['-q', '-o', '4g', script], { encoding: 'utf8' });
    const lines = out
      .replace(/\\\n/g, '')
      .split('\n')
      .filter((l) => l.startsWith('RESULT '))
      .map((l) => l.split(' '));
    return { order: lines[0]?.[1] ?? '', samples: lines.map((l) => Number(l[2]) / 1e6) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export const permSuite: Suite = {
  name: 'perm',
  description:
    'permutation algebra (tinybench ops/s) and Schreier-Sims group orders, vs GAP when installed',
  async run(ctx) {
    const r = rng(1);
    const a = randomPerm(54, r);
    const b = randomPerm(54, r);
    const out = identity(54);
    const p12 = randomPerm(12, r);
    // Check the algebra before timing it: (a then b) applied is b applied after a.
    const ab = compose(a, b);
    expectEqual(ab[0], a[b[0] as number], 'compose convention (a then b)[i] = a[b[i]]');
    const rows = await micro(
      'perm',
      [
        { name: 'composeInto n=54', fn: () => composeInto(out, a, b) },
        { name: 'compose n=54 (allocates)', fn: () => compose(a, b) },
        { name: 'invertInto n=54', fn: () => invertInto(out, a) },
        { name: 'rank n=12', fn: () => rank(p12) },
        { name: 'unrankInto n=12', fn: () => unrankInto(out.subarray(0, 12), 123_456_789) },
      ],
      ctx.quick ? { rounds: 3, timeMs: 100 } : { rounds: 5, timeMs: 400 },
    );
    const groups: [string, Perm[], bigint, number][] = [
      ['2x2x2 (Santa f0 f1 r0 r1 d0 d1)', outerFaceGenerators(2), CUBE2_ORDER, ctx.quick ? 15 : 31],
      ['3x3x3 (outer faces)', outerFaceGenerators(3), CUBE3_ORDER, ctx.quick ? 15 : 31],
    ];
    const hasGap = gapAvailable();
    for (const [label, gens, order, runs] of groups) {
      const { samples, result } = await repeat(runs, () => new PermGroup(gens).order(), {
        warmup: true,
      });
      expectEqual(result.toString(), order.toString(), `${label}: group order`);
      const row = timedRow('perm', `group order ${label}`, samples, {
        order: order.toLocaleString('en-US'),
        degree: gens[0]?.length ?? 0,
      });
      rows.push(row);
      if (hasGap) {
        const gap = gapOrderMs(gens, runs);
        expectEqual(gap.order, order.toString(), `GAP ${label}: group order`);
        const anchor = timedRow(
          'perm',
          `group order ${label} — GAP`,
          gap.samples,
          {},
          { note: 'GAP Size(), in-process wall' },
        );
        speedRatio(row, anchor, 'GAP');
        rows.push(anchor);
      } else
        rows.push(
          skippedRow(
            'perm',
            `group order ${label} — GAP`,
            'skipped: gap not on PATH (apt-get install gap-core)',
          ),
        );
    }
    ctx.log(`perm: ${rows.length} rows${hasGap ? '' : ' (GAP absent)'}`);
    return rows;
  },
};
