package importer

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"io/fs"
	"math/rand/v2"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"go.yaml.in/yaml/v3"

	"folio/library"
)

// The kill test: a child process saves pages, imports an export or
// rebuilds the index of one library folder, and is killed with SIGKILL at
// a random moment, again and again. After every kill the folder must hold
// no truncated file, the library must open (its index recovered or
// rebuilt) and agree with the folder, and every page the child reported
// saved must be there. FOLIO_KILL_RUNS sets the number of kills (100 for
// the target; a short run by default, for CI).

const (
	killHelperEnv = "FOLIO_KILL_HELPER" // the child's mode: save, import or rebuild
	killDirEnv    = "FOLIO_KILL_DIR"
	killListEnv   = "FOLIO_KILL_LIST" // the import's URL list
)

func TestKillAtRandomPoints(t *testing.T) {
	if testing.Short() {
		t.Skip("starts child processes")
	}
	runs := 6
	if v, err := strconv.Atoi(os.Getenv("FOLIO_KILL_RUNS")); err == nil && v > 0 {
		runs = v
	}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		time.Sleep(time.Duration(rand.IntN(20)) * time.Millisecond)
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprintf(w, "<html><head><title>Imported %s</title></head><body><p>%s</p></body></html>", r.URL.Path, prose(r.URL.Path, 300))
	}))
	defer srv.Close()
	dir := t.TempDir()
	var list strings.Builder
	for i := 0; i < 120; i++ {
		fmt.Fprintf(&list, "%s/page%03d\n", srv.URL, i)
	}
	listFile := filepath.Join(t.TempDir(), "urls.txt")
	os.WriteFile(listFile, []byte(list.String()), 0o644)
	writeNotes(t, dir, 150) // something for the rebuild to read
	modes := []string{"save", "import", "rebuild"}
	saved := map[string]string{} // path -> source, from the children's reports
	start := time.Now()
	for i := 0; i < runs; i++ {
		mode := modes[i%len(modes)]
		lines := killChild(t, mode, dir, listFile)
		for _, l := range lines {
			if f := strings.Split(l, "\t"); len(f) == 3 && f[0] == "saved" {
				saved[f[1]] = f[2]
			}
		}
		checkAfterKill(t, dir, saved, fmt.Sprintf("run %d (%s)", i+1, mode))
		if t.Failed() {
			return
		}
	}
	t.Logf("%d kills in %v; %d pages reported saved, all present", runs, time.Since(start).Round(time.Millisecond), len(saved))
	finishImport(t, dir, listFile)
}

// killChild starts a child in mode, waits until it works, kills it at a
// random moment and returns what it printed.
func killChild(t *testing.T, mode, dir, listFile string) []string {
	cmd := exec.Command(os.Args[0], "-test.run=^TestKillHelper$")
	cmd.Env = append(os.Environ(), killHelperEnv+"="+mode, killDirEnv+"="+dir, killListEnv+"="+listFile)
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	lines := make(chan string, 1024)
	go func() {
		sc := bufio.NewScanner(out)
		for sc.Scan() {
			lines <- sc.Text()
		}
		close(lines)
	}()
	var got []string
	select {
	case l, ok := <-lines:
		if !ok || l != "ready" {
			cmd.Process.Kill()
			cmd.Wait()
			t.Fatalf("%s child did not start: %q", mode, l)
		}
	case <-time.After(60 * time.Second):
		cmd.Process.Kill()
		t.Fatalf("%s child did not start in 60 s", mode)
	}
	time.Sleep(time.Duration(rand.IntN(400)) * time.Millisecond)
	cmd.Process.Kill()
	for l := range lines {
		got = append(got, l)
	}
	cmd.Wait()
	return got
}

