import { existsSync } from 'node:fs';
import {
  type BatchResult,
  compareTypes,
  mergeSubmissions,
  readSubmission,
  type SolutionRow,
  scoreSubmission,
} from '@puz/santa';
import type { QueueStats } from '@puz/santa/queue';
import type { Request } from './santa-request.js';
import type { TypeTally } from './santa-solve.js';

/*
 * What `puz santa solve` / `santa improve` print at the end: a table per type (or one JSON
 * object), the file's score, and for `improve` the gain on the puzzles chosen.
 */

export const fmt = (x: number) => x.toLocaleString('en-US');

export interface Summary {
  result: BatchResult;
  perType: Map<string, TypeTally>;
  moves: number;
  improved: number;
}

/**
 * Moves of the selected puzzles in some rows (a row missing counts nothing). An id given twice
 * counts once, by the row a merge keeps (the shortest valid): counting both made `--in` look
 * longer than it was and printed "(-1)" beside "0 improved rows".
 */
function selectedMoves(req: Request, rows: readonly SolutionRow[]): number {
  const chosen = new Set(req.selected);
  const once = mergeSubmissions(rows, [], req.data).rows;
  return once.reduce((sum, r) => sum + (chosen.has(r.id) ? r.moves.length : 0), 0);
}

/** `santa improve`: the selected puzzles' moves in --in, and in --out now. */
function improvement(req: Request): { before: number; after: number } | undefined {
  if (!req.baseline || !existsSync(req.out)) return undefined;
  const now = readSubmission(req.out).rows;
  return { before: selectedMoves(req, req.baseline.rows), after: selectedMoves(req, now) };
}

/** The score of `--out` as it is now (other writers' rows included); none when nothing was saved. */
function fileScore(req: Request) {
  if (!existsSync(req.out)) return { total: 0, valid: 0, invalid: req.data.puzzles.size };
  return scoreSubmission(req.data, readSubmission(req.out));
}

/** The queue's figures, when the run went through one. */
function queueStats(result: BatchResult): QueueStats | undefined {
  return 'queue' in result ? (result.queue as QueueStats) : undefined;
}

function queueLines(req: Request, result: BatchResult): string[] {
  const q = queueStats(result);
  if (!q) return [];
  const restarted = q.restarted.length
    ? `; taken back from a stopped worker: id ${q.restarted.join(', ')}`
    : '';
  return [
    `queue: ${fmt(q.added)} job(s) added, ${fmt(q.found)} found finished by an earlier run, ${fmt(req.skipped.length)} skipped (valid in ${req.out})${restarted}`,
  ];
}

export function jsonReport(req: Request, { result, perType, moves, improved }: Summary): string {
  const score = fileScore(req);
  return `${JSON.stringify({
    out: req.out,
    solved: result.solutions.length,
    failures: result.failures,
    aborted: result.aborted,
    moves,
    improved,
    ms: Math.round(result.ms),
    byType: Object.fromEntries(perType),
    file: { total: score.total, valid: score.valid, invalid: score.invalid },
    ...(req.seed !== undefined ? { seed: req.seed } : {}),
    ...(req.seeds > 1 ? { seeds: req.seeds } : {}),
    ...(req.baseline ? { in: req.baseline.file, selectedMoves: improvement(req) } : {}),
    ...(req.queue !== undefined ? { skipped: req.skipped, queue: queueStats(result) } : {}),
  })}\n`;
}

/** The seed(s) a run used, so it can be repeated: `; seed 7`, or `; seeds 7-10` with --seeds. */
function seedNote(req: Request): string {
  if (req.seeds > 1 && req.seed !== undefined)
    return `; seeds ${req.seed}-${req.seed + req.seeds - 1}`;
  return req.seed !== undefined ? `; seed ${req.seed}` : '';
}

export function textReport(req: Request, { result, perType, moves, improved }: Summary): string {
  const score = fileScore(req);
  const rows: string[][] = [['type', 'puzzles', 'solved', 'moves', 'mean s']];
  for (const [type, t] of [...perType].sort((a, b) => compareTypes(a[0], b[0])))
    rows.push([
      type,
      fmt(t.puzzles),
      fmt(t.solved),
      fmt(t.moves),
      t.solved ? (t.ms / t.solved / 1000).toFixed(2) : '-',
    ]);
  rows.push(['total', fmt(req.selected.length), fmt(result.solutions.length), fmt(moves), '']);
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
  const line = (r: string[]) =>
    r.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join('  ');
  const text = [
    ...rows.map(line),
    `${fmt(result.solutions.length)} of ${fmt(req.selected.length)} solved in ${(result.ms / 1000).toFixed(1)} s${result.aborted ? ' (interrupted)' : ''}; ${fmt(improved)} improved rows in ${req.out}`,
    ...result.failures.map((f) => `id ${f.id}: not solved: ${f.message}`),
    ...queueLines(req, result),
    `${req.out}: ${fmt(score.valid)} valid rows, ${fmt(score.invalid)} missing or invalid, score ${fmt(score.total)}`,
  ];
  const gain = improvement(req);
  if (gain)
    text.push(
      `the ${fmt(req.selected.length)} puzzles chosen: ${fmt(gain.before)} moves in ${req.baseline?.file}, ${fmt(gain.after)} now (${fmt(gain.after - gain.before)})${seedNote(req)}`,
    );
  return `${text.join('\n')}\n`;
}
