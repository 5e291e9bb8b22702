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
runs=${1:-7}
say() { printf 'startup: %s\n' "$*" >&2; }
command -v Xvfb >/dev/null 2>&1 || { say "skipped: Xvfb is not installed (apt-get install xvfb)"; exit 0; }

work=$(mktemp -d)
pids=()
cleanup() {
	for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
	wait 2>/dev/null || true
	rm -rf "$work"
}
trap cleanup EXIT

bin=${FOLIO_BIN:-}
if [ -z "$bin" ]; then
	say "building bin/folio (cgo; the first build takes a few minutes)"
	make -s build
	bin=$(pwd)/bin/folio
fi

display=
for n in $(seq 131 160); do
	if [ ! -e "/tmp/.X$n-lock" ] && [ ! -e "/tmp/.X11-unix/X$n" ]; then display=:$n; break; fi
done
[ -n "$display" ] || { say "no free X display between :131 and :160"; exit 1; }
Xvfb "$display" -screen 0 1280x800x24 -nolisten tcp >"$work/xvfb.log" 2>&1 &
pids+=($!)
export DISPLAY=$display
for _ in $(seq 1 50); do [ -e "/tmp/.X11-unix/X${display#:}" ] && break; sleep 0.1; done
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
