package metadata

import (
	"testing"

	"folio/extractor/internal/htmltest"
)

func TestStripSite(t *testing.T) {
	sites := []string{"Example News", "example"}
	cases := []struct{ in, want string }{
		{"A headline about things | Example News", "A headline about things"},
		{"Example News :: A headline about things", "A headline about things"},
		{"A headline about things — Example News", "A headline about things"},
		{"A headline about things - example.com", "A headline about things"},
		{"A long headline about many things - Short Tail", "A long headline about many things"},
		{"Wi-Fi tips", "Wi-Fi tips"},
		{"Lessons - Part 2", "Lessons - Part 2"},
		{"Headline | Section | Example News", "Headline | Section"},
		{"No separator here", "No separator here"},
		{"Tech conferences in Americas 2026 / 2027", "Tech conferences in Americas 2026 / 2027"},
		{"Opening hours 9 - 5 today", "Opening hours 9 - 5 today"},
		{"Example News - A headline about things", "A headline about things"},
		{"Example Tools | Editing software for desks | Example News", "Example Tools"},
		{"New to Example – which camera first?", "New to Example – which camera first?"},
		{"Saving Money for the Years Ahead - Tips for Students & New Grads", "Saving Money for the Years Ahead"},
	}
	for _, c := range cases {
		t.Run(c.in, func(t *testing.T) {
			if got := stripSite(c.in, sites); got != c.want {
				t.Errorf("stripSite(%q) = %q, want %q", c.in, got, c.want)
			}
		})
	}
}

