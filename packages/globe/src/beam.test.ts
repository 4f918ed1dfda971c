import { rng } from '@puz/perm';
import { describe, expect, it } from 'vitest';
import { actionGain, beamSearch, emitPrefix, neighbourPrefix } from './beam.js';
import {
  beamActions,
  CYCLE,
  emitAction,
  FLIP,
  inverseAction,
  SHIFT,
  TURN,
} from './beam-actions.js';
import { bestOffsets, fullMatch, labelOccurrences, moveMatch, turnMatch } from './beam-match.js';
import { globePuzzle } from './puzzle.js';
import { pairTables } from './tables.js';

/** Random labels for a pair of 2w cells: `kinds` labels, each repeated. */
function randomCells(n: number, kinds: number, seed: number) {
  const r = rng(seed);
  const want = Uint16Array.from({ length: n }, (_, i) => i % kinds);
  const have = want.slice();
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(r.next() * (i + 1));
    [have[i], have[j]] = [have[j] as number, have[i] as number];
  }
  return { have, want, r };
}

/** Applies action a (its support) to a state in place. */
function apply(acts: ReturnType<typeof beamActions>, a: number, s: Uint16Array) {
  const old = s.slice();
  for (let q = acts.supStart[a] as number; q < (acts.supStart[a + 1] as number); q++)
    s[acts.supPos[q] as number] = old[acts.supSrc[q] as number] as number;
}

describe('beam actions', () => {
  it.each([2, 4, 5, 8])('scores every action in O(1) as its support does (b = %i)', (b) => {
    const t = pairTables(b);
    const { w, n } = t;
    const acts = beamActions(t);
    const { have, want, r } = randomCells(n, Math.max(2, b), b);
    const wantPhys = new Uint16Array(n);
    const placed = new Uint8Array(n);
    const prefix = new Int32Array(4 * (2 * w + 1));
    for (let trial = 0; trial < 5; trial++) {
      const et = Math.floor(r.next() * w);
      const eb = Math.floor(r.next() * w);
      for (let x = 0; x < w; x++) {
        wantPhys[x] = want[(x - et + w) % w] as number;
        wantPhys[w + x] = want[w + ((x - eb + w) % w)] as number;
      }
      for (let c = 0; c < n; c++) placed[c] = have[c] === wantPhys[c] ? 1 : 0;
      neighbourPrefix(have, 0, wantPhys, placed, w, prefix);
      // Every action scored; the ones that differ asserted at once (an expect an action cost
      // more than the scoring).
      const wrong: { action: number; gain: number; direct: number }[] = [];
      for (let a = 0; a < acts.count; a++) {
        let direct = 0;
        for (let q = acts.supStart[a] as number; q < (acts.supStart[a + 1] as number); q++) {
          const pos = acts.supPos[q] as number;
          direct +=
            (have[acts.supSrc[q] as number] === wantPhys[pos] ? 1 : 0) - (placed[pos] as number);
        }
        const gain = actionGain(acts, a, have, 0, wantPhys, placed, prefix, 2 * w + 1);
        if (gain !== direct) wrong.push({ action: a, gain, direct });
      }
      expect(wrong).toEqual([]);
    }
  });

  it('lists turns, flips, 3-move shifts and 7-move words with their costs and inverses', () => {
    const t = pairTables(4);
    const acts = beamActions(t);
    const kinds = [TURN, FLIP, SHIFT, CYCLE].map((k) => acts.kind.filter((x) => x === k).length);
    // b = 4: 12 of the 16 (row, step, row2, step2) words per flip are single cycles.
    expect(kinds).toEqual([4, 8, 32, 96]);
    const s = Uint16Array.from({ length: t.n }, (_, i) => i);
    for (let a = 0; a < acts.count; a++) {
      const x = s.slice();
      apply(acts, a, x);
      if (acts.kind[a] === CYCLE) expect(inverseAction(acts, a)).toBe(-1);
      else {
        apply(acts, inverseAction(acts, a), x);
        expect(x).toEqual(s);
      }
      expect(acts.cost[a]).toBe([1, 1, 3, 7][acts.kind[a] as number]);
    }
  });

  it.each([4, 5, 8])(
    'a 7-move word is one cycle of the pair, emitted as 7 moves that do it (b = %i)',
    (b) => {
      const t = pairTables(b);
      const acts = beamActions(t);
      const puzzle = globePuzzle(1, b);
      const id = Uint16Array.from({ length: t.n }, (_, i) => i);
      let words = 0;
      for (let a = 0; a < acts.count; a++) {
        if (acts.kind[a] !== CYCLE) continue;
        words++;
        const x = id.slice();
        apply(acts, a, x);
        // One cycle: following a moved cell visits every moved cell.
        const moved = [...x].filter((v, i) => v !== i).length;
        let len = 0;
        const first = x.findIndex((v, i) => v !== i);
        let at = first;
        do {
          at = x[at] as number;
          len++;
        } while (at !== first);
        expect(len).toBe(moved);
        const out: string[] = [];
        emitAction(acts, a, 0, 1, t.w, out);
        expect(out).toHaveLength(7);
        expect(puzzle.applyMoves(id.slice(), out)).toEqual(x);
      }
      expect(words).toBeGreaterThan(0);
    },
  );
});

