import type { Rng } from '@puz/perm';
import { applyInto, FACETS } from './genetic-facets.js';
import { fitness } from './genetic-fitness.js';
import { FACE_TURN_GENES, type Gene } from './genetic-genes.js';

/*
 * The seed's population of cubes that multiply by budding. Every slot holds one cube: its
 * position (a facet permutation, genetic-facets.ts), its genome (gene indices), its move count
 * and its geneMaxAppendCount (how many genes one mutation may append). All of it lives in typed
 * arrays indexed by slot, so a round allocates nothing. One round ("generation"):
 *
 * 1. Budding. Each cube draws BUDS runs of 1..geneMaxAppendCount random genes; its genome plus
 *    any prefix of a run is a child. The best child (fitness - MOVE_COST x moves) is compared
 *    with the parent and the weaker is culled, so a slot only climbs and pays moves only for
 *    progress. The append count is nudged by one now and then, the seed's complexity knob
 *    evolving with the cube.
 * 2. Spreading. The seed gives each cube floor(f / average - 1)² - 1 copies, written over the
 *    weakest cubes. Here f is measured above the population's worst, so that the rule still sees
 *    a breakthrough late in the solve, when every raw fitness is large and f / average stays near
 *    1. The ranking adds the seed's bonus of 30 per unit of geneMaxAppendCount, which favours
 *    lineages that try longer appends. The best cube always gets at least one copy.
 * 3. Credit. When the best fitness has not risen for STALL_ROUNDS rounds, a few random cubes get
 *    CREDIT_ROUNDS rounds of credit: their next bud is kept whatever it scores (a leap into the
 *    hole between two plateaus) and spreading never overwrites them. The credit only protects:
 *    a credited cube is ranked by its own fitness, so it spreads only if its lineage climbs back
 *    above the others. The twist commutators (genetic-genes.ts) leave it little to do; with the
 *    seed's formulas alone it is what crosses the last-layer hole (measured on 20 positions:
 *    1 stalled past 20 000 rounds without credit, none with it).
 */

/** Children budded per cube and round: the best one competes with its parent. */
const BUDS = 4;
const MAX_APPEND = 8;
const START_APPEND = 5;
const APPEND_BONUS = 30;
/**
 * Fitness paid per move. Below the first piece of any stage (50), so a short formula that places
 * one always pays; high enough that, of two ways to the same progress, the shorter clearly wins.
 */
const MOVE_COST = 20;
/** Half the genes drawn are single face turns, about the seed's share of simple entries. */
const FACE_TURN_SHARE = 0.5;
const STALL_ROUNDS = 100;
const CREDIT_ROUNDS = 30;
/** Cap on genes per genome; a bud that would pass it is dropped (real genomes stay far below). */
const MAX_GENES = 1024;
/** Offset of the best bud so far in the scratch buffer (after the two growing cubes). */
const KEPT = 2 * FACETS;

export class Population {
  readonly size: number;
  /** Gene g's facet permutation at g·FACETS. */
  private readonly geneFacets: Uint8Array;
  private readonly geneMoves: Int32Array;
  private readonly r: Rng;

  /** Slot i's cube at i·FACETS. */
  private readonly cubes: Uint8Array;
  private readonly genomes: Uint16Array;
  private readonly count: Int32Array;
  private readonly moves: Int32Array;
  private readonly append: Uint8Array;
  private readonly fit: Int32Array;
  private readonly credit: Int32Array;
  private readonly leap: Uint8Array;

  // Scratch, reused every round: two cubes to grow a bud in, one for the best bud so far.
  private readonly scratch = new Uint8Array(3 * FACETS);
  private readonly budGenes = new Uint16Array(MAX_APPEND);
  private readonly tryGenes = new Uint16Array(MAX_APPEND);
  private readonly rank: Float64Array;
  private readonly order: Int32Array;
  private readonly byRankDesc: (a: number, b: number) => number;

  /** The highest fitness reached so far, and the round it was reached (for stall detection). */
  bestFitness: number;
  private improvedAt = 0;
  private round = 0;

