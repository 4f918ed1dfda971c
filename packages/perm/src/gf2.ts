/*
 * Linear systems over GF(2): which generators, each used once or not at all, fix a set of
 * parities. Puzzles meet them whenever a move's effect on several permutation parities has to be
 * cancelled at once (the inner slices of a big cube against the parity of every centre orbit).
 */

/**
 * A solution of the system whose rows are `rows` (each `vars` coefficients 0/1, then the right-hand
 * side), by Gaussian elimination; free variables are 0. Returns a 0/1 value per variable, or
 * undefined when the system has no solution. The rows are reduced in place.
 */
export function solveGf2(rows: Uint8Array[], vars: number): Uint8Array | undefined {
  for (const row of rows)
    if (row.length !== vars + 1)
      throw new RangeError(`solveGf2: a row has ${row.length} entries, not ${vars + 1}`);
  const pivots: number[] = [];
  let r = 0;
  for (let v = 0; v < vars && r < rows.length; v++) {
    const at = rows.findIndex((row, i) => i >= r && row[v] === 1);
    if (at < 0) continue;
    [rows[r], rows[at]] = [rows[at] as Uint8Array, rows[r] as Uint8Array];
    const pr = rows[r] as Uint8Array;
    for (let i = 0; i < rows.length; i++) {
      const row = rows[i] as Uint8Array;
      if (i !== r && row[v])
        for (let j = v; j <= vars; j++) row[j] = (row[j] as number) ^ (pr[j] as number);
    }
    pivots.push(v);
    r++;
  }
  for (let i = r; i < rows.length; i++) if ((rows[i] as Uint8Array)[vars]) return undefined;
  const x = new Uint8Array(vars);
  pivots.forEach((v, i) => {
    x[v] = (rows[i] as Uint8Array)[vars] as number;
  });
  return x;
}
