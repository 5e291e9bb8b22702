package templates

import (
	"bufio"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"

	"folio/extractor/internal/fingerprint"
)

// Killing a process while it learns never loses a host it saved nor
// leaves a file the cache cannot read: after each kill -9 the cache is
// opened again and every host the learner reported saved (in this round
// or an earlier one) still has its layout. CI runs 10 kills;
// FOLIO_KILL_LOOP=100 runs 100.
func TestLearnKillLoop(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("no SIGKILL")
	}
	if dir := os.Getenv("TEMPLATES_LEARNER"); dir != "" {
		learner(t, dir) // the child: never returns
	}
	rounds := 10
	if n, err := strconv.Atoi(os.Getenv("FOLIO_KILL_LOOP")); err == nil {
		rounds = n
	}
	dir := t.TempDir()
	saved := map[string]bool{}
	for i := 0; i < rounds; i++ {
		for _, h := range killLearner(t, dir, i) {
			saved[h] = true
		}
		c, err := OpenCache(dir, CacheOptions{})
		if err != nil {
			t.Fatalf("round %d: %v", i, err)
		}
		for h := range saved {
			if len(c.Layouts(h)) == 0 {
				t.Fatalf("round %d: %s was saved, and is lost", i, h)
			}
		}
		if tmp, _ := filepath.Glob(filepath.Join(dir, ".*")); len(tmp) != 0 {
			t.Fatalf("round %d: temporary files left after opening: %v", i, tmp)
		}
	}
	if len(saved) == 0 {
		t.Fatal("the learner never saved a host")
	}
}

// killLearner starts a learner on dir, kills it a few milliseconds after
// its first save and returns the hosts it reported saved.
func killLearner(t *testing.T, dir string, round int) []string {
	cmd := exec.Command(os.Args[0], "-test.run=^TestLearnKillLoop$")
	cmd.Env = append(os.Environ(), "TEMPLATES_LEARNER="+dir)
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
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
	var hosts []string
	select { // the child's start-up takes seconds on a loaded machine
	case l := <-lines:
		if h, ok := strings.CutPrefix(l, "saved "); ok {
			hosts = append(hosts, h)
		}
	case <-time.After(30 * time.Second):
		t.Fatal("the learner saved nothing in 30 s")
	}
	time.Sleep(time.Duration(3+round%9*7) * time.Millisecond)
	cmd.Process.Kill()
	for l := range lines {
		if h, ok := strings.CutPrefix(l, "saved "); ok {
			hosts = append(hosts, h)
		}
	}
	cmd.Wait()
	return hosts
}

// learner learns pages of 30 hosts into dir for ever, and prints each
// host once Learn has returned (its file written).
func learner(t *testing.T, dir string) {
	c, err := OpenCache(dir, CacheOptions{})
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; ; i++ {
		host := fmt.Sprintf("h%d.example", i%30)
		doc := parseDoc(t, blogPage(i, 6+i%5, ""))
		if _, err := c.Learn(host, fingerprint.Sketch(doc), doc, classified(doc), nil); err == nil {
			fmt.Fprintln(os.Stdout, "saved", host)
		}
	}
}