  constructor(start: Uint8Array, genes: readonly Gene[], size: number, r: Rng) {
    if (!Number.isInteger(size) || size < 2)
      throw new RangeError(`populationSize must be an integer >= 2, got ${size}`);
    this.size = size;
    this.geneFacets = new Uint8Array(genes.length * FACETS);
    genes.forEach((g, i) => {
      this.geneFacets.set(g.facets, i * FACETS);
    });
    this.geneMoves = Int32Array.from(genes, (g) => g.moves.length);
    this.r = r;
    this.cubes = new Uint8Array(size * FACETS);
    for (let i = 0; i < size; i++) this.cubes.set(start, i * FACETS);
    this.genomes = new Uint16Array(size * MAX_GENES);
    this.count = new Int32Array(size);
    this.moves = new Int32Array(size);
    this.append = new Uint8Array(size);
    for (let i = 0; i < size; i++) this.append[i] = 1 + r.int(START_APPEND);
    this.fit = new Int32Array(size).fill(fitness(start));
    this.credit = new Int32Array(size);
    this.leap = new Uint8Array(size);
    this.rank = new Float64Array(size);
    this.order = new Int32Array(size);
    this.byRankDesc = (a, b) => (this.rank[b] as number) - (this.rank[a] as number);
    this.bestFitness = this.fit[0] as number;
  }

  /** One round: budding, spreading, credit. */
  step(): void {
    this.round++;
    for (let i = 0; i < this.size; i++) this.bud(i);
    this.spread();
    this.lend();
  }

  private drawGene(): number {
    const r = this.r;
    const genes = this.geneMoves.length;
    return r.next() < FACE_TURN_SHARE
      ? r.int(FACE_TURN_GENES)
      : FACE_TURN_GENES + r.int(genes - FACE_TURN_GENES);
  }

  /**
   * Slot i's cube followed by genes[0..k) (without gene `skip`), grown in the scratch buffer;
   * returns the offset of the result there (never the third, "kept" cube).
   */
  private grow(i: number, genes: Uint16Array, k: number, skip: number): number {
    const s = this.scratch;
    let src: Uint8Array = this.cubes;
    let from = i * FACETS;
    let into = 0;
    for (let j = 0; j < k; j++) {
      if (j === skip) continue;
      applyInto(s, into, src, from, this.geneFacets, (genes[j] as number) * FACETS);
      src = s;
      from = into;
      into = FACETS - into;
    }
    if (src === this.cubes) {
      // Every gene skipped (shed never asks for that, but stay correct): the cube itself.
      s.set(this.cubes.subarray(from, from + FACETS), 0);
      return 0;
    }
    return from;
  }

  private bud(i: number): void {
    const r = this.r;
    const s = this.scratch;
    const a = this.append[i] as number;
    const leap = this.leap[i] === 1;
    // A leap is one random bud: the best of several would pick the mildest step, not a jump.
    const tries = leap ? 1 : BUDS;
    let best = Number.NEGATIVE_INFINITY;
    let k = 0;
    let f = 0;
    for (let t = 0; t < tries; t++) {
      const n = 1 + r.int(a);
      // Each prefix of the drawn genes is a bud too: judging them costs no extra multiply.
      let src: Uint8Array = this.cubes;
      let from = i * FACETS;
      let into = 0;
      let added = 0;
      for (let j = 0; j < n; j++) {
        const g = this.drawGene();
        this.tryGenes[j] = g;
        added += this.geneMoves[g] as number;
        applyInto(s, into, src, from, this.geneFacets, g * FACETS);
        src = s;
        from = into;
        into = FACETS - into;
        if (leap && j < n - 1) continue;
        const tf = fitness(s, from);
        if (tf - MOVE_COST * added > best) {
          best = tf - MOVE_COST * added;
          k = j + 1;
          f = tf;
          this.budGenes.set(this.tryGenes);
          s.copyWithin(KEPT, from, from + FACETS);
        }
      }
    }
    const roll = r.int(8);
    const nextAppend = roll === 0 && a > 1 ? a - 1 : roll === 1 && a < MAX_APPEND ? a + 1 : a;
    const count = this.count[i] as number;
    if (count + k > MAX_GENES) return;
    if (!leap && best < (this.fit[i] as number)) return;
    this.leap[i] = 0;
    if (k > 1 && f > (this.fit[i] as number)) {
      k = this.shed(i, k, f);
      f = fitness(s, KEPT); // a shed passenger may even have been in the way
    }

    // Keep the bud in the parent's place.
    for (let x = 0; x < FACETS; x++) this.cubes[i * FACETS + x] = s[KEPT + x] as number;
    let added = 0;
    for (let j = 0; j < k; j++) {
      const g = this.budGenes[j] as number;
      this.genomes[i * MAX_GENES + count + j] = g;
      added += this.geneMoves[g] as number;
    }
    this.count[i] = count + k;
    this.moves[i] = (this.moves[i] as number) + added;
    this.append[i] = nextAppend;
    this.fit[i] = f;
    if (f > this.bestFitness) {
      this.bestFitness = f;
      this.improvedAt = this.round;
    }
  }

