import { formatRatio } from './format.js';
import type { BenchReport } from './types.js';

/** One bar: a label and ours-vs-anchor speed ratio (> 1: ours faster). */
export interface Bar {
  label: string;
  value: number;
}

/** Every row of the report with a ratio, as bars. */
export function ratioBars(report: BenchReport): Bar[] {
  const bars: Bar[] = [];
  for (const s of report.suites)
    for (const r of s.rows)
      for (const q of r.ratios ?? [])
        if (Number.isFinite(q.value) && q.value > 0)
          bars.push({
            label: `${r.suite}: ${r.name.replace(/ \(per .*\)$/, '')} vs ${q.vs}${q.what === 'time' ? '' : ` (${q.what})`}`,
            value: q.value,
          });
  return bars;
}

const escapeXml = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Horizontal bars on a log scale centred on 1x: right of the line ours is faster than the
 * anchor, left slower. A log axis keeps 0.5x and 2x the same distance from parity.
 */
export function toSvg(
  bars: readonly Bar[],
  title = 'puz-bench: ours vs anchor (log scale)',
): string {
  const rowH = 22;
  // About 6.6 px per character of 12 px sans-serif: long labels must not run off the left edge.
  const labelW = Math.max(
    200,
    Math.ceil(Math.max(0, ...bars.map((b) => b.label.length)) * 6.6) + 16,
  );
  const plotW = 360;
  const top = 40;
  const height = top + Math.max(1, bars.length) * rowH + 30;
  const width = labelW + plotW + 90;
  const maxLog = Math.max(1, ...bars.map((b) => Math.abs(Math.log10(b.value))));
  const mid = labelW + plotW / 2;
  const scale = plotW / 2 / maxLog;
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="sans-serif" font-size="12">`,
    `<rect width="100%" height="100%" fill="white"/>`,
    `<text x="10" y="22" font-size="15" font-weight="bold">${escapeXml(title)}</text>`,
  ];
  if (bars.length === 0) out.push(`<text x="10" y="${top + 14}">no ratios in this run</text>`);
  bars.forEach((b, i) => {
    const y = top + i * rowH;
    const len = Math.log10(b.value) * scale;
    const x = len >= 0 ? mid : mid + len;
    const fill = b.value >= 1 ? '#2e7d32' : '#c62828';
    out.push(
      `<text x="${labelW - 8}" y="${y + 15}" text-anchor="end">${escapeXml(b.label)}</text>`,
      `<rect x="${x.toFixed(1)}" y="${y + 4}" width="${Math.max(1, Math.abs(len)).toFixed(1)}" height="${rowH - 8}" fill="${fill}"/>`,
      `<text x="${(mid + plotW / 2 + 8).toFixed(0)}" y="${y + 15}">${escapeXml(formatRatio(b.value))}</text>`,
    );
  });
  out.push(
    `<line x1="${mid}" y1="${top - 4}" x2="${mid}" y2="${height - 26}" stroke="black"/>`,
    `<text x="${mid}" y="${height - 10}" text-anchor="middle">1x (parity); right: ours faster or fewer moves</text>`,
    '</svg>',
  );
  return `${out.join('\n')}\n`;
}

const BLOCKS = ['', '▏', '▎', '▍', '▌', '▋', '▊', '▉'];

/** A bar of `cells` character cells with eighth-block resolution. */
export function blockBar(fraction: number, cells: number): string {
  const eighths = Math.round(Math.max(0, Math.min(1, fraction)) * cells * 8);
  return '█'.repeat(Math.floor(eighths / 8)) + (BLOCKS[eighths % 8] ?? '');
}

/** The same bars for a terminal: log10 ratio, ours faster to the right of `|`, slower to the left. */
export function toTerminalBars(bars: readonly Bar[], width = 24): string {
  if (bars.length === 0) return '';
  const maxLog = Math.max(1, ...bars.map((b) => Math.abs(Math.log10(b.value))));
  const labelW = Math.min(72, Math.max(...bars.map((b) => b.label.length)));
  return `${bars
    .map((b) => {
      const f = Math.abs(Math.log10(b.value)) / maxLog;
      const bar = blockBar(f, width);
      const left =
        b.value < 1 ? bar.split('').reverse().join('').padStart(width) : ' '.repeat(width);
      const right = b.value >= 1 ? bar.padEnd(width) : ' '.repeat(width);
      const label = b.label.length > labelW ? `…${b.label.slice(-(labelW - 1))}` : b.label;
      return `${label.padEnd(labelW)} ${left}|${right} ${formatRatio(b.value)}`;
    })
    .join('\n')}\n`;
}
