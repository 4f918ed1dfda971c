import { type CubeModel, cubeModel, inverseToken, sourceOf, token, tokenCost } from './model.js';

/*
 * Units and their 3-cycles. A unit is what commutators solve on their own: one orbit of centre
 * stickers (24), or the two sticker orbits of one orbit of edge wings (24 pieces, 48 stickers).
 * Corners, middle edges and fixed centres (odd n) belong to the 3x3 stage and are no unit.
 *
 * Each unit's catalog holds 3-cycles [A, X Y X⁻¹] (A an inner slice through the unit, X a face
 * turn, Y a slice through the unit for centres, a face turn for wings), found by the lemma: if
 * the supports of A and B = X Y X⁻¹ meet in exactly one piece, [A, B] is a 3-cycle of pieces.
 * Every candidate is checked by evaluating the sequence. Each is also taken in its 7 other
 * rotations (a conjugate for free), then conjugated by one setup move. For every distinct
 * 3-cycle the cheapest sequence is kept. Catalogs are cached per n.
 */

export type StickerKind = 'corner' | 'midge' | 'wing' | 'fixed' | 'centre';

export function stickerKind(n: number, i: number): StickerKind {
  const r = Math.floor((i % (n * n)) / n);
  const c = i % n;
  const rEdge = r === 0 || r === n - 1;
  const cEdge = c === 0 || c === n - 1;
  const mid = n % 2 === 1 ? (n - 1) / 2 : -1;
  if (rEdge && cEdge) return 'corner';
  if (rEdge || cEdge) return (rEdge ? c : r) === mid ? 'midge' : 'wing';
  return r === mid && c === mid ? 'fixed' : 'centre';
}

export interface Unit {
  kind: 'centre' | 'wing';
  /** Every sticker of the unit. */
  stickers: Int32Array;
  /** The sticker orbit that keys the catalog (all of a centre unit; one side of the wings). */
  keyOrbit: Int32Array;
  /** Slice layers through the unit. */
  layers: number[];
}

export interface Catalog {
  count: number;
  /** Pieces moved: 3 stickers for centres, 6 for wings. */
  width: number;
  /** pos[e·width + j] takes the sticker from src[e·width + j]. */
  pos: Int32Array;
  src: Int32Array;
  cost: Int32Array;
  /** The sequence: a, x, y, inverted order flag (bit 0) and rotation (bits 1–3), setup (−1: none). */
  a: Int32Array;
  x: Int32Array;
  y: Int32Array;
  inv: Uint8Array;
  c: Int32Array;
}

/** The moves of catalog entry e. */
export function entryMoves(cat: Catalog, e: number): number[] {
  const a = cat.a[e] as number;
  const x = cat.x[e] as number;
  const y = cat.y[e] as number;
  const c = cat.c[e] as number;
  const xi = inverseToken(x);
  const flags = cat.inv[e] as number;
  let core =
    flags & 1
      ? [x, y, xi, a, x, inverseToken(y), xi, inverseToken(a)]
      : [a, x, y, xi, inverseToken(a), x, inverseToken(y), xi];
  const rot = flags >> 1;
  if (rot > 0) core = [...core.slice(rot), ...core.slice(0, rot)];
  if (c < 0) return core;
  // Setups: the inner one in the low 16 bits, an outer one (plus 1) above them.
  const inner = c % SETUP_BITS;
  const outer = Math.floor(c / SETUP_BITS) - 1;
  const one = [inner, ...core, inverseToken(inner)];
  return outer < 0 ? one : [outer, ...one, inverseToken(outer)];
}

const SETUP_BITS = 65536;

interface UnitSet {
  units: Unit[];
  catalogs: (Catalog | null)[];
}

const unitSets = new Map<number, UnitSet>();

