import { parity as permParity, solveGf2 } from '@puz/perm';
import { InvalidStateError } from '../errors.js';
import type { Unit } from './catalog.js';
import { type CubeModel, token } from './model.js';

/** Inner-slice quarter turns that make every all-distinct unit an even permutation from home. */
export function parityMoves(
  model: CubeModel,
  units: readonly Unit[],
  st: Int32Array,
  tgt: Int32Array,
): number[] {
  const { n } = model;
  const mid = n % 2 === 1 ? (n - 1) / 2 : -1;
  const vars: number[] = [];
  for (let axis = 0; axis < 3; axis++)
    for (let layer = 1; layer < n - 1; layer++)
      if (layer !== mid) vars.push(token(n, axis, layer, 1));
  const rows: Uint8Array[] = [];
  for (const unit of units) {
    const slots = unit.keyOrbit;
    const pieceOf = (labels: Int32Array, s: number) => {
      const p = model.partners[2 * s] as number;
      return unit.kind === 'wing'
        ? (labels[s] as number) * model.size + (labels[p] as number)
        : (labels[s] as number);
    };
    const home = new Map<number, number>();
    let distinct = true;
    slots.forEach((s, k) => {
      const key = pieceOf(tgt, s);
      if (home.has(key)) distinct = false;
      home.set(key, k);
    });
    // Every piece must have somewhere to go.
    const want = new Map<number, number>();
    for (const s of slots) want.set(pieceOf(tgt, s), (want.get(pieceOf(tgt, s)) ?? 0) + 1);
    for (const s of slots) {
      const key = pieceOf(st, s);
      const left = want.get(key) ?? 0;
      if (left === 0)
        throw new InvalidStateError(
          unit.kind === 'wing' ? 'edge' : 'centres',
          `no home for a ${unit.kind} piece`,
        );
      want.set(key, left - 1);
    }
    if (!distinct) continue;
    const perm = Array.from(slots, (s) => home.get(pieceOf(st, s)) as number);
    const row = new Uint8Array(vars.length + 1);
    row[vars.length] = permParity(Uint32Array.from(perm));
    const local = new Map<number, number>();
    slots.forEach((s, k) => {
      local.set(s, k);
    });
    vars.forEach((t, v) => {
      const p = model.perms[t] as Int32Array;
      row[v] = permParity(Uint32Array.from(slots, (s) => local.get(p[s] as number) as number));
    });
    rows.push(row);
  }
  // Which slices to turn: a linear system over GF(2) (free slices are not turned).
  const x = solveGf2(rows, vars.length);
  if (!x) throw new InvalidStateError('parity', 'a parity no move sequence can fix');
  return vars.filter((_, v) => x[v] === 1);
}
