#!/usr/bin/env bash
# Memory of the real window while reading long pages: start the built
# binary under Xvfb on a long article from ../shared/corpus/wcxb-dev (page
# 4427, "The 11 Best Wireless Headphones of 2025", served from 127.0.0.1 by
# the fixture server, its images offline), press Page Down 20 times and
# Page Up 20 times per round, then open ten other long pages one after
# another. After the first frame, after each round and after the ten pages
# it prints the resident memory (VmRSS from /proc) and the live Go heap at
# the last garbage collection (GODEBUG=gctrace=1).
# Targets: under 200 MB at first frame, under 300 MB after ten rounds, the
# live heap flat (within 20% of round 1), under 350 MB after ten pages.
#
#   ./uitests/memory.sh [ROUNDS]      (or: make memory; ROUNDS defaults to 10)
#
# Not part of make test. Exits 0 with a message when Xvfb or xdotool is
# missing or the corpus is absent; 1 when Folio fails or a target is missed.
# Environment: FOLIO_BIN (skip the build and use this binary), MEMORY_CORPUS
# (the wcxb folder), MEMORY_PAGE (the article), MEMORY_PAGES (the ten
# others), MEMORY_TIMEOUT (seconds per page load, 60), MEMORY_PROFILE (a
# folder: a heap profile of each step is left there, for go tool pprof;
# taking one collects garbage, so the figures after it are a little lower),
# MEMORY_IDLE (seconds to wait after the ten pages before a last report).
set -euo pipefail

cd "$(dirname "$0")/.."
name=memory
. uitests/lib.sh
rounds=${1:-10}
corpus=${MEMORY_CORPUS:-$root/../shared/corpus/wcxb-dev}
article=${MEMORY_PAGE:-4427}
others=${MEMORY_PAGES:-4085 4130 4068 4823 0415 2891 4615 0666 2874 4683}
timeout=${MEMORY_TIMEOUT:-60}
profiles=${MEMORY_PROFILE:-}
idle=${MEMORY_IDLE:-}

need_tools "apt-get install xvfb xauth xdotool" Xvfb xdotool
for id in $article $others; do
	if [ ! -f "$corpus/$id.html.gz" ]; then
		say "skipped: $corpus/$id.html.gz is absent (the wcxb-dev corpus)"
		exit 0
	fi
done

make_scratch
find_binary
start_fixtures -corpus "$corpus"
start_screen 161 190 150

mkdir -p "$work/home" "$work/profiles"
[ -z "$profiles" ] || mkdir -p "$profiles"
GODEBUG=gctrace=1 HOME=$work/home XDG_CONFIG_HOME=$work/home/.config \
	FOLIO_HEAP_PROFILE=${profiles:+$work/profiles} "$bin" "${base}corpus/$article" >"$work/folio.out" 2>"$work/folio.err" &
folio=$!
pids+=("$folio")

# rss prints the resident memory in MB; heap the live heap at the last GC.
rss() { awk '/^VmRSS/ {printf "%d", $2 / 1024}' "/proc/$folio/status"; }
heap() { grep -E '^gc [0-9]+ ' "$work/folio.err" | tail -n1 | sed -E 's/.* [0-9]+->[0-9]+->([0-9]+) MB.*/\1/'; }
report() {
	say "$(printf '%-16s resident %4d MB, live heap %4s MB' "$1" "$(rss)" "$(heap)")"
	[ -z "$profiles" ] || profile "$1"
}
# profile asks Folio for a heap profile (SIGUSR1, FOLIO_HEAP_PROFILE) and
# keeps it as $profiles/NAME.pprof, NAME made of the step's words.
nprofiles=0
profile() {
	local want=$((nprofiles + 1)) name
	name=$(printf '%s' "$1" | tr -c 'A-Za-z0-9' '-')
	kill -USR1 "$folio"
	for _ in $(seq 1 100); do
		[ "$(grep -c "^folio: heap profile " "$work/folio.err" || true)" -ge "$want" ] && break
		sleep 0.1
	done
	nprofiles=$want
	mv "$work/profiles/heap-$want.pprof" "$profiles/$name.pprof" 2>/dev/null || { say "no heap profile for $1"; return; }
	say "  $(grep '^folio: heap profile ' "$work/folio.err" | tail -n1 | sed 's/.*: live/live/') (profile $name.pprof)"
	cp "$work/folio.err" "$profiles/folio.err"
	cp "/proc/$folio/smaps" "$profiles/$name.smaps" 2>/dev/null || true
}

# waittitle waits for the window title to differ from $1 and not to be a
# loading or error title.
waittitle() {
	local t
	for _ in $(seq 1 $((timeout * 10))); do
		t=$(xdotool getwindowname "$wid" 2>/dev/null || true)
		case $t in "$1" | Folio | "") ;; "Could not open"*) fail "$t" ;; *) echo "$t"; return ;; esac
		kill -0 "$folio" 2>/dev/null || fail "folio exited: $(tail -n 5 "$work/folio.err")"
		sleep 0.1
	done
	fail "no new page within ${timeout}s (title \"$t\")"
}
keys() { # keys KEY COUNT: one press every 50 ms, as a reader holding a key
	xdotool key --window "$wid" --delay 50 $(printf "$1 %.0s" $(seq 1 "$2"))
}

wait_window "$folio" "$work/folio.err"
title=$(waittitle "")
say "page $article: $title"
sleep 2
report "first frame"
first=$(rss)
xdotool windowfocus --sync "$wid" 2>/dev/null || xdotool windowfocus "$wid"
round1=
for r in $(seq 1 "$rounds"); do
	keys Next 20
	keys Prior 20
	sleep 1
	report "after round $r"
	[ -n "$round1" ] || round1=$(heap)
done
scrolled=$(rss)
live=$(heap)

for id in $others; do
	xdotool key --window "$wid" --clearmodifiers ctrl+l
	sleep 0.3
	xdotool type --window "$wid" --delay 5 "${base}corpus/$id"
	xdotool key --window "$wid" Return
	title=$(waittitle "$title")
	sleep 0.5
	keys Next 20
	report "page $id"
done
pages=$(rss)
if [ -n "$idle" ]; then
	sleep "$idle"
	keys Down 1 # a frame, which lets Fyne drop what it cached
	sleep 1
	report "idle ${idle}s"
fi

say "$(printf 'first frame %d MB, after %d rounds %d MB (live heap %s MB, %s MB after round 1), after ten pages %d MB' \
	"$first" "$rounds" "$scrolled" "$live" "$round1" "$pages")"
ok=1
[ "$first" -lt 200 ] || { say "over target: first frame $first MB (target under 200 MB)"; ok=0; }
[ "$scrolled" -lt 300 ] || { say "over target: after scrolling $scrolled MB (target under 300 MB)"; ok=0; }
[ "$((live * 5))" -le "$((round1 * 6))" ] || { say "over target: the live heap grew from $round1 to $live MB (target within 20%)"; ok=0; }
[ "$pages" -lt 350 ] || { say "over target: after ten pages $pages MB (target under 350 MB)"; ok=0; }
[ "$ok" = 1 ] || exit 1
say "ok"
