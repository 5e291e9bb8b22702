// Package filewatch follows one file, or the files of one folder, while a
// program runs and says when their content may have changed, however a
// file was saved.
//
//	w, err := filewatch.Watch("/home/me/notes.md", 150*time.Millisecond, func() {
//		// read the file again
//	})
//	if err != nil { ... } // the folder cannot be watched
//	defer w.Close()
//
// Editors save in different ways: in place (truncate, then write), by
// writing a temporary file and renaming it over the original (most
// editors' "atomic" or "safe" save), or by moving the original away and
// writing a new file under its name (vim's backup). A watch on the file
// itself loses track of the name after a rename, so Watch watches the
// file's folder and matches the events by name: every way of saving ends
// in an event for the path. Events are gathered until the file has been
// quiet for the delay, so that the steps of one save (and a burst of
// saves) give one call, never one for a half-written file.
//
// A symlink is followed: the folder of the file it points to is watched
// too, so an edit of the target is seen.
//
// WatchFolder follows the files of a folder that match a test (a user's
// rules or operator templates, *.yaml) the same way, and names the files
// that changed in each call; a missing folder is followed from its parent
// until it appears.
package filewatch
