//go:build ci

package main

// needsDisplay: the ci build draws with Fyne's software driver, headless.
const needsDisplay = false
