package prune

import "testing"

// The app badges' cases (appbadges.go) run in TestPrune.

// appBadgeCases are store badges after a story, with and without their
// call, and store links that are the text's own.
var appBadgeCases = []pruneCase{
	{
		name: "a call to get the app with its store badges",
		html: article + `<p><strong>Get the latest news straight to your phone with our app.</strong></p>` +
			`<p><a href="https://play.google.com/store/apps/details?id=com.example.news"><img src="android.png"></a></p>` +
			`<p><a href="https://apps.apple.com/us/app/example-news/id1479666958"><img src="iphone.png"></a></p>`,
		cut: []string{"p", "a"},
	},
	{
		name: "a badge after a long paragraph goes alone",
		html: article + `<p>` + para("four", 40) + `</p><div><a href="https://itunes.apple.com/de/app/example/id400442503"><img src="ipad.png"></a></div>`,
		cut:  []string{"a"},
		keep: []string{"p"},
	},
	{
		name: "store links written as words are the text's own",
		html: `<p>The app is free in both stores.</p><p><a href="https://apps.apple.com/app/id1437005085">App Store</a> and ` +
			`<a href="https://play.google.com/store/apps/details?id=ch.example.vpn">Google Play</a> clients support an easy interface.</p>` + article + article,
		keep: []string{"p", "a"},
	},
	{
		name: "a podcast's badges and a link into the site before them stay",
		html: article + `<p>More episodes on <a href="/podcast">our podcast page</a>.</p>` +
			`<p><a href="https://itunes.apple.com/de/podcast/example/id1076863924"><img src="apple.png"></a></p>`,
		keep: []string{"p", "a"},
	},
}

func TestAppStore(t *testing.T) {
	for href, want := range map[string]bool{
		"https://play.google.com/store/apps/details?id=com.example": true,
		"https://apps.apple.com/us/app/example/id1":                 true,
		"http://itunes.apple.com/app/mailonline/id400442503?mt=8":   true,
		"https://itunes.apple.com/de/podcast/example/id1076863924":  false,
		"https://play.google.com/store/books/details?id=x":          false,
		"https://www.apple.com/app-store/":                          false,
		"/app":                                                      false,
		"%zz":                                                       false,
	} {
		if got := appStore(href); got != want {
			t.Errorf("appStore(%q) = %v, want %v", href, got, want)
		}
	}
}
