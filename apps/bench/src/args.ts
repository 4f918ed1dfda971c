import { UsageError } from '@puz/perm';

export interface BenchArgs {
  suites: string[];
  quick: boolean;
  json?: string;
  md?: string;
  compare?: string;
  data?: string;
  list: boolean;
  help: boolean;
  version: boolean;
}

const VALUE_FLAGS = new Set(['--suite', '--json', '--md', '--compare', '--data']);

/** Parses argv (without node and the script); `known` are the suite names. */
export function parseArgs(argv: readonly string[], known: readonly string[]): BenchArgs {
  const out: BenchArgs = {
    suites: [...known],
    quick: false,
    list: false,
    help: false,
    version: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const raw = argv[i] as string;
    if (raw === '--') continue; // pnpm passes it through
    const eq = raw.indexOf('=');
    const flag = raw.startsWith('--') && eq > 0 ? raw.slice(0, eq) : raw;
    let value: string | undefined = raw.startsWith('--') && eq > 0 ? raw.slice(eq + 1) : undefined;
    if (VALUE_FLAGS.has(flag) && value === undefined) {
      value = argv[++i];
      if (value === undefined || value.startsWith('--'))
        throw new UsageError(`${flag} needs a value`);
    }
    switch (flag) {
      case '--quick':
        out.quick = true;
        break;
      case '--list':
        out.list = true;
        break;
      case '--help':
      case '-h':
        out.help = true;
        break;
      case '--version':
      case '-V':
        out.version = true;
        break;
      case '--suite': {
        const names = (value as string)
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean);
        const unknown = names.filter((n) => !known.includes(n));
        if (unknown.length)
          throw new UsageError(
            `unknown suite${unknown.length > 1 ? 's' : ''} ${unknown.join(', ')}; known: ${known.join(', ')}`,
          );
        if (!names.length) throw new UsageError('--suite needs at least one suite name');
        out.suites = names;
        break;
      }
      case '--json':
      case '--md':
      case '--compare':
      case '--data':
        out[flag.slice(2) as 'json' | 'md' | 'compare' | 'data'] = value as string;
        break;
      default:
        throw new UsageError(`unknown argument ${raw}; try --help`);
    }
  }
  return out;
}

export const USAGE = `puz-bench [--suite a,b] [--quick] [--json FILE] [--md FILE] [--compare OLD.json] [--data DIR] [--list] [--version]

  --suite a,b       run only these suites (default: all; --list names them)
  --quick           smoke sizes: every suite together in under 2 minutes (CI)
  --json FILE       write the results as JSON, and FILE with .svg beside it (the chart)
  --md FILE         write the Markdown table to FILE too (it always goes to stdout)
  --compare OLD     flag rows whose median is slower than OLD's by more than max(floor, 3 x spread);
                    floor 25% with 5+ samples, 50% with 3-4, 150% with 1-2 (README)
  --data DIR        Santa 2023 data (else $PUZ_SANTA_DATA, else ../shared/data/santa2023)
  --version, -V     print the version of puz-bench

Exit: 0 ok, 1 a wrong answer or a regression, 2 bad arguments.`;
