// `pnpm demo` at the repo root: a tour of @puz/perm on real puzzles. It reads a Santa 2023
// puzzle_info.csv named on the command line: the root script passes the repo's nine-type sample
// (tools/test-kit/fixtures/puzzle-info.sample.csv); Kaggle's full file works too.
import { readFileSync } from 'node:fs';
import { cycleType, fromArray, order, PermGroup, rng, toCycles } from '@puz/perm';

const file = process.argv[2];
if (!file) throw new Error('usage: demo.ts PUZZLE_INFO_CSV');
const lines = readFileSync(file, 'utf8').trim().split('\n').slice(1);
const puzzles = new Map(
  lines.map((line) => {
    const comma = line.indexOf(',');
    const moves = JSON.parse(line.slice(comma + 2, -1).replaceAll("'", '"')) as Record<
      string,
      number[]
    >;
    return [line.slice(0, comma), moves] as const;
  }),
);

console.log('puz · @puz/perm demo — Santa 2023 puzzle groups by Schreier–Sims\n');
for (const [type, moves] of puzzles) {
  const gens = Object.values(moves).map((m) => fromArray(m));
  const t = performance.now();
  const group = new PermGroup(gens);
  const size = group.order();
  const ms = performance.now() - t;
  const orbits = group.orbits().map((o) => o.length);
  console.log(
    `${type.padEnd(12)} ${String(gens.length).padStart(2)} moves on ${String(group.degree).padStart(2)} stickers: ` +
      `${size.toLocaleString('en-US')} positions (${ms.toFixed(1)} ms), orbits ${orbits.join('+')}`,
  );
}

const cube = puzzles.get('cube_3/3/3');
if (cube) {
  const faces = ['f0', 'f2', 'r0', 'r2', 'd0', 'd2'].map((m) => fromArray(cube[m] as number[]));
  const group = new PermGroup(faces);
  console.log(
    `\n3x3x3 with face turns only (centres fixed): ${group.order().toLocaleString('en-US')}`,
  );
  const scramble = group.random(rng(1));
  console.log(
    `a random position moves ${scramble.filter((y, x) => y !== x).length} stickers, order ${order(scramble)}, cycle type ${cycleType(
      scramble,
    )
      .filter((l) => l > 1)
      .join(',')}`,
  );
  console.log(`f0 in cycle notation: ${toCycles(faces[0]!)}`);
}
