/**
 * A game state packed into one non-negative 31-bit integer (time is not part of it: it is the
 * Dijkstra key). Bits: 0-3 flags, 4-6 hatcheries, 7-12 overlords, 13-21 drones, 22-30 zerglings.
 */
export type PackedState = number;

/** Flag bits of a packed state. */
export const POOL = 1;
export const EVOLUTION = 2;
export const ATTACK = 4;
export const DEFENSE = 8;

/** The fields of a packed state, for people and tests (the search never builds these). */
export interface StarcraftState {
  hatcheries: number;
  drones: number;
  zerglings: number;
  overlords: number;
  pool: boolean;
  evolution: boolean;
  attack: boolean;
  defense: boolean;
}

export const flagsOf = (s: PackedState): number => s & 15;
export const hatcheriesOf = (s: PackedState): number => (s >>> 4) & 7;
export const overlordsOf = (s: PackedState): number => (s >>> 7) & 63;
export const dronesOf = (s: PackedState): number => (s >>> 13) & 511;
export const zerglingsOf = (s: PackedState): number => (s >>> 22) & 511;

/** Packs fields already checked against the rules' limits (see `checkRules`). */
export function packFields(h: number, d: number, z: number, o: number, flags: number): PackedState {
  return flags | (h << 4) | (o << 7) | (d << 13) | (z << 22);
}

export function pack(s: StarcraftState): PackedState {
  const flags =
    (s.pool ? POOL : 0) |
    (s.evolution ? EVOLUTION : 0) |
    (s.attack ? ATTACK : 0) |
    (s.defense ? DEFENSE : 0);
  return packFields(s.hatcheries, s.drones, s.zerglings, s.overlords, flags);
}

export function unpack(s: PackedState): StarcraftState {
  const f = flagsOf(s);
  return {
    hatcheries: hatcheriesOf(s),
    drones: dronesOf(s),
    zerglings: zerglingsOf(s),
    overlords: overlordsOf(s),
    pool: (f & POOL) !== 0,
    evolution: (f & EVOLUTION) !== 0,
    attack: (f & ATTACK) !== 0,
    defense: (f & DEFENSE) !== 0,
  };
}
