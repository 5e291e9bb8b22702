package entry

import (
	"errors"
	"strings"
	"testing"
)

func TestParseEntryValid(t *testing.T) {
	e, err := ParseEntry([]byte(`id: a-1
url: https://example.com/a
category: docs
anchors:
  - keep me
intrusions: [menu]
must_not_contain:
note: |
  two
  lines
`), "entry.yaml")
	if err != nil {
		t.Fatal(err)
	}
	if e.ID != "a-1" || e.Category != "docs" || len(e.Anchors) != 1 || e.Intrusions[0] != "menu" || e.MustNotContain != nil || e.Note != "two\nlines" {
		t.Fatalf("entry = %+v", e)
	}
}

func TestParseEntryErrors(t *testing.T) {
	const head = "id: a\nurl: https://x.org/\ncategory: forum\n"
	cases := []struct{ name, yaml, want string }{
		{"unknown key", head + "anchor:\n  - x\n", "entry.yaml:4: unknown key \"anchor\""},
		{"duplicate key", head + "id: b\n", "entry.yaml:4: duplicate key \"id\""},
		{"missing url", "id: a\ncategory: forum\n", "missing required key \"url\""},
		{"list wanted", head + "anchors: keep me\n", "entry.yaml:4: anchors: want a list of phrases"},
		{"item not a string", head + "anchors:\n  - ok\n  - Printers: Voron\n", "entry.yaml:6: anchors: each item must be a non-empty string"},
		{"empty item", head + "intrusions:\n  - \"\"\n", "entry.yaml:5: intrusions: each item"},
		{"bad id", "id: Bad Id\nurl: https://x.org/\ncategory: forum\n", "entry.yaml:1: id \"Bad Id\""},
		{"bad url", "id: a\nurl: ftp://x.org/\ncategory: forum\n", "entry.yaml:2: url \"ftp://x.org/\""},
		{"bad category", "id: a\nurl: https://x.org/\ncategory: Blog Post\n", "entry.yaml:3: category"},
		{"escaping ref", head + "ground_truth: ../secret.md\n", "entry.yaml:4: ground_truth"},
		{"not a mapping", "- a\n- b\n", "want a mapping"},
		{"yaml syntax", "id: [\n", "entry.yaml"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := ParseEntry([]byte(c.yaml), "entry.yaml")
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("err = %v, want it to contain %q", err, c.want)
			}
			if !errors.Is(err, ErrEntry) {
				t.Fatalf("%v does not match ErrEntry", err)
			}
		})
	}
}

func TestLoadProjectCorpus(t *testing.T) {
	entries, err := LoadEntries("../testdata/corpus")
	if err != nil {
		t.Fatal(err)
	}
	cats := map[string]bool{}
	for _, e := range entries {
		cats[e.Category] = true
		data, err := e.HTML()
		if err != nil || !strings.Contains(strings.ToLower(string(data)), "<html") {
			t.Errorf("%s: HTML() = %d bytes, %v", e.ID, len(data), err)
		}
		if len(e.Anchors) == 0 || len(e.Intrusions) == 0 {
			t.Errorf("%s: every project entry needs anchors and intrusions", e.ID)
		}
	}
	for _, c := range []string{"article", "docs", "forum", "product", "listing", "newsletter"} {
		if !cats[c] {
			t.Errorf("no %s entry in the project corpus", c)
		}
	}
}

func TestEntryFolderChecks(t *testing.T) {
	dir := t.TempDir() + "/x"
	writeFile(t, dir+"/entry.yaml", "id: y\nurl: https://x.org/\ncategory: docs\n")
	if _, err := ReadEntry(dir); err == nil || !strings.Contains(err.Error(), "folder name") {
		t.Fatalf("id/folder mismatch: %v", err)
	}
	writeFile(t, dir+"/entry.yaml", "id: x\nurl: https://x.org/\ncategory: docs\n")
	if _, err := ReadEntry(dir); err == nil || !strings.Contains(err.Error(), "page.html") {
		t.Fatalf("missing page: %v", err)
	}
	writeFile(t, dir+"/page.html", "<p>hi</p>")
	writeFile(t, dir+"/entry.yaml", "id: x\nurl: https://x.org/\ncategory: docs\nground_truth: t.md\n")
	if _, err := ReadEntry(dir); err == nil || !strings.Contains(err.Error(), `"t.md" is missing`) {
		t.Fatalf("missing ground truth: %v", err)
	}
}
