package metadata

import (
	"encoding/json"
	"fmt"
	"math"
	"math/rand"
	"net/url"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"

	"golang.org/x/net/html"

	"folio/extractor/internal/classify"
)

// TestTitleChoiceCV fits and measures the model TitleChoice.Title reads.
// On the wcxb-dev pages where exactly one of the h1 and the structured
// title is the labelled title, it fits a logistic model over the choice's
// inputs, with five-fold cross-validation grouped by host (no host in
// both folds, hosts shuffled 20 times), and prints the in-sample and
// held-out choices right beside those of chooseTitle's similarity rule
// and of the committed model:
//
//	METADATA_TITLE_CV=1 CGO_ENABLED=0 go test -tags ci -run TestTitleChoiceCV -v ./extractor/metadata/
//
// METADATA_TITLE_TRAIN=1 beside it writes titlemodel.json, fitted on every
// row, with the figures in its "trained" field. METADATA_TITLE_CV_DROP=a,b
// zeroes those inputs, to measure a smaller model.
//
// The inputs are what was left of a wider search (27 November 2026, 370
// rows, rule right on 259): with the h1's count, position, header, main,
// hero and visually-hidden ancestors, whether either title is printed
// elsewhere in the body, and the first paragraph after the h1 (three more
// walks of the page), the best model held out was right on 264.4; without
// them 267.2. Whether the h1 lies in the classifier's main content
// (inContent) is what moves the figure past the rule (259.6 held out
// without it); the classifier's page type as six more inputs lowered it
// (264.2). Of the penalties tried, l2=100 held out best (l2=30: 262.8,
// 300: 260.0, 1000: 221.0), so it is the one fitted; the held-out figure
// is thus a little optimistic for having chosen it.
func TestTitleChoiceCV(t *testing.T) {
	if os.Getenv("METADATA_TITLE_CV") == "" {
		t.Skip("set METADATA_TITLE_CV=1 to measure the h1-versus-structured title choice")
	}
	const l2, shuffles = 100, 20
	rows := titleChoiceRows(t)
	if drop := os.Getenv("METADATA_TITLE_CV_DROP"); drop != "" {
		for i, f := range choiceFeatures {
			if strings.Contains(","+drop+",", ","+f+",") {
				for _, r := range rows {
					r.x[i] = 0
				}
			}
		}
	}
	rule, committed := 0, 0
	for _, r := range rows {
		if (r.x[fRuleTakesH1] == 1) == r.h1Right {
			rule++
		}
		if titleModel != nil && (titleModel.prob(r.x) < 0.5) == r.h1Right {
			committed++
		}
	}
	m := fitChoice(rows, l2)
	in := 0
	for _, r := range rows {
		if (m.prob(r.x) < 0.5) == r.h1Right {
			in++
		}
	}
	var held []string
	sum := 0
	for seed := int64(1); seed <= shuffles; seed++ {
		n := heldOutRight(rows, l2, seed)
		sum += n
		held = append(held, strconv.Itoa(n))
	}
	mean := float64(sum) / shuffles
	t.Logf("pages where exactly one of h1 and structured title is right: %d (h1 right on %d)", len(rows), countH1Right(rows))
	t.Logf("similarity rule (chooseTitle): %d right; committed model: %d right", rule, committed)
	t.Logf("logistic l2=%d: in-sample %d right, held out (5 host-grouped folds, %d shuffles, mean %.1f) %s", l2, in, shuffles, mean, strings.Join(held, " "))
	order := make([]int, numChoiceFeatures)
	for i := range order {
		order[i] = i
	}
	sort.Slice(order, func(a, b int) bool { return math.Abs(m.Weights[order[a]]) > math.Abs(m.Weights[order[b]]) })
	for _, i := range order {
		t.Logf("  weight %-12s %+.3f (positive: the structured title)", choiceFeatures[i], m.Weights[i])
	}
	// The model stands in for the rule only while it beats it on hosts
	// it has not seen.
	if mean <= float64(rule) {
		t.Errorf("the model is right on %.1f pages held out, the rule on %d: keep the rule", mean, rule)
	}
	if os.Getenv("METADATA_TITLE_TRAIN") != "" {
		m.Trained = map[string]string{
			"command":  "METADATA_TITLE_CV=1 METADATA_TITLE_TRAIN=1 CGO_ENABLED=0 go test -tags ci -run TestTitleChoiceCV -v ./extractor/metadata/",
			"corpus":   "wcxb-dev: the pages where exactly one of the h1 and the structured title is the labelled title",
			"rows":     strconv.Itoa(len(rows)),
			"l2":       strconv.Itoa(l2),
			"rule":     strconv.Itoa(rule),
			"inSample": strconv.Itoa(in),
			"heldOut":  fmt.Sprintf("%.1f (5 folds grouped by host, mean of %d shuffles: %s)", mean, shuffles, strings.Join(held, " ")),
		}
		data, err := json.MarshalIndent(m, "", " ")
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile("titlemodel.json", append(data, '\n'), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// choiceRow is one page where exactly one of the h1 and the structured
// title is the labelled title.
type choiceRow struct {
	host    string
	x       []float64
	h1Right bool // the h1, finished, is the label
}

// titleChoiceRows reads the choice rows of wcxb-dev, in page order.
func titleChoiceRows(t *testing.T) []choiceRow {
	dir := filepath.Join(corpusDir(t), "wcxb-dev")
	var rows []choiceRow
	for _, p := range wcxbPages(t, dir) {
		u, _ := url.Parse(p.url)
		doc := loadPage(t, filepath.Join(dir, p.id+".html.gz"))
		c := Read(doc, u).TitleChoice
		if c == nil {
			continue
		}
		ft := foldText(p.truth["title"])
		hr, sr := foldText(c.h1Title) == ft, foldText(c.structured) == ft
		if hr == sr {
			continue
		}
		x := c.x
		x[fInContent] = b2f(h1InContent(doc, u, c))
		host := ""
		if u != nil {
			host = strings.TrimPrefix(u.Hostname(), "www.")
		}
		rows = append(rows, choiceRow{host: host, x: x[:], h1Right: hr})
	}
	return rows
}

// h1InContent classifies the page as the extractor does and reports
// whether the choice's h1 lies in its main content.
func h1InContent(doc *html.Node, u *url.URL, c *TitleChoice) bool {
	opts := classify.Options{}
	if u != nil {
		opts.URL = u.String()
	}
	return classify.InMain(classify.ClassifyPage(doc, opts).Blocks, c.H1)
}

func countH1Right(rows []choiceRow) int {
	n := 0
	for _, r := range rows {
		if r.h1Right {
			n++
		}
	}
	return n
}

// fitChoice fits the model by gradient descent (400 steps of 0.2) with an
// L2 penalty, on features standardised by the rows' mean and deviation.
func fitChoice(rows []choiceRow, l2 float64) *choiceModel {
	k := numChoiceFeatures
	m := &choiceModel{Features: choiceFeatures[:], Mean: make([]float64, k), Scale: make([]float64, k), Weights: make([]float64, k+1)}
	for _, r := range rows {
		for i, v := range r.x {
			m.Mean[i] += v / float64(len(rows))
		}
	}
	for _, r := range rows {
		for i, v := range r.x {
			m.Scale[i] += (v - m.Mean[i]) * (v - m.Mean[i]) / float64(len(rows))
		}
	}
	for i := range m.Scale {
		if m.Scale[i] = math.Sqrt(m.Scale[i]); m.Scale[i] == 0 {
			m.Scale[i] = 1
		}
	}
	g := make([]float64, k+1)
	for it := 0; it < 400; it++ {
		clear(g)
		for _, r := range rows {
			e := m.prob(r.x) - b2f(!r.h1Right)
			for i, v := range r.x {
				g[i] += e * (v - m.Mean[i]) / m.Scale[i]
			}
			g[k] += e
		}
		for i := range m.Weights {
			pen := 0.0
			if i < k {
				pen = l2 * m.Weights[i]
			}
			m.Weights[i] -= 0.2 * (g[i] + pen) / float64(len(rows))
		}
	}
	return m
}

// heldOutRight counts the rows a model trained without their host's
// fold chooses right, over five folds of hosts shuffled by seed.
func heldOutRight(rows []choiceRow, l2 float64, seed int64) int {
	var hosts []string
	seen := map[string]bool{}
	for _, r := range rows {
		if !seen[r.host] {
			seen[r.host] = true
			hosts = append(hosts, r.host)
		}
	}
	rand.New(rand.NewSource(seed)).Shuffle(len(hosts), func(i, j int) { hosts[i], hosts[j] = hosts[j], hosts[i] })
	fold := map[string]int{}
	for i, h := range hosts {
		fold[h] = i % 5
	}
	right := 0
	for f := 0; f < 5; f++ {
		var train, test []choiceRow
		for _, r := range rows {
			if fold[r.host] == f {
				test = append(test, r)
			} else {
				train = append(train, r)
			}
		}
		m := fitChoice(train, l2)
		for _, r := range test {
			if (m.prob(r.x) < 0.5) == r.h1Right {
				right++
			}
		}
	}
	return right
}