  /**
   * A gain found by a long append usually carries passengers: drop bud genes one at a time while
   * the fitness holds, so the progress is kept without paying their moves. Returns the genes left
   * (in budGenes), their cube in the kept scratch cube.
   */
  private shed(i: number, k: number, f: number): number {
    const s = this.scratch;
    let j = 0;
    while (j < k && k > 1) {
      const at = this.grow(i, this.budGenes, k, j);
      if (fitness(s, at) >= f) {
        s.copyWithin(KEPT, at, at + FACETS);
        this.budGenes.copyWithin(j, j + 1, k);
        k--;
      } else j++;
    }
    return k;
  }

  /** The ranking that breeds: fitness, minus moves, plus the seed's append bonus; never credit. */
  private value(i: number): number {
    return (
      (this.fit[i] as number) -
      MOVE_COST * (this.moves[i] as number) +
      APPEND_BONUS * (this.append[i] as number)
    );
  }

  private spread(): void {
    const n = this.size;
    let min = Number.POSITIVE_INFINITY;
    let sum = 0;
    for (let i = 0; i < n; i++) {
      const v = this.value(i);
      this.rank[i] = v;
      this.order[i] = i;
      sum += v;
      if (v < min) min = v;
    }
    this.order.sort(this.byRankDesc);
    const average = sum / n - min;
    let victim = n - 1; // walks up from the weakest
    for (let o = 0; o < n && victim > o; o++) {
      const src = this.order[o] as number;
      const ratio = average > 0 ? ((this.rank[src] as number) - min) / average : 0;
      let copies = Math.max(0, Math.floor(ratio - 1) ** 2 - 1);
      if (o === 0) copies = Math.max(1, copies);
      for (; copies > 0 && victim > o; victim--) {
        const v = this.order[victim] as number;
        if ((this.credit[v] as number) > 0) continue;
        if ((this.rank[v] as number) >= (this.rank[src] as number)) return;
        this.copy(src, v);
        copies--;
      }
    }
  }

  private copy(src: number, dst: number): void {
    this.cubes.copyWithin(dst * FACETS, src * FACETS, (src + 1) * FACETS);
    const len = this.count[src] as number;
    this.genomes.copyWithin(dst * MAX_GENES, src * MAX_GENES, src * MAX_GENES + len);
    this.count[dst] = len;
    this.moves[dst] = this.moves[src] as number;
    this.append[dst] = this.append[src] as number;
    this.fit[dst] = this.fit[src] as number;
    this.credit[dst] = 0;
    this.leap[dst] = 0;
  }

  private lend(): void {
    for (let i = 0; i < this.size; i++)
      if ((this.credit[i] as number) > 0) this.credit[i] = (this.credit[i] as number) - 1;
    if (this.round - this.improvedAt < STALL_ROUNDS) return;
    this.improvedAt = this.round; // the next loan waits for another stall
    const loans = Math.max(1, this.size >> 3);
    for (let j = 0; j < loans; j++) {
      const i = this.r.int(this.size);
      this.credit[i] = CREDIT_ROUNDS;
      this.leap[i] = 1;
    }
  }

  /** The slot with the highest fitness, the fewest moves among equals. */
  best(): number {
    let best = 0;
    for (let i = 1; i < this.size; i++) {
      const f = this.fit[i] as number;
      const b = this.fit[best] as number;
      if (f > b || (f === b && (this.moves[i] as number) < (this.moves[best] as number))) best = i;
    }
    return best;
  }

  fitnessOf(i: number): number {
    return this.fit[i] as number;
  }

  movesOf(i: number): number {
    return this.moves[i] as number;
  }

  /** Slot i's cube (a view, valid until the next round). */
  cube(i: number): Uint8Array {
    return this.cubes.subarray(i * FACETS, (i + 1) * FACETS);
  }

  /** The genome of slot i as gene indices. */
  genome(i: number): number[] {
    const at = i * MAX_GENES;
    return Array.from(this.genomes.subarray(at, at + (this.count[i] as number)));
  }
}
