// Package fyneenv gives the environment variables that Fyne reads while
// its packages initialise (before main runs) Folio's defaults, where the
// user has not set them. main imports it for that alone:
//
//	import _ "folio/internal/fyneenv"
//
// Go initialises packages in the order of their import paths among those
// whose imports are ready (the rule since Go 1.21), and "folio/..." sorts
// before "fyne.io/...": this package's init runs before Fyne's
// internal/cache reads FYNE_CACHE. TestInitBeforeFyne in package main
// checks the order in the real binary's dependency graph.
package fyneenv

import (
	"os"
	"time"
)

// CacheLife is how long Fyne keeps what it made for drawing an object
// after the object was last drawn: a widget's renderer, the texture of a
// run of text, an SVG's raster, a text's measure (FYNE_CACHE; Fyne's own
// default is a minute). Paging through long articles, the reader draws
// some twenty screens a page: with a minute, their text textures grew the
// GL driver's C memory in use to 170 MB over ten pages, and to 30 MB once
// they expired; with fifteen seconds it stayed at 50-100 MB
// (uitests/memory.sh with MEMORY_PROFILE, Mesa llvmpipe). What the reader looks
// at again within that time is drawn from the cache; later it is drawn
// anew, as the first time.
const CacheLife = 15 * time.Second

func init() { setDefaults(os.LookupEnv, os.Setenv) }

// setDefaults sets FYNE_CACHE to CacheLife unless the environment has it.
func setDefaults(lookup func(string) (string, bool), set func(string, string) error) {
	if _, ok := lookup("FYNE_CACHE"); !ok {
		_ = set("FYNE_CACHE", CacheLife.String())
	}
}
