/** A time in ms, readable: µs below 1 ms, s above 10 s. */
export function formatMs(ms: number | undefined): string {
  if (ms === undefined || Number.isNaN(ms)) return '';
  if (ms < 1) return `${(ms * 1000).toFixed(ms < 0.01 ? 2 : 0)} µs`;
  if (ms < 10) return `${ms.toFixed(2)} ms`;
  if (ms < 10_000) return `${ms.toFixed(0)} ms`;
  return `${(ms / 1000).toFixed(1)} s`;
}

/** A figure: integers with thousands separators, other numbers to 3 significant digits. */
export function formatFigure(x: number | string): string {
  if (typeof x === 'string') return x;
  if (Number.isInteger(x)) return x.toLocaleString('en-US');
  if (Math.abs(x) >= 100) return Math.round(x).toLocaleString('en-US');
  return Number(x.toPrecision(3)).toString();
}

/** A ratio as "12.3x". */
export function formatRatio(x: number): string {
  return x >= 100 ? `${x.toFixed(0)}x` : x >= 10 ? `${x.toFixed(1)}x` : `${x.toFixed(2)}x`;
}

/** Bytes as KiB / MiB. */
export function formatBytes(bytes: number): string {
  const abs = Math.abs(bytes);
  if (abs < 1024) return `${bytes} B`;
  if (abs < 1 << 20) return `${(bytes / 1024).toFixed(1)} KiB`;
  return `${(bytes / (1 << 20)).toFixed(1)} MiB`;
}
