// The TUI's solver thread: one solve per message, progress posted back, so the screen stays live
// and Esc can stop a search by terminating the thread.
import { parentPort } from 'node:worker_threads';
import { applyMoves, CubeMoves, formatAlg, type Move, parseAlg, solvedFacelets } from '@puz/cube';
import { faceletsToSanta } from '@puz/cube/santa';
import { cachedOptimalTables, prepareOptimal } from '@puz/cube/three';
import { type MazeAlgorithm, nodesForWork, parseMaze, solveMaze } from '@puz/maze';
import { SearchLimitError, type SolveProgress } from '@puz/perm';
import { solvers, solveWca } from '@puz/puzzles';
import { solveBuildOrder } from '@puz/starcraft';
import { probeCube3, probeRegistry, probeSolution } from '../commands/probe.js';
import { answerMoves } from './answer-moves.js';
import type { SolveReply, SolveRequest } from './solve-job.js';

/** Progress in the one shape, posted to the screen. */
type Post = (m: SolveReply) => void;
const progressTo = (post: Post) => (p: SolveProgress) =>
  post({
    type: 'progress',
    expanded: p.expanded,
    depth: p.depth,
    ms: p.ms,
    ...(p.best === undefined ? {} : { best: p.best }),
  });

function build(mode: 'single' | 'batch', post: Post): SolveReply {
  const r = solveBuildOrder({ mode, onProgress: progressTo(post) });
  return {
    type: 'build',
    found: r.found,
    time: r.time,
    moves: r.moves.map((o) => `${o.t}:${o.order}`),
    length: r.length,
    optimal: r.optimal,
    ms: r.ms,
    stats: { expanded: r.stats.expanded },
    steps: r.timeline.map((s) => ({
      t: s.t,
      orders: [...s.orders],
      supply: s.supply,
      control: s.control,
      drones: s.state.drones,
      zerglings: s.state.zerglings,
      overlords: s.state.overlords,
      harass: s.harassments.map((h) => ({ t: h.t, sent: h.sent })),
    })),
  };
}

/**
 * The bound the app gives the search asked for before it falls back: generated nodes times dots²
 * (`budgetNodes`, about the steps they cost), not a clock, so a busy and an idle machine give the same
 * answer. 400 M: optimal A* on mediumSearch (26 dots, 289,261 nodes = 196 M) finishes; on bigDots
 * (208 dots) it stops after 9,245 nodes, about 2 s. The node cap bounds memory (100-200 MB).
 */
export const MAZE_APP_MAX_WORK = 400_000_000;
const MAZE_APP_MAX_NODES = 400_000;
/** The fallback when the search asked for stops at its limit: weighted A*, within 2 × optimal. */
const FALLBACK_WEIGHT = 2;

/** The nodes the app's bounds allow a search with this many dots. */
const limitOf = (dots: number) =>
  Math.min(MAZE_APP_MAX_NODES, nodesForWork(MAZE_APP_MAX_WORK, dots));

/**
 * Several dots: the dot-to-dot search the CLI uses, bounded; when the search asked for reaches
 * its bound (the optimal one is hopeless on bigDots), weighted A* answers instead and says so.
 */
function maze(request: Extract<SolveRequest, { kind: 'maze' }>, post: Post): SolveReply {
  const m = parseMaze(request.text);
  const t0 = performance.now();
  const reply = (s: ReturnType<typeof solveMaze>, note?: string): SolveReply => ({
    type: 'maze',
    found: s.found,
    path: s.path,
    cost: s.cost,
    moves: [...s.moves],
    length: s.length,
    optimal: s.optimal,
    weight: s.weight,
    ms: performance.now() - t0,
    stats: { expanded: s.stats.expanded },
    ...(note ? { note } : {}),
  });
  const algorithm = request.algorithm as MazeAlgorithm;
  try {
    return reply(
      solveMaze(m, {
        algorithm,
        weight: request.weight,
        maxNodes: MAZE_APP_MAX_NODES,
        budgetNodes: MAZE_APP_MAX_WORK,
        onProgress: progressTo(post),
      }),
    );
  } catch (error) {
    if (!(error instanceof SearchLimitError)) throw error;
    const fallback = solveMaze(m, {
      algorithm: 'astar',
      weight: FALLBACK_WEIGHT,
      onProgress: progressTo(post),
    });
    return reply(
      fallback,
      `${algorithm}${request.weight > 1 ? ` (weight ${request.weight})` : ''} stopped at its limit (${limitOf(m.dots.length).toLocaleString('en-US')} nodes for ${m.dots.length} dots); weighted A* (w = ${FALLBACK_WEIGHT}) answered instead: not proven optimal, at most ${FALLBACK_WEIGHT}× — w picks a weight`,
    );
  }
}

/**
 * The optimal solver's tables before its search, said on screen: read from the disk cache (a few
 * seconds, in every solve: each runs on a fresh thread), or the first time on a machine built
 * (about 30 s) and cached.
 */
function optimalTablesWithNotes(t0: number, post: (m: SolveReply) => void): void {
  const note = (text: string) =>
    post({ type: 'progress', expanded: 0, depth: 0, ms: performance.now() - t0, note: text });
  note('loading its tables (from the disk cache; built once per machine)');
  if (cachedOptimalTables()) return;
  let last = 0;
  prepareOptimal({
    onBuild: ({ table, fraction }) => {
      const now = performance.now();
      if (now - last < 100) return;
      last = now;
      note(
        `building its ${table} table, ${Math.round(fraction * 100)}% (once per machine, about 30 s; cached on disk)`,
      );
    },
  });
}

