// Package uitests drives Folio's reader window like a user, from scripts,
// on Fyne's headless test driver, and keeps the pictures.
//
// A script (scripts/*.folio) has one step per line; '#' starts a comment
// line and "double quotes" hold arguments with spaces:
//
//	# Open a web page with Ctrl+Shift+W.
//	press ctrl+shift+w
//	type fixture:/article
//	press enter
//	wait
//	expect mode converted
//	expect visible "What happens overnight"
//	expect no text "Accept all"
//	screenshot article-light
//
// The steps (the table in steps.go and expect.go is the reference):
//
//	open TARGET          a path, URL, fixture:/page, local:file.md, folio:help
//	press KEYS           ctrl+shift+w, enter, shift+enter, esc, alt+left, f5
//	type "TEXT"          into the widget with keyboard focus
//	tap "LABEL"          the button, link or list entry showing LABEL
//	scroll down|up [N]   N mouse-wheel steps over the page
//	wait [DURATION]      until loading ends (and images arrive), or a fixed time
//	theme light|dark|system
//	menu "View" "Theme" "Dark Theme"   a main-menu item, by its labels
//	expect [no] text|visible|status|heading|loading|dialog|toc|clipboard ...
//	expect mode|find|title|address|opened|file|zoom|theme ...
//	screenshot NAME      screenshots/NAME.png, with -screenshots or -update
//	golden NAME          the window must match testdata/golden/NAME.png
//	skip "REASON"        stop here, reported as skipped (a known bug)
//
// fixture:/x is page /x of the fixture site (package fixtures, served by
// httptest for each script), local:x a file of the local fixture folder,
// home:x a file in the script's temporary HOME (where Save starts).
//
// TestScripts runs each script as a subtest; a failing step is reported as
// file:line with what the window showed. Every script gets a new window, a
// new fixture server and fresh preferences, in the light theme at 1000×700.
//
// Fyne's test driver differs from the desktop driver in three ways the
// runner makes up for: it runs fyne.Do on the calling goroutine (the runner
// serializes those calls with the steps, see uilock.go), it does not lay
// out again when a minimum size changes (frame in canvas.go), and its
// painter does not intersect nested clips (capture.go). The real window is
// checked by smoke.sh under Xvfb.
//
//	CGO_ENABLED=0 go test -tags ci ./uitests/ [-run TestScripts/NAME] [-screenshots] [-update]
package uitests
