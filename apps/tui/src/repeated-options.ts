import { type Command, InvalidArgumentError } from 'commander';

/**
 * Refuses an option given twice. Commander keeps the last value of a repeated option, so
 * `--scramble "R U" --scramble F` solved F and dropped the first scramble without a word; none of
 * puz's options takes a list that way, so a repeat is a mistake to point out (exit 2). Flags
 * (`--json` twice) mean the same either way and are left alone.
 */
export function refuseRepeatedOptions(command: Command): void {
  for (const option of command.options) {
    if (!option.required && !option.optional) continue;
    const parse = option.parseArg;
    let seen = false;
    option.argParser((value: string, previous: unknown) => {
      if (seen)
        throw new InvalidArgumentError(
          `${option.long ?? option.flags} is given twice: give it once`,
        );
      seen = true;
      return parse ? parse(value, previous) : value;
    });
  }
  for (const sub of command.commands) refuseRepeatedOptions(sub);
}
