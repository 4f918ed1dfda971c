#!/usr/bin/env bash
# Runs the README's "Try it" commands (the sh block after "With arguments") verbatim, one by one,
# from the repository root: every line must work on a fresh clone, without ../shared/data.
set -euo pipefail
cd "$(dirname "$0")/../.."
lines=$(awk '/^With arguments/ { f = 1 } f && /^```sh/ { g = 1; next } g && /^```/ { exit } g' README.md |
  sed -e 's/[[:space:]]\{2,\}#.*$//' -e 's/[[:space:]]*$//')
[ -n "$lines" ] || { echo "readme-try-it: no Try-it block found in README.md"; exit 1; }
count=0
while IFS= read -r line; do
  [ -n "$line" ] || continue
  echo "readme-try-it: $line"
  if ! bash -c "$line" > /dev/null; then
    echo "readme-try-it: this README line failed: $line"
    exit 1
  fi
  count=$((count + 1))
done <<< "$lines"
echo "readme-try-it: all $count lines of the README's Try-it block work"
