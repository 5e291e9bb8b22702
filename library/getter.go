package library

import "context"

// Getter fetches one image for Save: its bytes and Content-Type. It
// returns an error rather than more than limit bytes. The reader passes
// its loader's (app.Loader.GetResource); folio-extract passes one over
// package fetch.
type Getter func(ctx context.Context, url string, limit int64) (data []byte, contentType string, err error)
