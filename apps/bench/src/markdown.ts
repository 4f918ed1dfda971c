import type { Comparison } from './compare.js';
import { formatBytes, formatFigure, formatMs, formatRatio } from './format.js';
import type { BenchReport, Row } from './types.js';

/** Escapes a table cell (pipes and newlines would break the row). */
const cell = (s: string): string => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');

function figures(row: Row): string {
  return Object.entries(row.figures)
    .map(([k, v]) => `${k} ${formatFigure(v)}`)
    .join(', ');
}

function ratio(row: Row): string {
  return (row.ratios ?? [])
    .map(({ vs, value, what }) =>
      what === 'time' ? `${formatRatio(value)} vs ${vs}` : `${what} ${formatRatio(value)} vs ${vs}`,
    )
    .join('; ');
}

/** The results as one Markdown table per run (plus suite notes and, given, the comparison). */
export function toMarkdown(report: BenchReport, comparisons?: readonly Comparison[]): string {
  const lines: string[] = [];
  const m = report.machine;
  lines.push(
    `puz-bench ${report.quick ? '--quick' : 'full'} run, ${report.date}; ${m.cpus} (${m.cores} cores), ${m.memGiB} GiB, Node ${m.node}; wall ${formatMs(report.wallMs)}${m.load ? `; load average ${m.load[0].toFixed(2)} at start, ${m.load[1].toFixed(2)} at end` : ''}`,
  );
  lines.push('');
  lines.push('| suite | benchmark | source | runs | min | median | max | figures | ratio |');
  lines.push('|---|---|---|---|---|---|---|---|---|');
  for (const s of report.suites) {
    for (const r of s.rows)
      lines.push(
        `| ${[
          r.suite,
          r.name,
          r.source,
          r.runs ? String(r.runs) : '',
          formatMs(r.min),
          formatMs(r.median),
          formatMs(r.max),
          figures(r) + (r.note ? ` (${r.note})` : ''),
          ratio(r),
        ]
          .map(cell)
          .join(' | ')} |`,
      );
  }
  lines.push('');
  lines.push('| suite | status | wall | peak RSS (run so far) | heap kept | note |');
  lines.push('|---|---|---|---|---|---|');
  for (const s of report.suites)
    lines.push(
      `| ${s.suite} | ${s.status} | ${formatMs(s.ms)} | ${Math.round(s.peakRss / (1 << 20))} MiB | ${s.heapDelta === undefined ? '' : formatBytes(s.heapDelta)} | ${cell(s.note ?? '')} |`,
    );
  if (comparisons) {
    lines.push('');
    lines.push('| suite | benchmark | old median | new median | new/old | threshold | verdict |');
    lines.push('|---|---|---|---|---|---|---|');
    for (const c of comparisons)
      lines.push(
        `| ${c.suite} | ${cell(c.name)} | ${formatMs(c.oldMedian)} | ${formatMs(c.newMedian)} | ${c.ratio.toFixed(2)} | ±${(c.threshold * 100).toFixed(0)}% | ${c.verdict === 'slower' ? '**slower**' : c.verdict} |`,
      );
  }
  return `${lines.join('\n')}\n`;
}
