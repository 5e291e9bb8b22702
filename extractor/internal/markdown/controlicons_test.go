package markdown_test

import (
	"strings"
	"testing"

	"golang.org/x/net/html"

	"folio/extractor/internal/dom"
	"folio/extractor/internal/markdown"
)

// A shop's main picture links to its large file; the same picture sits
// in the thumbnail strip, whose links open a slide on the page ("#",
// "javascript:"), and in a "recently viewed" strip the page leaves out,
// linking to the product's page. None is a control: a link into the page
// itself goes nowhere else, and a left-out copy is not written.
func TestControlIconsKeepAProductsPicture(t *testing.T) {
	const page = `<div class="gallery"><a href="/i/oak-large.jpg"><img src="/i/oak.jpg" alt="Oak chair"></a>` +
		`<ul><li><a href="#"><img src="/i/oak.jpg" alt="Oak chair"></a></li>` +
		`<li><a href="javascript:void(0)"><img src="/i/oak.jpg" alt="Oak chair"></a></li></ul></div>` +
		`<h1>Oak chair</h1><p>A solid oak chair with a woven seat, made by hand.</p>` +
		`<div class="recent"><a href="/p/oak"><img src="/i/oak.jpg" alt="Oak chair"></a></div>`
	nodes := parseBody(t, page)
	skip := func(n *html.Node) bool { return dom.Attr(n, "class") == "recent" }
	md, _ := markdown.Render(nodes, markdown.Options{Base: caseBase, Skip: skip})
	if !strings.Contains(md, "[![Oak chair](https://example.com/i/oak.jpg)](https://example.com/i/oak-large.jpg)") {
		t.Errorf("the product's picture is gone:\n%s", md)
	}
}

// An arrow icon before each section's heading links to that section: a
// picture that links only into the page, to different places, is a
// control still.
func TestControlIconsInPage(t *testing.T) {
	const page = `<p><a href="#fees"><img src="/i/arrow.svg" alt="arrow icon"></a></p><h3>Fees</h3><p>The fees are due in May.</p>` +
		`<p><a href="#dates"><img src="/i/arrow.svg" alt="arrow icon"></a></p><h3>Dates</h3><p>Classes start in June.</p>`
	md, _ := markdown.Render(parseBody(t, page), markdown.Options{Base: caseBase})
	if strings.Contains(md, "arrow") {
		t.Errorf("the arrow icons are written:\n%s", md)
	}
}

// The same arrow written once with a relative address and once with an
// absolute one is one picture: linked to two places off the page, it is a
// control, as it would be written alike.
func TestControlIconsResolveThePicture(t *testing.T) {
	const page = `<p><a href="/apply.php#requirements"><img src="https://example.com/i/arrow.svg" alt="arrow icon"></a> Requirements</p>` +
		`<p>The programme takes two years of study.</p>` +
		`<p><a href="profiles.php"><img src="/i/arrow.svg" alt="arrow icon"></a> Student profiles</p>`
	md, _ := markdown.Render(parseBody(t, page), markdown.Options{Base: caseBase})
	if strings.Contains(md, "arrow") {
		t.Errorf("the arrow icons are written:\n%s", md)
	}
}

// A story's picture linking to the story, once with a relative and once
// with an absolute address, links to one place: it is content, not a
// control.
func TestControlIconsResolveTheLink(t *testing.T) {
	const page = `<p><a href="/news/harvest.html"><img src="/i/harvest.jpg" alt="The harvest"></a></p>` +
		`<p>The harvest came in early this year across the valley.</p>` +
		`<p><a href="https://example.com/news/harvest.html"><img src="/i/harvest.jpg" alt="The harvest"></a></p>`
	md, _ := markdown.Render(parseBody(t, page), markdown.Options{Base: caseBase})
	if strings.Count(md, "![The harvest](https://example.com/i/harvest.jpg)") != 2 {
		t.Errorf("the story's picture is gone:\n%s", md)
	}
}
