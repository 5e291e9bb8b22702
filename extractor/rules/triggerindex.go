package rules

import (
	"strconv"
	"strings"

	"github.com/andybalholm/cascadia"
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"folio/extractor/internal/dom"
)

// triggerIndex evaluates the DOM triggers of a stage's rules in one walk over
// the page. Asking each trigger selector for its first match walks the page
// once per selector, which cost as much as parsing the page; here each
// alternative of each selector is filed under the id, class or tag its
// subject must have, and an element is only tested against the alternatives
// filed under its own id, classes and tag (plus the few with no such key).
type triggerIndex struct {
	byID, byClass, byTag map[string][]keyedAlt
	byAtom               map[atom.Atom]tagAlts
	// byAttr holds alternatives with no id, class or tag whose subject
	// must carry an attribute ("[id^=shopify-section]"): tested only on
	// elements that have it, not on every element.
	byAttr     map[string][]keyedAlt
	anyElement []keyedAlt
	// idFirst and classFirst hold the first bytes of the filed ids and
	// classes, so that most of a page's names are ruled out without hashing;
	// ids and classes hold their first and last bytes and lengths, which
	// rule out most of the rest (a page has thousands of class tokens).
	idFirst, classFirst [256]bool
	ids, classes        nameFilter
	// attrs holds the ends and lengths of byAttr's keys: a page's
	// attribute keys are tested against it before a map lookup hashes
	// them (every attribute of every element).
	attrs nameFilter
	slots int
	rules map[*Rule]ruleSlots
}

// tagAlts holds the alternatives filed under a tag's atom: all, those
// whose subject needs only the tag, and byAttr, those whose subject is the
// tag with an attribute it must carry ("a[onclick*=x]",
// "meta[name=generator]"), tested only on elements of the tag that carry
// it. Most of a page's elements are links, scripts and metas without the
// attribute, and each used to be tested against every such alternative
// of its tag.
type tagAlts struct {
	all    []keyedAlt
	byAttr map[string][]keyedAlt
}

// keyedAlt is one alternative of a trigger selector and the slot its
// selector reports to.
type keyedAlt struct {
	sel  cascadia.Sel
	slot int
}

// ruleSlots says which slots hold a rule's exists, any and all selectors;
// exists is -1 when the rule has none.
type ruleSlots struct {
	exists   int
	any, all []int
}

// newTriggerIndex files the DOM triggers of every rule, of both stages, so
// that one scan answers them all (see Pass).
func newTriggerIndex(rules []*Rule) *triggerIndex {
	x := &triggerIndex{
		byID: map[string][]keyedAlt{}, byClass: map[string][]keyedAlt{}, byTag: map[string][]keyedAlt{},
		byAtom: map[atom.Atom]tagAlts{}, byAttr: map[string][]keyedAlt{},
		rules: map[*Rule]ruleSlots{},
	}
	for _, r := range rules {
		rs := ruleSlots{exists: -1}
		if r.triggerSrc.exists != "" {
			rs.exists = x.add(r.triggerSrc.exists)
		}
		for _, s := range r.triggerSrc.any {
			rs.any = append(rs.any, x.add(s))
		}
		for _, s := range r.triggerSrc.all {
			rs.all = append(rs.all, x.add(s))
		}
		x.rules[r] = rs
	}
	return x
}

// newRemoveIndex files a rule's remove selectors, slot k for selector k,
// when every one of them is local: whether it matches an element depends
// only on the element and its ancestors (tags, ids, classes, attributes,
// descendant and child combinators). Removing other elements cannot change
// such a selector's matches among the elements still in the page, so one
// walk before the removals finds what a walk per selector would. It
// returns nil when a selector may look at siblings, children or text
// (pseudo-classes, sibling combinators): those walk once each.
func newRemoveIndex(srcs []string) *triggerIndex {
	if len(srcs) < 2 {
		return nil // one selector walks once anyway
	}
	for _, s := range srcs {
		if strings.ContainsAny(s, ":+~") {
			return nil
		}
	}
	x := &triggerIndex{
		byID: map[string][]keyedAlt{}, byClass: map[string][]keyedAlt{}, byTag: map[string][]keyedAlt{},
		byAtom: map[atom.Atom]tagAlts{}, byAttr: map[string][]keyedAlt{},
	}
	for _, s := range srcs {
		x.add(s)
	}
	return x
}

// add files the alternatives of selector src under a new slot. The selector
// compiled when the rule did, so it parses here too.
func (x *triggerIndex) add(src string) int {
	slot := x.slots
	x.slots++
	group, err := cascadia.ParseGroup(src)
	if err != nil {
		return slot // unreachable: compile checked it; the slot never fills
	}
	for _, alt := range group {
		ka := keyedAlt{sel: alt, slot: slot}
		switch kind, key := subjectKey(alt.String()); kind {
		case '#':
			x.byID[key] = append(x.byID[key], ka)
			x.idFirst[key[0]] = true
			x.ids.add(key)
		case '.':
			x.byClass[key] = append(x.byClass[key], ka)
			x.classFirst[key[0]] = true
			x.classes.add(key)
		case 't':
			// By atom for parsed elements (and by the attribute the
			// subject must carry, when it must), by name for elements
			// built without one.
			if a := atom.Lookup([]byte(key)); a != 0 {
				x.fileTag(a, tagAttrKey(alt.String()), ka)
			}
			x.byTag[key] = append(x.byTag[key], ka)
		default:
			if name := attrKey(alt.String()); name != "" {
				x.byAttr[name] = append(x.byAttr[name], ka)
				x.attrs.add(name)
			} else {
				x.anyElement = append(x.anyElement, ka)
			}
		}
	}
	return slot
}

