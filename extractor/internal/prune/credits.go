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
// by a colon, at the start of the line or after a space, bracket or
// comma; or a line starting "Photo by", "Image courtesy of" or, in the
// news agencies' style, "In this Dec. 12, 2006, file photo". The
// paragraph is a caption when it is no heading, at most captionMaxLetters
// long, and an image lies within three ancestors (nearImage). Like
// captions, only on prose without code; on content that is mostly links
// as a whole, where the unit's neighbourhood is prose (proseAround).
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
		if t.cut[u] || !t.canCut(u) || heading(t.nodes[u]) || t.text[u] > captionMaxLetters {
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
// ends with "Image credit: www.apple.com").
func creditLine(s string) bool {
	if !mayBeCredit(s) {
		return false
	}
	l := strings.ToLower(s)
	at := creditAt(l)
	return at >= 0 && !wordsOver(l[:at], creditLead)
}

const creditLead = 20

// mayBeCredit is creditLine's cheap pre-check, run on every short unit of
// the content before lower-casing it: a credit holds a copyright sign or
// a marker's colon, or starts with a credit phrase or "in this", whose
// first letters are b, c, f, i and p; a first byte outside ASCII may
// lower-case to one of them ('İ' to 'i'). Any other text is no credit.
func mayBeCredit(s string) bool {
	if s == "" {
		return false
	}
	switch s[0] | 0x20 {
	case 'b', 'c', 'f', 'i', 'p':
		return true
	}
	return s[0] >= utf8.RuneSelf || strings.IndexByte(s, ':') >= 0 || strings.Contains(s, "©")
}

// creditAt returns the byte offset of the credit in l (lower case), or -1.
func creditAt(l string) int {
	if i := strings.Index(l, "©"); i >= 0 {
		return i
	}
	for _, p := range creditStarts {
		if strings.HasPrefix(l, p) {
			return 0
		}
	}
	if head := l[:min(len(l), 60)]; strings.HasPrefix(l, "in this ") && (strings.Contains(head, " photo,") || strings.Contains(head, " photo ")) {
		return 0 // "In this Dec. 12, 2006, file photo, made available by NASA, ..."
	}
	for i := strings.IndexByte(l, ':'); i > 0; {
		j := strings.LastIndexFunc(l[:i], func(r rune) bool {
			return unicode.IsSpace(r) || r == '(' || r == '[' || r == ',' || r == '|'
		})
		if creditMarkers[strings.TrimRight(l[j+1:i], " .")] {
			return j + 1
		}
		k := strings.IndexByte(l[i+1:], ':')
		if k < 0 {
			break
		}
		i += 1 + k
	}
	return -1
}
