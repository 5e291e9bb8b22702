package metadata

import "strings"

// Schema.org headlines are often cut by SEO plugins at Google's old limit
// of 110 characters, mid-phrase ("… Find Solutions (Including"), while
// og:title and <title> carry the whole headline. A reader wants the whole
// one.

// minTruncatedHeadline is the shortest headline taken for a cut one: a
// short title that another source extends ("Nike Pegasus 41" and "Nike
// Pegasus 41 Men's Road Running Shoes") is a different convention, not a
// truncation.
const minTruncatedHeadline = 90

// maxTruncatedHeadline is the longest: the 110-character limit.
const maxTruncatedHeadline = 110

// untruncate replaces each candidate title that another candidate extends
// at a word boundary, when its length is that of a cut headline, with the
// longer one.
func untruncate(cands []string) []string {
	for i, c := range cands {
		if len(c) < minTruncatedHeadline || len(c) > maxTruncatedHeadline {
			continue
		}
		fc := foldTitle(c)
		for _, d := range cands {
			fd := foldTitle(d)
			if strings.HasPrefix(fd, fc) && strings.HasPrefix(fd[len(fc):], " ") && separatorAt(fd, len(fc)) == "" {
				cands[i] = d
				break
			}
		}
	}
	return cands
}
