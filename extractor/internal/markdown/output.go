package markdown

import "strings"

// output is a strings.Builder that doubles its room when it runs out.
// Appending grows a large buffer by a quarter at a time, so a megabyte of
// output had allocated five before it was done (every copy but the last
// garbage); doubling allocates two to four.
type output struct {
	b strings.Builder
}

// room makes room for n more bytes.
func (o *output) room(n int) {
	if o.b.Cap()-o.b.Len() < n {
		o.b.Grow(n) // strings.Builder.Grow doubles the buffer
	}
}

func (o *output) Write(p []byte) (int, error) {
	o.room(len(p))
	return o.b.Write(p)
}

func (o *output) WriteString(s string) (int, error) {
	o.room(len(s))
	return o.b.WriteString(s)
}

func (o *output) WriteByte(c byte) error {
	o.room(1)
	return o.b.WriteByte(c)
}

func (o *output) Len() int { return o.b.Len() }

func (o *output) String() string { return o.b.String() }
