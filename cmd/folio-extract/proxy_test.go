package main

import (
	"flag"
	"io"
	"net/netip"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"folio/fetch"
	gw "folio/gateway"
)

// TestProxyFlagsOverrideConfig: values from the file stay unless a flag
// is given; --upstream replaces the catch-all upstream.
func TestProxyFlagsOverrideConfig(t *testing.T) {
	file := filepath.Join(t.TempDir(), "gateway.yaml")
	os.WriteFile(file, []byte(`listen: 127.0.0.1:7000
upstreams:
  - host: docs.example
    url: http://127.0.0.1:9001
  - host: "*"
    url: http://127.0.0.1:9000
cache:
  max_bytes: 64MiB
`), 0o644)
	fs := flag.NewFlagSet("serve", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.String("addr", "127.0.0.1:8088", "")
	fs.Int64("max-bytes", 10<<20, "")
	p := registerProxyFlags(fs)
	if err := fs.Parse([]string{"--config", file, "--upstream", "http://127.0.0.1:9100", "--max-bytes", "2048", "--frontmatter"}); err != nil {
		t.Fatal(err)
	}
	cfg, err := p.load(fs, &dataFlags{})
	if err != nil {
		t.Fatal(err)
	}
	if cfg.Listen != "127.0.0.1:7000" || cfg.Cache.MaxBytes != 64<<20 || cfg.Limits.MaxBytes != 2048 {
		t.Errorf("listen %q cache %d max %d", cfg.Listen, cfg.Cache.MaxBytes, cfg.Limits.MaxBytes)
	}
	if len(cfg.Upstreams) != 2 || cfg.Upstreams[1].URL != "http://127.0.0.1:9100" || cfg.Upstreams[0].URL != "http://127.0.0.1:9001" {
		t.Errorf("upstreams %+v", cfg.Upstreams)
	}
	if !cfg.Upstreams[0].Frontmatter || !cfg.Upstreams[1].Frontmatter {
		t.Error("--frontmatter not applied to every upstream")
	}
	if err := cfg.Validate(); err != nil {
		t.Errorf("Validate: %v", err)
	}
	if code, _, stderr := runCmd(t, "", "serve", "--config", filepath.Join(t.TempDir(), "missing.yaml")); code != exitUsage {
		t.Errorf("missing config: exit %d (%s)", code, stderr)
	}
	if code, _, stderr := runCmd(t, "", "serve", "--upstream", "ftp://x", "--addr", "127.0.0.1:0"); code != exitUsage {
		t.Errorf("bad upstream: exit %d (%s)", code, stderr)
	}
}

// TestRenderRuleNeedsChromium: a render rule without a Chromium is a
// clear error, not a gateway that fails every such request.
func TestRenderRuleNeedsChromium(t *testing.T) {
	if _, err := fetch.FindChromium(); err == nil {
		t.Skip("a Chromium is installed: serve would start")
	}
	file := filepath.Join(t.TempDir(), "gateway.yaml")
	os.WriteFile(file, []byte("listen: 127.0.0.1:0\nadmin: {listen: ''}\nupstreams: [{url: 'http://127.0.0.1:9'}]\npolicy:\n  rules: [{paths: ['/app/**'], action: render}]\n"), 0o644)
	code, _, stderr := runCmd(t, "", "serve", "--config", file)
	if code != exitError || !strings.Contains(stderr, "needs a Chromium") {
		t.Errorf("exit %d, stderr %q", code, stderr)
	}
}

// TestRenderGuardAllowsTheUpstreamsOnly: the render rules' browser may
// reach the upstreams and fetch_allow, and nothing else internal.
func TestRenderGuardAllowsTheUpstreamsOnly(t *testing.T) {
	cfg := gw.Config{FetchAllow: []string{"10.9.0.0/16"},
		Upstreams: []gw.Upstream{{URL: "http://127.0.0.1:8080/"}, {URL: "http://[fd00::5]:81"}}}
	g, err := renderGuard(cfg)
	if err != nil {
		t.Fatal(err)
	}
	for addr, allowed := range map[string]bool{
		"127.0.0.1": true, "fd00::5": true, "10.9.3.4": true, "93.184.216.34": true,
		"127.0.0.2": false, "169.254.169.254": false, "192.168.1.1": false, "fd00::6": false,
	} {
		if err := g.Check("", netip.MustParseAddr(addr)); (err == nil) != allowed {
			t.Errorf("%s: %v, want allowed=%v", addr, err, allowed)
		}
	}
	cfg.FetchAllow = []string{"not a host!"}
	if _, err := renderGuard(cfg); err == nil {
		t.Error("a bad fetch_allow entry was accepted")
	}
}
