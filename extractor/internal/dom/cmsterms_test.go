package dom

import (
	"slices"
	"testing"
)

func TestCMSTerm(t *testing.T) {
	for _, c := range []struct {
		class, tok string
		want       bool
	}{
		{"post-7 post type-post status-publish format-aside hentry category-kommentare", "category-kommentare", true},
		{"post-7 post type-post status-publish format-aside hentry category-kommentare", "format-aside", true},
		{"archive author author-jane author-3", "author-jane", true},
		{"single single-post postid-7 tag-sidebar", "tag-sidebar", true},
		{"product type-product status-publish instock product_tag-social", "product_tag-social", true},
		// A theme's numbered or state modifiers are no CMS's class list.
		{"author-box type-2", "author-box", false},
		{"tag-list status-open", "tag-list", false},
		{"author-box type-horizontal", "author-box", false},
		{"author-box postid-x", "author-box", false},
		// Layout names, outside a CMS's class list.
		{"author-box clearfix", "author-box", false},
		{"widget tag-list", "tag-list", false},
		{"category-nav", "category-nav", false},
		// A CMS list, but no term.
		{"post type-post hentry comments-area", "comments-area", false},
		{"hentry category-", "category-", false},
	} {
		if got := CMSTerm(c.class, c.tok); got != c.want {
			t.Errorf("CMSTerm(%q, %q) = %v, want %v", c.class, c.tok, got, c.want)
		}
	}
}

func TestAppendTermlessWords(t *testing.T) {
	got := AppendTermlessWords(nil, "post-7 post type-post hentry category-kommentare tag-sidebar entry")
	if want := []string{"post", "7", "post", "hentry", "entry"}; !slices.Equal(got, want) {
		t.Errorf("AppendTermlessWords = %q, want %q", got, want)
	}
	got = AppendTermlessWords(nil, "author-box tag-list")
	if want := []string{"author", "box", "tag", "list"}; !slices.Equal(got, want) {
		t.Errorf("AppendTermlessWords = %q, want %q", got, want)
	}
}
