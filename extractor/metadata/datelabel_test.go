package metadata

import "testing"

func TestDateLabel(t *testing.T) {
	// A label element followed by the date element dates the page; a label
	// inside a sentence, a date further on, or a label of another kind do
	// not.
	cases := []struct{ name, html, want string }{
		{"posted-on-element", `<body><div><span class="font-bold">Posted on</span><div><svg></svg><span>Nov 21, 2018</span></div></div></body>`, "2018-11-21"},
		{"colon-and-case", `<body><p><b>Published On:</b></p><p>21/11/2018</p></body>`, "2018-11-21"},
		{"german", `<body><span>Veröffentlicht am</span> <span>3. März 2020</span></body>`, "2020-03-03"},
		{"label-in-a-sentence", `<body><p>Posted on <a href="https://example.org/d">the forum on 2025-07-09</a>:</p></body>`, ""},
		{"date-too-far", `<body><span>Posted on</span><span>Monday</span><span>at noon</span><span>Nov 21, 2018</span></body>`, ""},
		{"updated-label", `<body><span>Updated on</span><span>Nov 21, 2018</span></body>`, ""},
		{"marked-date-first", `<head><meta property="article:published_time" content="2020-01-02"></head><body><span>Posted on</span><span>Nov 21, 2018</span></body>`, "2020-01-02"},
	}
	checkPublished(t, cases)
}
