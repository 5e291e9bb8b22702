package gym

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os/exec"
	"strings"
	"time"
)

// DefaultCleanTimeout bounds one clean-up call: a local language model may
// take seconds per page, but a hung command must not hang the run.
const DefaultCleanTimeout = 60 * time.Second

// MaxCleanOutput caps what a clean-up command may write for one page.
const MaxCleanOutput = 16 << 20

// ErrCleanTimeout is returned when the clean-up command exceeds its timeout.
var ErrCleanTimeout = errors.New("gym: clean-up command timed out")

// Cleaner is an optional post-processing stage: a shell command that reads
// the extractor's Markdown on stdin and writes Markdown on stdout (a local
// language model, a formatter). It is off unless the user names one, and
// it runs locally: the gym sends nothing anywhere itself.
type Cleaner struct {
	Command string        // run with sh -c
	Timeout time.Duration // 0 means DefaultCleanTimeout
}

// Clean runs the command over md and returns its output.
func (c *Cleaner) Clean(md string) (string, error) {
	timeout := c.Timeout
	if timeout <= 0 {
		timeout = DefaultCleanTimeout
	}
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, "sh", "-c", c.Command)
	cmd.Stdin = strings.NewReader(md)
	var out, errb limitedBuffer
	out.max, errb.max = MaxCleanOutput, 4096
	cmd.Stdout, cmd.Stderr = &out, &errb
	// A grandchild holding stdout open would keep Wait blocked after the
	// kill; WaitDelay closes the pipes instead.
	cmd.WaitDelay = 2 * time.Second
	err := cmd.Run()
	if ctx.Err() == context.DeadlineExceeded {
		return "", fmt.Errorf("%w after %v", ErrCleanTimeout, timeout)
	}
	if err != nil {
		return "", fmt.Errorf("gym: clean-up command: %v: %s", err, strings.TrimSpace(errb.String()))
	}
	if out.over {
		return "", fmt.Errorf("gym: clean-up command wrote more than %d bytes", MaxCleanOutput)
	}
	return out.String(), nil
}

// limitedBuffer keeps at most max bytes and notes whether more came.
type limitedBuffer struct {
	bytes.Buffer
	max  int
	over bool
}

func (b *limitedBuffer) Write(p []byte) (int, error) {
	if room := b.max - b.Len(); len(p) > room {
		b.over = true
		b.Buffer.Write(p[:max(room, 0)])
		return len(p), nil
	}
	return b.Buffer.Write(p)
}

// cleanAndScore runs the clean-up command on a page's output and scores
// the result. Its plain text comes from MarkdownText, since the command
// returns Markdown only.
func cleanAndScore(c *Cleaner, t task, md string) *CleanResult {
	start := time.Now()
	out, err := c.Clean(md)
	cr := &CleanResult{Millis: ms(time.Since(start))}
	if err != nil {
		cr.Error = err.Error()
	}
	s := scoreOutput(t, out, MarkdownText(out))
	cr.Score, cr.Word, cr.OutBytes = s.score, s.word, len(out)
	cr.Anchors, cr.Intrusions, cr.MustNotContain = s.anchors, s.intrusions, s.mustNot
	if s.structure != nil {
		f := s.structure.F1
		cr.Structure = &f
	}
	cr.Markdown, _ = capOutput(out)
	return cr
}
