package metadata

import "testing"

func TestStampedBefore(t *testing.T) {
	// A publication tag that holds the page's modification stamp yields to
	// the earlier date written just before the headline; a publication tag
	// that is no modification day keeps its date.
	body := `<body><div>Nutrition</div><div>March 1, 2024</div><h1>Healthy eating tips</h1><p>Story.</p></body>`
	cases := []struct{ name, html, want string }{
		{"modification-stamp", `<head><meta name="dc.date" content="2024-07-05T14:20:08Z"><meta property="og:updated_time" content="2024-07-05T14:20:08-04:00"></head>` + body, "2024-03-01"},
		{"publication-tag", `<head><meta name="dc.date" content="2024-07-05T14:20:08Z"></head>` + body, "2024-07-05T14:20:08Z"},
		{"later-before-headline", `<head><meta name="dc.date" content="2024-02-05T14:20:08Z"><meta property="og:updated_time" content="2024-02-05T14:20:08-04:00"></head>` + body, "2024-02-05T14:20:08Z"},
	}
	checkPublished(t, cases)
}
