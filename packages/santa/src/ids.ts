/** Options of `parseIdRanges`. */
export interface IdRangeOptions {
  /** The largest id there is (the data's last); a part going past it is refused at once. */
  maxId?: number;
}

/** More ids than any Santa data has; without `maxId`, a bigger selection is refused. */
export const MAX_SELECTED_IDS = 1 << 20;

/**
 * Reads an id selection: comma-separated ids and inclusive ranges, e.g. `0-29,35,100-109`.
 * Throws `RangeError` with the bad part named. Every part is checked before any range is
 * expanded, so `0-99999999999` is refused at once instead of filling a set for seconds.
 */
export function parseIdRanges(text: string, options: IdRangeOptions = {}): number[] {
  const parts: [number, number][] = [];
  let count = 0;
  for (const raw of text.split(',')) {
    const part = raw.trim();
    const m = /^(\d{1,15})(?:-(\d{1,15}))?$/.exec(part);
    if (!m)
      throw new RangeError(
        `bad id selection "${part}" in "${text}": use ids and ranges like 0-29,35`,
      );
    const from = Number(m[1]);
    const to = m[2] === undefined ? from : Number(m[2]);
    if (to < from) throw new RangeError(`bad id range "${part}": ${to} is below ${from}`);
    if (options.maxId !== undefined && to > options.maxId)
      throw new RangeError(
        `id ${part.includes('-') ? `range "${part}" goes` : `${to} is`} past ${options.maxId}, the last id`,
      );
    count += to - from + 1;
    if (options.maxId === undefined && count > MAX_SELECTED_IDS)
      throw new RangeError(
        `id selection "${text}" has over ${MAX_SELECTED_IDS.toLocaleString('en-US')} ids; choose fewer`,
      );
    parts.push([from, to]);
  }
  const ids = new Set<number>();
  for (const [from, to] of parts) for (let id = from; id <= to; id++) ids.add(id);
  return [...ids].sort((a, b) => a - b);
}
