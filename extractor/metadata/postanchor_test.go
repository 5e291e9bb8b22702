package metadata

import "testing"

func TestPostAnchorDate(t *testing.T) {
	// The date after a vBulletin thread's first post anchor dates the
	// page, and wins over a structured day the page does not show when it
	// is earlier; other anchors are not read.
	ld := `<head><script type="application/ld+json">{"@type":"DiscussionForumPosting","datePublished":"2026-02-15 03:05:48"}</script></head>`
	cases := []struct{ name, html, want string }{
		{"only-date", `<body><table><tr><td class="thead"><a name="post2017066"><img src="statusicon/post_old.gif" alt="Old"></a> 30th March 2025, 16:26 </td><td class="thead">#1</td></tr></table>` +
			`<table><tr><td class="thead"><a name="post2017070"><img src="statusicon/post_old.gif" alt="Old"></a> 2nd April 2025, 09:12 </td></tr></table></body>`, "2025-03-30"},
		{"earlier-than-structured", ld + `<body><h1>Scenic sights</h1><form>` + longText(400) + `</form><div id="post37597539"><div class="tcell"><a name="post37597539"><img src="statusicon/post_old.gif" alt="Old"></a> Feb 14, 2026 | 9:05 pm </div></div></body>`, "2026-02-14"},
		{"other-anchor", `<body><p><a name="postscript"></a> March 30, 2025</p></body>`, ""},
	}
	checkPublished(t, cases)
}

func TestIsPostAnchor(t *testing.T) {
	for v, want := range map[string]bool{"post2017066": true, "post": false, "postscript": false, "post12a": false, "top": false} {
		if got := isPostAnchor(v); got != want {
			t.Errorf("isPostAnchor(%q) = %v, want %v", v, got, want)
		}
	}
}
