package export

import (
	"bytes"
	"context"
	"image"
	"image/png"
	"strings"
	"testing"
)

// fakeMath draws formulas as black boxes 20 px per character and fails
// on TeX holding "bad".
type fakeMath struct{ langs []string }

func (f *fakeMath) Figure(_ context.Context, lang, src string) (Figure, bool, error) {
	if lang != mathLang && lang != mathInlineLang {
		return Figure{}, false, nil
	}
	f.langs = append(f.langs, lang)
	if strings.Contains(src, "bad") {
		return Figure{}, true, errBad
	}
	img := image.NewNRGBA(image.Rect(0, 0, 20*len(strings.TrimSpace(src)), 64))
	for i := 3; i < len(img.Pix); i += 4 {
		img.Pix[i] = 0xff
	}
	var b bytes.Buffer
	png.Encode(&b, img)
	return Figure{PNG: b.Bytes(), Scale: 4, Baseline: 48}, true, nil
}

var errBad = context.DeadlineExceeded // any error

func TestMathPrintsAsFormulas(t *testing.T) {
	f := &fakeMath{}
	src := "Energy $E=mc^2$ costs $5 or $10.\n\n$$\n\\sum_i x_i\n$$\n\n```math\na+b\n```\n\nBad $\\bad$ and\n\n$$\n\\bad\n$$\n"
	var out bytes.Buffer
	if err := PDF(context.Background(), &out, []byte(src), WithFigures(f)); err != nil {
		t.Fatal(err)
	}
	if strings.Join(f.langs, ",") != "math inline,math,math,math inline,math" {
		t.Errorf("asked for %q", f.langs)
	}
	text := pdfText(t, out.Bytes())
	for _, want := range []string{"Energy", "costs $5 or $10.", `Bad \bad and`, `\bad`} {
		if !strings.Contains(text, want) {
			t.Errorf("%q missing from\n%s", want, text)
		}
	}
	for _, gone := range []string{"E=mc^2", `\sum_i`, "a+b"} {
		if strings.Contains(text, gone) {
			t.Errorf("%q printed as text, not drawn:\n%s", gone, text)
		}
	}
}

func TestMathWithoutRendererPrintsTeX(t *testing.T) {
	var out bytes.Buffer
	if err := PDF(context.Background(), &out, []byte("Inline $x^2$ here.\n\n$$\ny_1\n$$\n")); err != nil {
		t.Fatal(err)
	}
	text := pdfText(t, out.Bytes())
	if !strings.Contains(text, "x^2") || !strings.Contains(text, "y_1") {
		t.Errorf("TeX missing:\n%s", text)
	}
}
