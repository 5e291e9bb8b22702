package main

import (
	"errors"
	"fmt"
	"strings"
)

const usage = `usage: folio [PATH|URL]
       folio --export-pdf OUT.pdf [--page-size A4|Letter] PATH|URL
`

// errHelp asks for the usage on stdout and exit 0.
var errHelp = errors.New("help")

// checkStart checks the command line and the display before Fyne starts,
// so that a mistake gets one clear line and exit 2 instead of a window
// that opens on nothing or a GLFW panic: an unknown flag, more than one
// target, or (on Linux and the BSDs, outside the headless ci build) no X11
// or Wayland display, as over SSH or in a container.
func checkStart(args []string, getenv func(string) string, goos string) error {
	for _, a := range args {
		switch {
		case a == "-h" || a == "-help" || a == "--help":
			return errHelp
		case strings.HasPrefix(a, "-") && a != "-":
			return fmt.Errorf("unknown flag %s (folio [PATH|URL], or folio --export-pdf OUT.pdf PATH|URL)", a)
		}
	}
	if len(args) > 1 {
		return fmt.Errorf("one PATH or URL at a time, not %d", len(args))
	}
	if needsDisplay && usesX11OrWayland(goos) && getenv("DISPLAY") == "" && getenv("WAYLAND_DISPLAY") == "" {
		return errors.New("no display: DISPLAY and WAYLAND_DISPLAY are unset (run it in a desktop session; folio-extract converts pages without one)")
	}
	return nil
}

func usesX11OrWayland(goos string) bool {
	switch goos {
	case "linux", "freebsd", "openbsd", "netbsd", "dragonfly", "illumos", "solaris":
		return true
	}
	return false
}
