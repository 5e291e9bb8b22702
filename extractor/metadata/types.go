package metadata

// Schema.org types by how strongly they say what a page is about. The main
// JSON-LD entity is the highest-ranked one; its type feeds page-type routing
// and its headline, author and dates are the most reliable on the page
// (publishers fill them for Google's article rich results).
const (
	rankSupport = 1 // WebSite, Organization, Person: about the site, not the page
	rankPage    = 2 // WebPage and its subtypes: the page as a container
	rankThing   = 3 // a described thing: video, event, course, how-to
	rankContent = 4 // the page's own content: articles, posts, products, Q&A
)

var typeRanks = map[string]int{
	// Supporting entities.
	"WebSite": rankSupport, "Organization": rankSupport, "NewsMediaOrganization": rankSupport,
	"Corporation": rankSupport, "Person": rankSupport, "LocalBusiness": rankSupport,
	"EducationalOrganization": rankSupport, "CollegeOrUniversity": rankSupport,
	// Pages.
	"WebPage": rankPage, "CollectionPage": rankPage, "ItemPage": rankPage, "ProfilePage": rankPage,
	"AboutPage": rankPage, "ContactPage": rankPage, "SearchResultsPage": rankPage,
	"MedicalWebPage": rankPage, "CheckoutPage": rankPage, "RealEstateListing": rankPage,
	"ItemList": rankPage, "FAQPage": rankPage,
	// Things.
	"VideoObject": rankThing, "Event": rankThing, "Course": rankThing, "HowTo": rankThing,
	"JobPosting": rankThing, "Book": rankThing, "Movie": rankThing, "Dataset": rankThing,
	"SoftwareApplication": rankThing, "MobileApplication": rankThing, "WebApplication": rankThing,
	"Service": rankThing, "Game": rankThing, "VideoGame": rankThing, "Episode": rankThing,
	"PodcastEpisode": rankThing, "MusicRecording": rankThing, "Place": rankThing,
	// Content.
	"Article": rankContent, "NewsArticle": rankContent, "BlogPosting": rankContent,
	"Report": rankContent, "ScholarlyArticle": rankContent, "TechArticle": rankContent,
	"AnalysisNewsArticle": rankContent, "OpinionNewsArticle": rankContent,
	"ReportageNewsArticle": rankContent, "ReviewNewsArticle": rankContent,
	"BackgroundNewsArticle": rankContent, "AskPublicNewsArticle": rankContent,
	"SatiricalArticle": rankContent, "LiveBlogPosting": rankContent, "Blog": rankPage,
	"SocialMediaPosting": rankContent, "DiscussionForumPosting": rankContent,
	"Product": rankContent, "ProductGroup": rankContent, "Recipe": rankContent,
	"QAPage": rankContent, "Question": rankContent, "Review": rankContent,
	"Legislation": rankContent, "Thesis": rankContent, "Chapter": rankContent,
}

// typeRank returns the highest rank among types (0 for unknown types such as
// BreadcrumbList or ImageObject).
func typeRank(types []string) int {
	best := 0
	for _, t := range types {
		if r := typeRanks[t]; r > best {
			best = r
		}
	}
	return best
}

// isArticleType reports whether the types name an article or post, whose
// "headline" is the page title.
func isArticleType(types []string) bool {
	for _, t := range types {
		if typeRanks[t] == rankContent {
			return true
		}
	}
	return false
}
