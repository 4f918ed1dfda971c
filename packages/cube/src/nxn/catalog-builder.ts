import type { Catalog, Unit } from './catalog.js';
import { type CubeModel, inverseToken, sourceOf, token, tokenCost } from './model.js';
import { coreMove, recipeEnds, recipeMoves, SETUP_BITS } from './recipe.js';

/*
 * Building a unit's catalog of 3-cycles (catalog.ts says what it holds): commutators found by the
 * one-piece-overlap lemma and checked by evaluation, their rotations, then setup moves.
 */

/** How a candidate 3-cycle is made: its cost, commutator parts, flags and setup (as in `Catalog`). */
interface Recipe {
  cost: number;
  a: number;
  x: number;
  y: number;
  inv: number;
  setup: number;
}

/** A copy of the entries so far (a stage reads it while `offer` may replace entries). */
interface Snapshot {
  count: number;
  pos: number[];
  src: number[];
  cost: number[];
  a: number[];
  x: number[];
  y: number[];
  inv: number[];
  c: number[];
}

const emptySnapshot = (): Snapshot => ({
  count: 0,
  pos: [],
  src: [],
  cost: [],
  a: [],
  x: [],
  y: [],
  inv: [],
  c: [],
});

/**
 * Builds one unit's catalog in stages (commutators, their rotations, one setup move, a second
 * setup for wings); every distinct 3-cycle on the key orbit keeps its cheapest recipe.
 */
class CatalogBuilder {
  readonly width: number;
  private readonly inUnit: Uint8Array;
  private readonly local: Int32Array;
  private readonly orbitSize: number;
  /** Face turns and the unit's slice turns (every amount), as tokens. */
  readonly faces: number[] = [];
  readonly slices: number[] = [];
  private readonly entries: Snapshot = emptySnapshot();
  /** 3-cycle key → its entries: the cheapest recipe first, then equally cheap alternatives. */
  private readonly byKey = new Map<number, number[]>();
  /** Entries replaced by a cheaper recipe of their 3-cycle (dropped at `build`). */
  private readonly dead: boolean[] = [];
  /** First and last move of each entry (alternatives must differ in them). */
  private readonly ends: number[] = [];

  constructor(
    readonly model: CubeModel,
    readonly unit: Unit,
  ) {
    const { n, size } = model;
    this.width = unit.kind === 'centre' ? 3 : 6;
    this.inUnit = new Uint8Array(size);
    for (const s of unit.stickers) this.inUnit[s] = 1;
    this.orbitSize = unit.keyOrbit.length;
    this.local = new Int32Array(size).fill(-1);
    unit.keyOrbit.forEach((s, k) => {
      this.local[s] = k;
    });
    for (let axis = 0; axis < 3; axis++) {
      for (const layer of [0, n - 1])
        for (let q = 1; q <= 3; q++) this.faces.push(token(n, axis, layer, q));
      for (const layer of unit.layers)
        for (let q = 1; q <= 3; q++) this.slices.push(token(n, axis, layer, q));
    }
  }

  /** The 3-cycle on the key orbit, from its smallest local index. */
  private keyOf(p: readonly number[], s: readonly number[]): number {
    const { local } = this;
    const S = this.orbitSize;
    let p0 = -1;
    let min = S;
    for (let j = 0; j < p.length; j++) {
      const l = local[p[j] as number] as number;
      if (l >= 0 && l < min) {
        min = l;
        p0 = j;
      }
    }
    const a = p[p0] as number;
    const b = s[p.indexOf(a)] as number;
    const c = s[p.indexOf(b)] as number;
    return (local[a] as number) * S * S + (local[b] as number) * S + (local[c] as number);
  }

  /**
   * Keeps the 3-cycle (positions p take stickers from s) when it is new or cheaper, or as an
   * alternative: as cheap as the best recipe, with another first or last move (which one is
   * cheapest inserted depends on the moves around it), up to `ALTERNATIVES` recipes a 3-cycle.
   */
  offer(p: readonly number[], s: readonly number[], r: Recipe): void {
    const key = this.keyOf(p, s);
    const entries = this.entries;
    const list = this.byKey.get(key);
    let e: number;
    if (list === undefined) {
      e = entries.count++;
      this.byKey.set(key, [e]);
    } else {
      const best = entries.cost[list[0] as number] as number;
      if (r.cost > best) return;
      if (r.cost < best) {
        e = list[0] as number;
        for (let i = 1; i < list.length; i++) this.dead[list[i] as number] = true;
        list.length = 1;
      } else {
        if (list.length >= ALTERNATIVES) return;
        const ends = recipeEnds(r.a, r.x, r.y, r.inv, r.setup);
        for (const o of list) if (this.ends[o] === ends) return;
        e = entries.count++;
        list.push(e);
      }
    }
    this.write(e, p, s, r);
  }

