package sitegen

import (
	"bytes"
	"testing"

	"golang.org/x/net/html"

	"folio/extractor/internal/fingerprint"
)

func sketch(t testing.TB, p Page) fingerprint.Fingerprint {
	doc, err := html.Parse(bytes.NewReader(p.HTML))
	if err != nil {
		t.Fatal(err)
	}
	return fingerprint.Sketch(doc)
}

func TestDeterministic(t *testing.T) {
	a, b := Sites(7, 3), Sites(7, 3)
	for i := range a {
		if !bytes.Equal(a[i].Page(Base, 2).HTML, b[i].Page(Base, 2).HTML) {
			t.Fatal("same seed gave different pages")
		}
	}
}

// TestFingerprintSeparatesLayouts checks the corpus does what it is for:
// pages of one layout are similar, a redesign is not.
func TestFingerprintSeparatesLayouts(t *testing.T) {
	var same, renamed, redesign, other []float64
	sites := Sites(1, 30)
	for i, s := range sites {
		first := sketch(t, s.Page(Base, 0))
		same = append(same, fingerprint.Similarity(first, sketch(t, s.Page(Base, 1))))
		renamed = append(renamed, fingerprint.Similarity(first, sketch(t, s.Page(Renamed, 0))))
		redesign = append(redesign, fingerprint.Similarity(first, sketch(t, s.Page(Redesign, 0))))
		other = append(other, fingerprint.Similarity(first, sketch(t, sites[(i+1)%len(sites)].Page(Base, 0))))
	}
	t.Logf("similarity min/mean/max: same %s, renamed %s, redesign %s, other host %s", stats(same), stats(renamed), stats(redesign), stats(other))
	if lo, _, _ := minMeanMax(same); lo < fingerprint.SameLayout {
		t.Errorf("same layout below SameLayout: %.2f", lo)
	}
	if _, _, hi := minMeanMax(redesign); hi >= fingerprint.SameLayout {
		t.Errorf("redesign reaches SameLayout: %.2f", hi)
	}
}

func minMeanMax(xs []float64) (lo, mean, hi float64) {
	lo, hi = 1, 0
	for _, x := range xs {
		lo, hi = min(lo, x), max(hi, x)
		mean += x
	}
	return lo, mean / float64(len(xs)), hi
}

func stats(xs []float64) string {
	lo, m, hi := minMeanMax(xs)
	return fmtf(lo) + "/" + fmtf(m) + "/" + fmtf(hi)
}

func fmtf(x float64) string {
	return string([]byte{byte('0' + int(x)), '.', byte('0' + int(x*10)%10), byte('0' + int(x*100)%10)})
}
