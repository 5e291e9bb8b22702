# shellcheck shell=bash
# The setup the real-window scripts (smoke.sh, startup.sh, memory.sh) share:
# messages, the scratch folder and the processes to stop at exit, the
# binary, the fixture server, a virtual screen and Folio's window. A script
# sets `name` (its message prefix), then sources this file from the
# repository root:
#
#	cd "$(dirname "$0")/.."
#	name=smoke
#	. uitests/lib.sh

root=$(pwd)

say() { printf '%s: %s\n' "$name" "$*" >&2; }
fail() { say "FAIL: $*"; exit 1; }

# need_tools HINT TOOL...: exit 0 with a message when a tool is missing (the
# check is skipped, not failed, on a machine without a screen to fake).
need_tools() {
	local hint=$1 tool
	shift
	for tool in "$@"; do
		if ! command -v "$tool" >/dev/null 2>&1; then
			say "skipped: $tool is not installed ($hint)"
			exit 0
		fi
	done
}

# make_scratch makes $work, a scratch folder removed at exit, and $pids, the
# processes stopped at exit.
make_scratch() {
	work=$(mktemp -d)
	pids=()
	trap cleanup EXIT
}
cleanup() {
	local pid
	for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
	wait 2>/dev/null || true
	rm -rf "$work"
}

# find_binary sets $bin: $FOLIO_BIN, else bin/folio built now.
find_binary() {
	bin=${FOLIO_BIN:-}
	if [ -z "$bin" ]; then
		say "building bin/folio (cgo; the first build takes a few minutes)"
		make -s build || fail "make build failed"
		bin=$root/bin/folio
	fi
}

# start_fixtures ARGS...: builds and starts the fixture server on a free port
# with ARGS and sets $base, its address ending in "/".
start_fixtures() {
	CGO_ENABLED=0 go build -o "$work/fixtureserver" ./uitests/cmd/fixtureserver || fail "building the fixture server failed"
	"$work/fixtureserver" -addr 127.0.0.1:0 "$@" >"$work/server.out" 2>"$work/server.err" &
	pids+=($!)
	base=
	for _ in $(seq 1 50); do
		base=$(head -n1 "$work/server.out" 2>/dev/null || true)
		[ -n "$base" ] && break
		sleep 0.1
	done
	[ -n "$base" ] || fail "the fixture server did not start: $(cat "$work/server.err")"
}

# start_screen FIRST LAST TRIES: starts Xvfb on the first free display number
# from FIRST to LAST (each script has its own range, so that two can run
# at once) and exports DISPLAY; it waits up to TRIES tenths of a second
# for the screen to answer (xdotool where installed, else its socket).
start_screen() {
	local first=$1 last=$2 tries=$3 n
	display=
	for n in $(seq "$first" "$last"); do
		if [ ! -e "/tmp/.X$n-lock" ] && [ ! -e "/tmp/.X11-unix/X$n" ]; then
			display=:$n
			break
		fi
	done
	[ -n "$display" ] || fail "no free X display between :$first and :$last"
	Xvfb "$display" -screen 0 1280x800x24 -nolisten tcp >"$work/xvfb.log" 2>&1 &
	pids+=($!)
	export DISPLAY=$display
	for _ in $(seq 1 "$tries"); do
		screen_answers && return
		sleep 0.1
	done
	screen_answers || fail "Xvfb did not start on $display: $(cat "$work/xvfb.log")"
}
screen_answers() {
	if command -v xdotool >/dev/null 2>&1; then
		xdotool getmouselocation >/dev/null 2>&1
	else
		[ -e "/tmp/.X11-unix/X${display#:}" ]
	fi
}

# wait_window PID LOG: waits up to $timeout seconds for Folio's window and sets
# $wid; it fails when process PID exits first, with LOG's last lines.
wait_window() {
	local pid=$1 log=$2
	wid=
	for _ in $(seq 1 $((timeout * 10))); do
		wid=$(xdotool search --onlyvisible --name 'Folio' 2>/dev/null | head -n1 || true)
		[ -n "$wid" ] && return
		kill -0 "$pid" 2>/dev/null || fail "folio exited: $(tail -n 20 "$log")"
		sleep 0.1
	done
	fail "no Folio window after ${timeout}s: $(tail -n 20 "$log")"
}