// TestKillHelper is the child of TestKillAtRandomPoints; it does nothing
// unless FOLIO_KILL_HELPER is set.
func TestKillHelper(t *testing.T) {
	mode := os.Getenv(killHelperEnv)
	if mode == "" {
		t.Skip("the kill test's child process")
	}
	dir := os.Getenv(killDirEnv)
	ctx := context.Background()
	if mode == "rebuild" {
		for {
			os.Remove(filepath.Join(dir, ".folio", "index.db"))
			os.Remove(filepath.Join(dir, ".folio", "index.db-wal"))
			lib, err := library.Open(ctx, dir)
			if err != nil {
				fmt.Println("error\t" + err.Error())
				os.Exit(1)
			}
			fmt.Println("ready")
			lib.Close()
		}
	}
	lib, err := library.Open(ctx, dir)
	if err != nil {
		fmt.Println("error\t" + err.Error())
		os.Exit(1)
	}
	fmt.Println("ready")
	if mode == "import" {
		src, err := Read(URLList, os.Getenv(killListEnv))
		if err != nil {
			os.Exit(1)
		}
		Run(ctx, lib, src, Options{Fetcher: loopbackFetcher(t), Convert: testConvert, Parallel: 4, PerHost: 4, HostDelay: -1,
			Progress: func(p Progress) { fmt.Printf("progress\t%d\n", p.Done) }})
		select {} // finished before the kill: wait for it
	}
	run := strconv.FormatInt(time.Now().UnixNano(), 36)
	for i := 0; ; i++ {
		source := fmt.Sprintf("https://kill.example/%s/%d", run, i)
		e, err := lib.Save(ctx, library.Page{Source: source, Title: fmt.Sprintf("Kill %s %d", run, i),
			Markdown: prose(source, 600), Snapshot: []byte("<p>" + prose(source, 600) + "</p>"), SnapshotType: "text/html"})
		if err != nil {
			fmt.Println("error\t" + err.Error())
			os.Exit(1)
		}
		fmt.Printf("saved\t%s\t%s\n", e.Path, source)
		if i%3 == 2 {
			lib.SetTags(ctx, e.Path, []string{"kill", run})
		}
	}
}

