package metadata

import (
	"strings"
	"testing"

	"folio/extractor/internal/htmltest"
)

func TestCleanAuthor(t *testing.T) {
	cases := []struct{ in, want string }{
		{"Jane Doe", "Jane Doe"},
		{"Home » Technology Solutions » Cybersecurity Consulting", ""}, // a breadcrumb (breadcrumbTrail)
		{"Home › Guides › Pricing", ""},
		{"Post by galitsyn » 11. Sep 2024, 18:36", "galitsyn"},
		{"98 Buck Social", "98 Buck Social"},
		{"3i Global", "3i Global"},
		{"12 Comments", ""},
		{"3rd Edition Team", ""},
		{"5 March 2024", ""},
		{"By Maja", "Maja"}, // a first name, and a Polish month (monthnames.Homonym)
		{"March", ""},
		{"By Jane Doe", "Jane Doe"},
		{"by:  Jane   Doe ", "Jane Doe"},
		{"Written by Jane Doe", "Jane Doe"},
		{"Par Sébastien Farcis", "Sébastien Farcis"},
		{"By Jane Doe | March 5, 2024", "Jane Doe"},
		{"Politik | By Jane Doe", "Jane Doe"},          // a section before the credit (fromCredit)
		{"Politik · 5 min · von Jane Doe", "Jane Doe"}, // the credit after two separators
		// A line of labelled facts credits its writer after its label
		// (fromLabelledCredit), up to the next label.
		{"Datum: 19.11.2021 Autor: Fritz Imhof Quelle: Livenet", "Fritz Imhof"},
		{"Date: March 5, 2024 Author: Jane Doe", "Jane Doe"},
		{"Kategorie: News Autor: Max Muster Foto: dpa", "Max Muster"},
		{"Datum: 19.11.2021", ""},
		{"Jane Doe | Politik", "Jane Doe"}, // no credit after the separator: names first
		{"Jane Doe on March 5, 2024", "Jane Doe"},
		{"Jane Doe - Updated 2 hours ago", "Jane Doe"},
		{"Dylan Bailey, MS, RD, FAND", "Dylan Bailey, MS, RD, FAND"},
		{"Rachel MacDonald Writer", "Rachel MacDonald"},
		{"Mateusz HabernyFounder", "Mateusz Haberny"},
		{"Brian Truitt USA TODAY", "Brian Truitt"},
		{"Matthew Richardson ⋅ Review Editor ⋅", "Matthew Richardson"},
		{"& Zackery Cuevas", "Zackery Cuevas"},
		{"Angela Holliday-Bell, MD*", "Angela Holliday-Bell, MD"},
		{"admin", ""},
		{"By Webmaster", ""},
		{"Jane Doe†", "Jane Doe"},
		{"Paul Frew, Home Security Expert", "Paul Frew, Home Security Expert"},
		{"Ronald McDonald", "Ronald McDonald"},
		{"March 15, 2022 · 3 min read · By ASU Online", "ASU Online"},
		{"03/01/2017 by Agatha Caleo, Candidate Representative", "Agatha Caleo, Candidate Representative"},
		{"Dec. 19, 2025 · Niko Matsakis on behalf of Vision Doc group", "Niko Matsakis"},
		{"Last updated on Aug 20, 2025 by MDN contributors", ""},
		{"Ahiza Garcia @ahiza_garcia", "Ahiza Garcia"},
		{"Colin Gray Colin Gray", "Colin Gray"},
		{"Gray Gray", "Gray"},
		{"Ben Silverman Games Editor", "Ben Silverman"},
		{"Zackery Cuevas Writer, Hardware", "Zackery Cuevas"},
		{"Matt Check Head Winemaker, Co-Founder", "Matt Check"},
		{"Jane Doe is the chief executive officer, founder", "Jane Doe is the chief executive officer, founder"},
		{"Updated by Jon Linkov", ""},
		{"Fact checked by Paul Rankin", ""},
		{"Guide by Will Judd Former Deputy Tech Editor", "Will Judd"},
		{"Mary Ann Smith Senior Editor", "Mary Ann Smith"},
		{"1 point by breve 3 hours ago", ""},
		{"Jane Doe · 5 min read", "Jane Doe"},
		{"Updated", ""},
		{"Posted byDamien Walter", "Damien Walter"},
		{"Yucy3/4/2025", "Yucy"},
		{"paulb203", "paulb203"},
		{"by Lucas Nolan22 Dec 2016651", "Lucas Nolan"},
		{"Anna Lee5 March", "Anna Lee"},
		{"Joe Wee Monday, 29 February 2016", "Joe Wee"},
		{"Jane Doe Tue. March 5, 2024", "Jane Doe"},
		{"Thanh Le, May 3, 2024", "Thanh Le"}, // a surname, not French "le" before a date
		{"Minh Le Monday, 3 May 2024", "Minh Le"},
		{"Anna Lee5 juillet", "Anna Lee"}, // French full names are months too (monthnames.Latin)
		{"Décembre", ""},
		{"Anna Lee5 agustus", "Anna Lee"},
		{"user42 posts", "user42"},
		{"page.head.extra.author", ""},
		{"sara.r.peter", "sara.r.peter"},
		{"View all", ""},
		{"https://example.com/authors/jane", ""},
		{"@janedoe", ""},
		{"jane@example.com", ""},
		{"<jane at example dot org>", ""},
		{"Vinay Sajip <vinay_sajip at red-dove dot com>", "Vinay Sajip <vinay_sajip at red-dove dot com>"},
		{"undefined", ""},
		{"C-", ""},
		{"Li", "Li"},
		{"Anonymous", "Anonymous"},
		{"Written by", ""},
		{"March 5, 2024", ""},
		{"© 2025 Example Inc", ""},
		{"This article was written by a team of people who care about many things deeply and more", ""},
	}
	for _, c := range cases {
		t.Run(c.in, func(t *testing.T) {
			if got := cleanAuthor(c.in); got != c.want {
				t.Errorf("cleanAuthor(%q) = %q, want %q", c.in, got, c.want)
			}
		})
	}
}

