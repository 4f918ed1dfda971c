export type {
  PackedBidirectionalOptions,
  PackedGraph,
  PackedSearchResult,
} from './algorithms/packed-bidirectional.js';
export { packedBidirectionalBfs } from './algorithms/packed-bidirectional.js';
export type {
  AstarOptions,
  BeamOptions,
  BestFirstOptions,
  DfsOptions,
  IdastarOptions,
  IddfsOptions,
} from './algorithms.js';
export {
  astar,
  astarSteps,
  beamSearch,
  beamSearchSteps,
  bfs,
  bfsSteps,
  bidirectionalBfs,
  bidirectionalBfsSteps,
  dfs,
  dfsSteps,
  dijkstra,
  dijkstraSteps,
  greedyBestFirst,
  greedyBestFirstSteps,
  idastar,
  idastarSteps,
  iddfs,
  iddfsSteps,
} from './algorithms.js';
export type { DistanceTable, DistanceTableOptions } from './distance-table.js';
export { distanceTable } from './distance-table.js';
export { InvalidProblemError } from './errors.js';
export { Hash64Map } from './hash64-map.js';
export { IdHeap } from './heap.js';
export { PackedArray } from './packed-array.js';
export { hashCode, PackedTree } from './packed-tree.js';
export type { ShortProbeOptions, ShortProbeResult } from './probe/probe.js';
export { ShortProbe, shortProbe } from './probe/probe.js';
export type { ProbeMoves } from './probe/probe-moves.js';
export { probeMoves } from './probe/probe-moves.js';
export type {
  Heuristic,
  Push,
  ReversibleProblem,
  SearchEvent,
  SearchOptions,
  SearchProblem,
  SearchProgress,
  SearchResult,
  SearchStats,
  StateKey,
} from './problem.js';
export type { StateIndex } from './state-index.js';
export { hashContents, indexFor, TypedArrayIndex } from './state-index.js';
export type { WindowOptions, WindowResult } from './window.js';
export { shortenWindows } from './window.js';
