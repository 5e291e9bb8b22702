package batch

import (
	"bytes"
	"errors"
	"io"
	"runtime"
	"testing"
	"testing/iotest"
)

// readCapped returns the same bytes whatever the size hint says, and the
// cap holds whether the hint is right, too small, too large or absurd.
func TestReadCappedHints(t *testing.T) {
	body := bytes.Repeat([]byte("0123456789"), 1000) // 10,000 bytes
	for _, hint := range []int64{0, 1, 9999, 10000, 10001, 1 << 40} {
		for _, max := range []int64{0, 10000, 20000} {
			// OneByteReader makes every Read short, as a network is.
			got, err := readCapped(iotest.OneByteReader(bytes.NewReader(body)), max, hint)
			if err != nil || !bytes.Equal(got, body) {
				t.Errorf("hint %d, max %d: %d bytes, %v; want all %d", hint, max, len(got), err, len(body))
			}
		}
		if _, err := readCapped(bytes.NewReader(body), 9999, hint); !errors.Is(err, ErrTooLarge) {
			t.Errorf("hint %d, max 9999: %v, want ErrTooLarge", hint, err)
		}
	}
	if got, err := readCapped(bytes.NewReader(nil), 100, 50); err != nil || len(got) != 0 {
		t.Errorf("empty body: %q, %v", got, err)
	}
	boom := errors.New("boom")
	if _, err := readCapped(io.MultiReader(bytes.NewReader(body[:10]), iotest.ErrReader(boom)), 100, 50); !errors.Is(err, boom) {
		t.Errorf("a failing reader: %v, want its error", err)
	}
}

// A record that claims a huge length allocates nothing like it before a
// byte is read.
func TestReadCappedHugeHintIsBounded(t *testing.T) {
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	if got, err := readCapped(bytes.NewReader([]byte("x")), 0, 1<<40); err != nil || string(got) != "x" {
		t.Fatalf("%q, %v", got, err)
	}
	runtime.ReadMemStats(&after)
	if grew := after.TotalAlloc - before.TotalAlloc; grew > maxHint {
		t.Errorf("a 1 TB hint allocated %d bytes", grew)
	}
}