describe('beam match tables', () => {
  it.each([3, 6])('follow the cells an action moves (b = %i)', (b) => {
    const t = pairTables(b);
    const { w, n } = t;
    const acts = beamActions(t);
    const { have, want, r } = randomCells(n, 3, 10 + b);
    const occ = labelOccurrences(want, w);
    const match = new Int16Array(2 * w);
    const fresh = new Int16Array(2 * w);
    fullMatch(have, 0, want, w, match, 0);
    for (let step = 0; step < 60; step++) {
      const a = Math.floor(r.next() * acts.count);
      if (acts.kind[a] === TURN)
        turnMatch(match, 0, w, acts.row[a] as number, acts.step[a] as number);
      else moveMatch(acts, a, have, 0, occ, w, match, 0);
      apply(acts, a, have);
      fullMatch(have, 0, want, w, fresh, 0);
      expect(match).toEqual(fresh);
    }
  });

  it('picks the best turns, with the parity asked for', () => {
    const w = 8;
    const r = rng(7);
    const out = new Int32Array(3);
    for (let trial = 0; trial < 50; trial++) {
      const match = Int16Array.from({ length: 2 * w }, () => Math.floor(r.next() * 5));
      for (const par of [-1, 0, 1]) {
        bestOffsets(match, 0, w, par, out);
        let best = -1;
        for (let et = 0; et < w; et++) {
          for (let eb = 0; eb < w; eb++) {
            if (par >= 0 && (et + eb + par) % 2 !== 0) continue;
            best = Math.max(best, (match[et] as number) + (match[w + eb] as number));
          }
        }
        expect(out[0]).toBe(best);
        expect(
          (match[out[1] as number] as number) + (match[w + (out[2] as number)] as number),
        ).toBe(best);
        if (par >= 0) expect(((out[1] as number) + (out[2] as number) + par) % 2).toBe(0);
      }
    }
  });
});