  private write(e: number, p: readonly number[], s: readonly number[], r: Recipe): void {
    const entries = this.entries;
    entries.cost[e] = r.cost;
    entries.a[e] = r.a;
    entries.x[e] = r.x;
    entries.y[e] = r.y;
    entries.inv[e] = r.inv;
    entries.c[e] = r.setup;
    this.dead[e] = false;
    this.ends[e] = recipeEnds(r.a, r.x, r.y, r.inv, r.setup);
    for (let j = 0; j < this.width; j++) {
      entries.pos[e * this.width + j] = p[j] as number;
      entries.src[e * this.width + j] = s[j] as number;
    }
  }

  /**
   * The live entries (`primaries`: only each 3-cycle's first recipe: the later stages conjugate
   * those, and the alternatives come from different recipes meeting on one 3-cycle).
   */
  snapshot(primaries: boolean): Snapshot {
    const e = this.entries;
    const out = emptySnapshot();
    const w = this.width;
    const take = (i: number) => {
      out.cost.push(e.cost[i] as number);
      out.a.push(e.a[i] as number);
      out.x.push(e.x[i] as number);
      out.y.push(e.y[i] as number);
      out.inv.push(e.inv[i] as number);
      out.c.push(e.c[i] as number);
      for (let j = 0; j < w; j++) {
        out.pos.push(e.pos[i * w + j] as number);
        out.src.push(e.src[i * w + j] as number);
      }
      out.count++;
    };
    if (primaries) for (const list of this.byKey.values()) take(list[0] as number);
    else for (let i = 0; i < e.count; i++) if (!this.dead[i]) take(i);
    return out;
  }

  /**
   * [A, X Y X⁻¹] (and its inverse) for A a quarter slice through the unit, X a face turn, Y a
   * quarter slice (centres) or a face turn (wings) whose supports meet A's in exactly one piece.
   */
  addCommutators(): void {
    const { model, unit, width, inUnit } = this;
    const mark = new Int32Array(model.size);
    let stamp = 0;
    const limit = unit.kind === 'centre' ? 1 : 2;
    const quarterSlices = this.slices.filter((t) => t % 3 !== 1);
    const ys = unit.kind === 'centre' ? quarterSlices : this.faces;
    // A may also be a face turn when X is a slice (d3.f2.d2.-f2.-d3.f2.-d2.-f2, seed 001): the
    // 4x4's x-centres then have 1,344 3-cycles of 8 moves instead of 576, 3,632 in all instead
    // of 3,104 (of 4,048), and 3 of cube_4..10 each 5,961 -> 5,791 moves (first variant).
    const as = [...quarterSlices, ...this.faces.filter((t) => t % 3 !== 1)];
    const xs = [...this.faces, ...this.slices];
    const seq = new Int32Array(8);
    const cand: number[] = [];
    const moved: number[] = [];
    const from: number[] = [];
    for (const a of as) {
      stamp++;
      const supA = model.supports[a] as Int32Array;
      for (const s of supA) mark[s] = stamp;
      for (const x of xs) {
        const px = model.perms[x] as Int32Array;
        for (const y of ys) {
          const supY = model.supports[y] as Int32Array;
          let count = 0;
          let hit = -1;
          for (let j = 0; j < supY.length; j++) {
            const i = px[supY[j] as number] as number;
            if (mark[i] === stamp) {
              count++;
              hit = i;
              if (count > limit) break;
            }
          }
          if (count !== limit || !inUnit[hit]) continue;
          // Evaluate [A, X Y X⁻¹] on the union of the supports.
          for (let i = 0; i < 8; i++) seq[i] = coreMove(a, x, y, 0, i);
          cand.length = 0;
          for (const s of supA) cand.push(s);
          for (let j = 0; j < supY.length; j++) {
            const i = px[supY[j] as number] as number;
            if (mark[i] !== stamp) cand.push(i);
          }
          moved.length = 0;
          from.length = 0;
          let ok = true;
          for (const i of cand) {
            const f = sourceOf(model, seq, i);
            if (f !== i) {
              if (!inUnit[i] || moved.length >= width) {
                ok = false;
                break;
              }
              moved.push(i);
              from.push(f);
            }
          }
          if (!ok || moved.length !== width) continue;
          const cost = 2 * tokenCost(a) + 4 * tokenCost(x) + 2 * tokenCost(y);
          this.offer(moved.slice(), from.slice(), { cost, a, x, y, inv: 0, setup: -1 });
          // The inverse, [B, A]: sources and targets swap.
          this.offer(from.slice(), moved.slice(), { cost, a, x, y, inv: 1, setup: -1 });
        }
      }
    }
  }

