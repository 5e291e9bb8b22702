package ui

import (
	"strings"
	"unicode"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
)

// richView is a docView over Fyne's own RichText Markdown renderer. It is
// the fallback used until (or where) ui/mdview is not wired in.
type richView struct {
	rt     *widget.RichText
	scroll *container.Scroll
	md     string
	onLink func(string)

	matches int
	current int
}

func newRichView(onLink func(string)) docView {
	rt := widget.NewRichText()
	rt.Wrapping = fyne.TextWrapWord
	return &richView{rt: rt, scroll: container.NewVScroll(rt), onLink: onLink}
}

func (v *richView) Object() fyne.CanvasObject { return v.scroll }

func (v *richView) SetMarkdown(md string) {
	v.md = md
	v.rt.ParseMarkdown(md)
	for _, s := range v.rt.Segments {
		v.hookLinks(s)
	}
	v.rt.Refresh()
	v.ScrollToTop()
}

func (v *richView) hookLinks(s widget.RichTextSegment) {
	switch seg := s.(type) {
	case *widget.HyperlinkSegment:
		if seg.URL != nil {
			dest := seg.URL.String()
			seg.OnTapped = func() { v.onLink(dest) }
		}
	case *widget.ParagraphSegment:
		for _, c := range seg.Texts {
			v.hookLinks(c)
		}
	case *widget.ListSegment:
		for _, c := range seg.Items {
			v.hookLinks(c)
		}
	}
}

func (v *richView) Headings() []heading {
	var hs []heading
	inFence := false
	for _, line := range strings.Split(v.md, "\n") {
		t := strings.TrimSpace(line)
		if strings.HasPrefix(t, "```") || strings.HasPrefix(t, "~~~") {
			inFence = !inFence
		}
		if inFence || !strings.HasPrefix(t, "#") {
			continue
		}
		level := len(t) - len(strings.TrimLeft(t, "#"))
		text := strings.TrimSpace(t[level:])
		if level > 6 || text == "" {
			continue
		}
		hs = append(hs, heading{Level: level, Text: text, Slug: slugify(text)})
	}
	return hs
}

// ScrollToHeading scrolls to the heading's share of the document height,
// an approximation good enough for the fallback view.
func (v *richView) ScrollToHeading(slug string) bool {
	lines := strings.Split(v.md, "\n")
	for i, line := range lines {
		t := strings.TrimSpace(line)
		if strings.HasPrefix(t, "#") && slugify(strings.TrimLeft(t, "# ")) == slug {
			h := v.rt.MinSize().Height
			v.scroll.Offset.Y = h * float32(i) / float32(len(lines))
			v.scroll.Refresh()
			return true
		}
	}
	return false
}

func (v *richView) ScrollToTop() { v.scroll.ScrollToTop() }

func (v *richView) Find(q string) int {
	v.current = 0
	v.matches = 0
	if q != "" {
		v.matches = strings.Count(strings.ToLower(v.PlainText()), strings.ToLower(q))
	}
	return v.matches
}

func (v *richView) FindNext() int {
	if v.matches > 0 {
		v.current = (v.current + 1) % v.matches
	}
	return v.current
}

func (v *richView) FindPrev() int {
	if v.matches > 0 {
		v.current = (v.current + v.matches - 1) % v.matches
	}
	return v.current
}

func (v *richView) ClearFind()           { v.matches, v.current = 0, 0 }
func (v *richView) SetTextScale(float32) {}
func (v *richView) Rebuild()             { v.SetMarkdown(v.md) }
func (v *richView) PlainText() string    { return v.rt.String() }

// slugify makes a GitHub-style anchor: lower case, spaces to hyphens,
// punctuation other than hyphens and underscores dropped.
func slugify(s string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(s) {
		switch {
		case unicode.IsLetter(r) || unicode.IsDigit(r) || r == '-' || r == '_':
			b.WriteRune(r)
		case r == ' ':
			b.WriteByte('-')
		}
	}
	return b.String()
}