describe('beamSearch', () => {
  /** A scrambled globe_a/b and its pair (0, a) as beam input. */
  function setup(a: number, b: number, seed: number) {
    const puzzle = globePuzzle(a, b);
    const names = puzzle.moveNames;
    const r = rng(seed);
    const scramble = Array.from({ length: 60 }, () => names[Math.floor(r.next() * names.length)]!);
    const size = (a + 1) * 2 * b;
    const solved = Uint16Array.from({ length: size }, (_, i) => Math.floor(i / 3));
    const state = puzzle.applyMoves(solved.slice(), scramble);
    const t = pairTables(b);
    const pick = (s: Uint16Array) =>
      Uint16Array.from({ length: t.n }, (_, i) =>
        i < t.w ? (s[i] as number) : (s[a * t.w + i - t.w] as number),
      );
    return { puzzle, t, state, solved, pick };
  }

  /** Misplaced cells of a pair after the best free turns (brute force). */
  function misplaced(have: Uint16Array, want: Uint16Array, w: number) {
    let best = 0;
    for (let r = 0; r < 2; r++) {
      let m = 0;
      for (let e = 0; e < w; e++) {
        let k = 0;
        for (let c = 0; c < w; c++) if (have[r * w + ((c + e) % w)] === want[r * w + c]) k++;
        m = Math.max(m, k);
      }
      best += m;
    }
    return 2 * w - best;
  }

  it.each([
    [1, 4, true],
    [3, 5, false],
  ])(
    'finds rough prefixes for globe_%i/%i that misplace fewer cells (flips: %s)',
    (a, b, flips) => {
      const { puzzle, t, state, solved, pick } = setup(a, b, a * 10 + b);
      const input = {
        tables: t,
        have: pick(state),
        want: pick(solved),
        parity: -1,
        freeFlips: flips,
        allowed: 0,
        width: 50,
        alphas: [4, 8],
        patience: 20,
      };
      const result = beamSearch(input);
      expect(beamSearch(input).prefixes).toEqual(result.prefixes);
      expect(result.prefixes).toHaveLength(2);
      const best = result.prefixes[0]!;
      const moves = emitPrefix(t, best, 0, a);
      const after = puzzle.applyMoves(state.slice(), moves);
      const before = misplaced(input.have, input.want, t.w);
      const now = misplaced(pick(after), input.want, t.w);
      // The final score ranks the prefix no worse than doing nothing.
      expect(moves.length + 4 * now).toBeLessThanOrEqual(4 * before + t.w);
      expect(now).toBeLessThan(before);
      if (!flips) {
        // Clean words: every other row is as it was.
        for (let i = t.w; i < a * t.w; i++) expect(after[i]).toBe(state[i]);
      }
    },
  );

  it('with the 7-move words (cycleWords) it uses them, still improving, clean', () => {
    const a = 3;
    const b = 5;
    const { puzzle, t, state, solved, pick } = setup(a, b, 91);
    const input = {
      tables: t,
      have: pick(state),
      want: pick(solved),
      parity: -1,
      freeFlips: false,
      allowed: 0,
      width: 50,
      alphas: [4, 8],
      patience: 20,
      rerank: 3,
    };
    const words = beamSearch({ ...input, cycleWords: true });
    expect(beamSearch({ ...input, cycleWords: true }).prefixes).toEqual(words.prefixes);
    const used = [...words.prefixes[0]!, ...words.prefixes[1]!].filter(
      (x) => beamActions(t).kind[x] === CYCLE,
    );
    expect(used.length).toBeGreaterThan(0);
    for (const prefix of words.prefixes) {
      const moves = emitPrefix(t, prefix, 0, a);
      const after = puzzle.applyMoves(state.slice(), moves);
      expect(misplaced(pick(after), input.want, t.w)).toBeLessThan(
        misplaced(input.have, input.want, t.w),
      );
      // Clean words: the rows of the other pairs are as they were.
      for (let i = t.w; i < a * t.w; i++) expect(after[i]).toBe(state[i]);
    }
  });

  it('caps the nodes of a layer per row offset pair (offsetCap), still improving', () => {
    const a = 3;
    const b = 5;
    const { puzzle, t, state, solved, pick } = setup(a, b, 77);
    const input = {
      tables: t,
      have: pick(state),
      want: pick(solved),
      parity: -1,
      freeFlips: false,
      allowed: 0,
      width: 50,
      alphas: [8],
      patience: 20,
      rerank: 3,
    };
    const free = beamSearch(input);
    const capped = beamSearch({ ...input, offsetCap: 1 });
    // One node per offset pair changes what the layers keep, so the path found.
    expect(capped.prefixes).not.toEqual(free.prefixes);
    expect(beamSearch({ ...input, offsetCap: 1 }).prefixes).toEqual(capped.prefixes);
    const moves = emitPrefix(t, capped.prefixes[0]!, 0, a);
    const after = puzzle.applyMoves(state.slice(), moves);
    expect(misplaced(pick(after), input.want, t.w)).toBeLessThan(
      misplaced(input.have, input.want, t.w),
    );
    for (let i = t.w; i < a * t.w; i++) expect(after[i]).toBe(state[i]);
  });
});
