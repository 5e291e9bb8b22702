package app

import (
	"encoding/json"
	"strings"

	"folio/extractor"
)

// jsonLDMeta reads the first entity of the JSON-LD scripts that carries a
// headline or name: its author, date, image, description and type.
func jsonLDMeta(scripts []string) extractor.Metadata {
	var m extractor.Metadata
	for _, s := range scripts {
		var v any
		if json.Unmarshal([]byte(s), &v) != nil {
			continue
		}
		for _, e := range entities(v) {
			m = mergeMeta(m, entityMeta(e))
		}
	}
	return m
}

// entities flattens top-level arrays and @graph into a list of objects.
func entities(v any) []map[string]any {
	var out []map[string]any
	switch v := v.(type) {
	case []any:
		for _, c := range v {
			out = append(out, entities(c)...)
		}
	case map[string]any:
		if g, ok := v["@graph"]; ok {
			out = append(out, entities(g)...)
		}
		out = append(out, v)
	}
	return out
}

// entityMeta reads one JSON-LD entity. Only entities that read as the
// page's subject (articles, postings, products, web pages) count.
func entityMeta(e map[string]any) extractor.Metadata {
	typ := jsonName(e["@type"])
	switch strings.ToLower(typ) {
	case "organization", "person", "website", "breadcrumblist", "imageobject", "searchaction", "":
		return extractor.Metadata{}
	}
	return extractor.Metadata{
		Title: first(jsonName(e["headline"]), jsonName(e["name"])), Type: typ,
		Author: jsonName(e["author"]), Published: jsonName(e["datePublished"]),
		Description: jsonName(e["description"]), Image: jsonURL(e["image"]),
		SiteName: jsonName(e["publisher"]),
	}
}

// jsonName reads a string, the name of an object, or the first of a list.
func jsonName(v any) string {
	switch v := v.(type) {
	case string:
		return strings.TrimSpace(v)
	case map[string]any:
		return jsonName(v["name"])
	case []any:
		if len(v) > 0 {
			return jsonName(v[0])
		}
	}
	return ""
}

// jsonURL reads a URL string, an ImageObject's url, or the first of a list.
func jsonURL(v any) string {
	switch v := v.(type) {
	case string:
		return v
	case map[string]any:
		return jsonURL(v["url"])
	case []any:
		if len(v) > 0 {
			return jsonURL(v[0])
		}
	}
	return ""
}
