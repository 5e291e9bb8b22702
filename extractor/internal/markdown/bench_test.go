package markdown_test

import (
	"fmt"
	"strings"
	"testing"

	"golang.org/x/net/html"

	"folio/extractor/internal/markdown"
)

// synthetic pages: an article, a deep Tailwind-style layout, a big table,
// and emphasis nested 400 deep around 4,000 inline elements (each level
// once walked the whole subtree for blocks: depth times size).
func benchPages() map[string]string {
	var article, deep, table, nested strings.Builder
	article.WriteString("<article><h1>Title</h1>")
	for i := range 200 {
		fmt.Fprintf(&article, "<p>Paragraph %d with <a href=\"/l/%d\">a link</a>, <em>emphasis</em>, <code>code_%d</code> and text * that_needs [escaping].</p>", i, i, i)
		if i%20 == 0 {
			article.WriteString("<ul><li>one</li><li>two<ul><li>three</li></ul></li></ul><pre><code class=\"language-go\">func main() {\n\tprintln(1)\n}</code></pre><blockquote><p>quote</p></blockquote>")
		}
	}
	article.WriteString("</article>")
	for i := range 100 {
		deep.WriteString(strings.Repeat("<div class=\"flex p-4\">", 12))
		fmt.Fprintf(&deep, "<span>Card %d</span> <a href=\"/c/%d\"><img src=\"/i/%d.png\" alt=\"\"></a>", i, i, i)
		deep.WriteString(strings.Repeat("</div>", 12))
	}
	table.WriteString("<table><thead><tr>")
	for c := range 10 {
		fmt.Fprintf(&table, "<th>h%d</th>", c)
	}
	table.WriteString("</tr></thead>")
	for r := range 500 {
		table.WriteString("<tr>")
		for c := range 10 {
			fmt.Fprintf(&table, "<td>r%dc%d</td>", r, c)
		}
		table.WriteString("</tr>")
	}
	table.WriteString("</table>")
	nested.WriteString("<p>")
	for i := range 200 {
		fmt.Fprintf(&nested, "<em>level %d <strong>", i)
	}
	nested.WriteString(strings.Repeat("<span>words</span> of the <a href=\"/x\">innermost</a> run ", 2000))
	nested.WriteString(strings.Repeat("</strong></em>", 200) + "</p>")
	return map[string]string{"article": article.String(), "deep": deep.String(), "table": table.String(), "nested": nested.String()}
}

func BenchmarkRender(b *testing.B) {
	for name, page := range benchPages() {
		doc, err := html.Parse(strings.NewReader(page))
		if err != nil {
			b.Fatal(err)
		}
		b.Run(name, func(b *testing.B) {
			b.ReportAllocs()
			b.SetBytes(int64(len(page)))
			for b.Loop() {
				markdown.Render([]*html.Node{doc}, markdown.Options{})
			}
		})
		b.Run(name+"/parse", func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, err := html.Parse(strings.NewReader(page)); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
