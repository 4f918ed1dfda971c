#!/usr/bin/env bash
# Measures an NxNxN cube in the interactive app, from the bundle in $1 (default
# apps/tui/dist/cli.js), N = $2 (default 33), in a 120x40 tmux window on a tmux server of its own:
# - the time to an answer (Enter to "step 0/") and the RSS meanwhile: the app's (peak from VmHWM)
#   and its solver process's (big solves run in a child process), and the highest sum sampled;
# - playback at the stated speed: moves per second reached (step counter over 6 s) and frames per
#   second drawn (step lines written to the terminal, from tmux's pipe-pane of the output);
# - where a pause lands against the step on the screen just before it;
# - → keys accepted per second (bursts of 10 in one write, then 100 in one write);
# - RSS after leaving the screen (5 s and 20 s after, back on the puzzle list).
# Prints one "measure:" line per figure. Needs tmux and Linux's /proc.
set -euo pipefail
cli="${1:-apps/tui/dist/cli.js}"
n="${2:-33}"
sock="puz-measure-$$"
session=m
out=$(mktemp)
t() { tmux -L "$sock" "$@"; }
trap 't kill-server 2> /dev/null || true; rm -f "$out"' EXIT
t new-session -d -s "$session" -x 120 -y 40 "CI=false FORCE_COLOR=1 exec node $cli"
pid=$(t display -p -t "$session" '#{pane_pid}')
screen() { t capture-pane -p -t "$session" 2> /dev/null; }
wait_for() {
  for _ in $(seq 1 "${2:-3000}"); do
    if screen | grep -Eq "$1"; then return 0; fi
    sleep 0.1
  done
  echo "measure: timed out waiting for /$1/"; screen; exit 1
}
# MB, 0 for a process gone (or a zombie, which has no VmRSS line).
status_mb() { local v; v=$(awk -v k="$1" '$1 == k ":" { printf "%.0f", $2 / 1024 }' "/proc/$2/status" 2> /dev/null || true); echo "${v:-0}"; }
rss() { status_mb VmRSS "${1:-$pid}"; }
hwm() { status_mb VmHWM "${1:-$pid}"; }
# The app's child processes (a big solve runs in one): their RSS summed, and their peak.
kids() { pgrep -P "$pid" 2> /dev/null || true; }
kids_rss() { local t=0 k; for k in $(kids); do t=$((t + $(rss "$k"))); done; echo "$t"; }
kids_hwm() { local m=0 k h; for k in $(kids); do h=$(hwm "$k"); [ "$h" -gt "$m" ] && m=$h; done; echo "$m"; }
step() {
  local s
  for _ in $(seq 1 50); do
    s=$(screen | grep -Eo 'step [0-9]+/' | grep -Eo '[0-9]+' | head -1 || true)
    [ -n "$s" ] && { echo "$s"; return; }
    sleep 0.02
  done
  echo "measure: no step counter on the screen" >&2; exit 1
}
settle() {
  local last=-1 now
  for _ in $(seq 1 600); do
    now=$(step); [ "$now" = "$last" ] && { echo "$now"; return; }
    last=$now; sleep 0.5
  done
  echo "$now"
}
now() { date +%s.%N; }
wait_for 'pick a puzzle' 100
t send-keys -t "$session" Down Down
wait_for '❯ NxNxN' 50
for _ in $(seq 5 "$n"); do t send-keys -t "$session" Right; sleep 0.05; done
wait_for "N = $n " 50
t send-keys -t "$session" Enter
wait_for "${n}x${n}x${n}" 100
t send-keys -t "$session" s
wait_for "scrambled" 100
echo "measure: ${n}x${n}x${n}, RSS before solving $(rss) MB"
t0=$(now)
t send-keys -t "$session" Enter
peak_seen=0
kid_peak=0
while ! screen | grep -Eq 'step 0/[0-9]+'; do
  r=$(($(rss) + $(kids_rss))); [ "$r" -gt "$peak_seen" ] && peak_seen=$r
  k=$(kids_hwm); [ "$k" -gt "$kid_peak" ] && kid_peak=$k
  sleep 0.5
done
t1=$(now)
total=$(screen | grep -Eo 'step 0/[0-9]+' | cut -d/ -f2)
echo "measure: answer after $(echo "scale=1; ($t1 - $t0)/1" | bc) s: $total moves; RSS peak: the app $(hwm) MB (VmHWM), a solver process $kid_peak MB (VmHWM, last sampled), both together $peak_seen MB (highest sample); the app at the answer $(rss) MB"
speed=$(screen | grep -Eo 'at [0-9,]+ moves/s' | grep -Eo '[0-9,]+' | tr -d , | head -1)
# Playback at the stated speed for 6 s, the terminal output captured meanwhile.
t pipe-pane -t "$session" -o "cat > $out"
s0=$(step); p0=$(now)
t send-keys -t "$session" Space
sleep 6
a=$(step); pa=$(now)
t pipe-pane -t "$session"
frames=$(grep -ao 'step [0-9]*/' "$out" | sort -u | wc -l)
writes=$(grep -ao 'step [0-9]*/' "$out" | wc -l)
echo "measure: playback stated $speed moves/s: reached $(echo "scale=0; ($a - $s0) / ($pa - $p0)" | bc) moves/s ($s0 -> $a in $(echo "scale=2; ($pa - $p0)/1" | bc) s); $(echo "scale=1; $frames / ($pa - $p0)" | bc) frames/s drawn ($frames distinct step lines written, $writes in all)"
# Pause: the step on screen just before Space against the step it stays at.
before=$(step)
t send-keys -t "$session" Space
sleep 1.5
after=$(settle)
echo "measure: pause: on screen $before just before, stays at $after ($((after - before)) moves)"
# Keys: → in bursts.
burst() { # name, count, keys a write, gap seconds
  local name=$1 count=$2 per=$3 gap=$4 b last now quiet=0 k0 k1 seq i
  b=$(settle)
  seq=$(printf '\e[C%.0s' $(seq 1 "$per"))
  k0=$(now)
  for ((i = 0; i < count; i += per)); do t send-keys -t "$session" -l "$seq"; sleep "$gap"; done
  last=$(step); k1=$(now)
  while [ "$quiet" -lt 15 ]; do
    sleep 0.1; now=$(step)
    if [ "$now" = "$last" ]; then quiet=$((quiet + 1)); else quiet=0; last=$now; k1=$(now); fi
  done
  echo "measure: keys $name: sent $count, landed $((last - b)) in $(echo "scale=2; ($k1 - $k0)/1" | bc) s: $(echo "scale=1; ($last - $b) / ($k1 - $k0)" | bc) keys/s"
}
t send-keys -t "$session" Home
burst 'bursts of 10, 100 ms apart' 100 10 0.1
burst '100 in one write' 100 100 0
echo "measure: RSS in playback $(rss) MB"
t send-keys -t "$session" q
sleep 0.5
t send-keys -t "$session" q
wait_for 'pick a puzzle' 100
sleep 5
r5=$(rss)
sleep 15
echo "measure: after leaving the screen: RSS $r5 MB at 5 s, $(rss) MB at 20 s; peak $(hwm) MB"
