import { PuzError } from '@puz/perm';

/** A maze file that cannot be read; `line` and `column` are 1-based. */
export class MazeParseError extends PuzError {
  override readonly name = 'MazeParseError';
  readonly line: number;
  readonly column: number;

  constructor(message: string, line: number, column: number) {
    super(line > 0 ? `line ${line}${column > 0 ? `, column ${column}` : ''}: ${message}` : message);
    this.line = line;
    this.column = column;
  }
}
