package uitests

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
)

// Step is one line of a script: a verb and its arguments, with the place
// it came from for error messages.
type Step struct {
	File string // base name of the script
	Line int
	Verb string
	Args []string
	Text string // the line as written, trimmed
}

// String is "file:line: text".
func (s Step) String() string { return fmt.Sprintf("%s:%d: %s", s.File, s.Line, s.Text) }

// Script is a parsed .folio file.
type Script struct {
	Name  string // file name without extension
	Steps []Step
}

// ParseFile reads and parses a script file.
func ParseFile(path string) (*Script, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	base := filepath.Base(path)
	return Parse(base, f)
}

// Parse reads a script: one step per line, words separated by spaces,
// "double quotes" around arguments with spaces (\" and \\ inside), '#'
// starting a comment line. Unknown verbs and wrong argument counts are
// errors here, before anything runs.
func Parse(name string, r io.Reader) (*Script, error) {
	s := &Script{Name: strings.TrimSuffix(name, filepath.Ext(name))}
	sc := bufio.NewScanner(r)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		words, err := splitWords(line)
		if err != nil {
			return nil, fmt.Errorf("%s:%d: %v", name, n, err)
		}
		st := Step{File: name, Line: n, Verb: words[0], Args: words[1:], Text: line}
		if err := checkStep(st); err != nil {
			return nil, fmt.Errorf("%s: %v", st, err)
		}
		s.Steps = append(s.Steps, st)
	}
	return s, sc.Err()
}

// splitWords splits a line into words; a quoted word may hold spaces.
func splitWords(line string) ([]string, error) {
	var words []string
	var cur strings.Builder
	inWord, quoted := false, false
	rs := []rune(line)
	for i := 0; i < len(rs); i++ {
		c := rs[i]
		switch {
		case quoted && c == '\\' && i+1 < len(rs):
			i++
			cur.WriteRune(rs[i])
		case quoted && c == '"':
			quoted = false
		case quoted:
			cur.WriteRune(c)
		case c == '"':
			quoted, inWord = true, true
		case c == ' ' || c == '\t':
			if inWord {
				words = append(words, cur.String())
				cur.Reset()
				inWord = false
			}
		default:
			inWord = true
			cur.WriteRune(c)
		}
	}
	if quoted {
		return nil, fmt.Errorf("unclosed quote")
	}
	if inWord {
		words = append(words, cur.String())
	}
	return words, nil
}

// checkStep validates a step against the step table.
func checkStep(st Step) error {
	def, ok := steps[st.Verb]
	if !ok {
		return fmt.Errorf("unknown step %q (known: %s)", st.Verb, knownVerbs())
	}
	if def.expect {
		_, _, err := expectation(st.Args)
		return err
	}
	if len(st.Args) < def.min || (def.max >= 0 && len(st.Args) > def.max) {
		return fmt.Errorf("usage: %s", def.usage)
	}
	return nil
}
