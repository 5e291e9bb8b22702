package markdown

import (
	"bytes"
	"strconv"
	"unicode/utf8"
)

// Lists typed by hand. Rich-text editors (WordPress's classic editor,
// page builders, CMS text fields) let authors write a list as a paragraph
// of lines, each opened by a bullet character or a number and ended by a
// <br>: "• Intro to Ohm's Law<br>• Branch Circuits Basics<br>…", "1. Safety
// and Hygiene: …<br>2. Efficiency: …". A browser shows a list, and a reader
// reads one, but the walker wrote a paragraph of hard breaks with the
// numbers escaped ("1\. Safety"), so the Markdown held no list. A paragraph
// whose lines after an optional lead line ("Topics covered:") all open
// with the same bullet, or with numbers counting up by one, is written as
// that list: the bullets become list markers, the numbers the list's own.
// Two items at least, so that a single line opening with "1." stays a
// sentence. The plain text keeps the lines as the page shows them.
//
// Measured: see the commit that added it.

// typedBullets are the bullet characters authors type to open a line.
// Dashes and asterisks are left out: a line opening with "- " or "* " is
// as often a dialogue line or a footnote mark.
var typedBullets = []string{"•", "·", "◦", "▪", "‣", "●", "○", "■", "□", "►", "▸", "✓", "✔", "➤", "→"}

// typedItem is one line of a typed list: its number (0 for a bullet), the
// bullet it opened with, and the rest of the line.
type typedItem struct {
	num    int
	bullet string
	rest   []byte
}

// typedLine reads the opening of one paragraph line: a bullet and a space,
// or an ordered list marker (orderedMarker: one to nine digits, "." or
// ")") and a space.
func typedLine(ln []byte) (typedItem, bool) {
	for _, b := range typedBullets {
		if bytes.HasPrefix(ln, []byte(b)) {
			rest, ok := afterMark(ln[len(b):])
			return typedItem{bullet: b, rest: rest}, ok
		}
	}
	num, delim, w := orderedMarker(ln) // lists.go
	if w == 0 {
		return typedItem{}, false
	}
	rest, ok := afterMark(ln[w:])
	return typedItem{num: num, bullet: string(delim), rest: rest}, ok
}

// afterMark returns the text after a mark: the mark must be followed by a
// space (or a no-break space) and some text.
func afterMark(b []byte) ([]byte, bool) {
	r, size := utf8.DecodeRune(b)
	if r != ' ' && r != '\t' && r != '\u00a0' {
		return nil, false
	}
	b = bytes.TrimLeft(b[size:], " \t")
	for bytes.HasPrefix(b, []byte("\u00a0")) {
		b = bytes.TrimLeft(b[len("\u00a0"):], " \t")
	}
	return b, len(b) > 0
}

// typedList splits a paragraph's lines (its Markdown split at its hard
// breaks, the break's backslash removed) into a lead line and the items
// of a typed list. ok is false unless at least two lines follow the lead,
// all items, with one bullet or with numbers counting up by one.
func typedList(lines [][]byte) (lead []byte, items []typedItem, ok bool) {
	if len(lines) < 2 {
		return nil, nil, false
	}
	if _, isItem := typedLine(lines[0]); !isItem {
		lead, lines = lines[0], lines[1:]
	}
	if len(lines) < 2 {
		return nil, nil, false
	}
	items = make([]typedItem, 0, len(lines))
	for k, ln := range lines {
		it, isItem := typedLine(ln)
		if !isItem || taskLike(it.rest) {
			return nil, nil, false
		}
		if k > 0 && (it.bullet != items[0].bullet || it.num != 0 && it.num != items[k-1].num+1) {
			return nil, nil, false
		}
		items = append(items, it)
	}
	return lead, items, true
}

// taskLike reports an item text that a list item would read as a task
// checkbox ("[ ] ", "[x] ").
func taskLike(b []byte) bool {
	return len(b) >= 3 && b[0] == '[' && (b[1] == ' ' || b[1] == 'x' || b[1] == 'X') && b[2] == ']'
}

// paraLines splits a paragraph body at its hard breaks ("\\\n"), the
// backslashes dropped and each line trimmed of leading spaces. A line
// that ends with a backslash of its own text ("\\\\\n") is no break.
func paraLines(body []byte) [][]byte {
	var lines [][]byte
	for len(body) > 0 {
		ln, rest, broken := bytes.Cut(body, []byte("\n"))
		body = rest
		if bytes.HasSuffix(ln, []byte("\\")) && !bytes.HasSuffix(ln, []byte("\\\\")) {
			ln = ln[:len(ln)-1]
		} else if broken {
			return nil // a soft line end inside one line: not a run of lines
		}
		lines = append(lines, bytes.Trim(ln, " "))
	}
	return lines
}

// writeTypedList writes a paragraph's typed list: the lead as a paragraph
// line of its own, then the items as a tight list. It reports false, and
// writes nothing, when body is no typed list.
func (r *renderer) writeTypedList(body []byte) bool {
	lead, items, ok := typedList(paraLines(body))
	if !ok {
		return false
	}
	if lead != nil {
		r.beginBlock(kPara)
		r.paraLine(lead)
		r.last = kPara
	}
	ordered := items[0].num != 0
	k := kList
	if ordered && items[0].num != 1 {
		k = kListInterrupt
	}
	mark := r.listMarker(ordered)
	r.beginBlock(k)
	for _, it := range items {
		marker := string(mark)
		if ordered {
			marker = strconv.Itoa(it.num) + string(mark)
		}
		r.lineBytes(itemLine(make([]byte, 0, len(marker)+2+len(it.rest)), marker, it.rest))
	}
	r.last = kList
	r.lastList = listMark{depth: len(r.conts), marker: mark}
	return true
}

// itemLine appends a list item's line to line: its marker, a space and
// its text, with a backslash where the text would otherwise open a block
// of its own (lineStartEscape). Typed lists and numbered paragraphs write
// their items with it.
func itemLine(line []byte, marker string, rest []byte) []byte {
	line = append(append(line, marker...), ' ')
	if i := lineStartEscape(rest); i >= 0 {
		return append(append(append(line, rest[:i]...), '\\'), rest[i:]...)
	}
	return append(line, rest...)
}