function solve(request: SolveRequest, post: (m: SolveReply) => void): SolveReply {
  if (request.kind === 'starcraft') return build(request.mode, post);
  if (request.kind === 'maze') return maze(request, post);
  if (request.kind === 'ring') {
    const { family, a, b, initial, solution } = request;
    const type = family === 'globe' ? `globe_${a}/${b}` : `wreath_${a}/${a}`;
    // A position a few moves from the goal: the short probe's shortest answer (issue 33).
    const quick = probeRegistry(solvers.puzzle(type), initial, solution, 0);
    const s = quick
      ? probeSolution(quick, 0)
      : solvers.solve(type, initial, solution, {
          budgetMs: 1000,
          onProgress: (p) =>
            post({ type: 'progress', expanded: p.expanded, depth: p.depth, ms: p.ms }),
        });
    return {
      type: 'result',
      moves: s.moves,
      length: s.length,
      metric: 'moves',
      optimal: s.optimal,
      ms: s.ms,
      stats: { expanded: s.stats.expanded },
    };
  }
  const req = request;
  const progress = (p: { expanded: number; depth: number; ms: number }) =>
    post({ type: 'progress', expanded: p.expanded, depth: p.depth, ms: p.ms });
  const done = (
    moves: readonly Move[],
    length: number,
    metric: string,
    optimal: boolean,
    ms: number,
    expanded: number,
  ): SolveReply => ({
    type: 'result',
    moves: formatAlg(moves, req.n).split(' ').filter(Boolean),
    length,
    metric,
    optimal,
    ms,
    stats: { expanded },
  });
  // The 2x2x2 and 3x3x3 go through the registry's WCA family: the free rotation first, then face
  // turns, counted in HTM.
  const t0 = performance.now();
  // A 3x3x3 a few moves from solved is answered by the short probe first, whatever the solver.
  if (req.n === 3) {
    const quick = probeCube3(req.facelets, false);
    if (quick) return done(quick.moves, quick.length, 'HTM', true, quick.ms, quick.expanded);
  }
  if (req.n === 2 || req.n === 3) {
    const optimal = req.n === 2 || req.solver === 'optimal';
    // Two-phase spends 200 ms shortening; the genetic solver (seed 1) runs until it has an answer.
    const budget = !optimal && req.solver !== 'genetic';
    // The optimal 3x3x3's tables first, loading (or building, once per machine) said on screen.
    if (req.n === 3 && optimal) optimalTablesWithNotes(t0, post);
    const s = solveWca(req.n, req.facelets, {
      solver: req.solver,
      ...(budget ? { budgetMs: 200 } : {}),
      onProgress: progress,
    });
    const { solution } = s;
    return done(
      s.moves,
      solution.length,
      'HTM',
      solution.optimal,
      solution.ms,
      solution.stats.expanded,
    );
  }
  // Bigger cubes go through the registry in Santa's sticker order; the answer comes back as cube
  // moves (single-layer quarter turns).
  const n = req.n;
  const type = `cube_${n}/${n}/${n}`;
  const start = faceletsToSanta(req.facelets, n);
  const goal = faceletsToSanta(solvedFacelets(n), n);
  const quick = probeRegistry(solvers.puzzle(type), start, goal, 0);
  if (quick) {
    // Named and merged as the long method's answer is below (`7D' 7D'` is `U2`).
    const moves = answerMoves(parseAlg(quick.moves.join(' '), n, { notation: 'santa' }), n);
    if (applyMoves(req.facelets, moves, new CubeMoves(n)) !== solvedFacelets(n))
      throw new Error(`the ${n}x${n}x${n} answer as shown does not solve the cube (a bug)`);
    return done(moves, quick.length, 'single-layer quarter turns', true, quick.ms, quick.expanded);
  }
  const s = solvers.solve(type, start, goal, {
    // The NxNxN solver reports each finished stage with its answer so far (SantaCubeProgress).
    onProgress: (p) => {
      const q = p as typeof p & { stage?: string; best?: number };
      post({
        type: 'progress',
        expanded: p.expanded,
        depth: p.depth,
        ms: p.ms,
        ...(q.stage !== undefined ? { stage: q.stage } : {}),
        ...(q.best !== undefined ? { best: q.best } : {}),
      });
    },
  });
  const moves = answerMoves(parseAlg(s.moves.join(' '), n, { notation: 'santa' }), n);
  // The registry replayed the Santa answer; the one shown (renamed, merged) is replayed too.
  if (applyMoves(req.facelets, moves, new CubeMoves(n)) !== solvedFacelets(n))
    throw new Error(`the ${n}x${n}x${n} answer as shown does not solve the cube (a bug)`);
  // The length stays Santa's count (single-layer quarter turns); the steps are the merged moves.
  return done(moves, s.length, 'single-layer quarter turns', false, s.ms, s.stats.expanded);
}

/**
 * Where requests come from: the app's worker thread, or (big solves, see solve-job.ts) the IPC
 * channel of a child process, which ends with the app.
 */
const port =
  parentPort ??
  (process.send
    ? {
        on: (_: 'message', f: (req: SolveRequest) => void) => process.on('message', f),
        postMessage: (m: SolveReply) => process.send?.(m),
      }
    : undefined);
if (!parentPort && process.send) process.on('disconnect', () => process.exit(0));

port?.on('message', (req: SolveRequest) => {
  const post = (m: SolveReply) => port?.postMessage(m);
  try {
    post(solve(req, post));
  } catch (error) {
    post({ type: 'error', message: (error as Error).message });
  }
});
