// Every test file's set-up (the vitest preset's setupFiles): fast-check runs from a fixed seed, as
// DESIGN asks of every random choice in tests, so a property that fails, fails on every run and on
// every machine. PUZ_FC_SEED=<n> explores other cases (the seed is printed with any failure).
import fc from 'fast-check';

fc.configureGlobal({ seed: Number(process.env.PUZ_FC_SEED ?? 20261123) });
