#!/usr/bin/env bash
# Real-window smoke check: build the desktop binary (cgo, GL), start it
# under Xvfb, open a page of the fixture site with Ctrl+Shift+W like a user
# (xdotool), wait for the window title to name the article, capture the
# window to screenshots/smoke.png and check that the capture is not blank.
#
#   ./uitests/smoke.sh        (or: make smoke)
#
# Exits 0 with a message when Xvfb, xdotool or ImageMagick is missing, 1 when
# the check fails. Environment: FOLIO_BIN (skip the build and use this
# binary), SMOKE_OUT (capture path), SMOKE_TIMEOUT (seconds per wait, 30).
set -euo pipefail

cd "$(dirname "$0")/.."
root=$(pwd)
out=${SMOKE_OUT:-$root/screenshots/smoke.png}
timeout=${SMOKE_TIMEOUT:-30}

say() { printf 'smoke: %s\n' "$*" >&2; }
fail() { say "FAIL: $*"; exit 1; }

for tool in Xvfb xdotool import convert; do
	if ! command -v "$tool" >/dev/null 2>&1; then
		say "skipped: $tool is not installed (apt-get install xvfb xdotool imagemagick)"
		exit 0
	fi
done

work=$(mktemp -d)
pids=()
cleanup() {
	for pid in "${pids[@]}"; do
		kill "$pid" 2>/dev/null || true
	done
	wait 2>/dev/null || true
	rm -rf "$work"
}
trap cleanup EXIT

# 1. The binary: the real GL driver needs cgo.
bin=${FOLIO_BIN:-}
if [ -z "$bin" ]; then
	say "building bin/folio (cgo; the first build takes a few minutes)"
	make -s build || fail "make build failed"
	bin=$root/bin/folio
fi
CGO_ENABLED=0 go build -o "$work/fixtureserver" ./uitests/cmd/fixtureserver || fail "building the fixture server failed"

# 2. The fixture site on a free port.
"$work/fixtureserver" -addr 127.0.0.1:0 >"$work/server.out" 2>"$work/server.err" &
pids+=($!)
base=
for _ in $(seq 1 50); do
	base=$(head -n1 "$work/server.out" 2>/dev/null || true)
	[ -n "$base" ] && break
	sleep 0.1
done
[ -n "$base" ] || fail "the fixture server did not start: $(cat "$work/server.err")"
url=${base}article
say "fixture site at $base"

# 3. A virtual screen on a free display number.
display=
for n in $(seq 99 130); do
	if [ ! -e "/tmp/.X$n-lock" ] && [ ! -e "/tmp/.X11-unix/X$n" ]; then
		display=:$n
		break
	fi
done
[ -n "$display" ] || fail "no free X display between :99 and :130"
Xvfb "$display" -screen 0 1280x800x24 -nolisten tcp >"$work/xvfb.log" 2>&1 &
pids+=($!)
export DISPLAY=$display
for _ in $(seq 1 50); do
	xdotool getmouselocation >/dev/null 2>&1 && break
	sleep 0.1
done
xdotool getmouselocation >/dev/null 2>&1 || fail "Xvfb did not start on $display: $(cat "$work/xvfb.log")"

# 4. Folio with fresh preferences (its own HOME), showing the welcome page.
mkdir -p "$work/home"
HOME=$work/home XDG_CONFIG_HOME=$work/home/.config "$bin" >"$work/folio.log" 2>&1 &
folio=$!
pids+=("$folio")
wid=
for _ in $(seq 1 $((timeout * 10))); do
	wid=$(xdotool search --onlyvisible --name 'Folio' 2>/dev/null | head -n1 || true)
	[ -n "$wid" ] && break
	kill -0 "$folio" 2>/dev/null || fail "folio exited: $(tail -n 20 "$work/folio.log")"
	sleep 0.1
done
[ -n "$wid" ] || fail "no Folio window after ${timeout}s: $(tail -n 20 "$work/folio.log")"
say "window $wid: $(xdotool getwindowname "$wid")"
sleep 1 # let the first frame settle

# 5. Ctrl+Shift+W, the address, Enter: what a user types.
xdotool windowfocus --sync "$wid" 2>/dev/null || xdotool windowfocus "$wid"
xdotool key --window "$wid" --clearmodifiers ctrl+shift+w
sleep 1
xdotool type --window "$wid" --delay 20 "$url"
sleep 0.3
xdotool key --window "$wid" Return

# 6. Success is the window title naming the article.
title=
for _ in $(seq 1 $((timeout * 10))); do
	title=$(xdotool getwindowname "$wid" 2>/dev/null || true)
	case $title in *"Why Slow Bread Tastes Better"*) break ;; esac
	sleep 0.1
done
sleep 1.5 # the image and the last frame
mkdir -p "$(dirname "$out")"
import -window "$wid" "$out" 2>/dev/null || import -window root "$out"
say "captured $out ($(identify -format '%wx%h' "$out"))"
case $title in
*"Why Slow Bread Tastes Better"*) say "title: $title" ;;
*) fail "the article did not open; window title is \"$title\"; see $out" ;;
esac

# 7. Not blank: a page of text has many colours and some contrast.
colours=$(convert "$out" -format '%k' info:)
spread=$(convert "$out" -colorspace Gray -format '%[fx:standard_deviation]' info:)
say "capture has $colours colours, grey standard deviation $spread"
[ "$colours" -ge 64 ] || fail "the capture looks blank ($colours colours)"
awk -v s="$spread" 'BEGIN { exit !(s > 0.05) }' || fail "the capture has no contrast (sd $spread)"
say "ok"
