/** A building or upgrade: at most one of each, tracked as a flag of the state. */
export type Tech = 'pool' | 'evolution' | 'attack' | 'defense';

/** `single`: one order per edge (the seed's hint); `batch`: any set of orders per edge. */
export type Mode = 'single' | 'batch';

export const MODES: readonly Mode[] = ['single', 'batch'];

/** Mineral prices of the eight orders. */
export interface Costs {
  drone: number;
  zergling: number;
  overlord: number;
  hatchery: number;
  pool: number;
  evolution: number;
  attack: number;
  defense: number;
}

/** A rule set: every number of the model. `RULES_V1` holds the defaults (issue 6, "Rules v1"). */
export interface Rules {
  /** Units at t = 0 (no buildings, no upgrades, 0 minerals). */
  start: { hatcheries: number; drones: number; zerglings: number; overlords: number };
  /** Minerals per drone per second. */
  income: number;
  costs: Costs;
  /** Drones + zerglings one existing overlord controls. */
  controlPerOverlord: number;
  /** Drones + zerglings never exceed this, however many overlords. */
  controlCap: number;
  maxOverlords: number;
  maxHatcheries: number;
  /** Harassment happens at every multiple of this many seconds. */
  harassPeriod: number;
  /** The M-th harassment needs force F = floor(harassFactor · log2(1 + M)). */
  harassFactor: number;
  /** Zergling power in hundredths, by upgrades researched. */
  power: { none: number; attack: number; defense: number; both: number };
  /** Reached when d + z = supply (null: any), z >= zerglings, and every tech listed is done. */
  goal: { supply: number | null; zerglings: number; tech: readonly Tech[] };
}

const V1: Rules = {
  start: { hatcheries: 1, drones: 6, zerglings: 0, overlords: 1 },
  income: 8,
  costs: {
    drone: 50,
    zergling: 25,
    overlord: 100,
    hatchery: 300,
    pool: 200,
    evolution: 75,
    attack: 100,
    defense: 150,
  },
  controlPerOverlord: 8,
  controlCap: 200,
  maxOverlords: 25,
  maxHatcheries: 4,
  harassPeriod: 120,
  harassFactor: 6,
  power: { none: 100, attack: 133, defense: 120, both: 200 },
  goal: { supply: 200, zerglings: 150, tech: ['pool', 'evolution', 'attack', 'defense'] },
};
/** Issue 6's "Rules v1": Brood War prices, 8 minerals per drone per second, harass every 120 s. */
export const RULES_V1: Readonly<Rules> = Object.freeze(V1);

/** Overrides of a rule set; nested groups are merged field by field. */
export interface RuleOverrides {
  start?: Partial<Rules['start']>;
  income?: number;
  costs?: Partial<Costs>;
  controlPerOverlord?: number;
  controlCap?: number;
  maxOverlords?: number;
  maxHatcheries?: number;
  harassPeriod?: number;
  harassFactor?: number;
  power?: Partial<Rules['power']>;
  goal?: Partial<Rules['goal']>;
}

/** `RULES_V1` with overrides, checked: throws `RangeError` naming the first bad number. */
export function defineRules(overrides: RuleOverrides = {}, base: Rules = RULES_V1): Rules {
  const rules: Rules = {
    ...base,
    ...overrides,
    start: { ...base.start, ...overrides.start },
    costs: { ...base.costs, ...overrides.costs },
    power: { ...base.power, ...overrides.power },
    goal: { ...base.goal, ...overrides.goal },
  } as Rules;
  checkRules(rules);
  return rules;
}

// The packed state (state.ts) gives d and z 9 bits, o 6 and h 3: the limits below keep every
// reachable state inside 31 bits, so packed states stay small integers.
const LIMITS = { units: 511, overlords: 63, hatcheries: 7 };

function int(name: string, value: unknown, min: number, max = Number.MAX_SAFE_INTEGER): void {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max)
    throw new RangeError(`rule ${name} must be an integer in [${min}, ${max}], got ${value}`);
}

/** Throws `RangeError` if a rule set cannot be modelled. */
export function checkRules(r: Rules): void {
  int('income', r.income, 1, 1_000_000);
  for (const [name, cost] of Object.entries(r.costs)) int(`costs.${name}`, cost, 1, 1_000_000);
  int('controlPerOverlord', r.controlPerOverlord, 1, LIMITS.units);
  int('controlCap', r.controlCap, 1, LIMITS.units);
  int('maxOverlords', r.maxOverlords, 1, LIMITS.overlords);
  int('maxHatcheries', r.maxHatcheries, 1, LIMITS.hatcheries);
  int('start.hatcheries', r.start.hatcheries, 1, r.maxHatcheries);
  int('start.overlords', r.start.overlords, 0, r.maxOverlords);
  int('start.drones', r.start.drones, 0, LIMITS.units);
  int('start.zerglings', r.start.zerglings, 0, LIMITS.units);
  int('harassPeriod', r.harassPeriod, 1, 1_000_000);
  int('harassFactor', r.harassFactor, 0, 64);
  for (const [name, p] of Object.entries(r.power)) int(`power.${name}`, p, 1, 1_000_000);
  if (r.goal.supply !== null) int('goal.supply', r.goal.supply, 0, LIMITS.units);
  int('goal.zerglings', r.goal.zerglings, 0, LIMITS.units);
  for (const t of r.goal.tech)
    if (!['pool', 'evolution', 'attack', 'defense'].includes(t))
      throw new RangeError(`rule goal.tech: unknown tech "${t}"`);
}