// fileTag files ka under tag a, and under attribute name when its subject
// must carry it.
func (x *triggerIndex) fileTag(a atom.Atom, name string, ka keyedAlt) {
	t := x.byAtom[a]
	if name == "" {
		t.all = append(t.all, ka)
	} else {
		if t.byAttr == nil {
			t.byAttr = map[string][]keyedAlt{}
		}
		t.byAttr[name] = append(t.byAttr[name], ka)
	}
	x.byAtom[a] = t
}

// scan reports, per slot, whether its selector matches an element of doc.
// It walks without recursion or closures and looks a class up only when
// its first byte starts a filed class: it runs on every page.
func (x *triggerIndex) scan(doc *html.Node) []bool {
	m := marks{found: make([]bool, x.slots)}
	x.walk(doc, &m)
	return m.found
}

// matchAll lists, per slot, the elements of doc its selector matches, in
// document order: what each selector's MatchAll would return, in one walk.
func (x *triggerIndex) matchAll(doc *html.Node) [][]*html.Node {
	m := marks{hits: make([][]*html.Node, x.slots)}
	x.walk(doc, &m)
	return m.hits
}

// marks collects what a walk finds: whether each slot matched (found), or
// every element it matched (hits, when not nil).
type marks struct {
	found []bool
	hits  [][]*html.Node
}

func (x *triggerIndex) walk(doc *html.Node, m *marks) {
	for n := doc.FirstChild; n != nil; n = dom.Next(doc, n) {
		if n.Type != html.ElementNode {
			continue
		}
		if n.DataAtom != 0 {
			t := x.byAtom[n.DataAtom]
			x.test(n, t.all, m)
			if t.byAttr != nil {
				for _, a := range n.Attr {
					if alts := t.byAttr[a.Key]; alts != nil { // (whatever its namespace, as below)
						x.test(n, alts, m)
					}
				}
			}
		} else {
			x.test(n, x.byTag[n.Data], m)
		}
		x.test(n, x.anyElement, m)
		for _, a := range n.Attr {
			if a.Key != "" && x.attrs.may(a.Key) { // (cascadia compares keys whatever their namespace)
				x.test(n, x.byAttr[a.Key], m)
			}
			switch {
			case a.Namespace != "":
			case a.Key == "id" && a.Val != "" && x.idFirst[a.Val[0]] && x.ids.may(a.Val):
				x.test(n, x.byID[a.Val], m)
			case a.Key == "class":
				x.testClasses(n, a.Val, m)
			}
		}
	}
}

func (x *triggerIndex) test(n *html.Node, alts []keyedAlt, m *marks) {
	for _, a := range alts {
		if m.hits != nil {
			// An element can come up twice (a repeated class, two
			// alternatives of one selector); it is listed once.
			if h := m.hits[a.slot]; (len(h) == 0 || h[len(h)-1] != n) && a.sel.Match(n) {
				m.hits[a.slot] = append(h, n)
			}
			continue
		}
		if !m.found[a.slot] && a.sel.Match(n) {
			m.found[a.slot] = true
		}
	}
}

// testClasses tests n against the alternatives filed under each of its
// classes (the whitespace-separated fields of v).
func (x *triggerIndex) testClasses(n *html.Node, v string, m *marks) {
	for i := 0; i < len(v); {
		for i < len(v) && classSpace[v[i]] {
			i++
		}
		start := i
		for i < len(v) && !classSpace[v[i]] {
			i++
		}
		if start < i && x.classFirst[v[start]] && x.classes.may(v[start:i]) {
			x.test(n, x.byClass[v[start:i]], m)
		}
	}
}

// classSpace holds the bytes dom.IsSpace reports, the separators of class
// tokens, as a table: testClasses reads every byte of every class value on
// the page (utility-class pages carry long ones), and one load per byte
// is cheaper than five comparisons.
var classSpace = [256]bool{' ': true, '\t': true, '\n': true, '\r': true, '\f': true}

// nameFilter rules out names that are not filed by their ends and length
// before a map lookup hashes them; it never rules out a filed name.
type nameFilter struct {
	ends [256 * 256 / 64]uint64 // bit first<<8|last
	lens uint64                 // bit min(len, 63)
}

func (f *nameFilter) add(name string) {
	e := int(name[0])<<8 | int(name[len(name)-1])
	f.ends[e/64] |= 1 << (e % 64)
	f.lens |= 1 << min(len(name), 63)
}

