package metadata

import "golang.org/x/net/html"

// What the one walk over a page gathers (collect.go fills it), raw: the
// per-field files (title.go, author.go, date.go...) turn it into values.

// timeCand is a <time> element or an itemprop=datePublished element.
type timeCand struct {
	value    string // datetime attribute or text
	strong   bool   // pubdate, itemprop=datePublished, or inside an article header
	modified bool   // itemprop=dateModified or class "updated"
	headline bool   // within bylineAfterH1 elements after the first h1
	byline   bool   // inside a byline-named element (bylinedate.go)
}

// signals is everything the walk gathers from one page, raw; the per-field
// files turn it into values.
type signals struct {
	lang        string
	title       string              // first <title> outside svg
	meta        map[string][]string // lower-cased name/property/itemprop -> contents, in order
	canonical   string
	jsonld      []string
	ldBytes     int
	h1          []string
	h1Nodes     []*html.Node // the elements of h1, in order (TitleChoice.H1)
	times       []timeCand
	relAuthor   []string     // text of <a rel=author> and <link rel=author> titles
	itemAuth    []string     // text of itemprop=author elements
	bylines     []string     // text of class/id byline-ish elements
	textBylines []string     // "By Jane Doe" text, and names after a "Written by" label
	classDates  []string     // dates shown in date-named elements near the headline
	usernames   []string     // text of username-classed elements: a thread's poster
	authorLinks []string     // text of links to an author page (/author/jane-doe)
	lateNames   []string     // author-name classed elements past the byline windows
	line        headlineText // text nodes around the first h1, for metaLineName
	// roleNames are the texts of elements a role's element follows.
	roleNames []string
	// descNames are the texts of elements an author description follows.
	descNames []string
	// sentenceCredits are the names after "written by" inside a sentence.
	sentenceCredits []string
	// linksUnderH1 tells, for each of authorLinks, whether it sits within
	// bylineAfterH1 elements after the first h1.
	linksUnderH1 []bool
	// articleH1Set has bit k set when h1[k] sits inside an article
	// (bannersite.go); h1 holds at most maxCandidates entries.
	articleH1Set uint16
	elements     int // body elements visited
	navDepth     int // navigation elements (isNavigation) the walk is inside
	// The visible text around the first h1, where pages show the date
	// ("By Jane Doe · March 5, 2024") without marking it up.
	preH1   [preH1Nodes]*html.Node // ring of the last text nodes before the first h1
	preN    int                    // text nodes written to the ring
	postH1  []byte
	seenH1  bool
	firstH1 int // element count at the first h1
	lastH1  int // element count at the last h1 recorded
	// postHeadline is the text after the headline when the first h1 is
	// not it (headlinewindow.go); headlineSeen is set at that heading.
	postHeadline []byte
	headlineSeen bool
	headlineDone bool   // the headline is found, or the first h1 is it
	titleWords   string // the <title>'s folded words, once a heading asks
	// headBylines are the bylines (by class or by wording) found just under
	// the first h1, where the page credits its own article.
	headBylines []string
	// bios are the descriptions of microdata Person items (AuthorBios),
	// anywhere in the document.
	bios []string
	// bylineTail is the text after the first explicit text byline, read
	// for a date written next to it (bylinedate.go); tailOpen is set while
	// it is being filled.
	bylineTail []byte
	tailNodes  int
	tailOpen   bool
	// labelDate is the date after a date label element near the headline
	// (datelabel.go); labelSeen is set at the first label, labelNodes
	// counts the text nodes still to read after it.
	labelDate  string
	labelSeen  bool
	labelNodes int
	// postDate is the date written after the first post's permalink
	// anchor of a vBulletin thread (postanchor.go); postSeen is set at
	// that anchor.
	postDate string
	postSeen bool
}

// first returns the first value of the first meta key that has one.
func (s *signals) first(keys ...string) string {
	for _, k := range keys {
		if vs := s.meta[k]; len(vs) > 0 {
			return vs[0]
		}
	}
	return ""
}
