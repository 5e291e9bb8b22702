package markdown

import (
	"bytes"
	"runtime"
	"testing"
)

// Output written in small pieces allocates at most four times its size
// (3.5 here), not the five a strings.Builder grown by appending does.
func TestOutputDoubles(t *testing.T) {
	piece := bytes.Repeat([]byte("x"), 100)
	const size = 4 << 20
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	var o output
	for o.Len() < size {
		o.Write(piece)
		o.WriteByte('\n')
		o.WriteString("| ")
	}
	runtime.ReadMemStats(&after)
	if got := after.TotalAlloc - before.TotalAlloc; got > 4*size {
		t.Errorf("%d bytes of output allocated %d", o.Len(), got)
	}
	if s := o.String(); len(s) != o.Len() || s[:100] != string(piece) || s[100:103] != "\n| " {
		t.Errorf("output holds %q...", s[:min(len(s), 110)])
	}
}
