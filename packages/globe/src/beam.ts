import { throwIfAborted } from '@puz/perm';
import { beamActions, FLIP, inverseAction, SHIFT, TURN } from './beam-actions.js';
import { actionGain, neighbourPrefix } from './beam-gain.js';
import {
  bestOffsets,
  fullMatch,
  type LabelOccurrences,
  labelOccurrences,
  moveMatch,
  turnMatch,
} from './beam-match.js';
import { richScorer } from './beam-score.js';
import type { PairTables } from './tables.js';

/*
 * The rough stage of a row pair as seed 001's step 3: a beam search over row turns, 3-move shifts
 * f_j·r_s^±1·f_j (and plain flips for the first pair), layer by layer in moves spent. Every node
 * of a layer has the same length, so a layer keeps the `width` nodes with the fewest misplaced
 * cells, counted after the best free turn of each row (the turns are paid once, at the end; with
 * distinct labels only turns that leave the pair even, so that 3-cycles can finish it). The
 * prefixes worth finishing are the nodes with the lowest length + α·misplaced + final turns.
 *
 * Children are scored at their parent's row offsets in O(1) (a shift moves runs of neighbours:
 * prefix sums) and only the chosen ones are built; their match counts per row offset are updated
 * from the cells that moved. States live in a ring of layer buffers: no per-node objects.
 * Not on @puz/search's beamSearch, whose layers are depths (every child one layer down) and which
 * builds, stores and scores every child: here a 3-move shift lands three layers on (layers are
 * moves spent) and children are scored from the cells an action moves before any is built (the
 * wreath beam's reason too, measured there: 3.6x, wreath/bench/shared.bench.ts).
 */

export interface BeamInput {
  readonly tables: PairTables;
  /** The pair's physical cells (top 0..w−1, bottom w..2w−1) and the labels they want. */
  readonly have: Uint16Array;
  readonly want: Uint16Array;
  /** Parity of the pair's permutation when its labels are distinct, else −1 (no constraint). */
  readonly parity: number;
  /** Plain flips allowed (the first pair solved). */
  readonly freeFlips: boolean;
  /** Cells that may stay wrong. */
  readonly allowed: number;
  /** Nodes kept per layer. */
  readonly width: number;
  /**
   * Estimates of the moves per misplaced cell left to the 3-cycle stage: one best node (by
   * length + α·misplaced + final turns) per α.
   */
  readonly alphas: readonly number[];
  /** Layers without a better node (for any α) before the search stops. */
  readonly patience: number;
  /** The hard stop (a SolveAbortedError). */
  readonly signal?: AbortSignal | undefined;
  /**
   * Candidates built per node kept (default 1): with k > 1 the k·width best by misplaced cells
   * are built and the layer keeps the `width` best by the richer score of beam-score.ts.
   */
  readonly rerank?: number;
  /** That score's weight of a misplaced cell (default 2). */
  readonly misWeight?: number;
  /**
   * With reranking, at most this many nodes of a layer per (top, bottom) row offset pair
   * (default 0: no cap), so that one alignment does not fill the layer.
   */
  readonly offsetCap?: number;
  /**
   * Also seed 001's 7-move single-cycle words f_j·r_s^±1·f_j·r_t^±1·f_j·r_t^∓1·f_j as actions
   * (beam-actions.ts; default false).
   */
  readonly cycleWords?: boolean;
}

/** Prefixes of local actions (best first) and the nodes built. */
export interface BeamResult {
  readonly prefixes: Int32Array[];
  readonly nodes: number;
}

/**
 * Layers in flight: a node of layer L makes children in layers L+1 and L+3 (and L+7 with the
 * 7-move words): a power of two above the dearest action.
 */
const ringSize = (cycleWords: boolean) => (cycleWords ? 8 : 4);
/** A child may be this many cells worse than its parent. */
const SLACK = 3;

/** Candidates of one layer: parent slot, action, misplaced cells at the parent's offsets. */
interface Pool {
  readonly parent: Int32Array;
  readonly act: Int16Array;
  readonly score: Int16Array;
  count: number;
  /** Candidates scoring worse are dropped (raised when the pool overflows). */
  maxScore: number;
}

