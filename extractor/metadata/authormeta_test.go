package metadata

import (
	"testing"

	"folio/extractor/internal/htmltest"
)

// TestAuthorMetaRules covers the rules that read author meta tags and
// labels: each case fails without its rule.
func TestAuthorMetaRules(t *testing.T) {
	cases := []struct{ name, html, want string }{
		{"longer-citation-list", `<meta name="DC.Creator" content="Jane Doe"><meta name="citation_authors" content="Jane Doe"><meta name="citation_authors" content="John Roe"><meta name="citation_authors" content="Ann Lee">`, "Jane Doe, John Roe, Ann Lee"},
		{"other-list-is-not-longer", `<meta name="DC.Creator" content="Jane Doe"><meta name="citation_author" content="John Roe"><meta name="citation_author" content="Ann Lee">`, "Jane Doe"},
		{"site-author-yields-to-label", `<meta property="og:site_name" content="Five Books"><meta name="author" content="Five Books"><meta name="twitter:label1" content="Interview by"><meta name="twitter:data1" content="Sylvia Bishop"><body><h1>T</h1><p>by Alexander Boldizar</p></body>`, "Sylvia Bishop"},
		{"person-author-keeps-over-label", `<meta property="og:site_name" content="Five Books"><meta name="author" content="Jane Doe"><meta name="twitter:label1" content="Interview by"><meta name="twitter:data1" content="Sylvia Bishop">`, "Jane Doe"},
		{"reviewer-label-is-not-author", `<meta name="twitter:label1" content="Reviewed by"><meta name="twitter:data1" content="Sylvia Bishop">`, ""},
		{"authors-label-over-list", `<body><h1>T</h1><div><h6>Author(s)</h6><ul><li><a href="/l?a=1">John A. Alic</a></li><li><a href="/l?a=2">David C. Mowery</a></li></ul></div></body>`, "John A. Alic, David C. Mowery"},
		{"citation-surname-first", `<meta name="citation_author" content="Roy, Aniruddha"><meta name="citation_author" content="Patel, Jyoti M."><body><h1>T</h1><div class="authors">Authors: Aniruddha Roy, Jyoti M. Patel</div></body>`, "Aniruddha Roy, Jyoti M. Patel"},
		{"citation-as-cited", `<meta name="citation_author" content="Kaufman, Jeff T."><body><h1>T</h1><a href="/" rel="author">Jeff Kaufman</a></body>`, "Kaufman, Jeff T."},
		{"citation-credential-stays", `<meta name="citation_author" content="Jane Doe, MD">`, "Jane Doe, MD"},
		{"author-tag-not-inverted", `<meta name="author" content="Doe, Jane">`, "Doe, Jane"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := Extract(htmltest.Parse(t, c.html), nil).Author; got != c.want {
				t.Errorf("author = %q, want %q", got, c.want)
			}
		})
	}
}

func TestSurnameFirst(t *testing.T) {
	for in, want := range map[string]string{
		"Roy, Aniruddha":      "Aniruddha Roy",
		"Berger, Emery D.":    "Emery D. Berger",
		"van Dyke, Jean-Luc":  "Jean-Luc van Dyke",
		"King, Jr.":           "King, Jr.",
		"Jane Doe, MD":        "Jane Doe, MD",
		"Jane Doe, John Roe":  "Jane Doe, John Roe",
		"Doe, J.":             "Doe, J.",
		"Aniruddha Roy":       "Aniruddha Roy",
		"Smith, John, Editor": "Smith, John, Editor",
	} {
		if got := surnameFirst(in); got != want {
			t.Errorf("surnameFirst(%q) = %q, want %q", in, got, want)
		}
	}
}
