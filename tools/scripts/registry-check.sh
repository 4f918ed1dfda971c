#!/usr/bin/env bash
# Proves the packages install as a user meets them (issue 32): packs every public package (pnpm
# turns `workspace:` ranges into versions), checks each tarball, publishes it to a throw-away
# Verdaccio on a free loopback port, then for EACH package ALONE, in a fresh npm project and a
# fresh pnpm project: installs it from that registry, imports (and require()s) every entry point
# (again with its optional peers, if it has any), typechecks a strict consumer file against it
# (moduleResolution bundler and node16, no skipLibCheck), and compiles and runs its README example
# as published. Prints a table with the tarball sizes and what an install alone weighs.
# Network: the npm registry only (Verdaccio has no uplinks; everything not @puz comes from npm).
# Needs the packages built (`pnpm build`; this builds them if not, from turbo's cache if it can).
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$PWD
work=$(mktemp -d "${TMPDIR:-/tmp}/puz-registry-check.XXXXXX")
registry_pid=''
cleanup() {
  if [ -n "$registry_pid" ]; then
    kill "$registry_pid" 2>/dev/null || true
    wait "$registry_pid" 2>/dev/null || true
  fi
  rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM
log() { echo "registry-check: $*"; }
# Every npm call gets a timeout: a hung registry must fail CI, not stall it.
npm_q() { timeout 300 npm --no-audit --no-fund --no-update-notifier --loglevel=error "$@"; }

mapfile -t pkgs < <(node -e '
  for (const d of require("fs").readdirSync("packages").sort()) {
    const p = require(`./packages/${d}/package.json`);
    if (!p.private) console.log(d);
  }')
# The libraries (what has `exports`) are imported and typechecked; the CLI (`bin` only, @puz/cli)
# is run instead, from npm, global, npx and pnpm installs (after the libraries).
mapfile -t libs < <(for d in "${pkgs[@]}"; do
  node -e 'process.exit(require(`./packages/${process.argv[1]}/package.json`).exports ? 0 : 1)' "$d" && echo "$d"
done)
cli=cli
[ -f "packages/$cli/package.json" ] || { log "packages/$cli is missing"; exit 1; }
log "public packages: ${pkgs[*]} (libraries: ${libs[*]})"
export TURBO_TELEMETRY_DISABLED=1
timeout 900 pnpm exec turbo run build --filter='./packages/*' --output-logs=errors-only

# 1. Pack and check each tarball (no workspace: ranges, a LICENSE, no source maps).
mkdir -p "$work/tarballs"
declare -A packed unpacked version
for d in "${pkgs[@]}"; do
  (cd "packages/$d" && pnpm pack --pack-destination "$work/tarballs" >/dev/null)
  version[$d]=$(node -p "require('./packages/$d/package.json').version")
  tgz="$work/tarballs/puz-$d-${version[$d]}.tgz"
  read -r packed[$d] unpacked[$d] < <(node tools/scripts/registry-tarball.mjs "$tgz")
done

# 2. A throw-away Verdaccio, installed as TOOLCHAIN.md says (6.8.0 with node-fetch 2.7.0 runs on
# Node 20). Its own install uses the user's npm cache (warm on a dev machine); the consumers below
# get a cache of their own, so no throw-away @puz tarball is left in the user's cache.
mkdir -p "$work/verdaccio"
echo '{"private":true,"overrides":{"node-fetch":"2.7.0"}}' > "$work/verdaccio/package.json"
(cd "$work/verdaccio" && npm_q install verdaccio@6.8.0 >/dev/null)
port=$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
registry="http://127.0.0.1:$port/"
cat > "$work/verdaccio/config.yaml" <<EOF
storage: $work/verdaccio/storage
auth:
  htpasswd:
    file: $work/verdaccio/htpasswd
    max_users: 100
uplinks: {}
packages:
  '@puz/*':
    access: \$all
    publish: \$authenticated
  '**':
    access: \$all
web:
  enable: false
log: { type: stdout, format: pretty, level: warn }
EOF
"$work/verdaccio/node_modules/.bin/verdaccio" --config "$work/verdaccio/config.yaml" \
  --listen "127.0.0.1:$port" > "$work/verdaccio.log" 2>&1 &
registry_pid=$!
for _ in $(seq 300); do
  curl -sf --max-time 2 "${registry}-/ping" >/dev/null && break
  kill -0 "$registry_pid" 2>/dev/null || { cat "$work/verdaccio.log"; exit 1; }
  sleep 0.1
done
curl -sf --max-time 5 "${registry}-/ping" >/dev/null || { log "Verdaccio did not start"; cat "$work/verdaccio.log"; exit 1; }
token=$(curl -sf --max-time 10 -XPUT -H 'content-type: application/json' \
  -d '{"name":"ci","password":"throw-away-ci"}' "${registry}-/user/org.couchdb.user:ci" |
  node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>console.log(JSON.parse(s).token))')
# One .npmrc for publishing and for every consumer: @puz from Verdaccio, the rest from npm.
printf '@puz:registry=%s\n//127.0.0.1:%s/:_authToken=%s\n' "$registry" "$port" "$token" > "$work/npmrc"
export NPM_CONFIG_USERCONFIG="$work/npmrc" NPM_CONFIG_CACHE="$work/npm-cache" NPM_CONFIG_UPDATE_NOTIFIER=false
log "Verdaccio on $registry (pid $registry_pid)"

# TypeScript and Node's types, installed once beside the consumers (not in them, so each project
# holds only the package under test); typeRoots points the strict checks at them.
mkdir -p "$work/ts"
echo '{"private":true}' > "$work/ts/package.json"
(cd "$work/ts" && npm_q install typescript@5.9.3 '@types/node@^20.19.0' >/dev/null)
tsc="$work/ts/node_modules/typescript/bin/tsc"

# 3. Publish the very tarballs checked above.
for d in "${pkgs[@]}"; do
  npm_q publish "$work/tarballs/puz-$d-${version[$d]}.tgz" --registry "$registry" >/dev/null
done
log "published ${#pkgs[@]} packages"

# Imports every entry point of the installed package, and require()s it too (what engines
# >=20.19 promises). Run inside a consumer project: node -e "$import_all" NAME [alone|all]. With
# "alone" (no optional peer installed), a subpath may fail only for want of an optional peer
# (@puz/santa/queue without bullmq); the main entry never may.
import_all='
  const { createRequire } = require("node:module");
  const [name, mode] = process.argv.slice(1);
  const pkg = require(`${process.cwd()}/node_modules/${name}/package.json`);
  const optional = Object.keys(pkg.peerDependenciesMeta ?? {});
  const req = createRequire(`${process.cwd()}/`);
  (async () => {
    for (const key of Object.keys(pkg.exports)) {
      const spec = key === "." ? pkg.name : pkg.name + key.slice(1);
      try {
        const m = await import(spec);
        if (Object.keys(m).length === 0) throw new Error(`${spec} exports nothing`);
        req(spec);
      } catch (e) {
        const peer = optional.find((p) => String(e?.message).includes(`'"'"'${p}'"'"'`));
        if (mode !== "alone" || key === "." || !/MODULE_NOT_FOUND/.test(e?.code ?? "") || !peer) throw e;
        console.log(`${spec}: needs the optional peer ${peer}, not installed`);
      }
    }
  })().catch((e) => { console.error(e); process.exit(1); });'
pnpm_manager=$(node -p 'require("./package.json").packageManager')

declare -A npm_ok pnpm_ok peers_ok installed bundler_ok node16_ok example_ok
failed=0
mark() { # mark TABLE PKG COMMAND...: runs COMMAND, records ok/FAIL, keeps its output on failure
  local -n table=$1
  local d=$2 out
  shift 2
  if out=$("$@" 2>&1); then
    table[$d]=ok
    grep 'optional peer' <<< "$out" | sed "s/^/registry-check: $d: /" || true
  else
    table[$d]=FAIL
    failed=1
    log "$d: $* failed:"
    echo "$out" | tail -30
  fi
}

npm_alone() { # a fresh npm project with only this package
  local d=$1 dir=$work/npm/$1
  mkdir -p "$dir" && cd "$dir"
  printf '{"name":"npm-consumer-%s","private":true,"type":"module"}\n' "$d" > package.json
  npm_q install "@puz/$d@${version[$d]}" && node -e "$import_all" "@puz/$d" alone
}

npm_peers() { # then its optional peers, if any (santa's queue): now every entry must import
  local peers
  peers=$(node -p 'Object.entries(require(`./node_modules/@puz/${process.argv[1]}/package.json`)
    .peerDependencies ?? {}).map(([n, r]) => `${n}@${r}`).join(" ")' "$1")
  # shellcheck disable=SC2086 # word splitting wanted: a list of name@range
  [ -z "$peers" ] || npm_q install $peers
  node -e "$import_all" "@puz/$1" all
}

pnpm_alone() { # the same with pnpm, whose strict node_modules catches undeclared dependencies
  local d=$1 dir=$work/pnpm/$1
  mkdir -p "$dir" && cd "$dir"
  printf '{"name":"pnpm-consumer-%s","private":true,"type":"module","packageManager":"%s"}\n' \
    "$d" "$pnpm_manager" > package.json
  cp "$work/npmrc" .npmrc
  timeout 300 pnpm add --store-dir "$work/pnpm-store" --reporter=silent "@puz/$d@${version[$d]}" &&
    node -e "$import_all" "@puz/$d" alone
}

typecheck() { # typecheck MODE: a consumer importing every entry point, strict, no skipLibCheck
  local mode=$1 module=$1
  [ "$mode" = bundler ] && module=esnext
  cat > "tsconfig.$mode.json" <<EOF
{ "compilerOptions": { "strict": true, "skipLibCheck": false, "noEmit": true, "target": "es2022",
  "lib": ["es2023"], "types": ["node"],
  "typeRoots": ["$work/ts/node_modules/@types"], "module": "$module", "moduleResolution": "$mode" },
  "files": ["consumer.ts"] }
EOF
  node "$tsc" -p "tsconfig.$mode.json"
}

example() { # the README's first ts block, as published, compiled strictly and run
  local d=$1
  awk '/^```ts/ { f = 1; next } f && /^```/ { exit } f' "node_modules/@puz/$d/README.md" > example.ts
  [ -s example.ts ] || { echo "no ts example in the README"; return 1; }
  # The README's install line may name more packages the example imports (heuristics: search, perm).
  local extra
  extra=$(awk '/^npm install / { sub(/#.*/, ""); $1 = $2 = ""; print; exit }' "node_modules/@puz/$d/README.md")
  # shellcheck disable=SC2086 # word splitting wanted: a list of package names
  [ -z "${extra// /}" ] || npm_q install $extra
  cat > tsconfig.example.json <<EOF
{ "compilerOptions": { "strict": true, "skipLibCheck": false, "target": "es2022", "lib": ["es2023"],
  "types": ["node"], "typeRoots": ["$work/ts/node_modules/@types"], "module": "node16", "moduleResolution": "node16", "outDir": "out" },
  "files": ["example.ts"] }
EOF
  node "$tsc" -p tsconfig.example.json
  # Santa's example reads $PUZ_SANTA_DATA: the repo's small fixture stands in for Kaggle's files.
  PUZ_SANTA_DATA="$root/tools/test-kit/fixtures/santa2023" PUZ_CACHE_DIR="$work/cache" \
    timeout 300 node out/example.js > example.out
}

for d in "${libs[@]}"; do
  started=$SECONDS
  mark npm_ok "$d" npm_alone "$d"
  # What a user gets from `npm install @puz/x` alone, in kB.
  installed[$d]=$(du -sk "$work/npm/$d/node_modules" 2>/dev/null | cut -f1)
  mark pnpm_ok "$d" pnpm_alone "$d"
  cd "$work/npm/$d"
  mark peers_ok "$d" npm_peers "$d"
  node -e '
    const pkg = require(`./node_modules/@puz/${process.argv[1]}/package.json`);
    Object.keys(pkg.exports).forEach((key, i) =>
      console.log(`import * as e${i} from "${key === "." ? pkg.name : pkg.name + key.slice(1)}"; export { e${i} };`));
  ' "$d" > consumer.ts
  mark bundler_ok "$d" typecheck bundler
  mark node16_ok "$d" typecheck node16
  mark example_ok "$d" example "$d"
  log "@puz/$d: npm ${npm_ok[$d]}, pnpm ${pnpm_ok[$d]}, with peers ${peers_ok[$d]}, tsc bundler ${bundler_ok[$d]}, node16 ${node16_ok[$d]}, example ${example_ok[$d]} ($((SECONDS - started)) s)"
  [ ! -s example.out ] || tail -n 3 example.out | sed 's/^/    example: /'
  cd "$root"
done

# The CLI (@puz/cli) as a user meets it, installed alone from the registry: in a fresh npm
# project (`npx --no -- puz`: the local bin, never a fetch of an unscoped "puz"), globally (the
# sh block of packages/cli/README.md run verbatim, its `npm install -g` into a prefix of its own
# with the npm cache now warm: the issue's "under 10 s" is timed there), by `npx @puz/cli` from an
# empty directory, and in a fresh pnpm project (`pnpm exec puz`). Each runs --version (must print the package's
# version), --help (must list the exit codes), a 2x2x2 solve, a Santa score of the repo's tiny
# fixture, and a bad move (must exit 2); the global install also solves the fixture on worker
# threads (piscina and @puz/santa's worker.js) and scores its own answers, every row valid, does
# the same for four real Santa ids when Kaggle's files are at hand, solves a 3x3x3 on the
# two-phase thread and a maze, and runs the interactive app in tmux (a solve on its thread, then q
# to quit). Last, a second fresh npm project and pnpm project install it from the warm caches,
# timed (the issue's "under 10 s from a warm cache"; printed, not judged: the machine is shared).
# (Each step ends in `|| return 1`: inside mark's $(...) errexit does not apply.)
fixture=$root/tools/test-kit/fixtures/santa2023
expect_rc() { # expect_rc CODE COMMAND...: fails unless COMMAND exits with CODE
  local want=$1 rc=0
  shift
  "$@" || rc=$?
  [ "$rc" = "$want" ] || { echo "exit $rc, expected $want: $*"; return 1; }
}
cli_runs() { # cli_runs PUZ...: what every install of the CLI must do (PUZ...: how to start it)
  local v
  v=$(timeout 60 "$@" --version) || return 1
  [ "$v" = "${version[$cli]}" ] || { echo "--version printed '$v', expected ${version[$cli]}"; return 1; }
  timeout 60 "$@" --help > help.out || return 1
  grep -q '^Exit codes:' help.out || { echo "--help lists no exit codes"; return 1; }
  timeout 120 "$@" solve 2x2x2 --scramble "R U2 F' R U' F2" || return 1
  timeout 120 "$@" santa score --data "$fixture" | tail -n 1 || return 1
  expect_rc 2 timeout 60 "$@" solve 2x2x2 --scramble "R X" 2>/dev/null
}
now_ms() { echo $(($(date +%s%N) / 1000000)); }
cli_npm() { # the first install of the CLI: its third-party dependencies not yet in the npm cache
  mkdir -p "$work/cli/npm" && cd "$work/cli/npm" || return 1
  echo '{"name":"npm-consumer-cli","private":true}' > package.json
  local t0
  t0=$(now_ms)
  npm_q install "@puz/$cli@${version[$cli]}" || return 1
  echo "$(($(now_ms) - t0))" > "$work/cli/npm-ms"
  cli_runs npx --no -- puz
}
cli_global() { # packages/cli/README.md's sh block verbatim: `npm install -g` into a prefix of its own
  mkdir -p "$work/cli/global-run" && cd "$work/cli/global-run" || return 1
  local t0 line puz=$work/cli/global/bin/puz
  local readme=$root/packages/$cli/README.md
  local lines
  lines=$(awk '/^```sh/ { f = 1; next } f && /^```/ { exit } f' "$readme" |
    sed -e 's/[[:space:]]\{2,\}#.*$//' -e 's/[[:space:]]*$//')
  grep -q '^npm install -g ' <<< "$lines" || { echo "$readme: no npm install -g line"; return 1; }
  while IFS= read -r line; do
    [ -n "$line" ] || continue
    echo "README: $line"
    t0=$(now_ms)
    NPM_CONFIG_PREFIX="$work/cli/global" PATH="$work/cli/global/bin:$PATH" timeout 300 bash -c "$line" > line.out ||
      { cat line.out; echo "this README line failed: $line"; return 1; }
    case $line in
      npm\ install\ -g*) echo "$(($(now_ms) - t0))" > "$work/cli/global-ms" ;;
      *) tail -n 2 line.out ;;
    esac
  done <<< "$lines"
  cli_runs "$puz" || return 1
  timeout 300 "$puz" santa solve --data "$fixture" --out answers.csv --jobs 2 | tail -n 1 || return 1
  timeout 120 "$puz" santa score --data "$fixture" --submission answers.csv > answers.out || return 1
  grep -q 'solutions valid' answers.out || { cat answers.out; return 1; }
  tail -n 1 answers.out
  cli_santa_real "$puz" || return 1
  # The 3x3x3 two-phase thread (twophase-worker.js) and a CS440 maze.
  timeout 120 "$puz" solve 3x3x3 --scramble "R U F' D2 L B' U2 R' F" --budget-ms 300 || return 1
  timeout 120 "$puz" maze "$root/tools/test-kit/fixtures/cs440/tinySearch.txt" | tail -n 1 || return 1
  cli_tui "$puz"
}
cli_santa_real() { # a few real Santa puzzles (Kaggle's files) solved on worker threads, scored
  # The data: $PUZ_SANTA_DATA, else ../shared/data/santa2023 beside the checkout; CI without it
  # says so and goes on (the fixture above has already run the same code on threads).
  local data=${PUZ_SANTA_DATA:-$root/../shared/data/santa2023}
  [ -f "$data/puzzles.csv" ] || { echo "no Santa data at $data: real ids not solved"; return 0; }
  # One puzzle of each family the solve worker starts: cube_2/2/2, cube_3/3/3, wreath_6/6, globe_1/8.
  cp "$data/sample_submission.csv" real.csv
  timeout 300 "$1" santa solve --data "$data" --ids 0,30,284,338 --out real.csv --jobs 2 --time-limit-s 120 |
    tail -n 1 || return 1
  timeout 120 "$1" santa score --data "$data" --submission real.csv > real.out || return 1
  grep -q 'solutions valid' real.out || { cat real.out; return 1; }
  # Every row valid, and the four answers shorter than the sample's: the score went down.
  local was now
  was=$(timeout 120 "$1" santa score --data "$data" | tail -n 1 | sed -n 's/.*score \([0-9,]*\).*/\1/p' | tr -d ,)
  now=$(tail -n 1 real.out | sed -n 's/.*score \([0-9,]*\).*/\1/p' | tr -d ,)
  [ -n "$was" ] && [ -n "$now" ] && [ "$now" -lt "$was" ] ||
    { echo "real ids: score '$now' not below the sample's '$was'"; return 1; }
  echo "real ids 0,30,284,338: score $was -> $now, every row valid"
}
cli_tui() { # the interactive app of the installed CLI in tmux: pick the 3x3x3, scramble, solve
  # (solve-worker.js), see the playback, quit with q (exit 0). Skipped without tmux.
  command -v tmux > /dev/null || { echo "tmux not installed: the interactive app not run"; return 0; }
  local session="puz-registry-$$" try
  # CI=false: Ink draws only the last frame when it thinks it runs in CI.
  tmux new-session -d -s "$session" -x 100 -y 30 "CI=false '$1'; echo puz-exit=\$?; sleep 30" || return 1
  wait_screen() {
    for try in $(seq 300); do
      tmux capture-pane -p -t "$session" 2> /dev/null | grep -Eq "$1" && return 0
      sleep 0.1
    done
    echo "interactive app: timed out waiting for /$1/ (try $try); the screen:"
    tmux capture-pane -p -t "$session"
    tmux kill-session -t "$session" 2> /dev/null
    return 1
  }
  wait_screen 'pick a puzzle' && tmux send-keys -t "$session" Down &&
    wait_screen '❯ 3x3x3' && tmux send-keys -t "$session" Enter &&
    wait_screen '3x3x3 solved' && tmux send-keys -t "$session" s &&
    wait_screen '3x3x3 scrambled' && tmux send-keys -t "$session" Enter &&
    wait_screen 'step 0/[0-9]+' && tmux send-keys -t "$session" q &&
    wait_screen 'z undo' && tmux send-keys -t "$session" q &&
    wait_screen 'pick a puzzle' && tmux send-keys -t "$session" q &&
    wait_screen 'quit puz\?' && tmux send-keys -t "$session" q &&
    wait_screen 'puz-exit=0' || return 1
  tmux kill-session -t "$session" 2> /dev/null || true
  echo "interactive app: 3x3x3 scrambled, solved on its thread, quit with exit 0"
}
cli_npx() { # the README's `npx @puz/cli`: fetched into npx's cache, nothing installed here
  mkdir -p "$work/cli/npx" && cd "$work/cli/npx" || return 1
  local v
  v=$(timeout 300 npx --yes "@puz/$cli@${version[$cli]}" --version) || return 1
  [ "$v" = "${version[$cli]}" ] || { echo "npx @puz/$cli --version printed '$v'"; return 1; }
}
pnpm_cli_project() { # pnpm_cli_project DIR: a fresh pnpm project with @puz/cli added, timed to DIR-ms
  mkdir -p "$1" && cd "$1" || return 1
  printf '{"name":"pnpm-consumer-cli","private":true,"packageManager":"%s"}\n' "$pnpm_manager" > package.json
  cp "$work/npmrc" .npmrc
  local t0
  t0=$(now_ms)
  timeout 300 pnpm add --store-dir "$work/pnpm-store" --reporter=silent "@puz/$cli@${version[$cli]}" || return 1
  echo "$(($(now_ms) - t0))" > "$1-ms"
}
cli_pnpm() {
  pnpm_cli_project "$work/cli/pnpm" && cli_runs pnpm exec puz
}
cli_warm() { # the issue's "installs in under 10 s from a warm cache", timed for npm and pnpm: a
  # second fresh project of each (the npm cache and the pnpm store now hold every dependency)
  mkdir -p "$work/cli/npm-warm" && cd "$work/cli/npm-warm" || return 1
  echo '{"name":"npm-consumer-cli-warm","private":true}' > package.json
  local t0 v
  t0=$(now_ms)
  npm_q install "@puz/$cli@${version[$cli]}" || return 1
  echo "$(($(now_ms) - t0))" > "$work/cli/npm-warm-ms"
  v=$(timeout 60 npx --no -- puz --version) && [ "$v" = "${version[$cli]}" ] || return 1
  pnpm_cli_project "$work/cli/pnpm-warm" || return 1
  v=$(timeout 60 pnpm exec puz --version) && [ "$v" = "${version[$cli]}" ] || return 1
  echo "npm $(cat "$work/cli/npm-warm-ms") ms, pnpm $(cat "$work/cli/pnpm-warm-ms") ms (warm)"
}
cli_check() { # cli_check HOW: cli_HOW, its output also kept to show after a pass
  "cli_$1" 2>&1 | tee "$work/cli/$1.out"
  return "${PIPESTATUS[0]}"
}
declare -A cli_ok
mkdir -p "$work/cli"
for how in npm global npx pnpm warm; do
  started=$SECONDS
  mark cli_ok "$how" cli_check "$how"
  log "@puz/$cli ($how): ${cli_ok[$how]} ($((SECONDS - started)) s)"
  [ "${cli_ok[$how]}" != ok ] || sed 's/^/    puz: /' "$work/cli/$how.out"
  cd "$root"
