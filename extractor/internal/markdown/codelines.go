package markdown

import (
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"folio/extractor/internal/dom"
)

// lineClasses are the class words of highlighters that wrap each line of
// code in an inline element styled display:block, sometimes with no newline
// character between the lines: Prism's line highlight in Gatsby
// (gatsby-highlight-code-line), Shiki and highlight.js plugins (line),
// CodeMirror (cm-line), prism-react-renderer, which Docusaurus and most
// MDX sites render code with (token-line: its <br> ends each line only in
// some versions), and the generic code-line and highlight-line. A browser
// shows one line per element, so the walker does too.
var lineClasses = map[string]bool{
	"line": true, "code-line": true, "cm-line": true, "highlight-line": true,
	"gatsby-highlight-code-line": true, "token-line": true,
}

// codeLineEnds reports whether n, inside preformatted code, is a line
// element whose line the markup does not end itself: no newline character
// nor <br> follows it (Shiki writes a newline between its spans, Gatsby
// nothing, prism-react-renderer a <br> inside or after each span).
func codeLineEnds(n *html.Node) bool {
	if n.DataAtom != atom.Span && n.DataAtom != atom.Div && n.DataAtom != atom.Code {
		return false
	}
	if !isCodeLine(n) {
		return false
	}
	next := n.NextSibling
	if next != nil && next.Type == html.ElementNode && next.DataAtom == atom.Br {
		return false // a <br> between the line elements ends the line
	}
	if next == nil || next.Type != html.TextNode {
		return true
	}
	t := strings.TrimLeft(next.Data, " \t")
	return !strings.HasPrefix(t, "\n") && !strings.HasPrefix(t, "\r")
}

func isCodeLine(n *html.Node) bool {
	return dom.AnyToken(dom.Attr(n, "class"), func(w string) bool { return lineClasses[w] })
}

// blobCode returns the code of a table that lays out one line of code per
// row (GitHub's file and gist views: a td.blob-num gutter, which Drops
// leaves out, and a td.blob-code cell per line), as the text of its lines.
// ok is false for any other table.
func blobCode(table *html.Node) (body []byte, ok bool) {
	var walk func(n *html.Node)
	walk = func(n *html.Node) {
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			if c.Type != html.ElementNode {
				continue
			}
			switch c.DataAtom {
			case atom.Table:
				continue // a nested table is not a line
			case atom.Tr:
				line, isCode := blobLine(c)
				if !isCode {
					continue
				}
				ok = true
				body = append(append(body, line...), '\n')
				continue
			}
			walk(c)
		}
	}
	walk(table)
	return body, ok
}

// blobLine returns the code of a row's td.blob-code cells.
func blobLine(tr *html.Node) (line []byte, ok bool) {
	for td := tr.FirstChild; td != nil; td = td.NextSibling {
		if td.Type != html.ElementNode || td.DataAtom != atom.Td || !dom.HasClass(td, "blob-code") {
			continue
		}
		ok = true
		line = append(line, strings.TrimRight(string(preText(nil, td, nil)), "\n")...)
	}
	return line, ok
}

// CodeTable reports whether the walker writes table n as a fenced code
// block, one line per row (blobCode), for the lint's count of code blocks.
func CodeTable(n *html.Node) bool {
	if n.Type != html.ElementNode || n.DataAtom != atom.Table {
		return false
	}
	_, ok := blobCode(n)
	return ok
}
