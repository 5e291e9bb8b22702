// Package frontmatter writes a page's metadata as a YAML frontmatter block,
// the header Markdown tools (Hugo, Jekyll, Obsidian, static-site generators,
// LLM pipelines) read before the document body:
//
//	---
//	source: https://example.com/2023/04/05/post
//	title: 'Colons: and "quotes" are safe'
//	author: Jane Doe
//	date: 2023-04-05
//	site: Example
//	language: en
//	fetched: 2026-01-02T15:04:05Z
//	---
//
// Usage:
//
//	fm := frontmatter.FromMetadata(res.Metadata, pageURL, time.Now())
//	out := frontmatter.Render(fm) + res.Markdown
//
// The block is built as a yaml.Node tree and encoded by go.yaml.in/yaml/v3,
// never by string concatenation, so it is valid YAML whatever the values
// hold: quotes, colons, leading "-", "#" or "@", words YAML would read as
// booleans or null ("yes", "no", "null", "~"), newlines, control characters
// and any Unicode. It also quotes what only YAML 1.1 readers misread
// (yes/no/on/off, 1_000, 1:30), since many frontmatter tools still use 1.1. Invalid UTF-8 is replaced with U+FFFD. Values that hold
// line breaks or control characters are double-quoted, so every key stays on
// one line and naive "---" splitters cannot be fooled. Dates that are ISO
// 8601 days or RFC 3339 times are written unquoted, as YAML timestamps.
package frontmatter
