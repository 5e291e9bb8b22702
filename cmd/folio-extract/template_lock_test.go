package main

import (
	"fmt"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"folio/extractor/templates"
)

// Twenty concurrent `template add` on one host keep all twenty rules: each
// opens its own store, as separate processes would, and the store's file
// lock serialises their read-change-write.
func TestTemplateAddConcurrent(t *testing.T) {
	store := filepath.Join(t.TempDir(), "store")
	if code, _, stderr := runCmd(t, "", "template", "add", "race.example", "--templates", store, "--role", "main", "--selector", "article"); code != exitOK {
		t.Fatalf("first add: %s", stderr)
	}
	var wg sync.WaitGroup
	for i := 0; i < 20; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			code, _, stderr := runCmd(t, "", "template", "add", "race.example", "--templates", store,
				"--role", "advertisement", "--selector", fmt.Sprintf("div.ad-%d", i))
			if code != exitOK {
				t.Errorf("add %d: exit %d: %s", i, code, stderr)
			}
		}()
	}
	wg.Wait()
	s, err := templates.OpenStore(store)
	if err != nil {
		t.Fatal(err)
	}
	tpl, ok := s.Get("race.example")
	if !ok {
		t.Fatal("no template")
	}
	if len(tpl.Rules) != 21 {
		var sel []string
		for _, r := range tpl.Rules {
			sel = append(sel, strings.Join(r.Selectors, ","))
		}
		t.Fatalf("%d of 21 rules kept: %v", len(tpl.Rules), sel)
	}
}
