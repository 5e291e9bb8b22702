package score

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// Corpus names a labelled corpus format.
type Corpus string

// The corpora the gym understands.
const (
	WCXB        Corpus = "wcxb"
	ScrapingHub Corpus = "scrapinghub"
	// Traf is the Trafilatura evaluation set: with/without snippets only,
	// scored by TrafCount.
	Traf Corpus = "traf"
	// Readability is Mozilla Readability's test pages: the article as
	// structured HTML in <id>.expected.html.gz, scored by its text (word F1
	// as WCXB) and by the structure the output keeps (readability.go).
	Readability Corpus = "readability"
)

// Corpora lists the corpus formats LoadPages reads.
var Corpora = []Corpus{WCXB, ScrapingHub, Traf, Readability}

// Known reports whether c is one of Corpora.
func Known(c Corpus) bool {
	for _, k := range Corpora {
		if c == k {
			return true
		}
	}
	return false
}

// Page is one labelled page of a corpus.
type Page struct {
	ID      string
	URL     string
	Type    string // page type; "article" for ScrapingHub, "hard" or "page" for Traf, a language group for Readability
	Truth   string // the expected main content, plain text ("" for Traf)
	With    []string
	Without []string
	// Structure holds, per structure kind, the multiset of the reference's
	// items (Readability only; see ExpectedStructure).
	Structure map[string]map[string]int
	// ImageAliases names the reference's images by their srcset
	// renditions too (Readability only; see ImageAliases).
	ImageAliases map[string]string
	// RefMarkdown is the reference Markdown (WCXB's
	// ground_truth.main_content_markdown, on about 1476 of the 1497 dev
	// pages), whose structure the output's is checked against.
	RefMarkdown string
	// Host is the host of a page whose URL is withheld from the extractor:
	// a Traf "hard::" page's declared address (declaredHost), so that
	// grouping by host (pageHost) sees it; "" otherwise.
	Host string
	dir  string
}

// pageJSON covers the three corpora's <id>.json files.
type pageJSON struct {
	URL         string   `json:"url"`
	ArticleBody string   `json:"articleBody"`
	With        []string `json:"with"`    // Traf
	Without     []string `json:"without"` // Traf
	Lang        *string  `json:"lang"`    // Readability
	GroundTruth struct {
		MainContent         *string  `json:"main_content"`
		MainContentMarkdown string   `json:"main_content_markdown"`
		With                []string `json:"with"`
		Without             []string `json:"without"`
	} `json:"ground_truth"`
	Internal struct {
		PageType struct {
			Primary string `json:"primary"`
		} `json:"page_type"`
	} `json:"_internal"`
}

// LoadPages reads every <id>.json in dir that has an <id>.html.gz beside it,
// sorted by id. A WCXB page without ground_truth.main_content (two dev pages)
// has empty ground truth, like the 19 client-side-rendered shells.
func LoadPages(c Corpus, dir string) ([]Page, error) {
	if !Known(c) {
		return nil, fmt.Errorf("score: unknown corpus %q (want wcxb, scrapinghub, traf or readability)", c)
	}
	names, err := filepath.Glob(filepath.Join(dir, "*.json"))
	if err != nil {
		return nil, err
	}
	sort.Strings(names)
	var pages []Page
	for _, name := range names {
		id := strings.TrimSuffix(filepath.Base(name), ".json")
		if _, err := os.Stat(filepath.Join(dir, id+".html.gz")); err != nil {
			continue
		}
		p, err := readPage(c, name)
		if err != nil {
			return nil, err
		}
		p.ID, p.dir = id, dir
		if p.Type == "hard" && c == Traf {
			data, err := p.HTML()
			if err != nil {
				return nil, err
			}
			p.Host = declaredHost(data)
		}
		if c == Readability {
			if err := p.readExpected(); err != nil {
				return nil, err
			}
		}
		pages = append(pages, p)
	}
	if len(pages) == 0 {
		return nil, fmt.Errorf("score: no <id>.json + <id>.html.gz pages in %s", dir)
	}
	return pages, nil
}

func readPage(c Corpus, name string) (Page, error) {
	data, err := os.ReadFile(name)
	if err != nil {
		return Page{}, err
	}
	var j pageJSON
	if err := json.Unmarshal(data, &j); err != nil {
		return Page{}, fmt.Errorf("score: %s: %w", name, err)
	}
	p := Page{URL: j.URL}
	switch c {
	case Traf:
		// "hard::<file name>" marks the pages the set's author chose as
		// difficult; they have no address to give the extractor (their
		// host for grouping is read from the page: LoadPages).
		p.Type, p.With, p.Without = "page", j.With, j.Without
		if strings.HasPrefix(j.URL, "hard::") {
			p.Type, p.URL = "hard", ""
		}
		return p, nil
	case ScrapingHub:
		p.Type, p.Truth = "article", j.ArticleBody
		return p, nil
	case Readability:
		p.URL, p.Type = ReadabilityURL, langGroup(j.Lang)
		return p, nil
	}
	p.Type = j.Internal.PageType.Primary
	if p.Type == "" {
		p.Type = "unknown"
	}
	if j.GroundTruth.MainContent != nil {
		p.Truth = *j.GroundTruth.MainContent
	}
	p.RefMarkdown = j.GroundTruth.MainContentMarkdown
	p.With, p.Without = j.GroundTruth.With, j.GroundTruth.Without
	return p, nil
}

// HTML returns the page's raw HTML, decompressed.
func (p Page) HTML() ([]byte, error) {
	return p.gunzip(p.ID + ".html.gz")
}

// gunzip returns the decompressed content of the page folder's file name.
func (p Page) gunzip(name string) ([]byte, error) {
	f, err := os.Open(filepath.Join(p.dir, name))
	if err != nil {
		return nil, err
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		return nil, fmt.Errorf("score: %s: %w", p.ID, err)
	}
	var b bytes.Buffer
	if _, err := io.Copy(&b, zr); err != nil {
		return nil, fmt.Errorf("score: %s: %w", p.ID, err)
	}
	return b.Bytes(), nil
}
