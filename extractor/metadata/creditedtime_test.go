package metadata

import "testing"

func TestCreditedTime(t *testing.T) {
	// A <time> in the byline under the headline dates the page even when
	// it is later than a structured date the page does not show; a later
	// <time> outside the byline does not.
	head := `<head><meta property="article:published_time" content="2013-03-11T11:11:07-07:00"></head>`
	cases := []struct{ name, html, want string }{
		{"later-in-byline", head + `<body><h1>Food myths</h1><section class="byline"><span><time datetime="2023-03-20T00:00:00-07:00">March 20, 2023</time></span> | <a href="/wellness">Wellness</a></section><p>Story.</p></body>`, "2023-03-20T00:00:00-07:00"},
		{"later-outside-byline", head + `<body><h1>Food myths</h1><p><time datetime="2023-03-20T00:00:00-07:00">March 20, 2023</time></p><p>Story.</p></body>`, "2013-03-11T11:11:07-07:00"},
	}
	checkPublished(t, cases)
}
