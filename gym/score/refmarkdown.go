package score

// WCXB's reference Markdown. About 1476 of the 1497 wcxb-dev pages ship
// ground_truth.main_content_markdown beside the plain text: the same content
// with its headings, lists, tables and code as the annotators kept them. The
// word F1 cannot tell a table written as a run of one-word paragraphs from
// the table, nor a code block from prose; the reference Markdown can, on
// 1476 pages of the open web rather than Readability's 130. Both sides are
// read by the same goldmark parse, items in ItemKey form, so a kind is
// compared like for like: the output as a reader renders it
// (Options.Structure), the reference as its converter wrote it
// (Options.Reference: ATX headings and fenced code only).

// MarkdownKinds are the kinds checked against a reference Markdown, in
// report order: links are words already, and images are left out, since
// WCXB's annotators kept few of them and none by the file the page shows.
var MarkdownKinds = []string{KindHeadings, KindListItems, KindTableCells, KindCodeBlocks}

// markdownStructure keeps the MarkdownKinds of items parsed from a
// reference Markdown.
func markdownStructure(items map[string]map[string]int) map[string]map[string]int {
	out := make(map[string]map[string]int, len(MarkdownKinds))
	for _, k := range MarkdownKinds {
		if is := items[k]; len(is) > 0 {
			out[k] = is
		}
	}
	return out
}
