package main

import (
	"io"

	"folio/gym"
)

// gymCommand runs `folio-extract gym ...`: scoring against labelled corpora.
func gymCommand(args []string, stdout, stderr io.Writer) int {
	return gym.Command(args, stdout, stderr)
}
