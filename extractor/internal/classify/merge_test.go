package classify

import "testing"

// TestMergeKeepsLinksInSentences: an FAQ written as text and <h3>s inside
// one <span>, whose questions are chosen and merged into the span, keeps
// the links inside its sentences (skipping them left "Choose a , compact
// chair"); a link that stands between blocks with no text beside it is
// still skipped with the span's other unchosen children, and so is a
// link longer than a few words (sentenceLinkText), a block set inline.
func TestMergeKeepsLinksInSentences(t *testing.T) {
	page := `<html><body><div><span id="faq">` +
		`<h3 id="q1">How to arrange furniture in a small space?</h3>` +
		`Position your furniture away from walls. Choose a <a id="inline" href="/c/loveseat">leather loveseat</a>, compact chair or small sofa instead of a sectional.<br>` +
		`<h3 id="q2">How to pick furniture?</h3>` +
		`<a id="lone" href="/c/all">See every piece of furniture we sell</a>` +
		`<h3 id="q3">When to buy?</h3>` +
		`Terms: <a id="long" href="/legal">Monthly installments are subject to credit approval and to the card agreement</a> apply.` +
		`<h3 id="q4">Where to buy?</h3>` +
		`</span></div></body></html>`
	x := indexPage(t, page)
	s := score(x, routeOptions{softHints: true})
	copy(s.keptText, x.text)
	ids := nodeIDs(x)
	mains := map[int32]float64{ids["q1"]: 1, ids["q2"]: 1, ids["q3"]: 1, ids["q4"]: 1}
	skips := mergeUp(x, s, mains)
	if _, ok := mains[ids["q1"]]; ok {
		t.Fatalf("the questions were not merged: %v", mains)
	}
	if _, ok := skips[ids["inline"]]; ok {
		t.Error("a link inside a sentence was skipped")
	}
	if _, ok := skips[ids["lone"]]; !ok {
		t.Error("a link standing alone between blocks was kept")
	}
	if _, ok := skips[ids["long"]]; !ok {
		t.Error("a long inline run beside text (a block set inline) was kept")
	}
}

// TestMergeStopsBelowBody: blocks whose parent is <body> stay apart
// rather than lifting the whole page into the content, where the prune
// stage would read the page's chrome names (a vBulletin 3 poster's
// div#postmenu_N) inside it.
func TestMergeStopsBelowBody(t *testing.T) {
	page := `<html><body><table id="notice"><tr><td>Welcome to the Bread Forum: read the rules before you post.</td></tr></table>` +
		`<div id="posts"><p>My rye starter is nine days old and smells sharply of nail polish remover.</p></div>` +
		`<div id="nav"><a href="/">Forum home</a></div></body></html>`
	x := indexPage(t, page)
	s := score(x, routeOptions{softHints: true})
	copy(s.keptText, x.text)
	ids := nodeIDs(x)
	mains := map[int32]float64{ids["notice"]: 1, ids["posts"]: 1}
	mergeUp(x, s, mains)
	if _, ok := mains[0]; ok {
		t.Fatalf("the blocks were lifted to <body>: %v", mains)
	}
	if len(mains) != 2 {
		t.Errorf("chosen %v, want the notice and the posts", mains)
	}
}
