package fetch

import (
	"testing"
	"time"
)

func TestLimitsNormalized(t *testing.T) {
	got := Limits{Timeout: -time.Second, MaxBody: 0, MaxRedirects: -1}.Normalized()
	if got != DefaultLimits {
		t.Errorf("unset limits = %+v, want the defaults %+v", got, DefaultLimits)
	}
	set := Limits{Timeout: time.Second, MaxBody: 5, MaxRedirects: 0, UserAgent: "x"}
	if got := set.Normalized(); got != set {
		t.Errorf("set limits = %+v, want them kept (zero redirects is a choice): %+v", got, set)
	}
}

func TestWithLimitsReachesTheFetcher(t *testing.T) {
	l := Limits{Timeout: 2 * time.Second, MaxBody: 7, MaxRedirects: 0}
	cfg := newConfig([]Option{WithLimits(l)})
	want := Limits{Timeout: 2 * time.Second, MaxBody: 7, MaxRedirects: 0, UserAgent: DefaultUserAgent}
	if cfg.Limits != want {
		t.Errorf("config limits = %+v, want %+v", cfg.Limits, want)
	}
}
