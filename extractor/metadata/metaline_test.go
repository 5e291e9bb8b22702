package metadata

import (
	"testing"

	"folio/extractor/internal/htmltest"
)

func TestMetaLineName(t *testing.T) {
	cases := []struct{ name, html, want string }{
		{"date-then-name-above-headline", `<body><div class="styles_meta__x"><span>Dec 17, 2025</span><span>Julian K. Arni</span></div><h1>Hardware-Attested Builds</h1><p>Text.</p></body>`, "Julian K. Arni"},
		{"date-separator-linked-avatar", `<body><h1>The Pilot Has Landed</h1><div><span>2025-12-17</span><span>·</span><a title="Trond Teigen"><img alt="Trond Teigen"><div>Trond Teigen</div></a></div><p>Text.</p></body>`, "Trond Teigen"},
		{"whole-line-name-role-date", `<body><header><h1>How AI Is Transforming Healthcare</h1><p>Aaron Ricadela | Senior Writer | July 2, 2025</p></header></body>`, "Aaron Ricadela"},
		{"name-before-category-link", `<body><h1>T</h1><p>Dec 26, 2025 <span>&bull;</span> <img class="avatar"> Mahua Das in <a href="blog/project-management">Project Management</a></p></body>`, "Mahua Das"},
		{"category-link-is-not-a-name", `<body><h1>T</h1><div><span>Dec 26, 2025</span> <a href="/blog/project-management">Project Management</a></div></body>`, ""},
		{"tag-button-is-not-a-name", `<body><h1>T</h1><div><span>Dec 18, 2025</span><button>Strategy Market</button></div></body>`, ""},
		{"label-is-not-a-name", `<body><h1>T</h1><div><span>Posted On</span><span>Dec 18, 2025</span></div></body>`, ""},
		{"label-across-headline-is-not-a-name", `<body><div><h5>January 23, 2025</h5><h1>Solar installation</h1><div>Share Article</div></div></body>`, ""},
		{"name-far-from-date-is-not-read", `<body><h1>T</h1><div><span>Dec 18, 2025</span></div><section><p>Intro text goes on for a while here, well past one line of meta data and more words, and then on for another long sentence that no meta line would ever hold.</p><p>Jane Roe</p></section></body>`, ""},
		{"one-word-is-not-a-name", `<body><h1>T</h1><div><span>Fintech</span><span>Dec 18, 2025</span></div></body>`, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := Extract(htmltest.Parse(t, c.html), nil).Author; got != c.want {
				t.Errorf("author = %q, want %q", got, c.want)
			}
		})
	}
}
