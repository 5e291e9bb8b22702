package library

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"strings"

	"go.yaml.in/yaml/v3"
)

// ErrNotSaved marks a Markdown file whose frontmatter is not valid YAML;
// Sync still indexes it, from its body alone.
var ErrNotSaved = errors.New("library: frontmatter is not valid YAML")

// file is a saved Markdown file split into its frontmatter and body.
type file struct {
	Meta Meta
	Body string
}

// parseFile splits data into frontmatter and body. A file without a
// frontmatter block is all body (a note the user put in the folder); a
// block that does not parse leaves Meta empty and returns ErrNotSaved
// with the body after the block.
func parseFile(data []byte) (file, error) {
	data = bytes.TrimPrefix(data, []byte("\ufeff"))
	text := strings.ReplaceAll(string(data), "\r\n", "\n")
	if !strings.HasPrefix(text, "---\n") {
		return file{Body: text}, nil
	}
	rest := text[len("---\n"):]
	end := strings.Index(rest, "\n---\n")
	block, body := "", ""
	switch {
	case strings.HasPrefix(rest, "---\n"):
		body = rest[len("---\n"):]
	case end >= 0:
		block, body = rest[:end+1], rest[end+len("\n---\n"):]
	case strings.HasSuffix(rest, "\n---"):
		block = rest[:len(rest)-len("---")]
	default:
		return file{Body: text}, nil
	}
	var f file
	f.Body = strings.TrimPrefix(body, "\n")
	if err := yaml.Unmarshal([]byte(block), &f.Meta); err != nil {
		return file{Body: f.Body}, fmt.Errorf("%w: %v", ErrNotSaved, err)
	}
	return f, nil
}

// render writes the file back: the frontmatter block, a blank line and the
// body ending in one newline.
func (f file) render() ([]byte, error) {
	var b bytes.Buffer
	b.WriteString("---\n")
	enc := yaml.NewEncoder(&b)
	enc.SetIndent(2)
	if err := enc.Encode(f.Meta); err != nil {
		return nil, fmt.Errorf("library: frontmatter: %w", err)
	}
	enc.Close()
	b.WriteString("---\n\n")
	b.WriteString(strings.TrimRight(strings.TrimLeft(f.Body, "\n"), "\n"))
	b.WriteString("\n")
	return b.Bytes(), nil
}

// bodyHash is the hash recorded in Meta.BodyHash: of the body as rendered,
// blank lines at its ends trimmed, so that re-rendering never changes it.
func bodyHash(body string) string {
	sum := sha256.Sum256([]byte(strings.Trim(body, "\n")))
	return hex.EncodeToString(sum[:])
}
