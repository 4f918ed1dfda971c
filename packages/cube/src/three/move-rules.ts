/**
 * SKIP[(last + 1) · 18 + m] is 1 when face turn m need not follow `last` in a search: it turns
 * the same face again (the two would merge), or it turns the opposite face in the wrong order (U
 * then D is searched, D then U is the same position and is not). Row 0 is "no last move".
 */
export const SKIP: Uint8Array = (() => {
  const out = new Uint8Array(19 * 18);
  for (let last = 0; last < 18; last++)
    for (let m = 0; m < 18; m++) {
      const f = Math.floor(m / 3);
      const g = Math.floor(last / 3);
      out[(last + 1) * 18 + m] = f === g || f === g - 3 ? 1 : 0;
    }
  return out;
})();
