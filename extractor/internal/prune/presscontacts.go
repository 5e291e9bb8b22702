package prune

import (
	"strings"

	"folio/extractor/internal/classify"
)

// Press contacts: a press release ends with its press office's card,
// "Pressekontakt / Pressesprecher*in Markus Ulrich / Almstadtstraße 7 /
// 10119 Berlin / Tel.: (030) 78 95 47 78 / E-Mail: presse@lsvd.de",
// "Ansprechpartnerin / Kathrin Klinkusch / Pressesprecherin / 030
// 65211-1780". Readers and the ground truths leave it out. A unit whose
// whole line is a contact label (the "@" lines of phrases.txt and
// phrases_intl.txt, in every language the issue names) starts one; the
// short units after it (at most contactWords words each, up to the first
// longer one, the first heading or contactMaxLines of them) are its lines;
// the label and its lines go when those lines hold an e-mail address or a
// telephone number, so that a heading "Ansprechpartner" over a paragraph
// of text stays. The card ends at its last line that holds one: the short
// units after a card (a heading, a list of findings, "Die Studie erscheint
// im Dezember.") are the release's. A line that also holds other units (a
// card whose own text is the address) is read but left, as cutting it
// would take the units inside along; the card is then the units inside it.
// A card ends a release: it goes only after a paragraph of the text
// (tailLong letters, at most tailLinks of them in links) and when it holds
// at most contactShare of the content, so that a page of contacts ("Ihre
// Ansprechpartner", a list of staff with their numbers) keeps them.
// The labels name the press only ("press contact", "Pressestelle",
// "contact presse"), or a person to ask ("Ansprechpartner"): a bare
// "Contact" titles a service page's content.
const (
	contactWords    = 8
	contactMaxLines = 16
	contactShare    = 0.3
)

func pressContacts(t *tree, cut func(int32, classify.Role)) {
	pressContactCards(t, cut)
}

// pressContactCards is pressContacts; it returns the bytes of loose text
// it read for the cards' own lines, which the tests bound. Every label
// climbs to its ancestors, and a page may hold thousands of labels in one
// element of megabytes of loose text (a hostile page read 32 MB per
// label), so each ancestor's answer is read once and kept for the call.
func pressContactCards(t *tree, cut func(int32, classify.Role)) (scanned int) {
	total := t.totalText()
	text := false            // a paragraph of the release came before
	var loose map[int32]bool // contactLine of a mixed ancestor's own text
	for k := 0; k < len(t.units); k++ {
		u := t.units[k]
		text = text || !t.mixed[u] && t.own[u] >= tailLong && t.linkDensity(u) <= tailLinks
		if !text || !t.canCut(u) || !contactLabel(t.unitText[u]) {
			continue
		}
		end, last := k+1, -1
		for ; end < len(t.units) && end-k <= contactMaxLines; end++ {
			v := t.units[end]
			if t.cut[v] {
				continue
			}
			if heading(t.nodes[v]) || wordsOver(t.unitText[v], contactWords) {
				break
			}
			if contactLine(t.unitText[v]) {
				last = end
			}
		}
		reachable := last >= 0
		if reachable {
			end = last + 1
		}
		// A card's loose lines ("Tel.: …<br>E-Mail: …" beside its <p>s)
		// are the own text of the card, a unit that holds the others.
		for p, up := t.parent[u], 0; !reachable && p >= 0 && up < 3; p, up = t.parent[p], up+1 {
			if !t.mixed[p] {
				continue
			}
			ok, seen := loose[p]
			if !seen {
				if loose == nil {
					loose = map[int32]bool{}
				}
				scanned += len(t.unitText[p])
				ok = contactLine(t.unitText[p])
				loose[p] = ok
			}
			if reachable = ok; reachable {
				for j := k + 1; j < end; j++ {
					if t.units[j] >= t.end[p] {
						end = j
						break
					}
				}
			}
		}
		var size int32
		for j := k; j < end; j++ {
			size += t.text[t.units[j]]
		}
		if !reachable || float32(size) > contactShare*float32(total) {
			continue
		}
		for j := k; j < end; j++ {
			if v := t.units[j]; t.canCut(v) {
				cut(v, classify.RoleBoilerplate)
			}
		}
		bareHeadings(t, end, cut)
		k = end - 1
	}
	return scanned
}

// bareHeadings cuts the headings from unit k to the content's end when
// nothing but headings and links follows a card there: a sidebar's next
// card ("zuständiges Vorstandsmitglied / Patrick Dörr" over a photo)
// titles nothing of the release. A heading over any line of text (the
// release's findings after its card) keeps them all. It reads at most
// 2*contactMaxLines units, cut or not, so that a page of thousands of
// cards stays linear.
func bareHeadings(t *tree, k int, cut func(int32, classify.Role)) {
	var heads []int32
	for j := k; j < len(t.units); j++ {
		v := t.units[j]
		switch {
		case j-k >= 2*contactMaxLines:
			return
		case t.cut[v]:
		case heading(t.nodes[v]) && !wordsOver(t.unitText[v], contactWords):
			heads = append(heads, v)
		case t.text[v] > 0 && t.linkDensity(v) <= tailLinks:
			return
		}
	}
	for _, v := range heads {
		if t.canCut(v) {
			cut(v, classify.RoleBoilerplate)
		}
	}
}

// contactLabel reports whether s is a contact label (phrases.contact).
// Every short unit of the content is asked, so an ASCII line is
// normLine's in all but case (lineCore, which slices it), lower-cased in
// a buffer on the stack, which the map lookup reads without copying; only
// other lines pay for normLine.
func contactLabel(s string) bool {
	if len(s) > contactLabelMax || wordsOver(s, 4) {
		return false
	}
	if !ascii(s) {
		return phrases.contact[normLine(s)]
	}
	core := lineCore(s)
	var buf [contactLabelMax]byte
	b := buf[:len(core)]
	for i := 0; i < len(core); i++ {
		c := core[i]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		b[i] = c
	}
	return phrases.contact[string(b)]
}

// contactLabelMax bounds the bytes of a contact label's line, longer than
// any phrase with its punctuation.
const contactLabelMax = 64

// contactLine reports whether s holds an e-mail address (also written
// "name(at)host" or hidden by Cloudflare as "[email protected]") or a
// telephone number: a run of digits and + / ( ) - . or space separators
// holding nine digits or more, or seven when it starts with "+", "(" or
// "0" as European numbers do; a house number and a postcode
// ("Almstadtstraße 7 10119 Berlin") hold fewer.
func contactLine(s string) bool {
	if strings.Contains(s, "@") || strings.Contains(s, "(at)") || strings.Contains(s, "[at]") || strings.Contains(s, "[email") {
		return true
	}
	digits, national := 0, false
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c >= '0' && c <= '9':
			if digits == 0 && !national {
				national = c == '0'
			}
			if digits++; digits >= 9 || digits >= 7 && national {
				return true
			}
		case c == '+' || c == '(':
			if digits == 0 {
				national = true
			}
		case c == ' ' || c == '/' || c == ')' || c == '-' || c == '.':
			if digits == 0 && c == ' ' {
				national = false
			}
		default:
			digits, national = 0, false
		}
	}
	return false
}
