import { cpus, loadavg, totalmem } from 'node:os';
import {
  type BenchReport,
  type RunContext,
  SkipSuite,
  type Suite,
  type SuiteResult,
  WrongAnswerError,
} from './types.js';

/** The machine, for the report header. */
export function machine(): BenchReport['machine'] {
  const list = cpus();
  return {
    cpus: list[0]?.model.trim() ?? 'unknown CPU',
    cores: list.length,
    memGiB: Math.round(totalmem() / 2 ** 30),
    node: process.versions.node,
    platform: `${process.platform}-${process.arch}`,
  };
}

/**
 * Runs suites in order. A wrong answer marks its suite failed (the run goes on, the exit code
 * says so); a SkipSuite marks it skipped; any other error is a failure too, with its message.
 */
export async function runSuites(suites: readonly Suite[], ctx: RunContext): Promise<BenchReport> {
  const t0 = performance.now();
  const load0 = loadavg()[0] ?? 0;
  const results: SuiteResult[] = [];
  for (const suite of suites) {
    const s0 = performance.now();
    const heap0 = process.memoryUsage().heapUsed;
    ctx.log(`[${suite.name}] running${ctx.quick ? ' (quick)' : ''}…`);
    let result: Omit<SuiteResult, 'ms' | 'peakRss'>;
    try {
      const rows = await suite.run(ctx);
      result = { suite: suite.name, status: 'ok', rows };
    } catch (error) {
      const e = error as Error;
      if (e instanceof SkipSuite)
        result = { suite: suite.name, status: 'skipped', note: e.message, rows: [] };
      else {
        const what = e instanceof WrongAnswerError ? 'wrong answer' : `error (${e.name})`;
        result = { suite: suite.name, status: 'failed', note: `${what}: ${e.message}`, rows: [] };
      }
    }
    const ms = performance.now() - s0;
    results.push({
      ...result,
      ms,
      peakRss: process.resourceUsage().maxRSS * 1024,
      heapDelta: process.memoryUsage().heapUsed - heap0,
    });
    ctx.log(
      `[${suite.name}] ${result.status} in ${(ms / 1000).toFixed(1)} s${result.note ? `: ${result.note}` : ''}`,
    );
  }
  return {
    version: 1,
    date: new Date().toISOString(),
    quick: ctx.quick,
    machine: { ...machine(), load: [load0, loadavg()[0] ?? 0] },
    suites: results,
    wallMs: performance.now() - t0,
  };
}
