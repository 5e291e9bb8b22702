//go:build !ci

package main

// needsDisplay: the GL driver opens a window on X11 or Wayland.
const needsDisplay = true