// may reports whether name (not empty) may be filed.
func (f *nameFilter) may(name string) bool {
	e := int(name[0])<<8 | int(name[len(name)-1])
	return f.lens&(1<<min(len(name), 63)) != 0 && f.ends[e/64]&(1<<(e%64)) != 0
}

// holds reports whether r's DOM conditions hold given the scanned slots.
func (x *triggerIndex) holds(r *Rule, found []bool) bool {
	rs := x.rules[r]
	if rs.exists >= 0 && !found[rs.exists] {
		return false
	}
	for _, s := range rs.all {
		if !found[s] {
			return false
		}
	}
	if len(rs.any) == 0 {
		return true
	}
	for _, s := range rs.any {
		if found[s] {
			return true
		}
	}
	return false
}

// subjectKey finds, in the serialised form of one selector alternative, a
// key its subject (the rightmost compound) must have: an id ('#'), else a
// class ('.'), else a tag ('t'). kind is 0 when there is none, or when the
// name is escaped and would need unescaping to compare.
func subjectKey(s string) (kind byte, key string) {
	compound := s[lastTopLevelSpace(s)+1:]
	var id, class, tag string
	topLevel(compound, func(i int) int {
		switch c := compound[i]; {
		case c == '#' || c == '.':
			name, n := ident(compound[i+1:])
			if c == '#' && id == "" {
				id = name
			} else if c == '.' && class == "" {
				class = name
			}
			return i + n
		case i == 0 && c != '*' && c != ':':
			name, n := ident(compound)
			tag = strings.ToLower(name)
			return i + max(n-1, 0)
		}
		return i
	})
	switch {
	case id != "":
		return '#', id
	case class != "":
		return '.', class
	case tag != "":
		return 't', tag
	}
	return 0, ""
}

// attrKey returns the attribute the subject of a serialised selector
// alternative must carry when its compound starts with an attribute test
// that needs the attribute present ([a], [a=v], [a^=v], [a$=v], [a*=v],
// [a~=v], [a|=v]; not cascadia's [a!=v]), or "".
func attrKey(s string) string {
	compound := s[lastTopLevelSpace(s)+1:]
	if !strings.HasPrefix(compound, "[") {
		return ""
	}
	name, n := ident(compound[1:])
	if name == "" || 1+n >= len(compound) || !strings.ContainsRune("]=^$*~|", rune(compound[1+n])) {
		return ""
	}
	return strings.ToLower(name)
}

// tagAttrKey is attrKey for a subject that starts with a tag name
// ("a[onclick*=x]"): the attribute the tagged subject must carry, or "".
func tagAttrKey(s string) string {
	compound := s[lastTopLevelSpace(s)+1:]
	if _, n := ident(compound); n > 0 {
		return attrKey(compound[n:])
	}
	return ""
}

// lastTopLevelSpace is the index of the last space outside brackets,
// parentheses and quotes (where combinators are), or -1.
func lastTopLevelSpace(s string) int {
	last := -1
	topLevel(s, func(i int) int {
		if s[i] == ' ' {
			last = i
		}
		return i
	})
	return last
}

// topLevel calls visit with the index of each byte of a selector that lies
// outside quotes, brackets and parentheses and is not escaped; visit
// returns the index of the last byte it consumed.
func topLevel(s string, visit func(i int) int) {
	depth, quote := 0, byte(0)
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case quote != 0:
			if c == '\\' {
				i++
			} else if c == quote {
				quote = 0
			}
		case c == '\\':
			i = escapeEnd(s, i)
		case c == '"' || c == '\'':
			quote = c
		case c == '[' || c == '(':
			depth++
		case c == ']' || c == ')':
			depth--
		case depth == 0:
			i = visit(i)
		}
	}
}

// ident reads the CSS identifier at the start of s, unescaping it (cascadia
// serialises "a-b" as "a\\-b"), and returns it with the bytes it took.
func ident(s string) (name string, n int) {
	var b strings.Builder
	for n < len(s) {
		c := s[n]
		switch {
		case c == '\\' && n+1 < len(s):
			hex := 0
			for hex < 6 && n+1+hex < len(s) && isHex(s[n+1+hex]) {
				hex++
			}
			if hex == 0 {
				b.WriteByte(s[n+1])
				n += 2
				continue
			}
			r, _ := strconv.ParseUint(s[n+1:n+1+hex], 16, 32)
			b.WriteRune(rune(r))
			n += 1 + hex
			if n < len(s) && s[n] == ' ' {
				n++
			}
		case c == '-' || c == '_' || c >= 0x80 || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z':
			b.WriteByte(c)
			n++
		default:
			return b.String(), n
		}
	}
	return b.String(), n
}

// escapeEnd returns the index of the last byte of the escape that starts
// with the backslash at s[i]: one character, or up to six hex digits and
// the space that may end them.
func escapeEnd(s string, i int) int {
	j := i + 1
	for j < len(s) && j-i <= 6 && isHex(s[j]) {
		j++
	}
	if j == i+1 {
		return min(i+1, len(s)-1)
	}
	if j < len(s) && s[j] == ' ' {
		return j
	}
	return j - 1
}

func isHex(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F'
}
