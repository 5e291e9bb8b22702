package score

import (
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// Image renditions. ImageKey names an image by its file name so that an
// image kept at another size still counts as kept, but many sites name
// each size apart: Wikipedia's thumbnails are 125px-Flag.svg.png and
// 250px-Flag.svg.png, WordPress's photo-300x200.jpg and photo-1024x683.jpg.
// The reference keeps an <img>'s src and srcset, and an extractor that
// writes the largest candidate of the srcset (what a reader would want to
// see) kept the same image; keyed by src alone it counted as lost (about
// 50 images on readability-testpages). So every srcset candidate of a
// reference image is an alias of its src key.

// ImageAliases maps the key of each srcset candidate of each <img> in doc
// to the key of that image's src, when the two differ; keys are in the
// form ExpectedStructure gives images (ItemKey of ImageKey). Nil when there
// are none.
func ImageAliases(doc *html.Node) map[string]string {
	var aliases map[string]string
	var walk func(n *html.Node)
	walk = func(n *html.Node) {
		if n.Type == html.ElementNode && n.DataAtom == atom.Img {
			src := ItemKey(ImageKey(attr(n, "src")))
			for _, cand := range strings.Split(attr(n, "srcset"), ",") {
				f := strings.Fields(cand)
				if len(f) == 0 || src == "" {
					continue
				}
				if k := ItemKey(ImageKey(f[0])); k != src {
					if aliases == nil {
						aliases = map[string]string{}
					}
					aliases[k] = src
				}
			}
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	walk(doc)
	return aliases
}

// aliasImages returns items with its KindImages keys renamed through
// aliases (ImageAliases); items itself is left as it is.
func aliasImages(items map[string]map[string]int, aliases map[string]string) map[string]map[string]int {
	imgs := items[KindImages]
	if len(aliases) == 0 || len(imgs) == 0 {
		return items
	}
	out := make(map[string]map[string]int, len(items))
	for k, v := range items {
		out[k] = v
	}
	renamed := make(map[string]int, len(imgs))
	for k, c := range imgs {
		if a, ok := aliases[k]; ok {
			k = a
		}
		renamed[k] += c
	}
	out[KindImages] = renamed
	return out
}
