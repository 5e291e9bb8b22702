package prune

import (
	"strings"
	"unicode"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"folio/extractor/internal/classify"
	"folio/extractor/internal/dom"
	"folio/extractor/internal/monthnames"
)

// Datelines and bylines: "Published 10:02 AM EST Nov 19, 2019", "Updated
// on: November 19, 2019 / 10:07 AM / CBS News", "By DANICA KIRKA and JILL
// LAWLESS", "Posted on Maret 30, 2015 by Admin". Ground truths keep the
// author and date in their own fields, not in the text. A line is one when
// it is short, holds a date or a time (or starts with "by"), and its other
// words are few: dateline words ("published", "updated", "by", "at") and a
// name or an outlet. A line holding a price (a currency sign beside a
// digit, classify.Prices) is none: a shop's "$1999", "1499 €" or
// "$19<sup>99</sup>" (text "$1999") read as a year, and the product's
// price at the top of its buy box was cut.
const (
	datelineMaxWords = 14
	datelineMaxOther = 4 // words that are neither date, time nor dateline vocabulary
	bylineMaxWords   = 9
	datelineEdge     = 4 // datelines sit among the first or last units
	datelineMaxLines = 3 // an article has a dateline or two, a byline, an update
	// A CJK or Korean date ("2026年11月27日", "2026년 11월 27일") opens lead
	// sentences as well as datelines, and a CJK clause is one word to the
	// split isDateline reads ("2026年11月27日，杭州市…开放，…人次。" three
	// words): without a byline or source label (记者, 来源, 기자), such a
	// line is a dateline only when at most cjkDatelineMaxOther of its
	// words are neither date nor dateline vocabulary and dom's word count,
	// which counts CJK by its characters, keeps it short ("2026年11月27日
	// 星期五 10:30"). A lead sentence was cut as a dateline.
	cjkDatelineMaxOther = 1
	cjkDatelineMaxWords = 6
)

var datelineWords = map[string]bool{
	"by": true, "on": true, "at": true, "posted": true, "published": true, "updated": true, "first": true,
	"last": true, "modified": true, "date": true, "edited": true, "am": true, "pm": true, "a": true, "p": true,
	"m": true, "est": true, "edt": true, "pst": true, "pdt": true, "cst": true, "cdt": true, "gmt": true,
	"utc": true, "bst": true, "cet": true, "ist": true, "and": true, "in": true, "staff": true, "of": true,
	"mon": true, "tue": true, "wed": true, "thu": true, "fri": true, "sat": true, "sun": true, "monday": true,
	"tuesday": true, "wednesday": true, "thursday": true, "friday": true, "saturday": true, "sunday": true,
	"comments": true, "comment": true, "ago": true, "hours": true, "minutes": true, "days": true, "hour": true,
	"min": true, "started": true, "edited:": true, "read": true, "time": true, "de": true, "às": true, "le": true, "am.": true, "um": true,
}

func datelines(t *tree, cut func(int32, classify.Role)) {
	// Event listings and archives print dates as content; a page whose
	// links make it no prose keeps only the datelines before its story's
	// first paragraph (storyStart).
	limit := len(t.units)
	if !t.prose() {
		limit = storyStart(t)
	}
	var found []int32
	all := 0
	for k, u := range t.units {
		if !t.canCut(u) || heading(t.nodes[u]) || cell(t.nodes[u]) {
			continue // a list item or a cell "Weight: 4.48 LBS." is a specification
		}
		if !isDateline(t.unitText[u], t.page.Lang) || inPost(t.nodes[u]) || factLine(t, k) {
			continue
		}
		all++
		if k < limit && (k < datelineEdge || k >= len(t.units)-datelineEdge) {
			found = append(found, u) // inside the text, a dated line is an entry
		}
	}
	if all > datelineMaxLines {
		return // a thread or a list of dated entries: the dates are content
	}
	for _, u := range found {
		cut(u, classify.RoleBoilerplate)
	}
}

// factLine reports whether unit k is one of a run of labelled facts: an
// event's or an offer's details, "Date: Saturday, June 15, 2024", "Time:
// 10:00 am to 1:00 pm", "Place: Church Hall" ("Termin: sobota, 15
// czerwca", "Miejsce: sala nr 3"), whose date is the content's. The run
// is the labelled lines (labelled) next to k under k's parent; when one of
// them is no dateline (a place, a price), the run is facts, not the
// publisher's "Published: ..." and "Updated: ..." pair. An event's date
// and time stood at the edge of its announcement and were cut as
// datelines, in every language (the labels are not read, only their
// shape).
func factLine(t *tree, k int) bool {
	u := t.units[k]
	if !labelled(t.unitText[u]) {
		return false
	}
	for _, step := range [2]int{-1, 1} {
		for j := k + step; j >= 0 && j < len(t.units) && j-k <= datelineFacts && k-j <= datelineFacts; j += step {
			v := t.units[j]
			if t.parent[v] != t.parent[u] || !labelled(t.unitText[v]) {
				break
			}
			if !isDateline(t.unitText[v], t.page.Lang) {
				return true
			}
		}
	}
	return false
}

// datelineFacts bounds how far factLine looks on each side: a run of
// details is a handful of lines.
const datelineFacts = 8

