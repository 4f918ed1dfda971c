#!/usr/bin/env bash
# Measures how many arrow keys a 19x19x19 (or N given as $2) playback accepts: opens the cube in
# tmux from the bundle in $1 (default apps/tui/dist/cli.js), scrambles, solves, then sends → keys
# (one a write at 60 ms and 20 ms gaps, then bursts of 10 in one write) and reads the step counter.
# Prints sent, landed and landed keys per second for each pattern. Needs tmux.
set -euo pipefail
cli="${1:-apps/tui/dist/cli.js}"
n="${2:-19}"
cols="${3:-200}"
rows="${4:-70}"
session="puz-keyrate-$$"
trap 'tmux kill-session -t "$session" 2> /dev/null || true' EXIT
tmux new-session -d -s "$session" -x "$cols" -y "$rows" "CI=false node $cli"
screen() { tmux capture-pane -p -t "$session" 2> /dev/null; }
wait_for() {
  for _ in $(seq 1 "${2:-3000}"); do
    if screen | grep -Eq "$1"; then return 0; fi
    sleep 0.1
  done
  echo "keyrate: timed out waiting for /$1/"; screen; exit 1
}
# The step counter (a capture taken mid-redraw may lack the line: read again).
step() {
  local s
  for _ in $(seq 1 50); do
    s=$(screen | grep -Eo 'step [0-9]+/' | grep -Eo '[0-9]+' | head -1 || true)
    [ -n "$s" ] && { echo "$s"; return; }
    sleep 0.02
  done
  echo "keyrate: no step counter on the screen" >&2; exit 1
}
# Waits until the step counter stops changing (all sent keys handled).
settle() {
  local last=-1 now
  for _ in $(seq 1 600); do
    now=$(step); [ "$now" = "$last" ] && { echo "$now"; return; }
    last=$now; sleep 0.5
  done
  echo "$now"
}
wait_for 'pick a puzzle' 100
tmux send-keys -t "$session" Down Down
wait_for '❯ NxNxN' 50
for _ in $(seq 5 "$n"); do tmux send-keys -t "$session" Right; sleep 0.05; done
wait_for "N = $n " 50
tmux send-keys -t "$session" Enter
wait_for "${n}x${n}x${n}" 100
tmux send-keys -t "$session" s
wait_for "scrambled" 100
t0=$(date +%s.%N)
tmux send-keys -t "$session" Enter
wait_for 'step 0/[0-9]+' 6000
t1=$(date +%s.%N)
echo "keyrate: ${n}x${n}x${n} answer after $(echo "$t1 - $t0" | bc) s: $(screen | grep -Eo 'step 0/[0-9]+')"
# Sends `count` → keys, `per` in each write with `gap` seconds between writes, and times from the
# first write until the step counter stops moving (it is read every 0.1 s; 1.5 s without a change
# ends the wait and is not counted).
measure() { # name, count, gap seconds, keys a write
  local name=$1 count=$2 gap=$3 per=$4 before now last s0 s1 seq i quiet=0
  before=$(settle)
  seq=$(printf '\e[C%.0s' $(seq 1 "$per"))
  s0=$(date +%s.%N)
  for ((i = 0; i < count; i += per)); do tmux send-keys -t "$session" -l "$seq"; sleep "$gap"; done
  last=$(step); s1=$(date +%s.%N)
  while [ "$quiet" -lt 15 ]; do
    sleep 0.1; now=$(step)
    if [ "$now" = "$last" ]; then quiet=$((quiet + 1)); else quiet=0; last=$now; s1=$(date +%s.%N); fi
  done
  local landed=$((last - before))
  echo "keyrate: $name: sent $count, landed $landed in $(echo "scale=2; ($s1 - $s0)/1" | bc) s: $(echo "scale=1; $landed / ($s1 - $s0)" | bc) keys/s"
}
measure 'one a write, 60 ms gaps' 30 0.06 1
measure 'one a write, 20 ms gaps' 60 0.02 1
measure 'bursts of 10 in one write, 100 ms gaps' 100 0.1 10
measure 'one burst of 100 in one write' 100 0 100