func TestTitleSources(t *testing.T) {
	cases := []struct{ name, html, want string }{
		{"title-tag-suffix", `<title>My Post | Blog Name</title><meta property="og:site_name" content="Blog Name">`, "My Post"},
		{"og-title", `<title>x</title><meta property="og:title" content="The OG Title">`, "The OG Title"},
		{"h1-year-range", `<title>Tech conferences in Americas 2026 / 2027</title><body><h1>Tech conferences in Americas 2026 / 2027</h1></body>`, "Tech conferences in Americas 2026 / 2027"},
		{"jsonld-headline", `<script type="application/ld+json">{"@type":"NewsArticle","headline":"LD Headline"}</script><meta property="og:title" content="OG">`, "LD Headline"},
		{"h1-agrees", `<meta property="og:title" content="Recent Trends in Photography | Site"><body><h1>8 Recent Trends in Photography</h1></body>`, "8 Recent Trends in Photography"},
		{"h1-logo-ignored", `<meta property="og:title" content="Real Title Here"><meta property="og:site_name" content="Acme"><body><h1>Acme</h1></body>`, "Real Title Here"},
		{"h1-label-before-title", `<meta property="og:title" content="What do you pay for hosting?"><body><h1>Thread: What do you pay for hosting?</h1></body>`, "What do you pay for hosting?"},
		{"h1-site-name-before-name", `<meta property="og:site_name" content="Acme Outfitters"><meta property="og:title" content="Trail 25 Pack"><title>Acme Outfitters Trail 25 Pack | Acme Outfitters</title><body><h1>Acme Outfitters Trail 25 Pack</h1></body>`, "Acme Outfitters Trail 25 Pack"},
		{"h1-date-before-title", `<title>Preparing a transition in Debusine | Colin's blog</title><body><h1>Dec 18 2025 Preparing a transition in Debusine</h1></body>`, "Preparing a transition in Debusine"},
		{"h1-tagline-after-title", `<meta property="og:title" content="Gym Workouts for Beginners"><body><h1>Gym Workouts for Beginners — Strength Training</h1></body>`, "Gym Workouts for Beginners"},
		{"h1-longer-without-separator", `<meta property="og:title" content="Machine Learning Recruiters"><body><h1>Machine Learning Recruiters and Executive Search</h1></body>`, "Machine Learning Recruiters and Executive Search"},
		{"h1-shares-one-word", `<meta name="parsely-title" content="Some Other Title"><body><h1>Test document title</h1></body>`, "Some Other Title"},
		{"h1-one-word-shared-with-short-title", `<meta property="og:title" content="All Sheets"><body><h1>Sheets for Every Bed</h1></body>`, "Sheets for Every Bed"},
		{"dc-title-property", `<meta property="dc:title" content="Dublin Core Title"><body><p>x</p></body>`, "Dublin Core Title"},
		{"site-name-og-title-last", `<meta property="og:site_name" content="Bombas"><meta property="og:title" content="Bombas"><title>All Men's Socks | Bombas</title><body><h1>Free shipping today</h1></body>`, "All Men's Socks"},
		{"site-name-alone", `<meta property="og:site_name" content="The Verge"><title>The Verge</title><body><p>x</p></body>`, "The Verge"},
		{"h1-in-link-is-not-headline", `<meta property="og:title" content="Carry-On Luggage &amp; Suitcases"><body><a href="/carry-on"><h1>Carry-On</h1></a></body>`, "Carry-On Luggage & Suitcases"},
		{"h1-in-nav-is-not-headline", `<meta property="og:title" content="Carry-On Luggage &amp; Suitcases"><body><nav><h1>Carry-On</h1></nav></body>`, "Carry-On Luggage & Suitcases"},
		{"h1-unrelated", `<meta property="og:title" content="Real Title Here"><body><h1>Subscribe now</h1></body>`, "Real Title Here"},
		{"h1-only", `<body><h1> Only   <em>heading</em> ¶</h1></body>`, "Only heading"},
		{"h1-leading-separator", `<body><h1>/ Agency Portfolio</h1></body>`, "Agency Portfolio"},
		{"h1-french-quotation", `<html lang="fr"><body><h1>« Nous ne lâcherons rien », affirme la ministre</h1></body>`, "« Nous ne lâcherons rien », affirme la ministre"},
		{"h1-glued-colon-label", `<meta property="og:title" content="Sparse Models for Speech Recognition"><body><h1><span class="descriptor">Title:</span>Sparse Models for Speech Recognition</h1></body>`, "Sparse Models for Speech Recognition"},
		{"entities", `<meta property="og:title" content="Tom &amp;amp; Jerry">`, "Tom & Jerry"},
		{"site-tagline-title-yields-to-h1", `<meta property="og:site_name" content="Reddit"><title>Reddit - The heart of the internet</title><body><h1>Best laptop for college to buy in 2026?</h1></body>`, "Best laptop for college to buy in 2026?"},
		{"site-tagline-title-short-h1", `<meta property="og:site_name" content="Reddit"><title>Reddit - The heart of the internet</title><body><h1>Popular posts</h1></body>`, "The heart of the internet"},
		{"page-then-site-title-keeps", `<meta property="og:site_name" content="Acme"><title>Treadmills and strength equipment | Acme</title><body><h1>Save up to an extra $800 on Matrix bikes</h1></body>`, "Treadmills and strength equipment"},
		{"h1-source-domain-and-score", `<meta property="og:title" content="Grads Find Their Degrees No Longer Guarantee Jobs - Slashdot"><meta property="og:site_name" content="Slashdot"><body><h1><a href="/story">Grads Find Their Degrees No Longer Guarantee Jobs</a> <span>(<a href="https://latimes.com">latimes.com</a>)</span> <span>87</span></h1></body>`, "Grads Find Their Degrees No Longer Guarantee Jobs"},
		{"h1-label-element-glued", `<meta property="og:title" content="Info - Ultimate Graphics Card Comparison Guide"><body><h1><span class="label">Info</span> Ultimate Graphics Card Comparison Guide</h1></body>`, "Info - Ultimate Graphics Card Comparison Guide"},
		{"h1-opens-title", `<title>Quickstart — Flask Documentation (3.1.x)</title><body><h1>Quickstart<a href="#quickstart">¶</a></h1></body>`, "Quickstart"},
		{"h1-opens-title-number-range", `<title>2026 - 2027 Tech conferences in Americas</title><body><h1>2026</h1></body>`, "2026 - 2027 Tech conferences in Americas"},
		{"h1-section-number", `<title>Git - Branches in a Nutshell</title><body><h1>3.1 Git Branching - Branches in a Nutshell</h1></body>`, "Git Branching - Branches in a Nutshell"},
		{"h1-version-number-stays", `<body><h1>2024.4.4 -&gt; 2024.5.0 issue: stuck on start</h1></body>`, "2024.4.4 -> 2024.5.0 issue: stuck on start"},
		{"h1-count-stays", `<body><h1>8 Recent Trends in Photography</h1></body>`, "8 Recent Trends in Photography"},
		{"forum-view-topic-label", `<meta property="og:site_name" content="NationStates"><title>NationStates • View topic - 2025-26 Football Season: MLS is Back!</title><body><p>x</p></body>`, "2025-26 Football Season: MLS is Back!"},
		{"listing-count", `<title>Best Books Ever (77141 books)</title><body><h1>Score</h1></body>`, "Best Books Ever"},
		{"listing-year-stays", `<title>Best Moving Companies (2025 Products)</title><body><p>x</p></body>`, "Best Moving Companies (2025 Products)"},
		{"product-quantity-stays", `<title>Toasted Almond Thins, 5.25 oz (149 g)</title><body><p>x</p></body>`, "Toasted Almond Thins, 5.25 oz (149 g)"},
		{"headless-title-yields-to-h1", `<meta property="og:site_name" content="Nuts and Volts Magazine"><title>| Nuts &amp; Volts Magazine</title><body><h1>Electronic Gadgets</h1></body>`, "Electronic Gadgets"},
		{"initialism-head", `<meta property="og:title" content="GNW - Gaming News Weekly"><body><h1>GNW - Gaming News Weekly</h1></body>`, "Gaming News Weekly"},
		{"abbreviation-head-stays", `<meta property="og:title" content="NASA - Mars Rover Lands"><body><p>x</p></body>`, "NASA - Mars Rover Lands"},
		{"domain-before-title", `<meta property="og:site_name" content="davidbau.com"><title>davidbau.com Vibe Coding</title><body><h1><a href="/">davidbau.com</a></h1></body>`, "Vibe Coding"},
		{"domain-with-colon-stays", `<meta property="og:site_name" content="Amazon.com"><title>Amazon.com: Headphones &amp; Earbuds</title><body><p>x</p></body>`, "Amazon.com: Headphones & Earbuds"},
		{"headline-cut-at-110", `<script type="application/ld+json">{"@type":"BlogPosting","headline":"Fix It Friday: Struggling With How To Arrange Your Living Room? We Help 4 Readers Find Solutions (Including"}</script><meta property="og:title" content="Fix It Friday: Struggling With How To Arrange Your Living Room? We Help 4 Readers Find Solutions (Including One Universal Trick) - Blog"><meta property="og:site_name" content="Blog">`, "Fix It Friday: Struggling With How To Arrange Your Living Room? We Help 4 Readers Find Solutions (Including One Universal Trick)"},
		{"short-headline-extended-stays", `<script type="application/ld+json">{"@type":"Product","headline":"Nike Pegasus 41"}</script><meta property="og:title" content="Nike Pegasus 41 Men's Road Running Shoes">`, "Nike Pegasus 41"},
		{"blog-name-colon-title", `<title>Engora Data Blog: Small adventures with small models</title><meta property="og:title" content="Small adventures with small models"><body><h1>Engora Data Blog</h1><h1>Small is the new large</h1></body>`, "Small adventures with small models"},
		{"h1s-both-sides-of-title", `<title>ORM Quick Start — Example 2.0 Documentation</title><body><h1>Example 2.0 Documentation</h1><h1>ORM Quick Start¶</h1></body>`, "ORM Quick Start"},
		{"h1-copy-spelled-as-title", `<meta property="og:title" content="Nintendo Switch – OLED Model - Nintendo"><meta property="og:site_name" content="Nintendo"><body><h1>Nintendo Switch - OLED Model</h1><h1>Nintendo Switch – OLED Model</h1></body>`, "Nintendo Switch – OLED Model"},
		{"fullwidth-mark-in-latin-title", `<title>How Does Robot Vacuum Mapping Work？</title>`, "How Does Robot Vacuum Mapping Work?"},
		{"fullwidth-mark-in-chinese-title-stays", `<title>宇航员在太空中喝酒会怎么样？</title>`, "宇航员在太空中喝酒会怎么样？"},
		{"numbered-section-h1s", `<title>SELECT</title><body><h1>1. Overview</h1><h1>2. Simple Select Processing</h1><h1>3. Compound Select Statements</h1></body>`, "SELECT"},
		{"faq-questions-are-no-title", `<script type="application/ld+json">{"@type":"Question","name":"Can I manage content at scale?","acceptedAnswer":{"@type":"Answer","text":"Yes."}}</script><script type="application/ld+json">{"@type":"Question","name":"Does it work with other tools?","acceptedAnswer":{"@type":"Answer","text":"Yes."}}</script><meta property="og:title" content="Build scalable websites visually"><body><h1>Your content. Your canvas.</h1></body>`, "Build scalable websites visually"},
		{"faqpage-questions-are-no-title", `<script type="application/ld+json">{"@graph":[{"@type":"FAQPage","mainEntity":[{"@id":"#q1"}]},{"@type":"Question","@id":"#q1","name":"What is a widget?","acceptedAnswer":{"@type":"Answer","text":"A part."}}]}</script><meta property="og:title" content="Widgets explained"><body><p>x</p></body>`, "Widgets explained"},
		{"qapage-question-is-title", `<script type="application/ld+json">{"@type":"QAPage","mainEntity":{"@type":"Question","name":"How do I reset a widget?"}}</script><meta property="og:title" content="Widget forum"><body><p>x</p></body>`, "How do I reset a widget?"},
		{"svg-title-ignored", `<body><svg><title>icon</title></svg><h1>Real</h1></body>`, "Real"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := Extract(htmltest.Parse(t, c.html), nil).Title; got != c.want {
				t.Errorf("title = %q, want %q", got, c.want)
			}
		})
	}
}

func TestTrimLeadingSeparator(t *testing.T) {
	for in, want := range map[string]string{
		"/ Creative Agency Portfolio": "Creative Agency Portfolio",
		"| Pricing":                   "Pricing",
		"– Our Story":                 "Our Story",
		"-5% on every order":          "-5% on every order",
		"/ ":                          "/ ",
		"A / B testing":               "A / B testing",
		"« Le Petit Prince » revient": "« Le Petit Prince » revient",
	} {
		if got := trimLeadingSeparator(in); got != want {
			t.Errorf("trimLeadingSeparator(%q) = %q, want %q", in, got, want)
		}
	}
}
