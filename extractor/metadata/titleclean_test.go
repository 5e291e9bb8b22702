package metadata

import (
	"testing"

	"folio/extractor/internal/htmltest"
)

// TestTitleCleaning checks the cleaning steps that read the chosen title
// against the rest of the page (cleanTitle), each case on a page of its
// own.
func TestTitleCleaning(t *testing.T) {
	cases := []struct{ name, html, want string }{
		{"mark-the-head-leaves-out", `<title>Crusher ANC 2 - Wireless Headphones | Acme</title><body><h1>Crusher® ANC 2</h1></body>`, "Crusher ANC 2"},
		{"trademark-the-head-leaves-out", `<meta property="og:title" content="Switch - OLED Model White set - Acme Store"><body><h1>Switch™ - OLED Model White set</h1></body>`, "Switch - OLED Model White set"},
		{"mark-the-head-keeps", `<title>Summit 24™ Smokeless Fire Pit</title><body><h1>Summit 24™ Smokeless Fire Pit</h1></body>`, "Summit 24™ Smokeless Fire Pit"},
		{"mark-with-no-head", `<body><h1>Roomba® j7+</h1></body>`, "Roomba® j7+"},
		{"home-label-is-the-site", `<meta property="og:site_name" content="The Example Blog"><title>Home - The Example Blog</title><meta property="og:title" content="Home"><body><p>x</p></body>`, "The Example Blog"},
		{"home-label-german", `<meta property="og:site_name" content="Beispiel"><title>Startseite</title><body><p>x</p></body>`, "Beispiel"},
		{"home-label-without-declared-site", `<title>Home</title><body><p>x</p></body>`, "Home"},
		{"heading-printed-per-screen-size", `<body><h1><div class="phone">Plan your next trip well</div><div class="tablet">Plan your next trip well</div><div class="desktop">Plan your next trip well</div></h1></body>`, "Plan your next trip well"},
		{"heading-printed-twice", `<body><h1><span>Plan your next trip well</span> <span>Plan your next trip well</span></h1></body>`, "Plan your next trip well"},
		{"doubled-name-stays", `<body><h1>Bora Bora</h1></body>`, "Bora Bora"},
		{"repeat-with-more-stays", `<body><h1>Plan your trip well, plan your trip well again</h1></body>`, "Plan your trip well, plan your trip well again"},
		{"h1-with-site-after-bar", `<meta property="og:site_name" content="Acme"><title>Local Movers in Town</title><body><h1>Licensed Moving Company in Town | Acme</h1></body>`, "Licensed Moving Company in Town"},
		{"h1-with-site-after-dash-stays", `<meta property="og:site_name" content="Acme"><title>Handmade Gifts Here</title><body><h1>Unique Handmade Gifts - Acme</h1></body>`, "Unique Handmade Gifts - Acme"},
		{"home-words-in-a-title-stay", `<meta property="og:site_name" content="Acme"><title>Home Repair Programs | Acme</title><body><p>x</p></body>`, "Home Repair Programs"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := Extract(htmltest.Parse(t, c.html), nil).Title; got != c.want {
				t.Errorf("title = %q, want %q", got, c.want)
			}
		})
	}
}