/** The units of an n-cube (catalogs built lazily by `catalogOf`). */
export function cubeUnits(n: number): UnitSet {
  let set = unitSets.get(n);
  if (set) return set;
  const model = cubeModel(n);
  const byOrbit = new Map<number, number[]>();
  for (let i = 0; i < model.size; i++) {
    const o = model.orbit[i] as number;
    const list = byOrbit.get(o);
    if (list) list.push(i);
    else byOrbit.set(o, [i]);
  }
  const units: Unit[] = [];
  const done = new Set<number>();
  for (const [o, list] of byOrbit) {
    if (done.has(o)) continue;
    const rep = list[0] as number;
    const kind = stickerKind(n, rep);
    const r = Math.floor((rep % (n * n)) / n);
    const c = rep % n;
    if (kind === 'centre') {
      done.add(o);
      const layers = [...new Set([r, c, n - 1 - r, n - 1 - c])].sort((a, b) => a - b);
      units.push({
        kind,
        stickers: Int32Array.from(list),
        keyOrbit: Int32Array.from(list),
        layers,
      });
    } else if (kind === 'wing') {
      const other = model.orbit[model.partners[2 * rep] as number] as number;
      done.add(o);
      done.add(other);
      const all = other === o ? list : [...list, ...(byOrbit.get(other) as number[])];
      const k = r === 0 || r === n - 1 ? c : r;
      const layers = [...new Set([k, n - 1 - k])].sort((a, b) => a - b);
      units.push({ kind, stickers: Int32Array.from(all), keyOrbit: Int32Array.from(list), layers });
    }
  }
  set = { units, catalogs: units.map(() => null) };
  unitSets.set(n, set);
  return set;
}

export function catalogOf(n: number, u: number): Catalog {
  const set = cubeUnits(n);
  let cat = set.catalogs[u];
  if (!cat) {
    cat = buildCatalog(cubeModel(n), set.units[u] as Unit);
    set.catalogs[u] = cat;
  }
  return cat;
}

