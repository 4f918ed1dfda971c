import { pairSymTable } from '../four-wca/pair-sym-table.js';
import { REPS, repTable } from '../nxn/cycle-table.js';

// Table builds that end-to-end tests run in a worker thread (in-thread.ts): each returns what the
// test checks, as structured-clonable data.

/**
 * The symmetry-reduced pairing table read from (or, when missing or damaged, built into)
 * `cacheDir`, and how many builds that took (counted from its log, as pair-sym.e2e.test.ts does).
 */
export function pairSymIn(cacheDir: string): { builds: number; sym: Uint8Array; depth: number } {
  let builds = 0;
  const t = pairSymTable({
    cacheDir,
    log: (line) => {
      if (line.includes('depth 1,')) builds++;
    },
  });
  return { builds, sym: t.sym, depth: t.depth };
}

/** Searches (or finds on disk) and caches a representative's 3-cycle table; its 3-cycle count. */
export function cycleTableOf(name: string): number {
  const rep = REPS.find((r) => r.name === name);
  if (!rep) throw new Error(`no rep ${name}`);
  return repTable(rep).cycles.size;
}
