import type { Rng } from '@puz/perm';

/** A level's children, not yet built: parent (level, index), ring, turn, score. */
export class Pending {
  n = 0;
  parentG = new Int32Array(64);
  parentI = new Int32Array(64);
  ring = new Uint8Array(64);
  turn = new Int32Array(64);
  score = new Int32Array(64);

  constructor(
    /** Past this many children, only the best `keep` are kept. */
    private readonly cap: number,
    private readonly keep: number,
    private readonly random: Rng,
  ) {}

  push(g: number, i: number, ring: number, turn: number, score: number): void {
    if (this.n >= this.cap) this.compact();
    if (this.n === this.score.length) this.grow();
    const k = this.n++;
    this.parentG[k] = g;
    this.parentI[k] = i;
    this.ring[k] = ring;
    this.turn[k] = turn;
    this.score[k] = score;
  }

  private compact(): void {
    const best = this.order(this.keep, this.random);
    const pick = <T extends Int32Array | Uint8Array>(a: T): T => {
      const b = a.slice() as T;
      for (let k = 0; k < best.length; k++) b[k] = a[best[k] as number] as number;
      return b;
    };
    this.parentG = pick(this.parentG);
    this.parentI = pick(this.parentI);
    this.ring = pick(this.ring);
    this.turn = pick(this.turn);
    this.score = pick(this.score);
    this.n = best.length;
  }

  private grow(): void {
    const cap = this.score.length * 2;
    const g = (a: Int32Array) => {
      const b = new Int32Array(cap);
      b.set(a);
      return b;
    };
    this.parentG = g(this.parentG);
    this.parentI = g(this.parentI);
    this.turn = g(this.turn);
    this.score = g(this.score);
    const r = new Uint8Array(cap);
    r.set(this.ring);
    this.ring = r;
  }

  /** Keeps only the `keep` best (ties broken at random), in order. */
  order(keep: number, random: Rng): Int32Array {
    const { n, score } = this;
    let min = 0x7fffffff;
    let max = -0x7fffffff;
    for (let c = 0; c < n; c++) {
      const s = score[c] as number;
      if (s < min) min = s;
      if (s > max) max = s;
    }
    const range = max - min + 2;
    const counts = new Int32Array(range);
    for (let c = 0; c < n; c++) {
      const k = (score[c] as number) - min + 1;
      counts[k] = (counts[k] as number) + 1;
    }
    for (let k = 1; k < range; k++) counts[k] = (counts[k] as number) + (counts[k - 1] as number);
    const out = new Int32Array(n);
    for (let c = 0; c < n; c++) {
      const k = (score[c] as number) - min;
      const at = counts[k] as number;
      out[at] = c;
      counts[k] = at + 1;
    }
    // Shuffle within equal scores (only as far as `keep` reaches).
    for (let a = 0; a < n && a < keep; ) {
      const s = score[out[a] as number] as number;
      let b = a;
      while (b < n && score[out[b] as number] === s) b++;
      for (let x = b - 1; x > a; x--) {
        const y = a + (random.uint32() % (x - a + 1));
        const t = out[x] as number;
        out[x] = out[y] as number;
        out[y] = t;
      }
      a = b;
    }
    return out.subarray(0, Math.min(keep, n));
  }
}
