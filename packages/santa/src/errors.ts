import { OutputWriteError } from '@puz/perm';

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
