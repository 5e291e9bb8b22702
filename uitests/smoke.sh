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
name=smoke
. uitests/lib.sh
out=${SMOKE_OUT:-$root/screenshots/smoke.png}
timeout=${SMOKE_TIMEOUT:-30}

need_tools "apt-get install xvfb xdotool imagemagick" Xvfb xdotool import convert
make_scratch

# 1. The binary: the real GL driver needs cgo.
find_binary

# 2. The fixture site on a free port.
start_fixtures
url=${base}article
say "fixture site at $base"

# 3. A virtual screen on a free display number.
start_screen 99 130 50

# 4. Folio with fresh preferences (its own HOME), showing the welcome page.
mkdir -p "$work/home"
HOME=$work/home XDG_CONFIG_HOME=$work/home/.config "$bin" >"$work/folio.log" 2>&1 &
folio=$!
pids+=("$folio")
wait_window "$folio" "$work/folio.log"
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
