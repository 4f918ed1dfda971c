import type { TableProgress } from '@puz/perm';

/**
 * What every 3x3x3 table builder takes (the capped and exact phase-1 tables, the corner table,
 * the huge and nx tables): whether to use the disk cache (default yes) and where, and the build's
 * progress in the shared `TableProgress` (`table` names which one, `depth` the layer being filled).
 */
export interface TableBuildOptions {
  cache?: boolean;
  cacheDir?: string;
  onBuild?: (progress: TableProgress) => void;
}