/** Runs the beam; returns the best path per α as action lists (an empty list is "nothing"). */
export function beamSearch(input: BeamInput): BeamResult {
  const { tables, want, width, alphas, allowed, freeFlips } = input;
  const { w, n } = tables;
  const acts = beamActions(tables);
  const cycleWords = input.cycleWords ?? false;
  const A = cycleWords ? acts.count : acts.plain;
  const RING = ringSize(cycleWords);
  const occ = labelOccurrences(want, w);
  const cap = Math.max(1024, 4 * rerankOf(input) * width);
  const pools: Pool[] = Array.from({ length: RING }, () => ({
    parent: new Int32Array(cap),
    act: new Int16Array(cap),
    score: new Int16Array(cap),
    count: 0,
    maxScore: n + SLACK,
  }));
  const rerank = rerankOf(input);
  const scorer = rerank > 1 ? richScorer(want, w, occ, input.misWeight ?? 2) : null;
  // Ring slots, then (reranking) a scratch layer of rerank·width candidates.
  const scratch = RING * width;
  const slots = scratch + (rerank > 1 ? rerank * width : 0);
  const sState = new Uint16Array(slots * n);
  const sMatch = new Int16Array(slots * 2 * w);
  const sId = new Int32Array(slots);
  const sMis = new Int32Array(slots);
  const sEt = new Int32Array(slots);
  const sEb = new Int32Array(slots);
  const sPar = new Int8Array(slots);
  const sAct = new Int16Array(slots);
  const layerCount = new Int32Array(RING);
  let nodeParent = new Int32Array(1024);
  let nodeAct = new Int16Array(1024);
  let nodes = 0;
  const wantPhys = new Uint16Array(n);
  const placed = new Uint8Array(n);
  const prefix = new Int32Array(4 * (2 * w + 1));
  const order = new Int32Array(cap);
  const bucket = new Int32Array(n + SLACK + 2);
  const hashes = new Int32Array(4 * rerank * width);
  const hashGen = new Int32Array(4 * rerank * width);
  const rich = new Int32Array(rerank * width);
  const richOrder = new Int32Array(rerank * width);
  const richOffset = new Int32Array(rerank * width);
  const offsetCap = Math.max(0, Math.floor(input.offsetCap ?? 0));
  // Nodes kept per offset pair in the layer being built (offsetCap > 0 only).
  const perOffset = new Int32Array(offsetCap > 0 ? w * w : 0);
  const offsets = new Int32Array(3);
  // The best finals (score, node), ascending.
  // The best node per α and its score.
  const finScore = alphas.map(() => Number.POSITIVE_INFINITY);
  const finNode = alphas.map(() => 0);
  let lastGain = 0;

  const newNode = (parent: number, a: number): number => {
    if (nodes === nodeParent.length) {
      const p = new Int32Array(2 * nodes);
      p.set(nodeParent);
      nodeParent = p;
      const q = new Int16Array(2 * nodes);
      q.set(nodeAct);
      nodeAct = q;
    }
    nodeParent[nodes] = parent;
    nodeAct[nodes] = a;
    return nodes++;
  };

  /** Sets the slot's best offsets and misplaced count from its match table; offers it as a final. */
  const settle = (slot: number, L: number) => {
    bestOffsets(sMatch, slot * 2 * w, w, sPar[slot] as number, offsets);
    sMis[slot] = n - (offsets[0] as number);
    sEt[slot] = offsets[1] as number;
    sEb[slot] = offsets[2] as number;
    const left = Math.max(0, (sMis[slot] as number) - allowed);
    const turns = Math.min(offsets[1] as number, w - (offsets[1] as number));
    const turnsB = Math.min(offsets[2] as number, w - (offsets[2] as number));
    for (let k = 0; k < alphas.length; k++) {
      const score = L + (alphas[k] as number) * left + turns + turnsB;
      if (score < (finScore[k] as number)) {
        finScore[k] = score;
        finNode[k] = sId[slot] as number;
        lastGain = L;
      }
    }
  };

  // The root, in slot 0 of layer 0.
  sState.set(input.have, 0);
  fullMatch(sState, 0, want, w, sMatch, 0);
  sId[0] = newNode(-1, -1);
  sPar[0] = input.parity;
  sAct[0] = -1;
  layerCount[0] = 1;
  settle(0, 0);

  for (let L = 0; ; L++) {
    const ring = L % RING;
    if (L > 0) materialize(L, ring);
    const count = layerCount[ring] as number;
    let pending = count;
    for (let c = 1; c < RING; c++) pending += (pools[(L + c) % RING] as Pool).count;
    if (pending === 0) break;
    // No later node can beat the finals kept, or none has beaten the best for `patience` layers.
    if (L >= Math.max(...finScore)) break;
    if (L - lastGain > input.patience) break;
    if ((L & 7) === 0) throwIfAborted(input.signal, 'the globe solve');
    for (let i = 0; i < count; i++) expand(L, ring * width + i);
  }

  function materialize(L: number, ring: number): void {
    const pool = pools[ring] as Pool;
    const total = pool.count;
    pool.count = 0;
    pool.maxScore = n + SLACK;
    layerCount[ring] = 0;
    if (total === 0) return;
    sortByScore(pool, total);
    const gen = L + 1;
    const limit = scorer ? rerank * width : width;
    const base = scorer ? scratch : ring * width;
    let made = 0;
    for (let k = 0; k < total && made < limit; k++) {
      const ci = order[k] as number;
      const pSlot = pool.parent[ci] as number;
      const a = pool.act[ci] as number;
      const slot = base + made;
      const off = slot * n;
      const pOff = pSlot * n;
      sState.copyWithin(off, pOff, pOff + n);
      const end = acts.supStart[a + 1] as number;
      for (let q = acts.supStart[a] as number; q < end; q++)
        sState[off + (acts.supPos[q] as number)] = sState[
          pOff + (acts.supSrc[q] as number)
        ] as number;
      // Duplicates (the same cells reached another way) would crowd the layer.
      let h = 0x811c9dc5;
      for (let i = 0; i < n; i++) h = Math.imul(h ^ (sState[off + i] as number), 16777619);
      let at = (h >>> 0) % hashes.length;
      let dup = false;
      for (; hashGen[at] === gen; at = at + 1 === hashes.length ? 0 : at + 1) {
        if (hashes[at] === h) {
          dup = true;
          break;
        }
      }
      if (dup) continue;
      hashGen[at] = gen;
      hashes[at] = h;
      const mOff = slot * 2 * w;
      sMatch.copyWithin(mOff, pSlot * 2 * w, (pSlot + 1) * 2 * w);
      if (acts.kind[a] === TURN)
        turnMatch(sMatch, mOff, w, acts.row[a] as number, acts.step[a] as number);
      else moveMatch(acts, a, sState, pOff, occ, w, sMatch, mOff);
      // The parent's slot and the action wait in sId/sAct until the node is kept.
      sId[slot] = pSlot;
      sAct[slot] = a;
      const par = sPar[pSlot] as number;
      sPar[slot] = par < 0 ? -1 : par ^ (acts.odd[a] as number);
      if (scorer) {
        bestOffsets(sMatch, mOff, w, sPar[slot] as number, offsets);
        rich[made] = scorer.score(sState, off, offsets[1] as number, offsets[2] as number);
        richOffset[made] = (offsets[1] as number) * w + (offsets[2] as number);
      }
      made++;
    }
    if (scorer) made = keepRichest(ring, made);
    for (let i = 0; i < made; i++) {
      const slot = ring * width + i;
      sId[slot] = newNode(sId[sId[slot] as number] as number, sAct[slot] as number);
      settle(slot, L);
    }
    layerCount[ring] = made;
  }

  /** Moves the `width` candidates of the scratch layer with the lowest rich score into the ring. */
  function keepRichest(ring: number, made: number): number {
    for (let i = 0; i < made; i++) richOrder[i] = i;
    const order = richOrder
      .subarray(0, made)
      .sort((x, y) => (rich[x] as number) - (rich[y] as number));
    if (offsetCap > 0) perOffset.fill(0);
    let kept = 0;
    for (let i = 0; i < made && kept < width; i++) {
      const c = order[i] as number;
      if (offsetCap > 0) {
        const o = richOffset[c] as number;
        if ((perOffset[o] as number) >= offsetCap) continue;
        (perOffset[o] as number)++;
      }
      const from = scratch + c;
      const to = ring * width + kept++;
      sState.copyWithin(to * n, from * n, (from + 1) * n);
      sMatch.copyWithin(to * 2 * w, from * 2 * w, (from + 1) * 2 * w);
      sId[to] = sId[from] as number;
      sAct[to] = sAct[from] as number;
      sPar[to] = sPar[from] as number;
    }
    return kept;
  }

  /** Counting sort of a pool's candidates by score into `order` (ties keep insertion order). */
  function sortByScore(pool: Pool, total: number): void {
    bucket.fill(0);
    for (let i = 0; i < total; i++) (bucket[(pool.score[i] as number) + 1] as number)++;
    for (let s = 1; s < bucket.length; s++)
      bucket[s] = (bucket[s] as number) + (bucket[s - 1] as number);
    for (let i = 0; i < total; i++) order[(bucket[pool.score[i] as number] as number)++] = i;
  }

  /** Keeps a full pool's best 2·width candidates (in order) and drops worse ones from now on. */
  function compact(pool: Pool): void {
    bucket.fill(0);
    for (let i = 0; i < pool.count; i++) (bucket[pool.score[i] as number] as number)++;
    const keepN = 2 * rerank * width;
    let cut = 0;
    for (let acc = 0; cut < bucket.length; cut++) {
      acc += bucket[cut] as number;
      if (acc >= keepN) break;
    }
    let kept = 0;
    for (let i = 0; i < pool.count; i++) {
      const s = pool.score[i] as number;
      if (s > cut || (s === cut && kept >= keepN)) continue;
      pool.parent[kept] = pool.parent[i] as number;
      pool.act[kept] = pool.act[i] as number;
      pool.score[kept] = s;
      kept++;
    }
    pool.count = kept;
    pool.maxScore = cut;
  }

  function expand(L: number, slot: number): void {
    const off = slot * n;
    const et = sEt[slot] as number;
    const eb = sEb[slot] as number;
    const mis = sMis[slot] as number;
    for (let x = 0; x < w; x++) {
      wantPhys[x] = want[(x - et + w) % w] as number;
      wantPhys[w + x] = want[w + ((x - eb + w) % w)] as number;
    }
    for (let c = 0; c < n; c++) placed[c] = sState[off + c] === wantPhys[c] ? 1 : 0;
    neighbourPrefix(sState, off, wantPhys, placed, w, prefix);
    const back = sAct[slot] as number;
    const undo = back >= 0 ? inverseAction(acts, back) : -1;
    const chain = back >= 0 && acts.kind[back] === SHIFT ? (acts.j[back] as number) : -1;
    const stride = 2 * w + 1;
    for (let a = 0; a < A; a++) {
      if (a === undo) continue;
      const kind = acts.kind[a] as number;
      if (kind === FLIP && !freeFlips) continue;
      let child = mis;
      // A turn keeps every match: the best offset moves with the row.
      if (kind !== TURN) {
        const gain = actionGain(acts, a, sState, off, wantPhys, placed, prefix, stride);
        child = mis - gain;
        if (child > mis + SLACK) continue;
      }
      // f_j·r·f_j then f_j·r'·f_j is f_j·r·r'·f_j once the flips between cancel (the answer is
      // simplified): a second shift on the same flip costs its one turn. Not with plain flips:
      // flip, turns, flip reach the same states at the same cost, and the copies crowd the beam
      // (17 small Santa globes at 12 variants: 2,669 moves with the discount there, 2,635 without).
      const cost =
        kind === SHIFT && chain === acts.j[a] && !freeFlips ? 1 : (acts.cost[a] as number);
      const pool = pools[(L + cost) % RING] as Pool;
      if (child > pool.maxScore) continue;
      if (pool.count === cap) {
        compact(pool);
        if (child > pool.maxScore) continue;
      }
      pool.parent[pool.count] = slot;
      pool.act[pool.count] = a;
      pool.score[pool.count] = child;
      pool.count++;
    }
  }

  const prefixes = finNode.map((id) => {
    const path: number[] = [];
    for (let x = id; (nodeParent[x] as number) >= 0; x = nodeParent[x] as number)
      path.push(nodeAct[x] as number);
    return Int32Array.from(path.reverse());
  });
  return { prefixes, nodes };
}

export { actionGain, emitPrefix, neighbourPrefix } from './beam-gain.js';
export type { LabelOccurrences };

/** Candidates built per node kept (at least 1). */
function rerankOf(input: BeamInput): number {
  return Math.max(1, Math.floor(input.rerank ?? 1));
}
