package gateway

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

func TestLoadConfig(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "gateway.yaml")
	os.WriteFile(file, []byte(`listen: 127.0.0.1:8000
upstreams:
  - host: example.com
    aliases: [www.example.com]
    url: http://127.0.0.1:9000
    frontmatter: true
policy:
  rules:
    - name: bots
      user_agents: ["@ai-crawlers"]
      action: markdown
cache:
  max_bytes: 64MiB
limits:
  max_bytes: 5MB
  queue_timeout: 1500ms
`), 0o644)
	c, err := LoadConfig(file)
	if err != nil {
		t.Fatal(err)
	}
	if err := c.Validate(); err != nil {
		t.Fatal(err)
	}
	if c.Cache.MaxBytes != 64<<20 || c.Limits.MaxBytes != 5e6 || c.Limits.QueueTimeout != 1500*time.Millisecond || c.Timeouts.ReadHeader != 5*time.Second {
		t.Errorf("loaded %+v", c)
	}
	os.WriteFile(file, []byte("listen: x\nupstream: http://typo\n"), 0o644)
	if _, err := LoadConfig(file); err == nil || !strings.Contains(err.Error(), "upstream") {
		t.Errorf("unknown key: %v", err)
	}
	bad := Defaults()
	bad.Upstreams = []Upstream{{URL: "ftp://x"}, {Host: "a", URL: "http://x", Profile: "nope"}, {Host: "A.", URL: "http://y"}}
	bad.Timeouts.Dial = 0
	err = bad.Validate()
	for _, want := range []string{"ftp://x", "profile", "served twice", "dial"} {
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("Validate: %v, want it to mention %q", err, want)
		}
	}
}

func TestParseByteSize(t *testing.T) {
	for in, want := range map[string]ByteSize{"0": 0, "1024": 1024, "1KiB": 1024, "10MB": 10e6, "2 GiB": 2 << 30, "5B": 5} {
		if got, err := ParseByteSize(in); err != nil || got != want {
			t.Errorf("ParseByteSize(%q) = %d, %v", in, got, err)
		}
	}
	for _, in := range []string{"", "-1", "1.5MB", "ten", "99999999999GiB"} {
		if _, err := ParseByteSize(in); err == nil {
			t.Errorf("ParseByteSize(%q) accepted", in)
		}
	}
}
