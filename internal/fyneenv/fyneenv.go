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
// default is a minute). Fyne drops expired entries at most every ten
// seconds, so what was drawn stays 10 s plus CacheLife at most. Paging
// through long articles, the reader draws some twenty screens a page, and
// their text textures are C memory of the GL driver: with a minute the C
// memory in use grew to 170 MB over ten pages (uitests/memory.sh with
// MEMORY_PROFILE); with 15 s the ten pages ended at 277-304 MB resident on
// a loaded machine but 365-377 MB on an idle one, which draws every screen
// it pages past; with 5 s at 293 MB on the idle machine. What the
// reader looks at again within that time is drawn from the cache; later it
// is drawn anew, as the first time.
const CacheLife = 5 * time.Second

func init() { setDefaults(os.LookupEnv, os.Setenv) }

// setDefaults sets FYNE_CACHE to CacheLife unless the environment has it.
func setDefaults(lookup func(string) (string, bool), set func(string, string) error) {
	if _, ok := lookup("FYNE_CACHE"); !ok {
		_ = set("FYNE_CACHE", CacheLife.String())
	}
}
