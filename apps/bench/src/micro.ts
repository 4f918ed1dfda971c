import { Bench } from 'tinybench';
import { timedRow } from './measure.js';
import type { Row } from './types.js';

export interface MicroCase {
  name: string;
  fn: () => void;
  /** Domain figures to attach (e.g. n). */
  figures?: Row['figures'];
}

/**
 * Micro benchmarks through tinybench: each round is one tinybench run of `timeMs` per task
 * (warm-up included); a round's sample is tinybench's mean latency. Rounds give the
 * min / median / max that the compare rule needs — one tinybench run's per-call spread is
 * dominated by timer resolution and GC pauses.
 */
export async function micro(
  suite: string,
  cases: readonly MicroCase[],
  options: { rounds: number; timeMs: number },
): Promise<Row[]> {
  const samples = new Map<string, number[]>(cases.map((c) => [c.name, []]));
  for (let round = 0; round < options.rounds; round++) {
    const bench = new Bench({ time: options.timeMs, warmup: true, warmupTime: 50 });
    for (const c of cases) bench.add(c.name, c.fn);
    await bench.run();
    for (const task of bench.tasks) {
      const r = task.result;
      if (!('latency' in r)) throw new Error(`${suite} ${task.name}: tinybench ${r.state}`);
      samples.get(task.name)?.push(r.latency.mean);
    }
  }
  return cases.map((c) => {
    const s = samples.get(c.name) as number[];
    const row = timedRow(suite, c.name, s, { ...c.figures });
    row.figures['ops/s'] = Math.round(1000 / (row.median as number));
    row.note = `tinybench, ${options.rounds} rounds of ${options.timeMs} ms`;
    return row;
  });
}
