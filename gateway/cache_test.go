package gateway

import (
	"net/http"
	"strings"
	"testing"
	"time"
)

func TestCacheEvictsByBytes(t *testing.T) {
	c := NewCache(8 * 1024)
	mk := func(key string, n int) *entry { return &entry{key: key, body: []byte(strings.Repeat("x", n))} }
	for i := range 20 {
		c.put(mk(string(rune('a'+i)), 400))
	}
	used, n := c.Stats()
	if used > 8*1024 || n == 0 || n >= 20 {
		t.Errorf("used %d bytes in %d entries, budget 8 KiB", used, n)
	}
	if c.get("a") != nil || c.get("t") == nil {
		t.Error("LRU order: oldest should go first, newest stay")
	}
	c.put(mk("huge", 2000)) // over an eighth of the budget
	if c.get("huge") != nil {
		t.Error("an entry over an eighth of the budget was stored")
	}
	off := NewCache(0)
	off.put(mk("a", 1))
	if off.get("a") != nil {
		t.Error("a zero-byte cache stored an entry")
	}
}

func TestCacheability(t *testing.T) {
	now := time.Date(2026, 11, 23, 12, 0, 0, 0, time.UTC)
	date := now.Format(http.TimeFormat)
	cases := []struct {
		name     string
		h        http.Header
		storable bool
		lifetime time.Duration
	}{
		{"max-age", http.Header{"Cache-Control": {"public, max-age=60"}}, true, time.Minute},
		{"s-maxage wins", http.Header{"Cache-Control": {"max-age=60, s-maxage=10"}}, true, 10 * time.Second},
		{"no-store", http.Header{"Cache-Control": {"no-store"}}, false, 0},
		{"private", http.Header{"Cache-Control": {"private, max-age=60"}}, false, 0},
		{"set-cookie", http.Header{"Cache-Control": {"max-age=60"}, "Set-Cookie": {"a=b"}}, false, 0},
		{"vary cookie", http.Header{"Cache-Control": {"max-age=60"}, "Vary": {"Accept-Encoding, Cookie"}}, false, 0},
		{"vary accept", http.Header{"Cache-Control": {"max-age=60"}, "Vary": {"Accept-Encoding, Accept"}}, true, time.Minute},
		{"no-cache with etag", http.Header{"Cache-Control": {"no-cache"}, "Etag": {`"1"`}}, true, 0},
		{"expires", http.Header{"Date": {date}, "Expires": {now.Add(time.Hour).Format(http.TimeFormat)}}, true, time.Hour},
		{"bad expires", http.Header{"Expires": {"0"}, "Etag": {`"1"`}}, true, 0},
		{"nothing", http.Header{}, false, 0},
		{"validator only", http.Header{"Last-Modified": {date}}, true, 0},
	}
	for _, c := range cases {
		f := cacheability(c.h, now)
		if f.storable != c.storable || f.lifetime != c.lifetime {
			t.Errorf("%s: storable %v lifetime %v, want %v %v", c.name, f.storable, f.lifetime, c.storable, c.lifetime)
		}
	}
	e := &entry{received: now, fresh: freshness{storable: true, lifetime: time.Minute, age: 50 * time.Second}}
	if !e.isFresh(now.Add(5*time.Second)) || e.isFresh(now.Add(11*time.Second)) {
		t.Error("Age from the upstream not counted against freshness")
	}
}

func TestLimiter(t *testing.T) {
	// A queue timeout long enough that a loaded machine never reaches it
	// while the queued request waits for the slot.
	l := newLimiter(1, 1, time.Minute)
	rel, err := l.acquire(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	queued := make(chan error, 1)
	go func() {
		r, err := l.acquire(t.Context())
		if err == nil {
			r()
		}
		queued <- err
	}()
	for l.queued() == 0 { // wait until it is in the queue, however long that takes
		time.Sleep(time.Millisecond)
	}
	if _, err := l.acquire(t.Context()); err != ErrOverloaded {
		t.Errorf("third request with the queue full: %v, want ErrOverloaded", err)
	}
	rel()
	if err := <-queued; err != nil {
		t.Errorf("queued request: %v", err)
	}

	short := newLimiter(1, 1, 50*time.Millisecond)
	rel, _ = short.acquire(t.Context())
	start := time.Now()
	if _, err := short.acquire(t.Context()); err != ErrOverloaded || time.Since(start) < 40*time.Millisecond {
		t.Errorf("queue timeout: %v after %v", err, time.Since(start))
	}
	rel()
}

func TestCachePurge(t *testing.T) {
	o := newOrigin(t)
	g, gw := newTestGateway(t, o, nil)
	for _, host := range []string{"www.example.com", "other.org"} {
		req, _ := http.NewRequest("GET", gw.URL+"/article", nil)
		req.Host = host
		req.Header.Set("Accept", "text/markdown")
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
	}
	if _, n := g.cache.Stats(); n != 2 {
		t.Fatalf("%d entries cached, want 2", n)
	}
	h := g.AdminHandler()
	if code, body := adminReq(t, h, "POST", "/cache/purge?host=example.com", "", ""); code != 200 || !strings.Contains(body, `"purged": 1`) {
		t.Errorf("purge by host: %d %s", code, body)
	}
	if code, body := adminReq(t, h, "POST", "/cache/purge", "", ""); code != 200 || !strings.Contains(body, `"purged": 1`) {
		t.Errorf("purge all: %d %s", code, body)
	}
	if used, n := g.cache.Stats(); n != 0 || used != 0 {
		t.Errorf("after purging: %d entries, %d bytes", n, used)
	}
}
