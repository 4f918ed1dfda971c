/**
 * Reads an id selection: comma-separated ids and inclusive ranges, e.g. `0-29,35,100-109`.
 * Throws `RangeError` with the bad part named.
 */
export function parseIdRanges(text: string): number[] {
  const ids = new Set<number>();
  for (const raw of text.split(',')) {
    const part = raw.trim();
    const m = /^(\d+)(?:-(\d+))?$/.exec(part);
    if (!m)
      throw new RangeError(
        `bad id selection "${part}" in "${text}": use ids and ranges like 0-29,35`,
      );
    const from = Number(m[1]);
    const to = m[2] === undefined ? from : Number(m[2]);
    if (to < from) throw new RangeError(`bad id range "${part}": ${to} is below ${from}`);
    for (let id = from; id <= to; id++) ids.add(id);
  }
  return [...ids].sort((a, b) => a - b);
}