done
cli_installed=$(du -sk "$work/cli/npm/node_modules" 2>/dev/null | cut -f1)
cli_ms() { # cli_ms NAME: an install's time in seconds, or "-" if it did not run
  local f=$work/cli/$1-ms
  [ -s "$f" ] && awk '{ printf "%.1f s", $1 / 1000 }' "$f" || echo -
}

printf '\n| package | packed | unpacked | installed alone | npm alone | pnpm alone | + optional peers | tsc bundler | tsc node16 | README example |\n'
printf '| --- | ---: | ---: | ---: | --- | --- | --- | --- | --- | --- |\n'
for d in "${libs[@]}"; do
  printf '| @puz/%s %s | %s kB | %s kB | %s kB | %s | %s | %s | %s | %s | %s |\n' "$d" "${version[$d]}" \
    "$(( (packed[$d] + 512) / 1024 ))" "$(( (unpacked[$d] + 512) / 1024 ))" "${installed[$d]}" \
    "${npm_ok[$d]}" "${pnpm_ok[$d]}" "${peers_ok[$d]}" "${bundler_ok[$d]}" "${node16_ok[$d]}" "${example_ok[$d]}"
done
printf '\n| CLI | packed | unpacked | installed (npm project) | npm + npx puz | npm install -g | npx @puz/cli | pnpm exec puz | warm npm, pnpm |\n'
printf '| --- | ---: | ---: | ---: | --- | --- | --- | --- | --- |\n'
printf '| @puz/%s %s | %s kB | %s kB | %s kB | %s | %s | %s | %s | %s |\n' "$cli" "${version[$cli]}" \
  "$(( (packed[$cli] + 512) / 1024 ))" "$(( (unpacked[$cli] + 512) / 1024 ))" "$cli_installed" \
  "${cli_ok[npm]}" "${cli_ok[global]}" "${cli_ok[npx]}" "${cli_ok[pnpm]}" "${cli_ok[warm]}"
# Install times (not a pass/fail: the machine is shared and the goal is a goal). "first": npm's
# cache holds the @puz libraries but not yet Ink, React or BullMQ; the others are warm.
log "@puz/$cli install: npm first $(cli_ms npm), npm -g $(cli_ms global), pnpm first $(cli_ms pnpm), npm warm $(cli_ms npm-warm), pnpm warm $(cli_ms pnpm-warm)"
echo
[ "$failed" = 0 ] || { log "FAILED (see above)"; exit 1; }
log "every package installed alone from the local registry, imported, typechecked and ran its example; the CLI ran from npm, npm -g, npx and pnpm installs"
