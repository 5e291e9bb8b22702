package app

import (
	"bytes"
	"strings"

	"golang.org/x/net/html"

	"folio/extractor"
)

// pageScan is what Folio reads from a sparse page itself: meta tags and
// the embedded data scripts.
type pageScan struct {
	meta     extractor.Metadata
	jsonLD   []string // the text of each application/ld+json script
	nextData string   // the text of the __NEXT_DATA__ script
}

// metaKeys maps meta name/property values to the field they fill; the
// first value found for a field wins, so OpenGraph (listed first by most
// sites) usually does.
var metaKeys = map[string]string{
	"og:title": "title", "twitter:title": "title", "dc.title": "title",
	"description": "description", "og:description": "description", "twitter:description": "description",
	"og:image": "image", "twitter:image": "image", "og:site_name": "site", "og:type": "type",
	"author": "author", "article:author": "author", "dc.creator": "author",
	"article:published_time": "date", "date": "date", "dc.date": "date", "pubdate": "date",
}

// scanPage tokenizes the page once for its metadata and embedded data.
func scanPage(raw []byte) pageScan {
	var p pageScan
	fields := map[string]string{}
	z := html.NewTokenizer(bytes.NewReader(raw))
	for {
		tt := z.Next()
		if tt == html.ErrorToken {
			break
		}
		if tt != html.StartTagToken && tt != html.SelfClosingTagToken {
			continue
		}
		name, _ := z.TagName()
		attrs := tagAttrs(z)
		switch string(name) {
		case "html":
			fields["lang"] = attrs["lang"]
		case "title":
			if z.Next() == html.TextToken && fields["doctitle"] == "" {
				fields["doctitle"] = strings.TrimSpace(string(z.Text()))
			}
		case "meta":
			key := strings.ToLower(attrs["property"] + attrs["name"])
			if f, ok := metaKeys[key]; ok && fields[f] == "" {
				fields[f] = strings.TrimSpace(attrs["content"])
			}
		case "link":
			if strings.EqualFold(attrs["rel"], "canonical") && fields["canonical"] == "" {
				fields["canonical"] = attrs["href"]
			}
		case "script":
			p.readScript(z, attrs)
		}
	}
	p.meta = extractor.Metadata{
		Title: first(fields["title"], fields["doctitle"]), Description: fields["description"],
		Image: fields["image"], SiteName: fields["site"], Type: fields["type"],
		Author: fields["author"], Published: fields["date"], Canonical: fields["canonical"],
		Language: fields["lang"],
	}
	p.meta = mergeMeta(p.meta, jsonLDMeta(p.jsonLD))
	return p
}

// readScript keeps the text of JSON-LD and Next.js data scripts.
func (p *pageScan) readScript(z *html.Tokenizer, attrs map[string]string) {
	isLD := strings.EqualFold(strings.TrimSpace(attrs["type"]), "application/ld+json")
	isNext := attrs["id"] == "__NEXT_DATA__"
	if !isLD && !isNext {
		return
	}
	if z.Next() != html.TextToken {
		return
	}
	text := string(z.Text())
	if isLD {
		p.jsonLD = append(p.jsonLD, text)
	} else {
		p.nextData = text
	}
}

// tagAttrs reads the current tag's attributes; keys are lower case.
func tagAttrs(z *html.Tokenizer) map[string]string {
	m := map[string]string{}
	for {
		k, v, more := z.TagAttr()
		if len(k) > 0 {
			if _, dup := m[string(k)]; !dup {
				m[string(k)] = string(v)
			}
		}
		if !more {
			return m
		}
	}
}

func first(ss ...string) string {
	for _, s := range ss {
		if s != "" {
			return s
		}
	}
	return ""
}
