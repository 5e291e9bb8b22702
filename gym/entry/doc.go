// Package entry is the gym's own corpus format and the way pages get into
// it: an entry folder <id>/entry.yaml beside page.html or page.html.gz
// (Entry, ParseEntry, ReadEntry, LoadEntries), and SaveFlag, which writes a
// page the reader flagged as a new entry in DefaultFlagDir.
//
// It imports no extractor and no scorer: the reader links it to save a
// Report Bad Extraction, and package gym, above it, runs and scores the
// entries.
//
//	dir, err := entry.SaveFlag(entry.DefaultFlagDir(), entry.FlagInput{
//		URL: "https://example.com/a", HTML: page, Output: markdown, Note: "menu kept",
//	})
//	e, err := entry.ReadEntry(dir)
//
// # Security
//
// Entries are read with named limits (MaxEntryYAMLBytes, MaxPageBytes,
// MaxExpectations) and file references cannot leave the entry folder. A
// flag is written to a hidden temporary folder and renamed, so a run never
// sees half of one.
package entry
