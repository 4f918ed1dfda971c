#!/usr/bin/env bash
# Text captures of the interactive app for the README: runs the bundle (pnpm --filter @puz/tui
# build first) in a 100x30 tmux window, drives it with keys and prints each screen.
set -euo pipefail
cd "$(dirname "$0")/../.."
session="puz-shots-$$"
trap 'tmux kill-session -t "$session" 2> /dev/null || true' EXIT
keys() { for k in "$@"; do tmux send-keys -t "$session" "$k"; sleep 0.3; done; }
shot() {
  sleep "$2"
  echo "=== $1"
  tmux capture-pane -p -t "$session" | sed -e 's/[[:space:]]*$//' | sed -e :a -e '/^\n*$/{$d;N;ba' -e '}'
}
tmux new-session -d -s "$session" -x 100 -y 30 "node apps/tui/dist/cli.js"
shot picker 1.5
keys Down Enter s Enter
sleep 2
keys Right Right Right Right Right
shot '3x3x3 playback' 0.5
# The picker keeps its place and each item's choice when a screen closes (mediumMaze is the first maze).
keys q q Down Down Enter Enter
shot 'mediumMaze, A*' 5
keys q Up Up Up Up Enter Enter
shot 'StarCraft Zero, single mode' 4
keys q Up Up Enter s
shot 'globe 1/8, scrambled' 1
