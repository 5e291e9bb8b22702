package mdview

import (
	"context"
	"errors"
	"image"
	"image/color"
	"strings"
	"sync"
	"testing"

	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
)

// fakeMath draws formulas as alpha masks 2 pixels per unit, 10 units
// wide per character and a line tall, baseline at three quarters; it
// fails on TeX holding "bad".
// fakeMath draws formulas as solid masks and fails on those that say
// "bad"; the view draws each in its own goroutine, hence the lock.
type fakeMath struct {
	mu    sync.Mutex
	langs []string
}

func (f *fakeMath) drawn() string {
	f.mu.Lock()
	defer f.mu.Unlock()
	return strings.Join(f.langs, ",")
}

func (f *fakeMath) Draws(lang, _ string) bool { return lang == mathLang || lang == mathInlineLang }

func (f *fakeMath) Draw(_ context.Context, lang, src string, _ bool) (image.Image, float32, error) {
	f.mu.Lock()
	f.langs = append(f.langs, lang)
	f.mu.Unlock()
	if strings.Contains(src, "bad") {
		return nil, 0, errors.New("cannot draw")
	}
	m := &maskWithBaseline{image.NewAlpha(image.Rect(0, 0, 20*len(src), 2*mathTextSize)), 24}
	for i := range m.Pix {
		m.Pix[i] = 0xff
	}
	return m, 2, nil
}

type maskWithBaseline struct {
	*image.Alpha
	base int
}

func (m *maskWithBaseline) Baseline() int           { return m.base }
func (m *maskWithBaseline) AlphaMask() *image.Alpha { return m.Alpha }

func TestInlineMathDrawnInTheLine(t *testing.T) {
	f := &fakeMath{}
	v, _ := showDoc(t, "Energy is $mc^2$ and costs $5 or $10.\n", Options{Diagrams: f})
	waitFor(t, "formula", func() bool { return len(find[*canvas.Image](v.pager)) == 1 })
	img := find[*canvas.Image](v.pager)[0]
	k := v.textSize() / mathTextSize
	if s := img.Size(); s.Width < 40*k-1 || s.Width > 40*k+1 {
		t.Errorf("formula drawn %v wide, want %v (sized to the text)", s.Width, 40*k)
	}
	if got := f.drawn(); got != mathInlineLang {
		t.Errorf("drawn as %q", got)
	}
	// tinted with the text colour
	px := img.Image.At(1, 1)
	if want := color.NRGBAModel.Convert(theme.Color(theme.ColorNameForeground)); px != want {
		t.Errorf("ink %v, want %v", px, want)
	}
	// The money stays text; the formula's TeX stays in the plain text.
	if pt := v.PlainText(); pt != "Energy is mc^2 and costs $5 or $10.\n" {
		t.Errorf("plain text %q", pt)
	}
	if n := v.Find("mc"); n != 1 {
		t.Errorf("find in a formula's TeX: %d", n)
	}
	// On the text line: its baseline (24 px of 32 at density 2) on the text's.
	pad := theme.InnerPadding()
	top := img.Position().Y
	if want := pad + v.baseline() - 12*k; top < want-1 || top > want+1 {
		t.Errorf("formula top at %v, want %v (baseline on the text's)", top, want)
	}
}

func TestInlineMathThatFailsStaysTeX(t *testing.T) {
	v, _ := showDoc(t, "see $\\bad{x}$ here\n", Options{Diagrams: &fakeMath{}})
	drain()
	if len(find[*canvas.Image](v.pager)) != 0 {
		t.Error("a formula that failed was drawn")
	}
	if !contains(texts(v.pager), `see \bad{x} here`) {
		t.Errorf("texts %q", texts(v.pager))
	}
}

func TestDisplayMathCentred(t *testing.T) {
	f := &fakeMath{}
	v, _ := showDoc(t, "$$\nE = mc^2\n$$\n\n```math\na+b\n```\n\n$$\n\\bad\n$$\n", Options{Diagrams: f})
	// Each formula is drawn in its own goroutine: wait for all three, the
	// failed one shown as its TeX.
	waitFor(t, "formulas", func() bool {
		return len(find[*canvas.Image](v.pager)) == 2 && len(find[*codeText](v.pager)) == 1
	})
	for _, img := range find[*canvas.Image](v.pager) {
		if img.Position().X < 100 {
			t.Errorf("display formula at x=%v, want centred", img.Position().X)
		}
	}
	if got := f.drawn(); got != "math,math,math" {
		t.Errorf("langs %q", got)
	}
	// the one that failed is its TeX as code, without an error note
	if g := find[*codeText](v.pager); len(g) != 1 || !strings.Contains(g[0].Text(), `\bad`) {
		t.Error("a failed display formula should show its TeX")
	}
	if contains(texts(v.pager), "could not be drawn") {
		t.Error("a formula that fails must not show an error")
	}
}

func TestMathWithoutRendererIsCode(t *testing.T) {
	v, _ := showDoc(t, "inline $x^2$\n\n$$\ny\n$$\n", Options{})
	drain()
	if len(find[*canvas.Image](v.pager)) != 0 || !contains(texts(v.pager), "inline x^2") {
		t.Errorf("texts %q", texts(v.pager))
	}
	if g := find[*codeText](v.pager); len(g) != 1 {
		t.Error("display math without a renderer should be a code block")
	}
}
