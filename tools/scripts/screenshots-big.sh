#!/usr/bin/env bash
# Text captures of the app's big puzzles at 120x40 for the README (issue 31): runs the bundle
# (pnpm --filter @puz/tui build first) with NO_COLOR, so the cubes are drawn by letters and the
# captures read as text, on a tmux server of its own; prints each screen. The 19x19x19 playback
# needs its solve first (a minute or two).
set -euo pipefail
cd "$(dirname "$0")/../.."
sock="puz-shots-big-$$"
t() { tmux -L "$sock" "$@"; }
trap 't kill-server 2> /dev/null || true' EXIT
screen() { t capture-pane -p -t s | sed -e 's/[[:space:]]*$//' | sed -e :a -e '/^\n*$/{$d;N;ba' -e '}'; }
wait_for() {
  for _ in $(seq 1 "${2:-600}"); do screen | grep -Eq "$1" && return 0; sleep 0.2; done
  echo "screenshots-big: timed out waiting for /$1/"; screen; exit 1
}
shot() { echo "=== $1"; screen; }
keys() { for k in "$@"; do t send-keys -t s "$k"; sleep 0.15; done; }
t new-session -d -s s -x 120 -y 40 "NO_COLOR=1 CI=false exec node apps/tui/dist/cli.js"
wait_for 'pick a puzzle'
keys Down Down
for _ in $(seq 5 19); do keys Right; done
wait_for 'N = 19 '
keys Enter s
wait_for 'scrambled \(seed 1\)'
keys Enter
wait_for 'step 0/' 3000
keys Right Right Right Right Right Right Right
sleep 0.5
shot '19x19x19 playback, one face (NO_COLOR: the layer of the move just played in lower case)'
keys q q Right Right Right Right Right Right Right Right Right Right Right Right Right Right
wait_for 'N = 33 '
keys Enter s
wait_for 'scrambled \(seed 1\)'
shot '33x33x33 scrambled, one face of 33x33 by letters (NO_COLOR; in colour: the half-block view, all six faces)'
# ← → until the picker's line matches.
until_line() { for _ in $(seq 1 30); do screen | grep -Eq "$1" && return 0; keys Right; done; wait_for "$1" 1; }
keys q Down Down Down
until_line '❯ wreath  100/100'
keys Enter s
wait_for 'wreath_100/100 scrambled'
shot 'wreath 100/100, compact view'
keys q Up
until_line '❯ globe  3/33'
keys Enter s
wait_for 'globe_3/33 scrambled'
shot 'globe 3/33, compact view'
