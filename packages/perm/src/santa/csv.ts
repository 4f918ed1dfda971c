import { SantaDataError } from '../errors.js';

/** One CSV record and the 1-based line it starts on. */
export interface CsvRecord {
  fields: string[];
  line: number;
}

/**
 * RFC 4180 CSV (quoted fields may hold commas, `""` and newlines; `\r\n` or `\n`). Only a fault
 * that makes the rest of the file unreadable — an unterminated quote, text after a closing
 * quote — throws; a record with the wrong number of fields is the caller's to judge.
 */
export function parseCsv(text: string, file: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  const n = text.length;
  let pos = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let line = 1;
  while (pos < n) {
    const start = line;
    const fields: string[] = [];
    for (;;) {
      if (text.charCodeAt(pos) === 34 /* " */) {
        let value = '';
        let from = pos + 1;
        for (;;) {
          const q = text.indexOf('"', from);
          if (q < 0) throw new SantaDataError(file, start, 'unterminated quoted field');
          value += text.slice(from, q);
          if (text.charCodeAt(q + 1) === 34) {
            value += '"';
            from = q + 2;
          } else {
            pos = q + 1;
            break;
          }
        }
        for (let i = value.indexOf('\n'); i >= 0; i = value.indexOf('\n', i + 1)) line++;
        fields.push(value);
        const c = text.charCodeAt(pos);
        if (pos < n && c !== 44 && c !== 10 && c !== 13)
          throw new SantaDataError(file, line, 'text after a closing quote');
      } else {
        let end = pos;
        while (end < n) {
          const c = text.charCodeAt(end);
          if (c === 44 || c === 10 || c === 13) break;
          if (c === 34) throw new SantaDataError(file, line, 'a quote inside an unquoted field');
          end++;
        }
        fields.push(text.slice(pos, end));
        pos = end;
      }
      if (text.charCodeAt(pos) === 44) {
        pos++;
        continue;
      }
      if (text.charCodeAt(pos) === 13) pos++;
      if (text.charCodeAt(pos) === 10) pos++;
      line++;
      break;
    }
    // A blank line is not a record (files often end with one).
    if (!(fields.length === 1 && fields[0] === '')) records.push({ fields, line: start });
  }
  return records;
}

/** Checks the header and returns the records after it. */
export function csvBody(text: string, file: string, header: readonly string[]): CsvRecord[] {
  const records = parseCsv(text, file);
  const first = records[0];
  if (!first)
    throw new SantaDataError(file, 0, `empty file; expected the header ${header.join(',')}`);
  const got = first.fields.map((f) => f.trim());
  if (got.length !== header.length || got.some((f, i) => f !== header[i]))
    throw new SantaDataError(
      file,
      first.line,
      `header is "${got.join(',')}"; expected "${header.join(',')}"`,
    );
  return records.slice(1);
}

/** A non-negative integer id (or count) written in decimal, else `null`. */
export function parseNonNegativeInt(text: string): number | null {
  const t = text.trim();
  if (!/^\d{1,15}$/.test(t)) return null;
  return Number(t);
}
