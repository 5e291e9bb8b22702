package diagram

import "testing"

func TestFrontMatter(t *testing.T) {
	for _, c := range []struct{ src, title, body string }{
		{"---\ntitle: Hello\n---\nflowchart LR\nA", "Hello", "flowchart LR\nA"},
		{"\n---\ntitle: \"Quoted: yes\"\nconfig:\n  title: no\n---\npie\n", "Quoted: yes", "pie\n"},
		{"flowchart LR\nA---B", "", "flowchart LR\nA---B"},
		{"---\ntitle: never closed\npie", "", "---\ntitle: never closed\npie"},
	} {
		title, body := frontMatter(c.src)
		if title != c.title || body != c.body {
			t.Errorf("frontMatter(%q) = %q, %q; want %q, %q", c.src, title, body, c.title, c.body)
		}
	}
	if k := Kind("---\ntitle: x\n---\nstateDiagram-v2\n[*] --> A"); k != "stateDiagram" {
		t.Errorf("Kind after front matter = %q", k)
	}
}
