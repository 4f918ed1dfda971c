#!/usr/bin/env bash
# A real-terminal check of the interactive app: start `pnpm puz` in tmux, pick the 3x3x3, scramble,
# solve, play the answer back, and assert on the screen that the cube ends solved.
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
wait_for() {
  for _ in $(seq 1 300); do
    if screen | grep -Eq "$1"; then return 0; fi
    sleep 0.1
  done
  echo "tmux-check: timed out waiting for /$1/; the screen:"
  screen
  exit 1
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
