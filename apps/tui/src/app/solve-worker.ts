// The TUI's solver thread: one solve per message, progress posted back, so the screen stays live
// and Esc can stop a search by terminating the thread.
import { parentPort } from 'node:worker_threads';
import { formatAlg, type Move, parseAlg, solvedFacelets } from '@puz/cube';
import { faceletsToSanta } from '@puz/cube/santa';
import { solveGenetic, solveOptimal, solveTwoPhase } from '@puz/cube/three';
import { solve2x2x2, type TwoSolver } from '@puz/cube/two';
import { type MazeAlgorithm, parseMaze, solveMaze } from '@puz/maze';
import { SearchLimitError } from '@puz/perm';
import { solvers } from '@puz/santa';
import { solveBuildOrder } from '@puz/starcraft';
import { probeCube3, probeRegistry, probeSolution } from '../commands/probe.js';
import type { SolveReply, SolveRequest } from './solve-job.js';

function build(mode: 'single' | 'batch'): SolveReply {
  const r = solveBuildOrder({ mode });
  return {
    type: 'build',
    found: r.found,
    time: r.time,
    optimal: r.optimal,
    ms: r.ms,
    expanded: r.expanded,
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

/** Nodes and time the app gives the search asked for before it falls back (100-200 MB at most). */
const MAZE_APP_MAX_NODES = 400_000;
const MAZE_APP_MS = 4000;
/** The fallback when the search asked for stops at its limit: weighted A*, within 2 × optimal. */
const FALLBACK_WEIGHT = 2;

/**
 * Several dots: the dot-to-dot search the CLI uses, bounded; when the search asked for reaches
 * its node limit (the optimal one is hopeless on bigDots), weighted A* answers instead and says so.
 */
function maze(request: Extract<SolveRequest, { kind: 'maze' }>): SolveReply {
  const m = parseMaze(request.text);
  const t0 = performance.now();
  const reply = (s: ReturnType<typeof solveMaze>, note?: string): SolveReply => ({
    type: 'maze',
    found: s.found,
    path: s.path,
    cost: s.cost,
    optimal: s.optimal,
    weight: s.weight,
    ms: performance.now() - t0,
    expanded: s.stats.expanded,
    ...(note ? { note } : {}),
  });
  const algorithm = request.algorithm as MazeAlgorithm;
  try {
    return reply(
      solveMaze(m, {
        algorithm,
        weight: request.weight,
        maxNodes: MAZE_APP_MAX_NODES,
        timeLimitMs: MAZE_APP_MS,
      }),
    );
  } catch (error) {
    if (!(error instanceof SearchLimitError)) throw error;
    const fallback = solveMaze(m, { algorithm: 'astar', weight: FALLBACK_WEIGHT });
    return reply(
      fallback,
      `${algorithm}${request.weight > 1 ? ` (weight ${request.weight})` : ''} stopped at its limit (${MAZE_APP_MAX_NODES.toLocaleString('en-US')} nodes or ${MAZE_APP_MS / 1000} s); weighted A* (w = ${FALLBACK_WEIGHT}) answered instead: not proven optimal, at most ${FALLBACK_WEIGHT}× — w picks a weight`,
    );
  }
}

function solve(request: SolveRequest, post: (m: SolveReply) => void): SolveReply {
  if (request.kind === 'starcraft') return build(request.mode);
  if (request.kind === 'maze') return maze(request);
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
      expanded: s.stats.expanded,
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
    expanded,
  });
  const t0 = performance.now();
  if (req.n === 2) {
    const s = solve2x2x2(req.facelets, {
      solver: req.solver as TwoSolver,
      onProgress: (p) => progress({ expanded: p.expanded, depth: p.depth ?? 0, ms: p.ms }),
      progressIntervalMs: 100,
    });
    return done(s.moves, s.length, 'HTM', true, performance.now() - t0, s.stats.expanded);
  }
  if (req.n === 3) {
    const quick = probeCube3(req.facelets, false);
    if (quick) return done(quick.moves, quick.length, 'HTM', true, quick.ms, quick.expanded);
    if (req.solver === 'optimal') {
      const s = solveOptimal(req.facelets, {
        onProgress: (p) => progress({ expanded: p.expanded, depth: p.depth, ms: p.ms }),
        progressIntervalMs: 100,
      });
      return done(s.moves, s.length, 'HTM', true, s.ms, s.nodes);
    }
    if (req.solver === 'genetic') {
      const s = solveGenetic(req.facelets, { seed: 1 });
      return done(s.moves, s.length, 'HTM', false, s.ms, s.generations);
    }
    const s = solveTwoPhase(req.facelets, { targetLength: 0, budgetMs: 200 });
    return done(s.moves, s.length, 'HTM', false, s.ms, s.nodes);
  }
  // Bigger cubes go through the registry in Santa's sticker order; the answer comes back as cube
  // moves (single-layer quarter turns).
  const n = req.n;
  const type = `cube_${n}/${n}/${n}`;
  const start = faceletsToSanta(req.facelets, n);
  const goal = faceletsToSanta(solvedFacelets(n), n);
  const quick = probeRegistry(solvers.puzzle(type), start, goal, 0);
  if (quick) {
    const moves = parseAlg(quick.moves.join(' '), n, { notation: 'santa' });
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
        ...(q.best !== undefined ? { moves: q.best } : {}),
      });
    },
  });
  const moves = parseAlg(s.moves.join(' '), n, { notation: 'santa' });
  return done(moves, s.length, 'single-layer quarter turns', false, s.ms, s.stats.expanded);
}

parentPort?.on('message', (req: SolveRequest) => {
  const post = (m: SolveReply) => parentPort?.postMessage(m);
  try {
    post(solve(req, post));
  } catch (error) {
    post({ type: 'error', message: (error as Error).message });
  }
});
