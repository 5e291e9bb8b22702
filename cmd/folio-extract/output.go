package main

import (
	"encoding/json"
	"io"
	"strings"
	"time"

	"folio/convert"
	"folio/extractor"
	"folio/extractor/frontmatter"
)

// writeResult writes the page in the chosen format. Markdown a server sent
// comes out unchanged, frontmatter included, unless --frontmatter asks for
// Folio's, which then replaces it (its keys are in the metadata).
func writeResult(w io.Writer, res *convert.Result, f extractFlags, fetched time.Time) error {
	switch f.format {
	case "json":
		enc := json.NewEncoder(w)
		enc.SetIndent("", "  ")
		return enc.Encode(jsonResult(res, f))
	case "text":
		_, err := io.WriteString(w, res.PlainText())
		return err
	}
	var b strings.Builder
	switch {
	case f.frontmatter:
		b.WriteString(frontmatter.Render(frontmatter.FromMetadata(res.Metadata, f.pageURL, fetched)))
		if res.Markdown != "" {
			b.WriteString("\n")
		}
	case res.Frontmatter != "":
		b.WriteString(res.Frontmatter)
	}
	b.WriteString(res.Markdown)
	_, err := io.WriteString(w, b.String())
	return err
}

// jsonOutput is the --format json document: the result plus the source and
// the fields other tools read (kind, rules fired, template used).
type jsonOutput struct {
	URL  string       `json:"url,omitempty"`
	Kind convert.Kind `json:"kind"`
	// MediaType is the type the page was taken as ("text/markdown"...).
	MediaType string `json:"media_type,omitempty"`
	*extractor.Result
	Timings map[string]any `json:"timings"`
}

func jsonResult(res *convert.Result, f extractFlags) jsonOutput {
	ex := res.Extraction
	if ex == nil { // Markdown, a feed or text: shown as the reader shows it
		ex = &extractor.Result{Markdown: res.Markdown, Text: res.PlainText(), Metadata: res.Metadata,
			Profile: extractor.Profile(f.profile)}
	}
	ms := func(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }
	t := ex.Timings
	return jsonOutput{
		URL:       f.pageURL,
		Kind:      res.Kind,
		MediaType: res.MediaType,
		Result:    ex,
		Timings: map[string]any{
			"parse_ms": ms(t.Parse), "metadata_ms": ms(t.Metadata), "rules_ms": ms(t.Rules),
			"template_ms": ms(t.Template), "classify_ms": ms(t.Classify),
			"render_ms": ms(t.Render), "fallback_ms": ms(t.Fallback), "total_ms": ms(t.Total),
		},
	}
}
