#!/usr/bin/env bash
# A real-terminal check of the interactive app: start `pnpm puz` in tmux, pick the 3x3x3, scramble,
# solve, play the answer back, and assert on the screen that the cube ends solved; Ctrl-C and
# NO_COLOR; the optimal 3x3x3 solver's tables and depth on screen; then at 120x40 the big puzzles
# (33x33x33, wreath 100/100, globe 3/33) without "too small", a 33x33x33 solve's stages, and on a
# 19x19x19: the scramble shown, keys written in bursts on its playback, moves named from the
# nearer face and merged, the layer of the move just played marked, autoplay at the stated speed
# and a pause that keeps the step on the screen.
# Part of `pnpm test:e2e`. Without tmux: skipped (exit 0 with a note) on a developer's machine,
# a failure under CI (CI=true), which must have installed it (.ci/run does).
set -euo pipefail
cd "$(dirname "$0")/../.."
if ! command -v tmux > /dev/null; then
  if [ "${CI:-}" = true ]; then
    echo "tmux-check: tmux not installed, and CI must run this check (apt-get install tmux)"
    exit 1
  fi
  echo "tmux-check: tmux not installed; skipped"
  exit 0
fi
session="puz-check-$$"
cleanup() { tmux kill-session -t "$session" 2> /dev/null || true; }
trap cleanup EXIT
# CI=false: Ink draws only the last frame when it thinks it runs in CI (CI=true is set by .ci/run).
tmux new-session -d -s "$session" -x 100 -y 30 "CI=false pnpm puz"
screen() { tmux capture-pane -p -t "$session" 2> /dev/null; }
# Waits until the screen matches a pattern (grep -E), or fails showing the screen.
wait_for() { # pattern [tries, 0.1 s each; 300]
  for _ in $(seq 1 "${2:-300}"); do
    if screen | grep -Eq "$1"; then return 0; fi
    sleep 0.1
  done
  echo "tmux-check: timed out waiting for /$1/; the screen:"
  screen
  exit 1
}
# The first match of a pattern on the screen (grep -Eo), read again when a capture is taken
# mid-redraw; empty when it does not show up.
match() {
  local m
  for _ in $(seq 1 50); do
    m=$(screen | grep -Eo "$1" | head -1 || true)
    [ -n "$m" ] && { echo "$m"; return 0; }
    sleep 0.02
  done
}
wait_for 'pick a puzzle'
tmux send-keys -t "$session" Down
wait_for '❯ 3x3x3'
tmux send-keys -t "$session" Enter
wait_for '3x3x3 solved'
tmux send-keys -t "$session" s
wait_for '3x3x3 scrambled'
tmux send-keys -t "$session" Enter
wait_for 'step 0/[0-9]+'
tmux send-keys -t "$session" Space
wait_for 'step ([0-9]+)/\1 '
screen | grep -q '3x3x3 solved' || { echo "tmux-check: playback ended, but the cube is not solved:"; screen; exit 1; }
screen | grep -E 'step|HTM'
# In colour: the net's stickers are background colours (SGR 4x/10x or 48;5/48;2), even with CI=false.
tmux capture-pane -e -p -t "$session" | grep -Eq $'\e\\[([0-9;]*;)?(4[0-7]|10[0-7]|48;[25])[;m]' || {
  echo "tmux-check: no colours on the screen (CI=false must not turn them off)"
  exit 1
}
tmux send-keys -t "$session" q
wait_for 'z undo'
tmux send-keys -t "$session" q
wait_for 'pick a puzzle'
tmux send-keys -t "$session" q
wait_for 'quit puz\?'
tmux send-keys -t "$session" q
echo "tmux-check: picked 3x3x3, scrambled, solved, played back in colour: solved; q twice quits"

# Ctrl-C leaves with 130 (interrupted), as a shell expects, not 0. When the app above quit, its
# session and then the tmux server ended; a session started meanwhile can meet the dying server
# ("server exited unexpectedly"), so it is tried again after a moment.
session="$session-ctrl-c"
for attempt in 1 2 3 4 5; do
  tmux new-session -d -s "$session" -x 100 -y 30 "CI=false pnpm puz; echo puz-exit=\$?; sleep 30" && break
  [ "$attempt" -lt 5 ] || { echo "tmux-check: could not start tmux again"; exit 1; }
  sleep 1
done
wait_for 'pick a puzzle'
tmux send-keys -t "$session" C-c
wait_for 'puz-exit=[0-9]+'
screen | grep -q 'puz-exit=130' || { echo "tmux-check: Ctrl-C did not exit 130:"; screen; exit 1; }
echo "tmux-check: Ctrl-C exits 130"

# NO_COLOR=1 (no-color.org): the same net without a colour code; the stickers keep their letters.
session="$session-no-color"
for attempt in 1 2 3 4 5; do
  tmux new-session -d -s "$session" -x 100 -y 30 "CI=false NO_COLOR=1 pnpm puz" && break
  [ "$attempt" -lt 5 ] || { echo "tmux-check: could not start tmux again"; exit 1; }
  sleep 1
