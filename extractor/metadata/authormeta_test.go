package metadata

import "testing"

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
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := Extract(parseHTML(t, c.html), nil).Author; got != c.want {
				t.Errorf("author = %q, want %q", got, c.want)
			}
		})
	}
}
