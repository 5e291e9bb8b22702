// Package safefile writes the files Folio keeps (settings, recent items,
// templates, rules, gym entries, saved pages) so that a crash or a kill
// never leaves half a file, reads them back without trusting what is on
// disk, and serialises writers across processes.
//
//   - Write replaces a file atomically: a temporary file in the same
//     folder is written, synced and renamed over the old one, and the
//     folder is synced. A reader sees the old file or the new one.
//   - Create does the same but never replaces: it fails with fs.ErrExist.
//   - Read opens only regular files (a symlink to /dev/zero or a FIFO is
//     refused before it can hang or flood the process) and caps the bytes.
//   - Lock takes an advisory lock (flock on Unix) on a file beside the one
//     to change; Update is lock, read, change, write, unlock, so that twenty
//     processes adding to one file keep all twenty additions.
//
// Usage:
//
//	err := safefile.Update(path, 1<<20, func(old []byte) ([]byte, error) {
//		return append(old, line...), nil
//	})
package safefile
