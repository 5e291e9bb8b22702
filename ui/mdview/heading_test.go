package mdview

import (
	"fmt"
	"strings"
	"testing"
)

func TestHeadingsAndSlugs(t *testing.T) {
	md := strings.Join([]string{
		"# Hello, World!",
		"## Hello World",
		"## hello-world",
		"### Über `code` & *emphasis*",
		"#### 1.2 Version_2",
		"## Hello World",
		"Setext\n======",
		"###### ",
		"## Hello World-1",
	}, "\n\n")
	v, _ := showDoc(t, md, Options{})
	want := []Heading{
		{1, "Hello, World!", "hello-world"},
		{2, "Hello World", "hello-world-1"},
		{2, "hello-world", "hello-world-2"},
		{3, "Über code & emphasis", "über-code--emphasis"},
		{4, "1.2 Version_2", "12-version_2"},
		{2, "Hello World", "hello-world-3"},
		{1, "Setext", "setext"},
		{6, "", ""},
		{2, "Hello World-1", "hello-world-1-1"},
	}
	got := v.Headings()
	if len(got) != len(want) {
		t.Fatalf("got %d headings: %+v", len(got), got)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("heading %d = %+v, want %+v", i, got[i], want[i])
		}
	}
}

func TestScrollToHeading(t *testing.T) {
	var b strings.Builder
	for i := 0; i < 40; i++ {
		fmt.Fprintf(&b, "## Part %d\n\n%s\n\n", i, strings.Repeat("Some words to fill the page. ", 30))
	}
	v, _ := showDoc(t, b.String(), Options{})
	if v.ScrollToHeading("no-such-heading") {
		t.Error("unknown slug reported found")
	}
	for _, slug := range []string{"part-30", "#part-5", "part-39", "part-0"} {
		if !v.ScrollToHeading(slug) {
			t.Fatalf("%s not found", slug)
		}
		i := v.doc.anchors[strings.TrimPrefix(slug, "#")]
		it := v.pager.items[i]
		top := v.scroll.Offset.Y
		maxTop := v.pager.total - v.scroll.Size().Height
		if it.obj == nil {
			t.Errorf("%s: heading block not built", slug)
		}
		if d := it.y - top; (d < 0 || d > 2*v.blockGap()) && top < maxTop-1 {
			t.Errorf("%s: heading at %v, view top %v", slug, it.y, top)
		}
	}
	v.ScrollToTop()
	if v.scroll.Offset.Y != 0 {
		t.Errorf("ScrollToTop left offset %v", v.scroll.Offset.Y)
	}
}

func TestScrollByAndZoomKeepPlace(t *testing.T) {
	var b strings.Builder
	for i := 0; i < 60; i++ {
		fmt.Fprintf(&b, "## Part %d\n\n%s\n\n", i, strings.Repeat("Some words to fill the page. ", 20))
	}
	v, _ := showDoc(t, b.String(), Options{})
	v.ScrollBy(1 << 30)
	end := v.pager.total - v.scroll.Size().Height
	if d := v.scroll.Offset.Y - end; d < -1 || d > 1 {
		t.Errorf("ScrollBy(huge) stopped at %v, end %v", v.scroll.Offset.Y, end)
	}
	v.ScrollBy(-1 << 30)
	if v.scroll.Offset.Y != 0 {
		t.Errorf("ScrollBy(-huge) stopped at %v", v.scroll.Offset.Y)
	}
	v.ScrollToHeading("part-30")
	v.SetTextScale(1.5)
	i := v.pager.indexAt(v.scroll.Offset.Y + 1)
	if h := v.doc.anchors["part-30"]; i < h-1 || i > h+1 {
		t.Errorf("after zoom the top block is %d, want about %d", i, h)
	}
}
