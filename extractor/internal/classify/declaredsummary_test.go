package classify

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// TestRescueDeclaredSummary: the header paragraph that says the page's
// declared description joins the chosen long description; a review that
// repeats it at a low probability, a different paragraph, and the same
// paragraph on an article stay out.
func TestRescueDeclaredSummary(t *testing.T) {
	summary := "Nine distinct classes provide a broad range of tactical abilities and personalities."
	long := strings.Repeat("The game is updated with new modes, maps and equipment every season. ", 10)
	page := `<html><body><div id="head"><h1>The Game</h1><div id="snippet">` + summary + `</div>` +
		`<div id="other">A different paragraph of eight or more words stands here.</div></div>` +
		`<div id="about"><p>` + long + `</p></div>` +
		`<div id="review"><p>` + summary + `</p></div></body></html>`
	run := func(typ PageType, descriptions []string) map[string]bool {
		x, s, byID := doubtedPage(t, page, "review")
		mains := map[int32]float64{byID["about"]: 1}
		rescueDeclaredSummary(x, s, routeOptions{pageType: typ}, "", descriptions, mains)
		chosen := map[string]bool{}
		for id, i := range byID {
			if _, ok := mains[i]; ok {
				chosen[id] = true
			}
		}
		return chosen
	}
	got := run(TypeUnknown, []string{summary})
	if !got["snippet"] {
		t.Errorf("the declared summary under the name did not join the content")
	}
	for _, id := range []string{"review", "other", "head"} {
		if got[id] {
			t.Errorf("%s joined the content", id)
		}
	}
	if got := run(TypeUnknown, []string{summary[:40]}); got["snippet"] {
		t.Errorf("a description under %d words picked a paragraph", summaryWords)
	}
	if got := run(TypeArticle, []string{summary}); got["snippet"] {
		t.Errorf("an article's standfirst joined the content")
	}
	longer := summary + " And more words the page cut from its meta description."
	if got := run(TypeProduct, []string{longer}); !got["snippet"] {
		t.Errorf("a paragraph that starts the longer declared summary did not join")
	}
}

// TestRescueDeclaredSummaryForum: a forum declares its first post as its
// description, so the opening question the selection left out at a
// middling probability joins the replies; on another page type the same
// probability is too low, a post the model doubts stays out on a forum
// too, and a description that only repeats the <title> (the thread's
// subject over every reply) picks nothing.
func TestRescueDeclaredSummaryForum(t *testing.T) {
	question := "Hi, I would like to know the roadmap for future products and version releases."
	subject := "What is the roadmap for future products and the next version releases"
	reply := strings.Repeat("The roadmap is not public, but the team posts what changed after every release here. ", 4)
	page := `<html><body><article><h3>ron</h3><div class="post"><p id="question">` + question + `</p></div></article>` +
		`<article><h3>paul</h3><div class="post"><p id="reply">` + reply + `</p></div></article>` +
		`<div><p id="subject">` + subject + `</p></div></body></html>`
	run := func(typ PageType, prob float32, title string, descriptions []string) bool {
		x, s, byID := doubtedPage(t, page)
		s.prob[byID["question"]] = prob
		s.prob[byID["subject"]] = prob
		mains := map[int32]float64{byID["reply"]: 1}
		rescueDeclaredSummary(x, s, routeOptions{pageType: typ}, title, descriptions, mains)
		if _, ok := mains[byID["subject"]]; ok {
			t.Errorf("%s: the subject line joined the content", typ)
		}
		_, ok := mains[byID["question"]]
		return ok
	}
	if !run(TypeForum, 0.39, subject, []string{question}) {
		t.Errorf("a forum's first post at p 0.39 did not join the replies")
	}
	if run(TypeUnknown, 0.39, subject, []string{question}) {
		t.Errorf("a page of no type took a paragraph at p 0.39")
	}
	if run(TypeForum, 0.1, subject, []string{question}) {
		t.Errorf("a forum took a paragraph the model doubts (p 0.1)")
	}
	run(TypeForum, 0.39, subject, []string{subject})
}

func TestDeclaredDescription(t *testing.T) {
	doc, err := html.Parse(strings.NewReader(`<html><head><meta name="Description" content="a"><meta property="og:description" content="b">` +
		`<meta name="twitter:description" content="c"><meta name="keywords" content="d"></head><body></body></html>`))
	if err != nil {
		t.Fatal(err)
	}
	if got := readSignals(doc, "").descriptions; strings.Join(got, ",") != "a,b,c" {
		t.Errorf("descriptions = %q, want a, b, c", got)
	}
}

// A shop in a script written without spaces declares its summary too: a
// Chinese or Thai sentence is one run between spaces, and counted so it
// was never long enough to be a summary. A short tagline in those scripts
// still is not one.
func TestRescueDeclaredSummaryScripts(t *testing.T) {
	long := strings.Repeat("本产品采用优质不锈钢材料制造，经久耐用，适合家庭和办公室日常使用。", 6)
	for _, c := range []struct {
		name, summary string
		joins         bool
	}{
		{"chinese", "这款保温杯采用双层真空设计，保温时间长达十二小时，轻巧便携。", true},
		{"thai", "กระติกน้ำสุญญากาศสองชั้นเก็บความร้อนได้นานสิบสองชั่วโมงพกพาสะดวก", true},
		{"a chinese tagline", "轻巧便携的保温杯", false},
	} {
		t.Run(c.name, func(t *testing.T) {
			page := `<html><body><div id="head"><h1>保温杯</h1><div id="snippet">` + c.summary + `</div></div>` +
				`<div id="about"><p>` + long + `</p></div></body></html>`
			x, s, byID := doubtedPage(t, page)
			mains := map[int32]float64{byID["about"]: 1}
			rescueDeclaredSummary(x, s, routeOptions{pageType: TypeProduct}, "", []string{c.summary}, mains)
			if _, ok := mains[byID["snippet"]]; ok != c.joins {
				t.Errorf("the declared summary joined = %v, want %v", ok, c.joins)
			}
		})
	}
}
