package mathtex

import (
	"context"
	"errors"
	"strings"
	"testing"
)

func TestRenderDrawsInk(t *testing.T) {
	for _, src := range []string{`x^2`, `e^{i\pi}+1=0`, `\frac{a+b}{2}`, `\sqrt{2}`, `\sum_{i=1}^{n} i`, `\alpha\beta\gamma`} {
		f, err := Render(context.Background(), src, Options{Size: 16, Scale: 2})
		if err != nil {
			t.Errorf("%s: %v", src, err)
			continue
		}
		b := f.Bounds()
		if b.Dx() < 8 || b.Dy() < 16 || f.Baseline() <= 0 || f.Baseline() > b.Dy() {
			t.Errorf("%s: %v, baseline %d", src, b, f.Baseline())
		}
		if ink(f) == 0 {
			t.Errorf("%s: nothing drawn", src)
		}
	}
}

func TestRenderSizesToText(t *testing.T) {
	small, err := Render(context.Background(), `x+y`, Options{Size: 12, Scale: 1})
	if err != nil {
		t.Fatal(err)
	}
	big, err := Render(context.Background(), `x+y`, Options{Size: 24, Scale: 1})
	if err != nil {
		t.Fatal(err)
	}
	r := float64(big.Bounds().Dx()) / float64(small.Bounds().Dx())
	if r < 1.6 || r > 2.4 {
		t.Errorf("twice the size is %.2f times as wide", r)
	}
	// x+y sits on the line: about a text size tall, baseline low.
	if h := small.Bounds().Dy(); h < 8 || h > 24 {
		t.Errorf("x+y at 12 px is %d px tall", h)
	}
}

func TestRenderCaches(t *testing.T) {
	a, _ := Render(context.Background(), `a^2+b^2=c^2`, Options{})
	b, _ := Render(context.Background(), `a^2+b^2=c^2`, Options{})
	if a == nil || a != b {
		t.Error("the same formula was drawn twice")
	}
	c, _ := Render(context.Background(), `a^2+b^2=c^2`, Options{Size: 20})
	if c == nil || c == a {
		t.Error("another size must be drawn anew")
	}
}

func TestRenderRefuses(t *testing.T) {
	cases := map[string]error{
		"":                             ErrUnsupported,
		`\frac{a}`:                     ErrUnsupported,
		`{x`:                           ErrUnsupported,
		`x}`:                           ErrUnsupported,
		`\left( x`:                     ErrUnsupported,
		`x \right)`:                    ErrUnsupported,
		`\begin{matrix}a`:              ErrUnsupported,
		`\begin{matrix}a\end{pmatrix}`: ErrUnsupported,
		`\left\alpha x\right)`:         ErrUnsupported,
		`\sqrt[3{x}`:                   ErrUnsupported,
		`a & b`[:0] + `{a & b}`:        ErrUnsupported,
		strings.Repeat("{", 100) + "x" + strings.Repeat("}", 100): ErrUnsupported,
		strings.Repeat("x", MaxSource+1):                          ErrTooLarge,
	}
	for src, want := range cases {
		if _, err := Render(context.Background(), src, Options{}); !errors.Is(err, want) {
			t.Errorf("%.30q: err = %v, want %v", src, err, want)
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := Render(ctx, `y`, Options{}); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled: %v", err)
	}
}

func FuzzRender(f *testing.F) {
	for _, s := range []string{`x^2`, `\frac{1}{2}`, `\sqrt[3]{x}`, `{`, `}`, `^_^`, `\`, `a_{b_{c_{d}}}`} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		_, _ = Render(context.Background(), s, Options{Size: 10, Scale: 1})
	})
}

// ink counts the pixels with any coverage.
func ink(f *Formula) int {
	n := 0
	for _, a := range f.Pix {
		if a > 0 {
			n++
		}
	}
	return n
}