// checkAfterKill checks the folder and the index after a kill.
func checkAfterKill(t *testing.T, dir string, saved map[string]string, when string) {
	t.Helper()
	files := 0
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		name := d.Name()
		if d.IsDir() && p != dir && strings.HasPrefix(name, ".") {
			return filepath.SkipDir
		}
		switch {
		case d.IsDir() || strings.HasPrefix(name, "."):
		case strings.HasSuffix(name, ".gz"):
			if err := gunzipWhole(p); err != nil {
				t.Errorf("%s: truncated snapshot %s: %v", when, p, err)
			}
		case library.IsMarkdownName(name) && !strings.Contains(filepath.ToSlash(p), "_files/"):
			files++
			if err := wholeMarkdown(p); err != nil {
				t.Errorf("%s: truncated file %s: %v", when, p, err)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	lib, err := library.Open(context.Background(), dir)
	if err != nil {
		t.Fatalf("%s: the library does not open: %v", when, err)
	}
	defer lib.Close()
	es, err := lib.List(context.Background(), library.ListOptions{})
	if err != nil || len(es) != files {
		t.Errorf("%s: the index lists %d entries (%v), the folder has %d files", when, len(es), err, files)
	}
	if _, err := lib.Search(context.Background(), "harbour", library.SearchOptions{}); err != nil {
		t.Errorf("%s: search: %v", when, err)
	}
	journals, _ := filepath.Glob(filepath.Join(dir, ".folio", "imports", "*.jsonl"))
	for _, jf := range journals {
		j, err := openJournal(dir, URLList, strings.TrimPrefix(strings.TrimSuffix(filepath.Base(jf), ".jsonl"), "urls-"))
		if err != nil {
			t.Fatalf("%s: journal: %v", when, err)
		}
		for key, r := range j.last {
			if e, ok, _ := lib.Lookup(context.Background(), key); r.Status == statusSaved && (!ok || e.Path != r.Path) {
				t.Errorf("%s: %s, journalled as saved in %s, is lost", when, key, r.Path)
			}
		}
		j.close()
	}
	for rel, source := range saved {
		e, _, err := lib.Get(context.Background(), rel)
		if err != nil || e.Source != source {
			t.Errorf("%s: %s, reported saved from %s, is lost: %+v %v", when, rel, source, e.Meta, err)
		}
	}
}

// wholeMarkdown checks that a saved file was written whole: it ends in a
// newline, its frontmatter parses, and its body matches the hash Folio
// recorded.
func wholeMarkdown(p string) error {
	data, err := os.ReadFile(p)
	if err != nil {
		return err
	}
	if len(data) == 0 || data[len(data)-1] != '\n' {
		return fmt.Errorf("does not end in a newline (%d bytes)", len(data))
	}
	block, body, ok := splitFrontmatter(string(data))
	if !ok {
		return nil // a note without frontmatter
	}
	var m library.Meta
	if err := yaml.Unmarshal([]byte(block), &m); err != nil {
		return fmt.Errorf("frontmatter: %v", err)
	}
	if m.BodyHash != "" {
		sum := sha256.Sum256([]byte(strings.Trim(body, "\n")))
		if hex.EncodeToString(sum[:]) != m.BodyHash {
			return fmt.Errorf("the body does not match body_sha256")
		}
	}
	return nil
}

func gunzipWhole(p string) error {
	data, err := os.ReadFile(p)
	if err != nil {
		return err
	}
	zr, err := gzip.NewReader(bytes.NewReader(data))
	if err != nil {
		return err
	}
	_, err = io.Copy(io.Discard, zr) // checks the CRC and length at the end
	return err
}

// finishImport runs the killed import to the end and checks that every
// URL is in the library exactly once.
func finishImport(t *testing.T, dir, listFile string) {
	lib, err := library.Open(context.Background(), dir)
	if err != nil {
		t.Fatal(err)
	}
	defer lib.Close()
	src, _ := Read(URLList, listFile)
	o := fastOptions(t)
	o.Parallel, o.PerHost = 4, 4
	rep, err := Run(context.Background(), lib, src, o)
	if err != nil || len(rep.Failed) > 0 {
		t.Fatalf("finishing the import: %+v, %v", rep, err)
	}
	es, _ := lib.List(context.Background(), library.ListOptions{})
	count := map[string]int{}
	for _, e := range es {
		count[e.Source]++
	}
	for _, it := range src.Items {
		if count[it.URL] != 1 {
			t.Errorf("%s is in the library %d times", it.URL, count[it.URL])
		}
	}
	t.Logf("import resumed after the kills: %d saved now, %d by earlier runs, %d found already saved", rep.Saved, rep.Resumed, rep.Existing)
}

// writeNotes writes n Markdown notes, as a person's folder would hold.
func writeNotes(t *testing.T, dir string, n int) {
	os.MkdirAll(filepath.Join(dir, "notes"), 0o755)
	for i := 0; i < n; i++ {
		body := fmt.Sprintf("---\ntitle: Note %d\n---\n\n%s\n", i, prose(strconv.Itoa(i), 400))
		if err := os.WriteFile(filepath.Join(dir, "notes", fmt.Sprintf("n%03d.md", i)), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// prose makes n words of text that depend on seed.
func prose(seed string, n int) string {
	words := strings.Fields("the harbour kite glacier violin orchard lantern compass meadow falcon quarry tundra river bread")
	h := sha256.Sum256([]byte(seed))
	var b strings.Builder
	for i := 0; i < n; i++ {
		b.WriteString(words[(int(h[i%32])+i*7)%len(words)])
		if i%12 == 11 {
			b.WriteString(".\n\n")
		} else {
			b.WriteByte(' ')
		}
	}
	return b.String()
}
