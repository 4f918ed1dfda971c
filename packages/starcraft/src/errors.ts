import { PuzError } from '@puz/perm';
import type { BrokenRule } from './model.js';

/** A build order that breaks the rules: `rule` names the first rule broken, `t` when. */
export class InvalidBuildError extends PuzError {
  override readonly name = 'InvalidBuildError';

  constructor(
    readonly rule: BrokenRule,
    readonly t: number,
    message: string,
  ) {
    super(`t = ${t} s: ${message} (rule: ${rule})`);
  }
}
