package gym

import (
	"bytes"
	"context"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// reportFixture runs the project corpus and builds a baseline in which one
// page scored higher and one lower, so the report has both lists.
func reportFixture(t *testing.T) (rs, base []Result) {
	t.Helper()
	rs, err := Run([]string{projectCorpus}, RunOptions{})
	if err != nil {
		t.Fatal(err)
	}
	base = append([]Result(nil), rs...)
	base[0].Score = rs[0].Score + 0.25 // regressed since
	base[1].Score = rs[1].Score - 0.25 // improved since
	return rs, base
}

func TestHTMLReportSelfContained(t *testing.T) {
	rs, base := reportFixture(t)
	var b bytes.Buffer
	if err := WriteHTMLReport(&b, rs, ReportOptions{Baseline: base}); err != nil {
		t.Fatal(err)
	}
	page := b.String()
	for _, want := range []string{"Score matrix", "Structure F1 by kind", "<svg", "<title>baseline ", ">baseline</text>", "Against the baseline",
		"▼ " + rs[0].Key, "▲ " + rs[1].Key, "Pages to look at"} {
		if !strings.Contains(page, want) {
			t.Errorf("report lacks %q", want)
		}
	}
	// Self-contained: nothing for the browser to fetch. Page content is
	// escaped, so an entry's own <img src=...> cannot appear as a tag.
	for _, bad := range []string{"<link", "<script", `src="http`, "@import", "url("} {
		if strings.Contains(page, bad) {
			t.Errorf("report contains %q", bad)
		}
	}
}

// TestHTMLReportInChromium renders the report in headless Chromium and
// checks the screenshot is a real page, not a blank or an error page.
// Set GYM_REPORT_SCREENSHOT=path to keep the PNG for a look.
func TestHTMLReportInChromium(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: no browser")
	}
	bin := ""
	for _, name := range []string{"chromium", "chromium-browser"} {
		if p, err := exec.LookPath(name); err == nil {
			bin = p
			break
		}
	}
	if bin == "" {
		t.Skip("chromium is not on PATH (apt-get install chromium): the report is not rendered")
	}
	rs, base := reportFixture(t)
	dir := t.TempDir()
	html, shot := filepath.Join(dir, "report.html"), filepath.Join(dir, "report.png")
	if err := writeReportFile(html, rs, ReportOptions{Baseline: base}); err != nil {
		t.Fatal(err)
	}
	if keep := os.Getenv("GYM_REPORT_SCREENSHOT"); keep != "" {
		shot = keep
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, bin, "--headless", "--no-sandbox", "--disable-gpu",
		"--disable-background-networking", "--disable-component-update", "--disable-sync",
		"--no-first-run", "--user-data-dir="+filepath.Join(dir, "profile"),
		"--screenshot="+shot, "--window-size=1280,2000", "file://"+html)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("chromium: %v\n%s", err, out)
	}
	checkScreenshot(t, shot)
}

func checkScreenshot(t *testing.T, path string) {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	if b := img.Bounds(); b.Dx() != 1280 || b.Dy() != 2000 {
		t.Fatalf("screenshot is %v", b)
	}
	// A rendered report has the heat-map greens, the chart's blue and the
	// cards' red: many colours. A blank or error page has a handful.
	colours := map[uint32]bool{}
	for y := 0; y < 2000; y += 7 {
		for x := 0; x < 1280; x += 7 {
			r, g, b, _ := img.At(x, y).RGBA()
			colours[r>>11<<10|g>>11<<5|b>>11] = true
		}
	}
	if len(colours) < 40 {
		t.Fatalf("the screenshot has %d colours: blank or not rendered", len(colours))
	}
}
