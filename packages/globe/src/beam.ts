import { throwIfAborted } from '@puz/perm';
import { beamActions, FLIP, inverseAction, SHIFT, TURN } from './beam-actions.js';
import { hotActions } from './beam-hot.js';
import {
  bestOffsets,
  fullMatch,
  type LabelOccurrences,
  labelOccurrences,
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
 * A plain flip moves 2w cells without neighbour runs, so it is scored cell by cell (two
 * sequential runs against a mirrored copy of the rows) and gives up as soon as too few cells are
 * left to match for it to pass (w² reads per node on the first pair otherwise).
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

/** Runs the beam; returns the best path per α as action lists (an empty list is "nothing"). */
export function beamSearch(input: BeamInput): BeamResult {
  const { tables, want, width, alphas, allowed, freeFlips } = input;
  const { w, n } = tables;
  const acts = beamActions(tables);
  const cycleWords = input.cycleWords ?? false;
  const A = cycleWords ? acts.count : acts.plain;
  const RING = ringSize(cycleWords);
  const RMASK = RING - 1;
  const occ = labelOccurrences(want, w);
  const rerank = rerankOf(input);
  const cap = Math.max(1024, 4 * rerank * width);
  // The candidate pools of the ring's layers, flat: layer p's at p·cap .. p·cap + poolCount[p].
  const poolParent = new Int32Array(RING * cap);
  const poolAct = new Int16Array(RING * cap);
  const poolScore = new Int16Array(RING * cap);
  const poolCount = new Int32Array(RING);
  // Candidates scoring worse are dropped (lowered when a pool overflows).
  const poolMax = new Int32Array(RING).fill(n + SLACK);
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
  const stride = 2 * w + 1;
  const prefix = new Int32Array(4 * stride);
  const order = new Int32Array(cap);
  const bucket = new Int32Array(n + SLACK + 2);
  const hashes = new Int32Array(4 * rerank * width);
  const hashGen = new Int32Array(4 * rerank * width);
  const rich = new Int32Array(rerank * width);
  const richOrder = new Int32Array(rerank * width);
  const richOffset = new Int32Array(rerank * width);
  let richBucket = new Int32Array(0);
  const offsetCap = Math.max(0, Math.floor(input.offsetCap ?? 0));
  // Nodes kept per offset pair in the layer being built (offsetCap > 0 only).
  const perOffset = new Int32Array(offsetCap > 0 ? w * w : 0);
  const offsets = new Int32Array(3);
  // The action tables as locals: the hot loops below read no object properties.
  const { kind: aKind, cost: aCost, j: aJ, odd: aOdd, row: aRow, step: aStep } = acts;
  const { supStart, supPos, supSrc, runStart, junStart, junPos, junSrc } = acts;
  const { src: aSrc, runLo, runHi, flipWin, flipSeq, two } = hotActions(acts, n, w);
  // Plain flips only: each row's wanted labels (at the node's offsets) twice over, and each
  // row's stickers mirrored (mirror[r·2w + m] = cell (r, −m mod w)), twice over.
  const wantTwice = new Uint16Array(4 * w);
  const mirror = new Uint16Array(4 * w);
  // Cyclic prefix sums of `placed` per row (plain flips only).
  const placedSum = new Int32Array(2 * stride);
  const { index: occIndex, labels: occLabels, start: occStart, col: occCol } = occ;
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
    const ring = L & RMASK;
    if (L > 0) materialize(L, ring);
    const count = layerCount[ring] as number;
    let pending = count;
    for (let c = 1; c < RING; c++) pending += poolCount[(L + c) & RMASK] as number;
    if (pending === 0) break;
    // No later node can beat the finals kept, or none has beaten the best for `patience` layers.
    if (L >= Math.max(...finScore)) break;
    if (L - lastGain > input.patience) break;
    if ((L & 7) === 0) throwIfAborted(input.signal, 'the globe solve');
    for (let i = 0; i < count; i++) expand(L, ring * width + i);
  }

  function materialize(L: number, ring: number): void {
    const total = poolCount[ring] as number;
    poolCount[ring] = 0;
    poolMax[ring] = n + SLACK;
    layerCount[ring] = 0;
    if (total === 0) return;
    sortByScore(ring, total);
    const gen = L + 1;
    const limit = scorer ? rerank * width : width;
    const base = scorer ? scratch : ring * width;
    const pBase = ring * cap;
    const H = hashes.length;
    const m2 = 2 * w;
    let made = 0;
    for (let k = 0; k < total && made < limit; k++) {
      const ci = pBase + (order[k] as number);
      const pSlot = poolParent[ci] as number;
      const a = poolAct[ci] as number;
      const slot = base + made;
      const off = slot * n;
      const pOff = pSlot * n;
      // Child = parent with action a applied, hashed on the way (FNV-1a over the cells).
      const sa = a * n;
      let h = 0x811c9dc5;
      for (let i = 0; i < n; i++) {
        const v = sState[pOff + (aSrc[sa + i] as number)] as number;
        sState[off + i] = v;
        h = Math.imul(h ^ v, 16777619);
      }
      // Duplicates (the same cells reached another way) would crowd the layer.
      let at = (h >>> 0) % H;
      let dup = false;
      for (; hashGen[at] === gen; at = at + 1 === H ? 0 : at + 1) {
        if (hashes[at] === h) {
          dup = true;
          break;
        }
      }
      if (dup) continue;
      hashGen[at] = gen;
      hashes[at] = h;
      const mOff = slot * m2;
      sMatch.copyWithin(mOff, pSlot * m2, pSlot * m2 + m2);
      if (aKind[a] === TURN) turnMatch(sMatch, mOff, w, aRow[a] as number, aStep[a] as number);
      else {
        // moveMatch (beam-match.ts), inline: each moved cell's old label stops matching at the
        // offsets where its row wants it, its new one starts to.
        const end = supStart[a + 1] as number;
        for (let q = supStart[a] as number; q < end; q++) {
          const pos = supPos[q] as number;
          const was = sState[pOff + pos] as number;
          const now = sState[pOff + (supSrc[q] as number)] as number;
          if (was === now) continue;
          const r = pos >= w ? 1 : 0;
          const x = pos - r * w;
          const mb = mOff + r * w;
          const kWas = r * occLabels + (occIndex[was] as number);
          const wasEnd = occStart[kWas + 1] as number;
          for (let i = occStart[kWas] as number; i < wasEnd; i++) {
            const e = x - (occCol[i] as number);
            (sMatch[mb + (e < 0 ? e + w : e)] as number)--;
          }
          const kNow = r * occLabels + (occIndex[now] as number);
          const nowEnd = occStart[kNow + 1] as number;
          for (let i = occStart[kNow] as number; i < nowEnd; i++) {
            const e = x - (occCol[i] as number);
            (sMatch[mb + (e < 0 ? e + w : e)] as number)++;
          }
        }
      }
      // The parent's slot and the action wait in sId/sAct until the node is kept.
      sId[slot] = pSlot;
      sAct[slot] = a;
      const par = sPar[pSlot] as number;
      sPar[slot] = par < 0 ? -1 : par ^ (aOdd[a] as number);
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

  /**
   * Moves the `width` candidates of the scratch layer with the lowest rich score into the ring
   * (ties in build order: a counting sort, as stable as the comparison sort it replaced).
   */
  function keepRichest(ring: number, made: number): number {
    let lo = 0x7fffffff;
    let hi = -0x80000000;
    for (let i = 0; i < made; i++) {
      const v = rich[i] as number;
      if (v < lo) lo = v;
      if (v > hi) hi = v;
    }
    let order: Int32Array;
    if (made > 0 && hi - lo < 1 << 16) {
      const range = hi - lo + 2;
      if (richBucket.length < range) richBucket = new Int32Array(range);
      const cnt = richBucket;
      cnt.fill(0, 0, range);
      for (let i = 0; i < made; i++) (cnt[(rich[i] as number) - lo + 1] as number)++;
      for (let s = 1; s < range; s++) cnt[s] = (cnt[s] as number) + (cnt[s - 1] as number);
      for (let i = 0; i < made; i++) richOrder[(cnt[(rich[i] as number) - lo] as number)++] = i;
      order = richOrder;
    } else {
      for (let i = 0; i < made; i++) richOrder[i] = i;
      order = richOrder.subarray(0, made).sort((x, y) => (rich[x] as number) - (rich[y] as number));
    }
    if (offsetCap > 0) perOffset.fill(0);
    const m2 = 2 * w;
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
      sMatch.copyWithin(to * m2, from * m2, (from + 1) * m2);
      sId[to] = sId[from] as number;
      sAct[to] = sAct[from] as number;
      sPar[to] = sPar[from] as number;
    }
    return kept;
  }

  /** Counting sort of pool p's candidates by score into `order` (ties keep insertion order). */
  function sortByScore(p: number, total: number): void {
    const pb = p * cap;
    bucket.fill(0);
    for (let i = 0; i < total; i++) (bucket[(poolScore[pb + i] as number) + 1] as number)++;
    for (let s = 1; s < bucket.length; s++)
      bucket[s] = (bucket[s] as number) + (bucket[s - 1] as number);
    for (let i = 0; i < total; i++) order[(bucket[poolScore[pb + i] as number] as number)++] = i;
  }

  /** Keeps a full pool's best 2·width candidates (in order) and drops worse ones from now on. */
  function compact(p: number): void {
    const pb = p * cap;
    const count = poolCount[p] as number;
    bucket.fill(0);
    for (let i = 0; i < count; i++) (bucket[poolScore[pb + i] as number] as number)++;
    const keepN = 2 * rerank * width;
    let cut = 0;
    for (let acc = 0; cut < bucket.length; cut++) {
      acc += bucket[cut] as number;
      if (acc >= keepN) break;
    }
    let kept = 0;
    for (let i = 0; i < count; i++) {
      const s = poolScore[pb + i] as number;
      if (s > cut || (s === cut && kept >= keepN)) continue;
      poolParent[pb + kept] = poolParent[pb + i] as number;
      poolAct[pb + kept] = poolAct[pb + i] as number;
      poolScore[pb + kept] = s;
      kept++;
    }
    poolCount[p] = kept;
    poolMax[p] = cut;
  }

  function expand(L: number, slot: number): void {
    const off = slot * n;
    const et = sEt[slot] as number;
    const eb = sEb[slot] as number;
    const mis = sMis[slot] as number;
    for (let x = 0; x < w; x++) {
      const ct = x - et;
      const cb = x - eb;
      wantPhys[x] = want[ct < 0 ? ct + w : ct] as number;
      wantPhys[w + x] = want[w + (cb < 0 ? cb + w : cb)] as number;
    }
    for (let c = 0; c < n; c++) placed[c] = sState[off + c] === wantPhys[c] ? 1 : 0;
    // neighbourPrefix (beam-gain.ts), inline; its second lap is the first plus the lap's total.
    for (let k = 0; k < 4; k++) {
      const rw = (k >> 1) * w;
      const d = k & 1 ? w - 1 : 1;
      const pb = k * stride;
      const so = off + rw;
      prefix[pb] = 0;
      let acc = 0;
      for (let c = 0; c < w; c++) {
        const s = c + d < w ? c + d : c + d - w;
        acc += (sState[so + s] === wantPhys[rw + c] ? 1 : 0) - (placed[rw + c] as number);
        prefix[pb + c + 1] = acc;
      }
      for (let c = 1; c <= w; c++) prefix[pb + w + c] = acc + (prefix[pb + c] as number);
    }
    if (freeFlips)
      for (let r = 0; r < 2; r++) {
        const rb = 2 * r * w;
        for (let i = 0; i < 2 * w; i++) {
          const c = i < w ? i : i - w;
          wantTwice[rb + i] = wantPhys[r * w + c] as number;
          mirror[rb + i] = sState[off + r * w + (c === 0 ? 0 : w - c)] as number;
        }
        const pb = r * stride;
        placedSum[pb] = 0;
        for (let i = 0; i < 2 * w; i++)
          placedSum[pb + i + 1] =
            (placedSum[pb + i] as number) + (placed[r * w + (i < w ? i : i - w)] as number);
      }
    const back = sAct[slot] as number;
    const undo = back >= 0 ? inverseAction(acts, back) : -1;
    const chain = back >= 0 && aKind[back] === SHIFT ? (aJ[back] as number) : -1;
    const worst = mis + SLACK;
    for (let a = 0; a < A; a++) {
      if (a === undo) continue;
      const kind = aKind[a] as number;
      if (kind === FLIP && !freeFlips) continue;
      let child = mis;
      // A turn keeps every match: the best offset moves with the row.
      if (kind === FLIP && (flipWin[4 * a + 1] as number) >= 0) {
        // A flip moves some 2w cells, mostly breaking placed ones: it stops counting once too few
        // of its cells can still match for the child to pass the two tests below (the same
        // children are kept, at a fraction of the reads).
        const t0 = flipWin[4 * a] as number;
        const b0 = flipWin[4 * a + 2] as number;
        const broken =
          (placedSum[t0 + (flipWin[4 * a + 1] as number)] as number) -
          (placedSum[t0] as number) +
          (placedSum[stride + b0 + (flipWin[4 * a + 3] as number)] as number) -
          (placedSum[stride + b0] as number);
        const p = (L + (aCost[a] as number)) & RMASK;
        const pMax = poolMax[p] as number;
        const pass = Math.min(pMax, worst);
        const lenT = flipWin[4 * a + 1] as number;
        const lenB = flipWin[4 * a + 3] as number;
        // The child is mis + broken − (cells matched); misses beyond `misses` make it fail.
        let misses = lenT + lenB - (mis + broken - pass);
        if (misses < 0) continue;
        let matched = 0;
        let wt = flipSeq[4 * a] as number;
        let mt = flipSeq[4 * a + 1] as number;
        for (const end = wt + lenT; wt < end; wt++, mt++) {
          if (wantTwice[wt] === mirror[mt]) matched++;
          else if (--misses < 0) break;
        }
        if (misses < 0) continue;
        let wb = flipSeq[4 * a + 2] as number;
        let mb = flipSeq[4 * a + 3] as number;
        for (const end = wb + lenB; wb < end; wb++, mb++) {
          if (wantTwice[wb] === mirror[mb]) matched++;
          else if (--misses < 0) break;
        }
        if (misses < 0) continue;
        child = mis + broken - matched;
      } else if ((two[8 * a] as number) >= 0) {
        const t = 8 * a;
        const p0 = two[t + 4] as number;
        const p1 = two[t + 6] as number;
        child +=
          (prefix[two[t] as number] as number) -
          (prefix[two[t + 1] as number] as number) +
          (prefix[two[t + 2] as number] as number) -
          (prefix[two[t + 3] as number] as number) +
          (placed[p0] as number) -
          (sState[off + (two[t + 5] as number)] === wantPhys[p0] ? 1 : 0) +
          (placed[p1] as number) -
          (sState[off + (two[t + 7] as number)] === wantPhys[p1] ? 1 : 0);
        if (child > worst) continue;
      } else if (kind !== TURN) {
        // actionGain (beam-gain.ts), inline: the action's neighbour runs, then its junctions.
        const rEnd = runStart[a + 1] as number;
        for (let r = runStart[a] as number; r < rEnd; r++)
          child -= (prefix[runHi[r] as number] as number) - (prefix[runLo[r] as number] as number);
        const jEnd = junStart[a + 1] as number;
        for (let q = junStart[a] as number; q < jEnd; q++) {
          const pos = junPos[q] as number;
          child +=
            (placed[pos] as number) -
            (sState[off + (junSrc[q] as number)] === wantPhys[pos] ? 1 : 0);
        }
        if (child > worst) continue;
      }
      // f_j·r·f_j then f_j·r'·f_j is f_j·r·r'·f_j once the flips between cancel (the answer is
      // simplified): a second shift on the same flip costs its one turn. Not with plain flips:
      // flip, turns, flip reach the same states at the same cost, and the copies crowd the beam
      // (17 small Santa globes at 12 variants: 2,669 moves with the discount there, 2,635 without).
      const cost = kind === SHIFT && chain === aJ[a] && !freeFlips ? 1 : (aCost[a] as number);
      const p = (L + cost) & RMASK;
      if (child > (poolMax[p] as number)) continue;
      if (poolCount[p] === cap) {
        compact(p);
        if (child > (poolMax[p] as number)) continue;
      }
      const at = p * cap + (poolCount[p] as number);
      poolCount[p] = (poolCount[p] as number) + 1;
      poolParent[at] = slot;
      poolAct[at] = a;
      poolScore[at] = child;
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
