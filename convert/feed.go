package convert

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"html"
	"regexp"
	"strings"
)

// MaxFeedItems bounds the entries a feed shows; readers want the latest.
const MaxFeedItems = 100

// feed is the part of an RSS 2.0 or Atom document a reader shows.
type feed struct {
	title, description string
	items              []feedItem
}

type feedItem struct {
	title, link, date, summary string
}

// rssDoc and atomDoc are the XML shapes decoded.
type rssDoc struct {
	Channel struct {
		Title       string `xml:"title"`
		Description string `xml:"description"`
		Items       []struct {
			Title       string `xml:"title"`
			Link        string `xml:"link"`
			PubDate     string `xml:"pubDate"`
			Description string `xml:"description"`
		} `xml:"item"`
	} `xml:"channel"`
}

type atomDoc struct {
	Title    string `xml:"title"`
	Subtitle string `xml:"subtitle"`
	Entries  []struct {
		Title string `xml:"title"`
		Links []struct {
			Href string `xml:"href,attr"`
			Rel  string `xml:"rel,attr"`
		} `xml:"link"`
		Updated   string `xml:"updated"`
		Published string `xml:"published"`
		Summary   string `xml:"summary"`
		Content   string `xml:"content"`
	} `xml:"entry"`
}

// isFeed reports whether an XML body is an RSS or Atom feed, by its root
// element.
func isFeed(body []byte) bool {
	head := body[:min(len(body), 2048)]
	return bytes.Contains(head, []byte("<rss")) || bytes.Contains(head, []byte("<feed")) &&
		bytes.Contains(head, []byte("http://www.w3.org/2005/Atom"))
}

// parseFeed decodes RSS 2.0 or Atom; ok is false for anything else.
func parseFeed(body []byte) (feed, bool) {
	var f feed
	if bytes.Contains(body[:min(len(body), 2048)], []byte("<rss")) {
		var r rssDoc
		if xml.Unmarshal(body, &r) != nil {
			return f, false
		}
		f.title, f.description = r.Channel.Title, r.Channel.Description
		for _, it := range r.Channel.Items {
			f.items = append(f.items, feedItem{it.Title, strings.TrimSpace(it.Link), it.PubDate, it.Description})
		}
		return f, true
	}
	var a atomDoc
	if xml.Unmarshal(body, &a) != nil {
		return f, false
	}
	f.title, f.description = a.Title, a.Subtitle
	for _, e := range a.Entries {
		it := feedItem{title: e.Title, date: firstNonEmpty(e.Published, e.Updated), summary: firstNonEmpty(e.Summary, e.Content)}
		for _, l := range e.Links {
			if l.Rel == "" || l.Rel == "alternate" {
				it.link = l.Href
				break
			}
		}
		f.items = append(f.items, it)
	}
	return f, true
}

var tagRe = regexp.MustCompile(`<[^>]*>`)

// markdown renders the feed as a title, its description and a list of
// linked entries with their date and the start of their summary.
func (f feed) markdown() string {
	var b strings.Builder
	fmt.Fprintf(&b, "# %s\n\n", EscapeInline(firstNonEmpty(f.title, "Feed")))
	if d := plain(f.description, 400); d != "" {
		fmt.Fprintf(&b, "> %s\n\n", EscapeInline(d))
	}
	for i, it := range f.items {
		if i == MaxFeedItems {
			fmt.Fprintf(&b, "\n*%d older entries not shown.*\n", len(f.items)-i)
			break
		}
		title := EscapeInline(firstNonEmpty(plain(it.title, 300), it.link, "Untitled"))
		if it.link != "" {
			title = fmt.Sprintf("[%s](<%s>)", title, strings.ReplaceAll(it.link, ">", "%3E"))
		}
		fmt.Fprintf(&b, "- **%s**", title)
		if it.date != "" {
			fmt.Fprintf(&b, " · %s", EscapeInline(it.date))
		}
		if s := plain(it.summary, 280); s != "" {
			fmt.Fprintf(&b, "  \n  %s", EscapeInline(s))
		}
		b.WriteString("\n")
	}
	return b.String()
}

// plain strips tags and entities from feed text and cuts it at n bytes on
// a word boundary.
func plain(s string, n int) string {
	s = strings.Join(strings.Fields(html.UnescapeString(tagRe.ReplaceAllString(s, " "))), " ")
	if len(s) <= n {
		return s
	}
	cut := strings.LastIndex(s[:n], " ")
	if cut < n/2 {
		cut = n
	}
	return strings.ToValidUTF8(s[:cut], "") + "…"
}

// firstNonEmpty returns the first of ss that is not empty.
func firstNonEmpty(ss ...string) string {
	for _, s := range ss {
		if s != "" {
			return s
		}
	}
	return ""
}
