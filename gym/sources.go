package gym

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"

	"folio/gym/entry"
	"folio/gym/score"
)

// Format names how a corpus folder is laid out.
const (
	FormatEntries = "entries" // <id>/entry.yaml + page.html[.gz]
)

// task is one page to run, whatever corpus format it came from.
type task struct {
	key, id, corpus, format string
	url, category, note     string
	contentType             string // the snapshot's HTTP Content-Type, when known
	html                    func() ([]byte, error)
	truth                   *string // full expected text, when known
	refMarkdown             string  // reference Markdown for the structure score
	expect                  Expectations
}

// loadTasks reads every corpus folder: gym entries, wcxb or scrapinghub,
// told apart by what the folder holds.
func loadTasks(dirs []string) ([]task, error) {
	var all []task
	for _, dir := range dirs {
		var ts []task
		var err error
		switch {
		case entry.IsEntryCorpus(dir):
			ts, err = entryTasks(dir)
		default:
			ts, err = sharedTasks(dir)
		}
		if err != nil {
			return nil, err
		}
		all = append(all, ts...)
	}
	return all, nil
}

func corpusName(dir string) string { return filepath.Base(filepath.Clean(dir)) }

func entryTasks(dir string) ([]task, error) {
	entries, err := entry.LoadEntries(dir)
	if err != nil {
		return nil, err
	}
	name := corpusName(dir)
	ts := make([]task, 0, len(entries))
	for _, e := range entries {
		t := task{key: name + "/" + e.ID, id: e.ID, corpus: name, format: FormatEntries,
			url: e.URL, category: e.Category, note: e.Note, html: e.HTML, contentType: e.ContentType,
			expect: Expectations{e.Anchors, e.Intrusions, e.MustNotContain}}
		if e.GroundTruth != "" {
			gt, err := e.ReadRef(e.GroundTruth)
			if err != nil {
				return nil, err
			}
			if filepath.Ext(e.GroundTruth) == ".md" {
				t.refMarkdown, gt = gt, MarkdownText(gt)
			}
			t.truth = &gt
		}
		ts = append(ts, t)
	}
	return ts, nil
}

// sharedTasks reads a ../shared/corpus folder through the score command's
// loader; wcxb pages also bring their reference Markdown.
func sharedTasks(dir string) ([]task, error) {
	c, err := detectCorpus(dir)
	if err != nil {
		return nil, err
	}
	pages, err := score.LoadPages(c, dir)
	if err != nil {
		return nil, err
	}
	name := corpusName(dir)
	ts := make([]task, 0, len(pages))
	for _, p := range pages {
		t := task{key: name + "/" + p.ID, id: p.ID, corpus: name, format: string(c),
			url: p.URL, category: p.Type, html: p.HTML,
			expect: Expectations{Anchors: p.With, Intrusions: p.Without}}
		if c != score.Traf { // Traf has snippets only
			truth := p.Truth
			t.truth = &truth
		}
		if c == score.WCXB {
			t.refMarkdown = referenceMarkdown(dir, p.ID)
		}
		ts = append(ts, t)
	}
	return ts, nil
}

// detectCorpus tells the shared corpora apart by the first page's JSON:
// only ScrapingHub's has articleBody, only WCXB's has ground_truth.
func detectCorpus(dir string) (score.Corpus, error) {
	names, _ := filepath.Glob(filepath.Join(dir, "*.json"))
	if len(names) == 0 {
		return "", fmt.Errorf("gym: %s holds neither <id>/entry.yaml entries nor <id>.json pages", dir)
	}
	data, err := os.ReadFile(names[0])
	if err != nil {
		return "", err
	}
	if bytes.Contains(data, []byte(`"articleBody"`)) {
		return score.ScrapingHub, nil
	}
	if !bytes.Contains(data, []byte(`"ground_truth"`)) && bytes.Contains(data, []byte(`"without"`)) {
		return score.Traf, nil
	}
	return score.WCXB, nil
}

// referenceMarkdown returns wcxb's ground_truth.main_content_markdown, or
// "" when the page has none.
func referenceMarkdown(dir, id string) string {
	data, err := os.ReadFile(filepath.Join(dir, id+".json"))
	if err != nil {
		return ""
	}
	var j struct {
		GroundTruth struct {
			Markdown string `json:"main_content_markdown"`
		} `json:"ground_truth"`
	}
	if json.Unmarshal(data, &j) != nil {
		return ""
	}
	return j.GroundTruth.Markdown
}