function buildCatalog(model: CubeModel, unit: Unit): Catalog {
  const { n, size } = model;
  const width = unit.kind === 'centre' ? 3 : 6;
  const inUnit = new Uint8Array(size);
  for (const s of unit.stickers) inUnit[s] = 1;
  const S = unit.keyOrbit.length;
  const local = new Int32Array(size).fill(-1);
  unit.keyOrbit.forEach((s, k) => {
    local[s] = k;
  });
  const faces: number[] = [];
  const slices: number[] = [];
  for (let axis = 0; axis < 3; axis++) {
    for (const layer of [0, n - 1])
      for (let q = 1; q <= 3; q++) faces.push(token(n, axis, layer, q));
    for (const layer of unit.layers)
      for (let q = 1; q <= 3; q++) slices.push(token(n, axis, layer, q));
  }
  const quarterSlices = slices.filter((t) => t % 3 !== 1);
  const ys = unit.kind === 'centre' ? quarterSlices : faces;

  // Growable entry storage.
  const pos: number[] = [];
  const src: number[] = [];
  const cost: number[] = [];
  const ea: number[] = [];
  const ex: number[] = [];
  const ey: number[] = [];
  const einv: number[] = [];
  const ec: number[] = [];
  const best = new Map<number, number>();

  const keyOf = (p: number[], s: number[]): number => {
    // The 3-cycle on the key orbit, from its smallest local index.
    let p0 = -1;
    let min = S;
    for (let j = 0; j < p.length; j++) {
      const l = local[p[j] as number] as number;
      if (l >= 0 && l < min) {
        min = l;
        p0 = j;
      }
    }
    const srcOfPos = (x: number) => s[p.indexOf(x)] as number;
    const a = p[p0] as number;
    const b = srcOfPos(a);
    const c = srcOfPos(b);
    return (local[a] as number) * S * S + (local[b] as number) * S + (local[c] as number);
  };
  const add = (
    p: number[],
    s: number[],
    c: number,
    a: number,
    x: number,
    y: number,
    inv: number,
    setup: number,
  ) => {
    const key = keyOf(p, s);
    const old = best.get(key);
    if (old !== undefined && (cost[old] as number) <= c) return;
    const e = old ?? cost.length;
    if (old === undefined) {
      best.set(key, e);
      cost.push(c);
      ea.push(a);
      ex.push(x);
      ey.push(y);
      einv.push(inv);
      ec.push(setup);
      for (let j = 0; j < width; j++) {
        pos.push(p[j] as number);
        src.push(s[j] as number);
      }
    } else {
      cost[e] = c;
      ea[e] = a;
      ex[e] = x;
      ey[e] = y;
      einv[e] = inv;
      ec[e] = setup;
      for (let j = 0; j < width; j++) {
        pos[e * width + j] = p[j] as number;
        src[e * width + j] = s[j] as number;
      }
    }
  };

  const mark = new Int32Array(size);
  let stamp = 0;
  const limit = unit.kind === 'centre' ? 1 : 2;
  const seq = new Int32Array(8);
  const cand: number[] = [];
  const moved: number[] = [];
  const from: number[] = [];
  for (const a of quarterSlices) {
    stamp++;
    const supA = model.supports[a] as Int32Array;
    for (const s of supA) mark[s] = stamp;
    for (const x of faces) {
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
        const xi = inverseToken(x);
        seq.set([a, x, y, xi, inverseToken(a), x, inverseToken(y), xi]);
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
        const c = 2 * tokenCost(a) + 4 * tokenCost(x) + 2 * tokenCost(y);
        add(moved.slice(), from.slice(), c, a, x, y, 0, -1);
        // The inverse, [B, A]: sources and targets swap.
        add(from.slice(), moved.slice(), c, a, x, y, 1, -1);
      }
    }
  }
  // Rotations of each commutator: s_{r+1}…s_8 s_1…s_r is the commutator conjugated by s_1…s_r,
  // a 3-cycle for the same cost (a free setup). The rotation is kept in inv's upper bits.
  {
    const base = cost.length;
    const bPos = pos.slice();
    const bSrc = src.slice();
    const bCost = cost.slice();
    const bA = ea.slice();
    const bX = ex.slice();
    const bY = ey.slice();
    const bInv = einv.slice();
    const rp: number[] = new Array(width);
    const rs: number[] = new Array(width);
    for (let e = 0; e < base; e++) {
      const a = bA[e] as number;
      const x = bX[e] as number;
      const y = bY[e] as number;
      const xi = inverseToken(x);
      const core = bInv[e]
        ? [x, y, xi, a, x, inverseToken(y), xi, inverseToken(a)]
        : [a, x, y, xi, inverseToken(a), x, inverseToken(y), xi];
      for (let r = 1; r < 8; r++) {
        // Conjugated by C = (s_1…s_r)⁻¹ as a setup: positions move by C's sources.
        const setup: number[] = [];
        for (let k = r - 1; k >= 0; k--) setup.push(inverseToken(core[k] as number));
        for (let j = 0; j < width; j++) {
          rp[j] = sourceOf(model, setup, bPos[e * width + j] as number);
          rs[j] = sourceOf(model, setup, bSrc[e * width + j] as number);
        }
        add(rp, rs, bCost[e] as number, a, x, y, (bInv[e] as number) + 2 * r, -1);
      }
    }
  }
  // One setup move on each side.
  const pure = cost.length;
  const setups = [...faces, ...slices];
  const p: number[] = new Array(width);
  const s: number[] = new Array(width);
  // Snapshot the pure entries: `add` may replace them by cheaper conjugates as it goes.
  const pPos = pos.slice();
  const pSrc = src.slice();
  const pCost = cost.slice();
  const pA = ea.slice();
  const pX = ex.slice();
  const pY = ey.slice();
  const pInv = einv.slice();
  for (let e = 0; e < pure; e++)
    for (const c of setups) {
      const pc = model.perms[c] as Int32Array;
      for (let j = 0; j < width; j++) {
        p[j] = pc[pPos[e * width + j] as number] as number;
        s[j] = pc[pSrc[e * width + j] as number] as number;
      }
      const total = (pCost[e] as number) + 2 * tokenCost(c);
      add(p, s, total, pA[e] as number, pX[e] as number, pY[e] as number, pInv[e] as number, c);
    }
  // Wings: a second setup move around the first, for the 3-cycles still missing (without them
  // the greedy can get stuck on a 3-cycle it cannot make).
  if (unit.kind === 'wing' && model.n < SETUP_BITS / 9) {
    const one = cost.length;
    const oPos = pos.slice();
    const oSrc = src.slice();
    const oCost = cost.slice();
    const oA = ea.slice();
    const oX = ex.slice();
    const oY = ey.slice();
    const oInv = einv.slice();
    const oC = ec.slice();
    for (let e = 0; e < one; e++) {
      const inner = oC[e] as number;
      if (inner < 0) continue;
      for (const c of setups) {
        if (c === inner || c === inverseToken(inner)) continue;
        const pc = model.perms[c] as Int32Array;
        for (let j = 0; j < width; j++) {
          p[j] = pc[oPos[e * width + j] as number] as number;
          s[j] = pc[oSrc[e * width + j] as number] as number;
        }
        const total = (oCost[e] as number) + 2 * tokenCost(c);
        const setup = inner + (c + 1) * SETUP_BITS;
        add(
          p,
          s,
          total,
          oA[e] as number,
          oX[e] as number,
          oY[e] as number,
          oInv[e] as number,
          setup,
        );
      }
    }
  }
  return {
    count: cost.length,
    width,
    pos: Int32Array.from(pos),
    src: Int32Array.from(src),
    cost: Int32Array.from(cost),
    a: Int32Array.from(ea),
    x: Int32Array.from(ex),
    y: Int32Array.from(ey),
    inv: Uint8Array.from(einv),
    c: Int32Array.from(ec),
  };
}
