package prune

import (
	"testing"

	"golang.org/x/net/html"

	"folio/extractor/internal/classify"
)

// TestCopyrightLines prunes a story and a second content root, as the
// classifier chooses a site's footer line beside the story on pages whose
// class names are hashed: a copyright line with a year goes in any
// language; inside the story's own block, or without a year, it stays.
func TestCopyrightLines(t *testing.T) {
	cases := []struct {
		name, story, root string
		cut               bool
	}{
		{"a ukrainian footer line chosen as a block", article,
			`<p>© 2026 Львівський кур'єр. Усі права захищено. Використання матеріалів дозволяється за умови посилання на джерело.</p>`, true},
		{"an arabic footer line, the sign after the words", article, `<p>جميع الحقوق محفوظة © 2026 صحيفة الأفق</p>`, true},
		{"a thai footer line in the buddhist era", zhNews, `<p>© 2569 ข่าวสยามรายวัน สงวนลิขสิทธิ์</p>`, true},
		{"a wire's rights line inside the story's block",
			article + `<p>© 2019 CBS Broadcasting Inc. All Rights Reserved. This material may not be published, broadcast, rewritten or redistributed.</p>`,
			`<p>` + para("other", 20) + `</p>`, false},
		{"a photo credit without a year", article, `<p>© AFP / Marco Bertorello</p>`, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			roots := []*html.Node{parseRoot(t, c.story), parseRoot(t, c.root)}
			hit := false
			for _, x := range Prune(roots, nil, pageOf(classify.TypeArticle)) {
				hit = hit || x.Rule == "copyright"
			}
			if hit != c.cut {
				t.Errorf("copyright line cut: %v, want %v", hit, c.cut)
			}
		})
	}
}
