package prune

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"folio/extractor/internal/classify"
)

// Credit lines: a short paragraph beside an image that names its source,
// whatever its class: "Stau © aremac / Clipdealer", "Marco Odermatt,
// Ski-Star. © AFP / MARCO BERTORELLO", "… (Foto: Andreas Voegel)",
// "Roman Prymula, photo: Archives du Gouvernement tchèque". A credit is a
// copyright sign or a marker word of one of the languages below followed
// by a colon (or Polish "Fot." by its full stop), at the start of the
// line or after a space, bracket or comma; or a line starting "Photo
// by", "Image courtesy of" or, in the news agencies' style, "In this
// Dec. 12, 2006, file photo". The paragraph is a caption when it is no
// heading, at most captionMaxLetters long, and an image lies within three
// ancestors (nearImage). Like captions, only on prose without code; on
// content that is mostly links as a whole, where the unit's neighbourhood
// is prose (proseAround).
var creditMarkers = map[string]bool{
	"foto": true, "fotos": true, "bild": true, "bilder": true, "bildquelle": true, "bildnachweis": true,
	"quelle": true, "photo": true, "photos": true, "image": true, "images": true, "credit": true,
	"credits": true, "crédit": true, "crédits": true, "source": true, "fuente": true, "fot": true,
	"zdjęcie": true, "źródło": true, "foto/video": true, "grafik": true, "illustration": true,
	// Russian and Ukrainian (photo, source, illustration), Arabic
	// (photographed by, image, the source), Hebrew (photo), Hindi (photo
	// in both spellings, picture, source), Thai (picture, source): the
	// labels of a news caption's credit, typed, as the corpora hold no
	// captions in these scripts to mine.
	"фото": true, "источник": true, "иллюстрация": true, "джерело": true, "ілюстрація": true,
	"تصوير": true, "صورة": true, "المصدر": true, "צילום": true,
	"फोटो": true, "फ़ोटो": true, "तस्वीर": true, "स्रोत": true, "ภาพ": true, "ที่มา": true,
}

var creditStarts = []string{"photo by ", "photos by ", "image by ", "image courtesy", "photo courtesy",
	"foto von ", "bild von ", "photo de ", "foto de ", "crédits photo", "crédit photo"}

func credits(t *tree, cut func(int32, classify.Role)) {
	if t.hasCode() {
		return
	}
	prose := t.prose()
	for _, u := range t.units {
		if !t.canCut(u) || heading(t.nodes[u]) || t.text[u] > captionMaxLetters {
			continue
		}
		// The climb for prose around the line runs last: few units read
		// as credits, and every short unit would otherwise climb.
		if creditLine(t.unitText[u]) && nearImage(t.nodes[u]) && !hasImage(t.nodes[u], 64) && (prose || t.proseAround(u)) {
			cut(u, classify.RoleBoilerplate)
		}
	}
}

// creditLine reports whether s holds an image credit after at most
// creditLead words (a caption's few words, not a slide's description that
// ends with "Image credit: www.apple.com"). It runs on every short unit of
// the content and allocates only for the rare line that opens with a
// non-ASCII letter or "In this" and has no colon or copyright sign.
func creditLine(s string) bool {
	if !mayBeCredit(s) {
		return false
	}
	at := creditAt(s)
	return at >= 0 && !wordsOver(s[:at], creditLead)
}

const creditLead = 20

// mayBeCredit is creditLine's cheap pre-check: a credit holds a copyright
// sign or a marker's colon, or opens with a credit phrase or "in this"
// (creditOpens). A first byte outside ASCII may lower-case to an ASCII
// letter ('İ' to 'i'), so creditOpens reads such a line lower-cased.
func mayBeCredit(s string) bool {
	if s == "" {
		return false
	}
	return strings.IndexByte(s, ':') >= 0 || strings.Contains(s, "©") || creditOpens(s) || abbrevCreditAt(s) >= 0
}

// abbrevCreditAt returns the byte offset of a Polish credit written with
// the abbreviation and its full stop instead of a colon ("Ulica
// Piotrkowska. Fot. Jan Kowalski / PAP"), or -1: "fot. " in any case at
// the start of s or after a space, bracket, comma or bar.
func abbrevCreditAt(s string) int {
	for from := 0; ; {
		i := strings.Index(s[from:], "ot. ")
		if i < 0 {
			return -1
		}
		at := from + i - 1 // the "f"
		if at >= 0 && s[at]|0x20 == 'f' && (at == 0 || strings.IndexByte(" ([,|", s[at-1]) >= 0) {
			return at
		}
		from += i + len("ot. ")
	}
}

// creditOpens reports whether s opens with one of creditStarts or with a
// news agency's "In this …, file photo", in any case. It compares in
// place: only a line whose first byte is outside ASCII, or one that opens
// "in this", is lower-cased, and only its head.
func creditOpens(s string) bool {
	switch {
	case s == "":
		return false
	case s[0] >= utf8.RuneSelf:
		s = strings.ToLower(s[:min(len(s), creditHead)])
	default:
		switch s[0] | 0x20 {
		case 'b', 'c', 'f', 'i', 'p': // the first letters of creditStarts and "in this"
		default:
			return false
		}
	}
	for _, p := range creditStarts {
		if hasFoldPrefix(s, p) {
			return true
		}
	}
	if hasFoldPrefix(s, "in this ") {
		head := strings.ToLower(s[:min(len(s), creditHead)])
		return strings.Contains(head, " photo,") || strings.Contains(head, " photo ") // "In this Dec. 12, 2006, file photo, made available by NASA, ..."
	}
	return false
}

// creditHead is how far into a line "In this …" may name its photo.
const creditHead = 60

// hasFoldPrefix reports whether s starts with p in any case (p is lower
// case), without allocating.
func hasFoldPrefix(s, p string) bool {
	return len(s) >= len(p) && strings.EqualFold(s[:len(p)], p)
}

// creditAt returns the byte offset of the credit in s, or -1.
func creditAt(s string) int {
	if i := strings.Index(s, "©"); i >= 0 {
		return i
	}
	if creditOpens(s) {
		return 0
	}
	if i := abbrevCreditAt(s); i >= 0 {
		return i
	}
	for i := strings.IndexByte(s, ':'); i > 0; {
		j := strings.LastIndexFunc(s[:i], func(r rune) bool {
			return unicode.IsSpace(r) || r == '(' || r == '[' || r == ',' || r == '|'
		})
		if isCreditMarker(strings.TrimRight(s[j+1:i], " .")) {
			return j + 1
		}
		k := strings.IndexByte(s[i+1:], ':')
		if k < 0 {
			break
		}
		i += 1 + k
	}
	return -1
}

// maxMarkerLen is the longest creditMarkers key in bytes, with room to
// spare: isCreditMarker lower-cases a word into a buffer of that size.
const maxMarkerLen = 32

// isCreditMarker reports whether the word w is one of creditMarkers in any
// case ("Foto", "BILD"), lower-casing it on the stack.
func isCreditMarker(w string) bool {
	if w == "" || len(w) > maxMarkerLen {
		return false
	}
	var buf [maxMarkerLen]byte
	b := buf[:0]
	for _, r := range w {
		if b = utf8.AppendRune(b, unicode.ToLower(r)); len(b) > maxMarkerLen {
			return false
		}
	}
	return creditMarkers[string(b)]
}
