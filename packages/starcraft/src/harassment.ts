import type { Rules } from './rules.js';

/**
 * The force the M-th harassment needs: floor(factor · log2(1 + M)), computed exactly as the
 * largest f with 2^f <= (1 + M)^factor (floating-point log2 is off by one at exact powers).
 */
export function harassForce(m: number, factor: number): number {
  if (!Number.isInteger(m) || m < 1)
    throw new RangeError(`harassment index must be >= 1, got ${m}`);
  const p = BigInt(1 + m) ** BigInt(factor);
  return p.toString(2).length - 1;
}

/** Zerglings sent to reach force F at power P hundredths each: ceil(100·F / P), in integers. */
export function zerglingsFor(force: number, power: number): number {
  return Math.floor((100 * force + power - 1) / power);
}

/** Power in hundredths by upgrade bits (bit 0: attack, bit 1: defense). */
export function powerTable(rules: Rules): Int32Array {
  const p = rules.power;
  return Int32Array.of(p.none, p.attack, p.defense, p.both);
}

/**
 * Zerglings each harassment needs, grown on demand: `needed(m, upgrades)` with upgrades as
 * (attack ? 1 : 0) | (defense ? 2 : 0). Kept in a typed array so the search reads it per edge.
 */
export class HarassTable {
  private table = new Int32Array(0);
  private readonly power: Int32Array;

  constructor(private readonly rules: Rules) {
    this.power = powerTable(rules);
    this.grow(16);
  }

  needed(m: number, upgrades: number): number {
    if (m * 4 >= this.table.length) this.grow(m * 2);
    return this.table[m * 4 + upgrades] as number;
  }

  private grow(count: number): void {
    const t = new Int32Array((count + 1) * 4);
    for (let m = 1; m <= count; m++) {
      const force = harassForce(m, this.rules.harassFactor);
      for (let u = 0; u < 4; u++) t[m * 4 + u] = zerglingsFor(force, this.power[u] as number);
    }
    this.table = t;
  }
}
