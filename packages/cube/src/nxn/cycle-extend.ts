import type { CycleTable } from './cycle-search.js';
import { type CubeModel, inverseToken, simplifyTokens, tokensCost } from './model.js';

/*
 * The 3-cycles a table's search did not reach (longer than 2·half: the 5x5 cross and 6x6 oblique
 * centres have 192 of 4,048 beyond 10 moves), as conjugates c·S·c⁻¹ of the longest ones found,
 * c one move: still nothing moved outside the unit, and the key orbit 3-cycled by S's 3-cycle
 * moved by c. Rounds by cost (each round's conjugates of all the table's sequences one or two
 * moves cheaper), so each new 3-cycle gets the cheapest conjugates there are; these are not proven
 * shortest (a sequence of the cost in between could exist), and the table records from which cost
 * on (`maxCost` stays the searched bound).
 */

/** Adds conjugates for the missing 3-cycles until all are there or `rounds` costs are tried. */
export function extendByConjugates(model: CubeModel, table: CycleTable, rounds = 3): number {
  const { n } = model;
  const S = table.keyOrbit.length;
  const all = (S * (S - 1) * (S - 2)) / 3;
  const local = new Int32Array(model.size).fill(-1);
  table.keyOrbit.forEach((s, k) => {
    local[s] = k;
  });
  let added = 0;
  for (let cost = table.maxCost + 1; cost <= table.maxCost + 2 * rounds; cost++) {
    if (table.cycles.size >= all) break;
    const found = new Map<number, { cost: number; seqs: number[][]; seen: Set<string> }>();
    for (const { cost: base, seqs } of table.cycles.values())
      for (let t = 0; t < 9 * n; t++) {
        const w = t % 3 === 1 ? 2 : 1;
        if (base + 2 * w !== cost) continue;
        for (const s of seqs) {
          const seq = simplifyTokens(n, [t, ...s, inverseToken(t)]);
          if (tokensCost(seq) !== cost) continue;
          const key = keyOf(model, table.keyOrbit, local, seq, S);
          if (table.cycles.has(key)) continue;
          let rec = found.get(key);
          if (!rec) {
            rec = { cost, seqs: [], seen: new Set() };
            found.set(key, rec);
          }
          const id = seq.join();
          if (rec.seen.has(id)) continue;
          rec.seen.add(id);
          rec.seqs.push(seq);
        }
      }
    for (const [key, { seqs }] of found) {
      table.cycles.set(key, { cost, seqs });
      added++;
    }
  }
  return added;
}

/** The 3-cycle key (as cycle-search.ts) of a sequence known to 3-cycle the key orbit. */
function keyOf(
  model: CubeModel,
  keyOrbit: Int32Array,
  local: Int32Array,
  seq: readonly number[],
  S: number,
): number {
  const moved: number[] = [];
  const from: number[] = [];
  for (let k = 0; k < S; k++) {
    let v = keyOrbit[k] as number;
    for (let j = seq.length - 1; j >= 0; j--)
      v = (model.perms[seq[j] as number] as Int32Array)[v] as number;
    const f = local[v] as number;
    if (f !== k) {
      moved.push(k);
      from.push(f);
    }
  }
  if (moved.length !== 3)
    throw new Error(`a conjugate of a 3-cycle moved ${moved.length} stickers`);
  let j0 = 0;
  for (let j = 1; j < 3; j++) if ((moved[j] as number) < (moved[j0] as number)) j0 = j;
  const a = moved[j0] as number;
  const b = from[j0] as number;
  const c = from[moved.indexOf(b)] as number;
  return a * S * S + b * S + c;
}
