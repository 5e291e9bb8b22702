package extractor

import (
	"fmt"
	"math/rand"
	"strings"
	"testing"
)

// A thread whose replies never close (each nested in the one before, as old
// forum templates write them) is past the parser's 512 levels at 3,000
// replies and read flattened: the thread is kept from its first reply to
// its last, whether the reply is an unclosed <blockquote>, <div> or table.
func TestDeepThreadKeptFromStart(t *testing.T) {
	words := strings.Fields("the board meeting was about new rules for members who post replies in this old forum thread and everyone had an opinion on moderation")
	shapes := map[string]string{
		"blockquote": `<blockquote><p>Reply %d: %s.</p>`,
		"div":        `<div class="post"><b>member%[1]d</b><p>Reply %[1]d: %[2]s.</p>`,
		"table":      `<table class="post"><tr><td class="user">member%[1]d</td><td class="msg">Reply %[1]d: %[2]s.`,
	}
	const replies = 3000
	for name, shape := range shapes {
		t.Run(name, func(t *testing.T) {
			rng := rand.New(rand.NewSource(3))
			var b strings.Builder
			b.WriteString(`<html><head><title>Old thread</title></head><body><div id="header"><a href="/">Home</a> <a href="/forum">Forum</a></div><div id="content"><h1>Old thread</h1>`)
			for i := 0; i < replies; i++ {
				var text []string
				for k := 0; k < 25; k++ {
					text = append(text, words[rng.Intn(len(words))])
				}
				fmt.Fprintf(&b, shape, i, strings.Join(text, " "))
			}
			b.WriteString(`<div id="footer">Copyright</div></body></html>`)
			res, err := Extract([]byte(b.String()), WithURL("https://forum.example.com/showthread.php?t=1"))
			if err != nil {
				t.Fatal(err)
			}
			kept := strings.Count(res.Text, "Reply ")
			for _, want := range []string{"Reply 0:", "Reply 1:", fmt.Sprintf("Reply %d:", replies-1)} {
				if !strings.Contains(res.Text, want) {
					t.Errorf("%q lost (%d of %d replies kept)", want, kept, replies)
				}
			}
			if kept < replies*99/100 {
				t.Errorf("%d of %d replies kept", kept, replies)
			}
		})
	}
}
