import { OutputWriteError, PuzError } from '@puz/perm';

/**
 * A data file that cannot be used (missing, wrong header, malformed CSV, a move list that is not
 * a permutation). `line` is 1-based; 0 when the fault is the file as a whole.
 */
export class SantaDataError extends PuzError {
  override readonly name = 'SantaDataError';
  readonly file: string;
  readonly line: number;

  constructor(file: string, line: number, message: string) {
    super(line > 0 ? `${file}, line ${line}: ${message}` : `${file}: ${message}`);
    this.file = file;
    this.line = line;
  }
}

/** One bad row of a submission (or a puzzle it cannot be checked against), reported by id. */
export interface RowIssue {
  /** The puzzle id; `null` when the row has none that reads as one. */
  id: number | null;
  /** 1-based line in the submission file, when the issue comes from a row of it. */
  line?: number;
  message: string;
}

/**
 * A submission that cannot be written (a missing or read-only directory, a device, a full disk,
 * another writer's lock held too long). `code` is Node's error code when there is one. Whatever
 * was in the file before is still there: writes go to a temporary file renamed over it.
 */
export class SubmissionWriteError extends OutputWriteError {
  override readonly name = 'SubmissionWriteError';
  readonly file: string;
  readonly code: string | undefined;

  constructor(file: string, code: string | undefined, message: string) {
    super(message);
    this.file = file;
    this.code = code;
  }
}
