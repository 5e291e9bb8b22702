#!/usr/bin/env bash
# Cold start: how long from starting the built binary under Xvfb to its
# first painted frame (the welcome page), over several runs with fresh
# preferences. Folio reports the frame itself (FOLIO_TRACE_STARTUP=1 prints
# the wall clock when the painter first draws the window); this script
# notes the clock just before it starts the process and prints each run,
# the median and the slowest. Target: median under 1 s.
#
#   ./uitests/startup.sh [RUNS]     (or: make startup)
#
# Exits 0 with a message when Xvfb is missing. Environment: FOLIO_BIN (skip
# the build and use this binary).
set -euo pipefail

cd "$(dirname "$0")/.."
name=startup
. uitests/lib.sh
runs=${1:-7}
need_tools "apt-get install xvfb" Xvfb
make_scratch
find_binary
start_screen 131 160 50
sleep 0.3

times=()
for r in $(seq 1 "$runs"); do
	home=$work/home$r
	mkdir -p "$home/.cache" "$home/.config"
	t0=$(date +%s%N)
	FOLIO_TRACE_STARTUP=1 HOME=$home XDG_CONFIG_HOME=$home/.config "$bin" >/dev/null 2>"$home/err" &
	pid=$!
	line=
	for _ in $(seq 1 200); do
		line=$(grep -m1 'first frame at' "$home/err" 2>/dev/null || true)
		[ -n "$line" ] && break
		kill -0 "$pid" 2>/dev/null || break
		sleep 0.05
	done
	kill "$pid" 2>/dev/null || true
	wait "$pid" 2>/dev/null || true
	[ -n "$line" ] || { say "run $r: no first frame within 10 s: $(tail -n 5 "$home/err")"; exit 1; }
	t1=$(echo "$line" | awk '{print $5}')
	ms=$(((t1 - t0) / 1000000))
	times+=("$ms")
	say "run $r: $ms ms from exec to first frame"
done
sorted=$(printf '%s\n' "${times[@]}" | sort -n)
median=$(echo "$sorted" | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}')
slowest=$(echo "$sorted" | tail -n1)
say "median $median ms, slowest $slowest ms over $runs runs (target: median under 1000 ms)"
