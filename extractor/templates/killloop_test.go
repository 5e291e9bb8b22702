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
	"folio/extractor/internal/htmltest"
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
		for _, h := range killChild(t, "^TestLearnKillLoop$", i, "saved ", "TEMPLATES_LEARNER="+dir) {
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

// killChild runs this test binary's test run as a child with env added,
// kills it a few milliseconds (varying with round) after its first line
// that starts with prefix, and returns what followed prefix on each such
// line.
func killChild(t *testing.T, run string, round int, prefix string, env ...string) []string {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run="+run)
	cmd.Env = append(os.Environ(), env...)
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
			if v, ok := strings.CutPrefix(sc.Text(), prefix); ok {
				lines <- v
			}
		}
		close(lines)
	}()
	var got []string
	select { // the child's start-up takes seconds on a loaded machine
	case v, ok := <-lines:
		if !ok {
			t.Fatal("the child ended before its first write")
		}
		got = append(got, v)
	case <-time.After(30 * time.Second):
		cmd.Process.Kill()
		t.Fatal("the child wrote nothing in 30 s")
	}
	time.Sleep(time.Duration(3+round%9*7) * time.Millisecond)
	cmd.Process.Kill()
	for v := range lines {
		got = append(got, v)
	}
	cmd.Wait()
	return got
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
		doc := htmltest.Parse(t, blogPage(i, 6+i%5, ""))
		if _, err := c.Learn(host, fingerprint.Sketch(doc), doc, classified(doc), nil); err == nil {
			fmt.Fprintln(os.Stdout, "saved", host)
		}
	}
}

// Killing `template add` while it writes never loses a rule it reported
// added, never leaves a file the store cannot read, and a lock held by the
// killed process does not stop the next writer. CI runs 10 kills;
// FOLIO_KILL_LOOP=100 runs 100.
func TestStoreUpdateKillLoop(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("no SIGKILL")
	}
	if dir := os.Getenv("TEMPLATES_ADDER"); dir != "" {
		adder(t, dir, os.Getenv("TEMPLATES_HOST")) // the child: never returns
	}
	rounds := 10
	if n, err := strconv.Atoi(os.Getenv("FOLIO_KILL_LOOP")); err == nil {
		rounds = n
	}
	dir := t.TempDir()
	added := map[string][]string{} // host: the selectors reported added
	for i := 0; i < rounds; i++ {
		host := fmt.Sprintf("r%d.example", i)
		added[host] = killChild(t, "^TestStoreUpdateKillLoop$", i, "added ",
			"TEMPLATES_ADDER="+dir, "TEMPLATES_HOST="+host)
		s, err := OpenStore(dir)
		if err != nil {
			t.Fatalf("round %d: %v", i, err)
		}
		if errs := s.Errors(); len(errs) != 0 {
			t.Fatalf("round %d: unreadable template files: %v", i, errs)
		}
		for h, sels := range added {
			have := map[string]bool{}
			if tpl, ok := s.Get(h); ok {
				for _, r := range tpl.Rules {
					have[r.Selectors[0]] = true
				}
			}
			for _, sel := range sels {
				if !have[sel] {
					t.Fatalf("round %d: %s lost the rule %s it reported added", i, h, sel)
				}
			}
		}
	}
}

// adder adds a rule to host's template at a time, as `template add` does,
// and prints each once Update has returned; it stops short of MaxRules.
func adder(t *testing.T, dir, host string) {
	s, err := OpenStore(dir)
	if err != nil {
		t.Fatal(err)
	}
	for i := 1; ; i++ {
		sel := fmt.Sprintf(".ad-%d", i)
		if i < MaxRules {
			_, err = s.Update(host, func(old *Template) (*Template, error) {
				if old == nil {
					old = &Template{Host: host, Rules: []Rule{{Role: RoleMain, Selectors: []string{"article"}, Confidence: 1}}}
				}
				old.Rules = append(old.Rules, Rule{Role: "advertisement", Selectors: []string{sel}, Confidence: 1})
				return old, nil
			})
		}
		if err == nil && i < MaxRules {
			fmt.Fprintln(os.Stdout, "added", sel)
		}
		if i >= MaxRules {
			time.Sleep(time.Hour)
		}
	}
}
