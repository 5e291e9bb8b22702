package prune

import (
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"folio/extractor/internal/classify"
	"folio/extractor/internal/dom"
)

// Consent gates: where a story embeds a video, a post or a map from
// another service, a site that asks before it connects shows a short box
// in its place until the reader agrees ("Wir respektieren deine
// Privatsphäre und stellen deshalb ohne dein Einverständnis keine
// Verbindung zu Twitter her", "Klicken Sie auf den unteren Button, um den
// Inhalt nachzuladen", "Click to load content from YouTube"), with a
// button to agree or a link to the privacy settings. The words are the
// site's own, in every language; the markup says what the box is: the
// embed it stands for lies beside it, not yet loaded (an <iframe> with no
// address or its address in data-src) or kept as a hidden copy (a
// <textarea>, <template> or <script type="text/plain"> holding the
// embed's markup), or the box's own class or id names consent, privacy,
// a content blocker or a placeholder ("noConsent",
// "c-iframe-privacy", "third-party-services--placeholder").
//
// The gate is the box around a control (a <button>, a checkbox, a link
// styled as a button) that holds at most gateMax letters, climbed at most
// gateClimb boxes while it stays that short: up to the box the name or
// the hidden copy marks, or to the one that stands beside the unloaded
// frame (the frame itself stays, for the reader's link to it). A box
// that holds code is a playground, whose preview frame loads when its Run
// button is pressed (React's documentation, Sandpack). Not on product
// pages, whose buy box is a short box with a button beside a
// product video; not past cutUnlessMost's share of the content.
//
// Measured against the rule without it: trafilatura-dev P 0.9325 ->
// 0.9331, F1 0.9533 -> 0.9536 (cuts on three hosts: a human rights
// group's two tweet gates, a nature group's video gate, a motoring
// site's newsletter gate; nothing else cut); wcxb-dev 0.912920 ->
// 0.912921 (a games site's "To see this content please enable targeting
// cookies"; React's documentation lost a Sandpack example's code until
// the code guard), ScrapingHub and readability-testpages identical page
// for page.
const (
	gateMax   = 500
	gateClimb = 4
	gateWalk  = 64 // elements of a box read for a hidden embed
)

func consentGates(t *tree, cut func(int32, classify.Role)) {
	if t.product() {
		return
	}
	var found []int32
	var sum int32
	for i := int32(0); i < int32(len(t.nodes)); i++ {
		if t.cut[i] || t.text[i] == 0 || t.text[i] > gateMax || !gateControlIn(t.nodes[i]) {
			continue
		}
		gate, ok := consentGate(t, i)
		if !ok || !t.canCut(gate) || holdsH1(t.nodes[gate]) {
			continue
		}
		found = append(found, gate)
		sum += t.text[gate]
		i = t.end[gate] - 1
	}
	if len(found) > 0 {
		cutUnlessMost(found, sum, t.totalText(), cut)
	}
}

// gateControlIn reports whether one of n's children is a control
// (gateControl). The classifier takes a <button> for a form block of its
// own, which the prune tree leaves out: the document is read.
func gateControlIn(n *html.Node) bool {
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if c.Type == html.ElementNode && gateControl(c) {
			return true
		}
	}
	return false
}

// consentGate returns the gate around the control in box i: climbing
// from i while the box holds at most gateMax letters, the first box whose
// name says consent or that holds a hidden copy of an embed, or the box
// below the first one that holds an unloaded frame (the box itself when
// the frame stands in it). It reports false when no box within gateClimb
// steps shows either.
func consentGate(t *tree, i int32) (int32, bool) {
	below := int32(-1)
	for a, k := i, 0; a >= 0 && k < gateClimb && t.text[a] <= gateMax && !t.code[a]; a, k = t.parent[a], k+1 {
		if gateName(t.class[a]) || gateName(t.id[a]) {
			return a, true
		}
		switch embedBeside(t.nodes[a]) {
		case hiddenEmbed:
			return a, true
		case unloadedFrame:
			if below >= 0 {
				return below, true
			}
			return a, true
		}
		below = a
	}
	return 0, false
}

// gateName reports whether a lower-cased class or id names a consent
// box, a privacy shield, a content blocker or a placeholder.
func gateName(s string) bool {
	return s != "" && (strings.Contains(s, "consent") || strings.Contains(s, "privacy") ||
		strings.Contains(s, "blocker") || strings.Contains(s, "placeholder"))
}

// gateControl reports whether n is a control a reader uses to agree: a
// <button>, a checkbox, or a link styled as a button.
func gateControl(n *html.Node) bool {
	switch n.DataAtom {
	case atom.Button:
		return true
	case atom.Input:
		return dom.Attr(n, "type") == "checkbox"
	case atom.A:
		if dom.Attr(n, "role") == "button" {
			return true
		}
		for _, w := range strings.Fields(strings.ToLower(dom.Attr(n, "class"))) {
			if w == "button" || w == "btn" || strings.HasPrefix(w, "button-") || strings.HasPrefix(w, "btn-") {
				return true
			}
		}
	}
	return false
}

// An embed's trace in a box: none, a hidden copy of its markup, or a
// frame not loaded yet.
const (
	noEmbed = iota
	hiddenEmbed
	unloadedFrame
)

// embedBeside reads at most gateWalk elements of n's subtree (the prune
// tree leaves frames, text areas, templates and scripts out, so the
// document is read) for an embed the page has not loaded: an <iframe>
// with no address or its address in data-src (unloadedFrame), or a
// <textarea>, <template> or <script type="text/plain"> whose text holds
// markup (hiddenEmbed).
func embedBeside(n *html.Node) int {
	seen := 0
	for c := range n.Descendants() {
		if c.Type != html.ElementNode {
			continue
		}
		if seen++; seen > gateWalk {
			return noEmbed
		}
		switch c.DataAtom {
		case atom.Iframe:
			if src := strings.TrimSpace(dom.Attr(c, "src")); src == "" || src == "about:blank" || dom.Attr(c, "data-src") != "" {
				return unloadedFrame
			}
		case atom.Textarea, atom.Template:
			if holdsMarkup(c) {
				return hiddenEmbed
			}
		case atom.Script:
			if ty := strings.ToLower(dom.Attr(c, "type")); (ty == "text/plain" || ty == "text/template") && holdsMarkup(c) {
				return hiddenEmbed
			}
		}
	}
	return noEmbed
}

// holdsMarkup reports whether element n holds an embed's markup: as text
// (a <textarea>'s or a <script>'s raw text) or as elements (a
// <template>'s content).
func holdsMarkup(n *html.Node) bool {
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if c.Type == html.ElementNode {
			return true
		}
		if c.Type == html.TextNode && (strings.Contains(c.Data, "<iframe") || strings.Contains(c.Data, "<blockquote") ||
			strings.Contains(c.Data, "<script") || strings.Contains(c.Data, "<div")) {
			return true
		}
	}
	return false
}
