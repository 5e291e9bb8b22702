package metadata

import "testing"

func TestShownPublished(t *testing.T) {
	// Of two structured publication dates, the one the page shows near its
	// headline wins over the one it does not show, unless it is shown as
	// an update.
	head := `<head><script type="application/ld+json">{"@type":"Article","datePublished":"2024-08-29T10:00:00+00:00"}</script><meta name="date" content="November 25, 2025"></head>`
	cases := []struct{ name, html, want string }{
		{"shown", head + `<body><h1>Streaming services</h1><p>By Jared Newman Nov 25, 2025 5:00 am PST</p><p>Story.</p></body>`, "2025-11-25"},
		{"shown-as-update", head + `<body><h1>Streaming services</h1><p>By Jared Newman</p><p>Updated Nov 25, 2025</p><p>Story.</p></body>`, "2024-08-29T10:00:00+00:00"},
		{"not-shown", head + `<body><h1>Streaming services</h1><p>By Jared Newman</p><p>Story.</p></body>`, "2024-08-29T10:00:00+00:00"},
	}
	checkPublished(t, cases)
}