  /**
   * Rotations of each commutator: s_{r+1}…s_8 s_1…s_r is the commutator conjugated by s_1…s_r,
   * a 3-cycle for the same cost (a free setup). The rotation is kept in inv's upper bits.
   */
  addRotations(): void {
    const { model, width } = this;
    const b = this.snapshot(true);
    const rp: number[] = new Array(width);
    const rs: number[] = new Array(width);
    for (let e = 0; e < b.count; e++) {
      const a = b.a[e] as number;
      const x = b.x[e] as number;
      const y = b.y[e] as number;
      const xi = inverseToken(x);
      const core = b.inv[e]
        ? [x, y, xi, a, x, inverseToken(y), xi, inverseToken(a)]
        : [a, x, y, xi, inverseToken(a), x, inverseToken(y), xi];
      for (let r = 1; r < 8; r++) {
        // Conjugated by C = (s_1…s_r)⁻¹ as a setup: positions move by C's sources.
        const setup: number[] = [];
        for (let k = r - 1; k >= 0; k--) setup.push(inverseToken(core[k] as number));
        for (let j = 0; j < width; j++) {
          rp[j] = sourceOf(model, setup, b.pos[e * width + j] as number);
          rs[j] = sourceOf(model, setup, b.src[e * width + j] as number);
        }
        const inv = (b.inv[e] as number) + 2 * r;
        this.offer(rp, rs, { cost: b.cost[e] as number, a, x, y, inv, setup: -1 });
      }
    }
  }

  /**
   * Every entry so far conjugated by one more setup move c; `setupOf(inner, c)` encodes the
   * setup (-1: skip), so wings can put a second setup around the first.
   */
  addSetups(setupOf: (inner: number, c: number) => number): void {
    const { model, width } = this;
    const setups = [...this.faces, ...this.slices];
    const p: number[] = new Array(width);
    const s: number[] = new Array(width);
    // Snapshot: `offer` may replace entries by cheaper conjugates as it goes.
    const b = this.snapshot(true);
    for (let e = 0; e < b.count; e++)
      for (const c of setups) {
        const setup = setupOf(b.c[e] as number, c);
        if (setup === SKIP) continue;
        const pc = model.perms[c] as Int32Array;
        for (let j = 0; j < width; j++) {
          p[j] = pc[b.pos[e * width + j] as number] as number;
          s[j] = pc[b.src[e * width + j] as number] as number;
        }
        this.offer(p, s, {
          cost: (b.cost[e] as number) + 2 * tokenCost(c),
          a: b.a[e] as number,
          x: b.x[e] as number,
          y: b.y[e] as number,
          inv: b.inv[e] as number,
          setup,
        });
      }
  }

  build(): Catalog {
    const e = this.snapshot(false);
    const start = new Int32Array(e.count + 1);
    const moves: number[] = [];
    for (let i = 0; i < e.count; i++) {
      const m = recipeMoves(
        e.a[i] as number,
        e.x[i] as number,
        e.y[i] as number,
        e.inv[i] as number,
        e.c[i] as number,
      );
      for (const t of m) moves.push(t);
      start[i + 1] = moves.length;
    }
    return {
      count: e.count,
      width: this.width,
      pos: Int32Array.from(e.pos),
      src: Int32Array.from(e.src),
      cost: Int32Array.from(e.cost),
      start,
      moves: Int16Array.from(moves),
    };
  }
}

const SKIP = -2;
/**
 * Recipes kept per 3-cycle, all of its cheapest cost, with different first or last moves: which
 * one inserts cheapest depends on the moves around it. 3 of cube_4..10 each (first variant, the
 * even sizes deterministic): 1 recipe 6,057 moves, 4 5,961, 8 5,775 against 5,791 for 4 with the
 * wider family above; cube_19 ids 277-278 3,508 -> 3,380 with both. More recipes mean more to
 * scan at every position, so 4.
 */
const ALTERNATIVES = 4;

/** The catalog of one unit from commutator recipes alone (catalog-tables.ts adds the searched tables). */
export function buildCatalog(model: CubeModel, unit: Unit): Catalog {
  const builder = new CatalogBuilder(model, unit);
  builder.addCommutators();
  builder.addRotations();
  // One setup move on each side.
  builder.addSetups((_inner, c) => c);
  // Wings: a second setup move around the first, for the 3-cycles still missing (without them
  // the greedy can get stuck on a 3-cycle it cannot make).
  if (unit.kind === 'wing' && model.n < SETUP_BITS / 9)
    builder.addSetups((inner, c) =>
      inner < 0 || c === inner || c === inverseToken(inner) ? SKIP : inner + (c + 1) * SETUP_BITS,
    );
  return builder.build();
}