func TestJoinAuthors(t *testing.T) {
	if got := joinAuthors([]string{"By Jane Doe", "John Roe", "jane doe", ""}); got != "Jane Doe, John Roe" {
		t.Errorf("got %q", got)
	}
}

func TestAuthorSources(t *testing.T) {
	cases := []struct{ name, html, want string }{
		{"jsonld-array", `<script type="application/ld+json">{"@type":"NewsArticle","author":[{"@type":"Person","name":"Stella Kim"},{"@type":"Person","name":"Jennifer Jett"}]}</script>`, "Stella Kim, Jennifer Jett"},
		{"jsonld-graph-ref", `<script type="application/ld+json">{"@graph":[{"@type":"Article","author":{"@id":"#p1"}},{"@type":"Person","@id":"#p1","name":"Ann Lee"}]}</script>`, "Ann Lee"},
		{"org-author-falls-back-to-meta", `<meta name="author" content="Holly Wilgus"><script type="application/ld+json">{"@type":"Article","author":{"@type":"Organization","name":"Cleveland Clinic"}}</script>`, "Holly Wilgus"},
		{"org-author-kept-alone", `<script type="application/ld+json">{"@type":"Article","author":{"@type":"Organization","name":"BBC News"}}</script>`, "BBC News"},
		{"meta", `<meta name="author" content="Jane Doe">`, "Jane Doe"},
		{"og-article-author-site", `<meta property="og:site_name" content="BBC News"><meta property="og:article:author" content="BBC News">`, "BBC News"},
		{"dc-creator-over-meta-author", `<meta name="author" content="Site Admin"><meta property="dc:creator og:site_name" content="Jane Doe">`, "Jane Doe"},
		{"article-author-url", `<meta property="article:author" content="https://facebook.com/jane">`, ""},
		{"twitter-label", `<meta name="twitter:label1" content="Written by"><meta name="twitter:data1" content="Tyler Brown">`, "Tyler Brown"},
		{"rel-author", `<body><h1>T</h1><a rel="author" href="/u/j">Jane Doe</a></body>`, "Jane Doe"},
		{"itemprop", `<body><span itemprop="author" itemscope><span itemprop="name">Jane Doe</span></span></body>`, "Jane Doe"},
		{"itemprop-in-review", `<body><div itemtype="https://schema.org/Review" itemscope><span itemprop="author">Tom K.</span></div></body>`, ""},
		{"byline-class", `<body><h1>T</h1><div class="c-byline"><span>By Jane Doe</span> | March 5</div></body>`, "Jane Doe"},
		{"authorization-is-not-author", `<body><div class="authorization-form">Sign in</div></body>`, ""},
		{"text-byline", `<body><h1>T</h1><p>By <!-- -->Preetam Jinka</p></body>`, "Preetam Jinka"},
		{"credit-before-author-class", `<body><h1>T</h1><span class="post-author-tag">USE CASE</span><p>By Preetam Jinka</p></body>`, "Preetam Jinka"},
		{"label-element-then-text", `<body><h1>T</h1><div class="tags"><div><strong>Contributors:</strong> Janet Loughrey</div></div></body>`, "Janet Loughrey"},
		{"label-then-name", `<body><h1>T</h1><div><p>Written by</p><p>Edzel Tabing</p></div></body>`, "Edzel Tabing"},
		{"question-asker", `<body><div itemprop="mainEntity" itemscope itemtype="https://schema.org/Question"><h1>Q?</h1><div itemprop="author" itemscope itemtype="http://schema.org/Person"><a>Vader</a></div></div><div itemscope itemtype="https://schema.org/Answer"><div itemprop="author">Yoda</div></div></body>`, "Vader"},
		{"answer-author-ignored", `<body><div itemscope itemtype="https://schema.org/Answer"><div itemprop="author">Yoda</div></div></body>`, ""},
		{"authors-label", `<body><h1>T</h1><p>Authors: Julie Weisenhorn and Natalie Hoidal</p></body>`, "Julie Weisenhorn and Natalie Hoidal"},
		{"contributors-without-colon", `<meta name="author" content="Contributors to Wikimedia projects">`, "Contributors to Wikimedia projects"},
		{"author-box-name", `<body><h1>T</h1><div class="elementor-author-box"><h4 class="elementor-author-box__name"> Liz Kenny </h4><p class="elementor-author-box__bio">Liz writes.</p></div></body>`, "Liz Kenny"},
		{"comment-author-name", `<body><h1>T</h1><div class="comment-author-name">Troll</div></body>`, ""},
		{"login-field-is-no-poster", `<body><h1>MinusL Joghurt</h1><form action="/wp-login.php"><p class="login-username"><label for="user_login">Benutzername</label> <input type="text" id="user_login"></p></form><p>Cremig.</p></body>`, ""},
		{"forum-username", `<body><h1>Which GPU?</h1><dl><dt><a class="username">ridwan123</a></dt></dl><p>Hi all</p></body>`, "ridwan123"},
		{"byline-before-username", `<body><h1>T</h1><p class="byline">By Jane Doe</p><a class="username u-concealed">sam</a></body>`, "Jane Doe"},
		{"account-author-yields-to-byline", `<meta name="author" content="KatieS"><body><h1>T</h1><p>by Aoife O'Riordan</p></body>`, "Aoife O'Riordan"},
		{"site-author-yields-to-byline", `<meta property="og:site_name" content="One Tree Planted"><meta name="author" content="One Tree Planted"><body><h1>T</h1><p>by Meaghan Weeden</p></body>`, "Meaghan Weeden"},
		{"person-author-stays", `<meta name="author" content="Jane Doe"><body><h1>T</h1><p>By John Roe</p></body>`, "Jane Doe"},
		{"hidden-account-yields-to-shown-name", `<meta name="author" content="andrew.keaveney"><body><h1>T</h1><div class="post-byline"><span class="author-name">Denise Everheart</span></div></body>`, "Denise Everheart"},
		{"shown-account-stays", `<meta name="author" content="ColdJ"><body><h1>T</h1><div class="post-author"><a class="username">ColdJ</a> Members</div><div class="author-info">Jane Roe Smith</div></body>`, "ColdJ"},
		{"account-author-without-byline", `<meta name="author" content="KatieS"><body><h1>T</h1><p>Text</p></body>`, "KatieS"},
		{"author-page-link", `<body><h1>T</h1><a href="/blog/authors/emmanuel-oyibo" aria-label="Emmanuel Oyibo"><img alt=""><span>Emmanuel Oyibo</span></a></body>`, "Emmanuel Oyibo"},
		{"author-page-link-label", `<body><h1>T</h1><a href="/author/wendi-weiner/">Read Wendi Weiner's Articles</a></body>`, ""},
		{"byline-before-author-link", `<body><h1>T</h1><p class="byline">By Jane Doe</p><a href="/author/john/">John Roe</a></body>`, "Jane Doe"},
		{"qapage-asker", `<script type="application/ld+json">{"@type":"QAPage","mainEntity":{"@type":"Question","name":"Is it worth it?","author":{"@type":"Person","name":"AtlanG"}}}</script>`, "AtlanG"},
		{"byline-adds-coauthors", `<meta name="author" content="Rui Ma"><body><h1>T</h1><p>By Rui Ma, Heba Ledwon</p></body>`, "Rui Ma, Heba Ledwon"},
		{"byline-adds-honorific", `<meta name="author" content="Andrew Huberman"><body><h1>T</h1><p>By Dr. Andrew Huberman</p></body>`, "Dr. Andrew Huberman"},
		{"byline-drops-coauthor", `<meta name="author" content="Rui Ma, Heba Ledwon"><body><h1>T</h1><p>By Rui Ma</p></body>`, "Rui Ma, Heba Ledwon"},
		{"webpage-person-over-meta", `<meta name="author" content="Digjitale"><script type="application/ld+json">{"@type":"WebPage","author":{"@type":"Person","name":"Çelik Nimani"}}</script>`, "Çelik Nimani"},
		{"webpage-org-is-not-author", `<script type="application/ld+json">{"@type":"WebPage","author":{"@type":"Organization","name":"Moz"}}</script>`, ""},
		{"itemprop-author-after-indented-picture", `<body><h1>T</h1><span itemprop="author"><picture>` + strings.Repeat("\n            <source srcset=\"a.jpg\">", 60) + `</picture><span class="byline-author__description">By <a href="/experts/jane">Jane Doe</a></span></span></body>`, "Jane Doe"},
		{"meta-name-starting-with-number", `<meta name="author" content="98 Buck Social">`, "98 Buck Social"},
		{"byline-name-starting-with-digit", `<body><h1>T</h1><p class="link-faded">By 3i Global</p></body>`, "3i Global"},
		{"byline-reading-time-is-not-a-name", `<body><h1>T</h1><p>By 5 min read</p></body>`, ""},
		{"co-author-links", `<meta name="author" content="Rui Ma"><body><h1>T</h1><p><a href="/author/rui-ma">Rui Ma</a>, <a href="/author/heba-ledwon">Heba Ledwon</a> &amp; <a href="/author/suparn-patra">Suparn Patra</a></p></body>`, "Rui Ma, Heba Ledwon, Suparn Patra"},
		{"teaser-author-links-are-not-co-authors", `<meta name="author" content="Rui Ma"><body><a href="/author/rui-ma">Rui Ma</a><a href="/author/jo-lee">Jo Lee</a></body>`, "Rui Ma"},
		{"quoted-name", `<script type="application/ld+json">{"@type":"Article","author":"\"David Kim\""}</script>`, "David Kim"},
		{"meta-name-pair", `<meta name="author" content="GURUS - Drupal">`, "GURUS - Drupal"},
		{"byline-name-pair", `<body><h1>T</h1><p class="wp-block-post-author__name">Laura / House Plant House</p></body>`, "Laura / House Plant House"},
		{"byline-role-is-cut", `<body><h1>T</h1><p class="author">Eliz - Product marketer</p></body>`, "Eliz"},
		{"byline-date-is-cut", `<body><h1>T</h1><p class="author">Jane Doe | March 5, 2024</p></body>`, "Jane Doe"},
		{"meta-name-triple-is-cut", `<meta name="author" content="Jane Doe | Example | News">`, "Jane Doe"},
		{"byline-list-items", `<body><h1>T</h1><div><span>Written by: <ul class="comma-separated-list"><li><a href="/authors/emily-walker/">Emily Walker</a></li> <li><a href="/authors/casey-mcdevitt/">Casey McDevitt</a></li></ul></span></div></body>`, "Emily Walker, Casey McDevitt"},
		{"byline-list-items-with-separator", `<body><h1>T</h1><div><span>Written by: <ul><li>Emily Walker &amp;</li><li>Casey McDevitt</li></ul></span></div></body>`, "Emily Walker & Casey McDevitt"},
		{"byline-name-with-credentials", `<body><h1>T</h1><p>By Paul Frew, Home and Digital Security Expert</p></body>`, "Paul Frew, Home and Digital Security Expert"},
		{"byline-sentence-is-not-a-name", `<body><h1>T</h1><p>By the time we got there the shop was closed</p></body>`, ""},
		{"byline-price-is-not-a-name", `<body><h1>T</h1><p class="author">Coming Soon! Food Colors, Holiday Edition $9.99</p></body>`, ""},
		{"byline-element-adds-credential", `<script type="application/ld+json">{"@type":"Article","author":{"@type":"Person","name":"Mike Marshall"}}</script><body><h1>T</h1><div class="byline">Mike Marshall, Shipping Expert</div></body>`, "Mike Marshall, Shipping Expert"},
		{"byline-element-other-person", `<script type="application/ld+json">{"@type":"Article","author":{"@type":"Person","name":"Mike Marshall"}}</script><body><h1>T</h1><div class="byline">Jane Doe, Editor</div></body>`, "Mike Marshall"},
		{"credit-adds-outlet", `<script type="application/ld+json">{"@type":"Article","author":{"@type":"Person","name":"Sergio Martínez-Beltrán"}}</script><body><h1>T</h1><p>By Sergio Martínez-Beltrán | The Texas Newsroom</p></body>`, "Sergio Martínez-Beltrán | The Texas Newsroom"},
		{"credit-date-is-not-outlet", `<script type="application/ld+json">{"@type":"Article","author":{"@type":"Person","name":"Jane Doe"}}</script><body><h1>T</h1><p>By Jane Doe | March 5, 2024</p></body>`, "Jane Doe"},
		{"credit-drops-title-beside-name", `<body><h1>T</h1><div class="author-line"><span class="author-label">Written By:</span> <span class="author-name"><a href="/author/celeste">Celeste Longacre</a></span> <span class="author-title">Gardener &amp; Astrologer</span></div></body>`, "Celeste Longacre"},
		{"credit-keeps-co-author-beside-name", `<body><h1>T</h1><p>By <span class="author-name">Jane Doe</span> and John Roe</p></body>`, "Jane Doe and John Roe"},
		{"sort-option-is-not-a-byline", `<body><h1>T</h1><select><option value="featured">Featured</option><option value="review">By Review</option></select></body>`, ""},
		{"menu-group-is-not-a-byline", `<body><h1>T</h1><nav><ul><li><span>By Product</span><ul><li><a href="/a">Coolers</a></li></ul></li></ul></nav></body>`, ""},
		{"menu-role-group-is-not-a-byline", `<body><h1>T</h1><ul role="menu"><li><div>By Price</div><a href="/a">Under $50</a></li></ul></body>`, ""},
		{"made-thing-credit-is-not-a-byline", `<body><h1>T</h1><p>Intro.</p><p><a href="/d">Website Design</a> by <a href="/t">Talent Hero Media</a></p></body>`, ""},
		{"endorsement-is-not-a-byline", `<body><h1>T</h1><p><span>Not</span>endorsed <br>by Kim K</p></body>`, ""},
		{"deadline-is-not-a-byline", `<body><h1>T</h1><p><span><strong>BOOK:</strong> By Dec 31, 2025<strong><br>TRAVEL: </strong>Through Mar 31, 2026</span></p></body>`, ""},
		{"credit-after-participle-stays", `<body><h1>T</h1><p>Posted <span>by Jane Doe</span></p></body>`, "Jane Doe"},
		{"credit-label-after-participle-stays", `<body><h1>T</h1><p>Posted <span>by</span> <a href="/u/jane">Jane Doe</a></p></body>`, "Jane Doe"},
		{"credit-after-date-stays", `<body><h1>T</h1><p>March 3, 2024 <span>by Jane Doe</span></p></body>`, "Jane Doe"},
		{"documentation-maker-is-not-author", `<script type="application/ld+json">{"@type":"TechArticle","author":{"@type":"Organization","name":"HashiCorp"}}</script>`, ""},
		{"software-maker-is-not-author", `<script type="application/ld+json">{"@type":"SoftwareApplication","author":{"@type":"Organization","name":"Microsoft"}}</script>`, ""},
		{"documentation-writer-stays", `<script type="application/ld+json">{"@type":"TechArticle","author":{"@type":"Person","name":"Jane Doe"}}</script>`, "Jane Doe"},
		{"teaser-in-author-box-is-not-a-byline", `<body><h1>T</h1><div class="post-author">Acme Partners doubles down on Lisbon with a new office March 3, 2025 The consulting firm said the move follows rising demand from clients across southern Europe, the Atlantic islands and the north of Africa this year.</div></body>`, ""},
		{"user-class-is-not-username", `<body><h1>T</h1><div class="user-menu">Sign in</div></body>`, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := Extract(htmltest.Parse(t, c.html), nil).Author; got != c.want {
				t.Errorf("author = %q, want %q", got, c.want)
			}
		})
	}
}

// TestFacetBylines: a guide's facet links read as bylines ("By Category",
// "By Manufacturer"); their nouns are no names.
func TestFacetBylines(t *testing.T) {
	page := `<body><h1>Best Portable Projectors</h1><div class="filters"><a href="/c">By Category</a> <a href="/m">By Manufacturer</a></div>` +
		`<p>Our picks of the year, tested in the lab.</p></body>`
	if got := Extract(htmltest.Parse(t, page), nil).Author; got != "" {
		t.Errorf("author = %q, want none", got)
	}
}
