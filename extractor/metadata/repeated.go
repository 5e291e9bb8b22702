package metadata

// Sites built with visual page builders print a heading once per screen
// size (a span for phones, one for tablets, one for desktops) and hide all
// but one with CSS; the h1's text then reads the headline two or three
// times over ("The product development system for teams and agents The
// product development system for teams and agents The product …"). The
// title is one copy. A copy must have three words or more, so that names
// that double a word ("Bora Bora", "Talk Talk") stay whole.
//
// Measured on wcxb-dev: title unchanged at 1248 of 1497 (the one page whose
// h1 repeats itself, a project-management tool's home page, changes from a
// tripled to a single wrong title: its truth is the <title>'s tagline);
// readability-testpages, author and date unchanged.

// minCopyWords is the fewest words a repeated copy must have.
const minCopyWords = 3

// onceOver returns the first copy of t when t is the same text written
// two or three times, one space apart, otherwise t. The titles it reads
// have their white space collapsed already, so copies compare as bytes.
func onceOver(t string) string {
	for k := 3; k >= 2; k-- {
		n := (len(t) - (k - 1)) / k
		if n <= 0 || n*k+k-1 != len(t) {
			continue
		}
		same := true
		for i := 1; i < k && same; i++ {
			at := i * (n + 1)
			same = t[at-1] == ' ' && t[at:at+n] == t[:n]
		}
		if same && wordCount(t[:n]) >= minCopyWords {
			return t[:n]
		}
	}
	return t
}