done
wait_for 'pick a puzzle'
tmux send-keys -t "$session" Down
wait_for '❯ 3x3x3'
tmux send-keys -t "$session" Enter
wait_for '3x3x3 solved'
if tmux capture-pane -e -p -t "$session" | grep -Eq $'\e\\[([0-9;]*;)?(3[0-7]|4[0-7]|9[0-7]|10[0-7]|[34]8;[25])[;m]'; then
  echo "tmux-check: colour codes on the screen with NO_COLOR=1:"
  tmux capture-pane -e -p -t "$session" | cat -v | head -20
  exit 1
fi
echo "tmux-check: NO_COLOR=1 shows the 3x3x3 without colours"
# The optimal solver says what it does before its search (its tables) and warns that a random
# position takes minutes; Esc cancels it.
tmux send-keys -t "$session" Tab
wait_for 'solver optimal'
tmux send-keys -t "$session" s
wait_for '3x3x3 scrambled'
tmux send-keys -t "$session" Enter
wait_for 'a random position takes minutes'
wait_for 'solving \(optimal\): (loading its tables|building its (corners|phase1) table|depth [0-9]+: )'
match 'solving \(optimal\): [^—]*'
# Then its search: the depth, the nodes so far and, once two depths are seen, the guessed size of
# this one and the time left. The position is seed 1's, the same on every run: its search passes
# depth 16 in seconds and spends about half a minute in depth 17 (here, tables cached). Up to
# 3 min: on an empty cache the tables are built first.
num='[0-9][0-9.,]*( [kMG])?'
wait_for "solving \\(optimal\\): depth 1[0-9]: $num nodes of ~$num \\(×[0-9.]+ a depth, ≤ [0-9]+ s to go\\)" 1800
match 'solving \(optimal\): depth [^—]*'
tmux send-keys -t "$session" Escape
wait_for 'solve cancelled'
echo "tmux-check: the optimal 3x3x3 solve shows its tables, then its depth, nodes and estimate; Esc cancels"
tmux kill-session -t "$session" 2> /dev/null || true

# The big puzzles at 120x40 (issue 31): a 33x33x33, wreath 100/100 and globe 3/33 screen shows the
# puzzle (no "too small"); keys written at once on a 19x19x19 playback all land; the NxNxN solve
# shows its stages. Every key below that matters is written in one burst (send-keys -l).
start() { # a fresh 120x40 session running the app
  session="$1"
  for attempt in 1 2 3 4 5; do
    tmux new-session -d -s "$session" -x 120 -y 40 "CI=false FORCE_COLOR=1 pnpm puz" && break
    [ "$attempt" -lt 5 ] || { echo "tmux-check: could not start tmux again"; exit 1; }
    sleep 1
  done
  wait_for 'pick a puzzle'
}
burst() { tmux send-keys -t "$session" -l "$1"; }
right=$'\e[C'
down=$'\e[B'
repeat() { local s=""; for ((i = 0; i < $2; i++)); do s+="$1"; done; printf '%s' "$s"; }
no_too_small() {
  if screen | grep -q 'too small'; then echo "tmux-check: $1 says too small at 120x40:"; screen; exit 1; fi
}
# Moves the picker's cursor to the item matching $1, then ←/→ until the line matches $2.
choose() {
  for _ in $(seq 1 12); do
    screen | grep -Eq "❯ $1" && break
    burst "$down"; sleep 0.15
  done
  for _ in $(seq 1 40); do
    screen | grep -Eq "❯ $2" && return 0
    burst "$3"; sleep 0.1
  done
  echo "tmux-check: could not choose $2:"; screen; exit 1
}
commas() { echo "$1" | sed -e ':a' -e 's/\B[0-9]\{3\}\>/,&/' -e 'ta'; }
start "puz-check-$$-big"
burst "$(repeat "$down" 2)$(repeat "$right" 29)"
wait_for '❯ NxNxN  N = 33 '
burst $'\r'
wait_for '33x33x33 solved .*half-block: U R F over D L B view \(auto\)'
no_too_small 33x33x33
[ "$(screen | grep -c '▀')" -ge 33 ] || { echo "tmux-check: no half-block net for 33x33x33:"; screen; exit 1; }
burst 'rrrr'
wait_for '33x33x33 solved'
burst 'rr'
wait_for '33x33x33 scrambled'
burst 'zz'
wait_for '33x33x33 solved'
echo "tmux-check: 33x33x33 at 120x40: the half-block view; rrrr/rr/zz in one write each land"
# A 33x33x33 solve takes minutes: its first stages show, then Esc cancels it.
burst 's'
wait_for '33x33x33 scrambled'
burst $'\r'
wait_for 'solving \(reduction\): stage [2-5]/5 \([^)]*\) done, [0-9,]+ moves; now' 1200
match 'solving \(reduction\): [^—]*'
burst $'\e'
wait_for 'solve cancelled'
burst 'q'
wait_for 'pick a puzzle'
choose 'wreath' 'wreath  100/100' "$right"
burst $'\r'
wait_for 'wreath_100/100 solved .*compact view \(auto\)'
no_too_small wreath_100/100
burst 's'
wait_for 'wreath_100/100 scrambled'
echo "tmux-check: wreath 100/100 at 120x40: the compact view"
burst 'q'
wait_for 'pick a puzzle'
choose 'globe' 'globe  3/33' "$right"
burst $'\r'
wait_for 'globe_3/33 solved .*compact view \(auto\)'
no_too_small globe_3/33
burst 's'
wait_for 'globe_3/33 scrambled'
echo "tmux-check: globe 3/33 at 120x40: the compact view"
burst 'q'
wait_for 'pick a puzzle'
# 19x19x19: scramble, solve (its stages on screen), then bursts on the playback.
choose 'NxNxN' 'NxNxN  N = 19 ' $'\e[D'
burst $'\r'
wait_for '19x19x19 solved'
burst 's'
wait_for '19x19x19 scrambled'
# The scramble is on the message line: its seed and 20·N turns.
wait_for 'scrambled \(seed 1\) by 380 random single-layer turns: '
burst $'\r'
wait_for 'solving \(reduction\): stage [2-5]/5 \([^)]*\) done' 3000
match 'solving \(reduction\): [^—]*'
wait_for 'step 0/[0-9]+' 6000
total=$(match 'step 0/[0-9]+' | cut -d/ -f2)
# The step counter (a capture taken mid-redraw may lack the line: read again).
step() {
  local s
  for _ in $(seq 1 50); do
    s=$(screen | grep -Eo 'step [0-9]+/' | grep -Eo '[0-9]+' | head -1 || true)
    [ -n "$s" ] && { echo "$s"; return; }
    sleep 0.02
  done
}
expect_step() {
  wait_for "step $1/$total "
  sleep 0.5
  [ "$(step)" = "$1" ] || { echo "tmux-check: step $(step), not $1, after $2:"; screen; exit 1; }
}
left=$'\e[D'
burst "$(repeat "$right" 25)"
expect_step 25 '25 → in one write'
burst $'\e[H'"$(repeat "$right" 7)"
expect_step 7 'Home and 7 → in one write'
burst $'\e[F'"$(repeat "$left" 3)"
expect_step $((total - 3)) 'End and 3 ← in one write'
for _ in $(seq 1 12); do tmux send-keys -t "$session" Left; sleep 0.03; done
expect_step $((total - 15)) '12 ← 30 ms apart'
speed=$(match 'at [0-9,]+ moves/s' | grep -Eo '[0-9,]+' | tr -d ,)
# The answer names each layer from its nearer face (no 11R..19R on a 19x19x19) and merges a layer's
# turns in a row: no move is followed by the same layer.
moves_line=$(screen | grep -E "^(… )?([0-9]*[URFDLBMES]w?['2]? )+" | head -1 || true)
if echo "$moves_line" | grep -Eq '(^| )(1[1-9])[URFDLB]'; then
  echo "tmux-check: a 19x19x19 move named from the far face: $moves_line"; exit 1
