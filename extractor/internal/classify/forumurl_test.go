package classify

import "testing"

func TestForumURL(t *testing.T) {
	cases := []struct {
		url  string
		want bool
	}{
		{"https://forums.docker.com/t/confusing-resolver-structure/144854", true},
		{"https://permies.com/t/123270/year-tiny-house-real-world", true},
		{"https://community.nodebb.org/topic/18427/rc1-of-nodebb-v4", true},
		{"https://lemmy.ml/post/21018364", true},
		{"https://forum.cookshack.com/topic/catering-tips", true},
		{"https://www.simplemachines.org/community/index.php?topic=589061.0", true},
		{"https://www.example.com/threads/a-thread.1231381/", true},
		{"https://www.shop.example/t/mesh-office-chair?srsltid=abc599def", false},
		{"https://news.example.edu/topic/software", false},
		{"https://www.example.com/topic/cloud/", false},
		{"https://www.example.com/post/blockchain-seo-agency", false},
		{"https://oneuptime.example/blog/post/2026-01-26-postgresql-query-optimization/view", false},
		{"https://visualstudio.example.com/vs/community/", false},
	}
	for _, c := range cases {
		if got := forumURL(c.url); got != c.want {
			t.Errorf("forumURL(%q) = %v, want %v", c.url, got, c.want)
		}
	}
}
