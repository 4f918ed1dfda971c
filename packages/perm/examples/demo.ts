// `pnpm demo` at the repo root: a tour of @puz/perm on real puzzles. It reads a Santa 2023
// puzzle_info.csv named on the command line: the root script passes the repo's nine-type sample
// (tools/test-kit/fixtures/puzzle-info.sample.csv); Kaggle's full file works too.
import { cycleType, order, PermGroup, rng, toCycles } from '@puz/perm';
import { readSantaPuzzleInfo } from '@puz/perm/node';

const file = process.argv[2];
if (!file) throw new Error('usage: demo.ts PUZZLE_INFO_CSV');
// Type name → its PermPuzzle, read by the package's own checked reader.
const puzzles = readSantaPuzzleInfo(file);

console.log('puz · @puz/perm demo — Santa 2023 puzzle groups by Schreier–Sims\n');
for (const [type, puzzle] of puzzles) {
  // The base moves generate the group (their inverses add nothing).
  const gens = puzzle.moveNames.filter((m) => !m.startsWith('-')).map((m) => puzzle.perm(m)!);
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
  const faces = ['f0', 'f2', 'r0', 'r2', 'd0', 'd2'].map((m) => cube.perm(m)!);
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