fi
if echo "$moves_line" | tr ' ' '\n' | sed -e "s/['2]$//" | uniq -d | grep -q .; then
  echo "tmux-check: a layer's turns in a row are not merged: $moves_line"; exit 1
fi
# The move just played: its layer is underlined on the picture (the view is half-block here).
# (No `grep -q` at the end of this pipe: it exits at the first match, the grep before it then
# dies of SIGPIPE and, under pipefail, the pipe failed although the mark was there — in about half
# the runs, depending on where the first marked line was.)
tmux capture-pane -e -p -t "$session" | grep '▀' | grep -E $'\e\\[([0-9;]*;)?4(;[0-9;]*)?m' >/dev/null || {
  echo "tmux-check: the layer of the move just played is not marked:"; screen; exit 1
}
# Autoplay at the stated speed: the clock gives the step, however long frames take to draw.
burst $'\e[H'
expect_step 0 'Home'
s0=$(date +%s.%N)
burst ' '
sleep 2
reached=$(step)
s1=$(date +%s.%N)
want=$(echo "$speed * ($s1 - $s0)" | bc | cut -d. -f1)
low=$(( want * 8 / 10 < total ? want * 8 / 10 : total - 1 ))
[ "$reached" -ge "$low" ] || {
  echo "tmux-check: autoplay at $speed moves/s reached step $reached in $(echo "$s1 - $s0" | bc) s, want about $want"
  screen; exit 1
}
# A pause keeps (about) the step on the screen: never an earlier one.
burst ' '
wait_for 'paused at'
sleep 0.3
shown=$(step)
[ "$shown" -ge "$reached" ] || { echo "tmux-check: pause went back from $reached to $shown"; screen; exit 1; }
echo "tmux-check: autoplay reached step $reached of about $want in 2 s ($speed moves/s); paused at $shown"
burst '+++'
wait_for "at $(commas $((speed * 8))) moves/s"
echo "tmux-check: 19x19x19 playback ($total moves): bursts of →, Home/End and ←, +++ all land; layer marked; moves named from the nearer face, merged"
burst 'q'
wait_for 'v view'