// labelled reports whether s opens with a label and goes on after it
// (dom.LeadLabel): "Date: ...", "Lieu : ...".
func labelled(s string) bool {
	label, ok := dom.LeadLabel(s)
	return ok && len(label)+1 < len(s)
}

// homonymMonth reports whether the month name w is also an everyday word
// or a name outside its language (monthnames.Homonym: Polish "marca" is
// "brand" in Italian, Spanish and Portuguese, "maja" a first name) and
// lang, the page's declared language (BCP 47), is not that language.
func homonymMonth(w, lang string) bool {
	month, ok := monthnames.Homonym(w)
	if !ok {
		return false
	}
	primary, _, _ := strings.Cut(lang, "-")
	return !strings.EqualFold(primary, month)
}

// isDateline reports whether the unit text s is a dateline or a byline
// on a page in the language lang (BCP 47, "" when undeclared).
func isDateline(s, lang string) bool {
	if len(s) > 24*datelineMaxWords || wordsOver(s, 2*datelineMaxWords-1) {
		return false // a paragraph: skip splitting it
	}
	if !mayBeDateline(s) {
		return false // most short units: skip lower-casing and splitting them
	}
	if classify.Prices(s) > 0 {
		return false // a price: "$1999" and "1499 €" hold no year
	}
	words := strings.FieldsFunc(strings.ToLower(s), func(r rune) bool {
		return !(unicode.IsLetter(r) || unicode.IsDigit(r) || r == ':' || r == '/' || r == '.' || r == '-' ||
			r >= 0x0900 && unicode.IsMark(r)) // Devanagari's and Thai's vowel signs are inside their words
	})
	if len(words) == 0 || len(words) > datelineMaxWords || len(words) > 1 && words[0] == "started" && words[1] == "by" {
		return false // "Started by <member>, <date>" opens a forum topic
	}
	if endsSentence(s) && wordsOver(s, 7) && !scriptDatelineWord(strings.Trim(words[len(words)-1], ".")) {
		return false // a sentence, not a time's abbreviation ("10:30 น.")
	}
	date, month, number, cjkDate, label, other := false, false, false, false, false, 0
	// A month that is also a word elsewhere ("Top 10 marca de coches")
	// counts as a month only beside a day and a year; else as a word.
	homonyms, day, year := 0, false, false
	for _, w := range words {
		w = strings.Trim(w, ".-")
		switch {
		case w == "":
		case datelineWords[w]: // before the months: "2 hours ago" is no August
		case isMonth(w) && homonymMonth(w, lang):
			homonyms++
		case isMonth(w):
			month = true // "Jan White wrote:" names no date
		case isNumeric(w):
			number = true
			date = date || numericDate(w)
			day = day || dayNumber(w)
			year = year || len(w) == 4 && numericDate(w)
			cjkDate = cjkDate || strings.ContainsFunc(w, cjkDateMark)
		case scriptDatelineWord(w): // datelines_scripts.go
			label = true
		default:
			other++
		}
	}
	if homonyms > 0 && !(day && year) {
		other += homonyms
	}
	date = date || month && number
	if cjkDate && !label && (other > cjkDatelineMaxOther || wordsOver(s, cjkDatelineMaxWords)) {
		return false // a lead sentence that opens with its date
	}
	if date && other <= datelineMaxOther {
		return true
	}
	return words[0] == "by" && len(words) <= bylineMaxWords && other <= bylineMaxWords-1 && !strings.ContainsAny(s, ".!?")
}

// endsSentence reports whether s ends as a sentence does: with a full
// stop, or with CJK's full stop, full-width stop, exclamation or question
// mark ("。", "．", "！", "？").
func endsSentence(s string) bool {
	s = strings.TrimSpace(s)
	for _, end := range []string{".", "。", "．", "！", "？"} {
		if strings.HasSuffix(s, end) {
			return true
		}
	}
	return false
}

// mayBeDateline is isDateline's cheap pre-check, run on every short unit
// of the content: a dateline holds a date, which needs a number, and a
// number an ASCII digit (isNumeric); a byline's first word is "by", in
// any case. A text with neither digit nor "by" is no dateline.
func mayBeDateline(s string) bool {
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c >= '0' && c <= '9':
			return true
		case c|0x20 == 'b' && i+1 < len(s) && s[i+1]|0x20 == 'y':
			return true
		}
	}
	return false
}

func cell(n *html.Node) bool {
	switch n.DataAtom {
	case atom.Li, atom.Td, atom.Th, atom.Dd, atom.Dt:
		return true
	}
	return false
}

// inPost reports whether n sits in a forum post or comment (a class or id
// word of its nearest ancestors says so): forum ground truths keep the
// dates of posts ("Posted March 19, 2024", "Last edited: Jul 25, 2024").
func inPost(n *html.Node) bool {
	p := n
	for k := 0; k < 6 && p != nil; k, p = k+1, p.Parent {
		s := strings.ToLower(dom.Attr(p, "class") + " " + dom.Attr(p, "id"))
		if strings.Contains(s, "comment") || strings.Contains(s, "message") || strings.Contains(s, "thread") ||
			strings.Contains(s, "topic") || strings.Contains(s, "reply") || strings.Contains(s, "forum") {
			return true
		}
	}
	return false
}
