package gym

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"os"

	"folio/gym/score"
)

// Weights of the expectation score, from the design: keeping the content
// matters most, then removing chrome, then the exact must-not patterns.
const (
	WeightAnchors    = 0.5
	WeightIntrusions = 0.3
	WeightMustNot    = 0.2
)

// MaxStoredOutput caps the Markdown kept per page in results.jsonl: enough
// for a report card, small enough that a 1500-page run stays a few MB.
const MaxStoredOutput = 6000

// Check is the outcome of one expectation list on one page.
type Check struct {
	Total  int      `json:"total"`
	Passed int      `json:"passed"`
	Failed []string `json:"failed,omitempty"` // the phrases that failed
}

// Rate is the share passed; 1 when the list is empty (nothing to fail).
func (c Check) Rate() float64 { return score.Rate(c.Passed, c.Total, 1) }

// Result is one page's line of results.jsonl. Optional scores are pointers:
// absent means the page had nothing to score them against.
type Result struct {
	Key      string `json:"key"`    // corpus/id: what a baseline is matched by
	ID       string `json:"id"`     // the page id within its corpus
	Corpus   string `json:"corpus"` // the corpus folder's name
	Format   string `json:"format"` // entries, wcxb or scrapinghub
	URL      string `json:"url"`
	Category string `json:"category"`
	// Score is the expectation score: 0.5 anchors + 0.3 intrusions + 0.2
	// must-not-contain, each the share passed (1 when a list is empty).
	Score          float64              `json:"score"`
	Anchors        Check                `json:"anchors"`
	Intrusions     Check                `json:"intrusions"`
	MustNotContain Check                `json:"must_not_contain"`
	Word           *score.PRF           `json:"word,omitempty"`      // where full text exists
	Shingle        *score.ShingleCounts `json:"shingle,omitempty"`   // where full text exists
	Structure      *Structure           `json:"structure,omitempty"` // where reference Markdown exists
	RawBytes       int                  `json:"raw_bytes"`
	OutBytes       int                  `json:"out_bytes"`
	Millis         float64              `json:"ms"`
	Error          string               `json:"error,omitempty"`
	Note           string               `json:"note,omitempty"`
	Markdown       string               `json:"markdown,omitempty"` // the output, capped at MaxStoredOutput
	Truncated      bool                 `json:"truncated,omitempty"`
	Clean          *CleanResult         `json:"clean,omitempty"` // the clean-up command's output, scored
}

// Unlabelled reports whether r is a gym entry with nothing to be scored
// against yet (no expectations, no ground truth), as a page flagged from
// the reader starts: its score of 1 says nothing.
func (r Result) Unlabelled() bool {
	return r.Format == FormatEntries && r.Anchors.Total+r.Intrusions.Total+r.MustNotContain.Total == 0 &&
		r.Word == nil && r.Structure == nil
}

// unlabelled returns the results that are Unlabelled.
func unlabelled(rs []Result) []Result {
	var out []Result
	for _, r := range rs {
		if r.Unlabelled() {
			out = append(out, r)
		}
	}
	return out
}

// CleanResult scores the clean-up command's output of a page beside the
// extractor's, so its gain can be read page by page.
type CleanResult struct {
	Score          float64    `json:"score"`
	Anchors        Check      `json:"anchors"`
	Intrusions     Check      `json:"intrusions"`
	MustNotContain Check      `json:"must_not_contain"`
	Word           *score.PRF `json:"word,omitempty"`
	Structure      *float64   `json:"structure_f1,omitempty"`
	OutBytes       int        `json:"out_bytes"`
	Millis         float64    `json:"ms"`
	Error          string     `json:"error,omitempty"`
	Markdown       string     `json:"markdown,omitempty"`
}

// WriteResults writes one JSON object per line.
func WriteResults(w io.Writer, rs []Result) error {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	for i := range rs {
		if err := enc.Encode(&rs[i]); err != nil {
			return err
		}
	}
	return nil
}

// WriteResultsFile writes results to path.
func WriteResultsFile(path string, rs []Result) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	bw := bufio.NewWriter(f)
	if err := WriteResults(bw, rs); err != nil {
		f.Close()
		return err
	}
	if err := bw.Flush(); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// ReadResultsFile reads a results.jsonl; errors name the line.
func ReadResultsFile(path string) ([]Result, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 16<<20)
	var rs []Result
	for line := 1; sc.Scan(); line++ {
		if len(sc.Bytes()) == 0 {
			continue
		}
		var r Result
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
			return nil, fmt.Errorf("gym: %s:%d: %w", path, line, err)
		}
		rs = append(rs, r)
	}
	return rs, sc.Err()
}
