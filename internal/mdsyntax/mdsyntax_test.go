package mdsyntax

import (
	"bytes"
	"strings"
	"testing"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/extension"
	"github.com/yuin/goldmark/text"
)

var md = goldmark.New(goldmark.WithExtensions(extension.GFM, Alerts, Math))

func toHTML(t *testing.T, src string) string {
	t.Helper()
	var b bytes.Buffer
	if err := md.Convert([]byte(src), &b); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

func TestAlerts(t *testing.T) {
	cases := []struct {
		name, src, want string
	}{
		{"note", "> [!NOTE]\n> Useful information.\n", `<div class="markdown-alert markdown-alert-note">
<p class="markdown-alert-title">Note</p>
<p>Useful information.</p>
</div>
`},
		{"lower case and blocks", "> [!warning]\n>\n> First.\n>\n> - item\n", `<div class="markdown-alert markdown-alert-warning">
<p class="markdown-alert-title">Warning</p>
<p>First.</p>
<ul>
<li>item</li>
</ul>
</div>
`},
		{"caution", "> [!CAUTION]\n> Do **not** do this.\n", `<div class="markdown-alert markdown-alert-caution">
<p class="markdown-alert-title">Caution</p>
<p>Do <strong>not</strong> do this.</p>
</div>
`},
		{"marker alone is a quote", "> [!TIP]\n", "<blockquote>\n<p>[!TIP]</p>\n</blockquote>\n"},
		{"unknown kind", "> [!DANGER]\n> x\n", "<blockquote>\n<p>[!DANGER]\nx</p>\n</blockquote>\n"},
		{"text after marker", "> [!NOTE] hello\n> x\n", "<blockquote>\n<p>[!NOTE] hello\nx</p>\n</blockquote>\n"},
		{"nested is a quote", "- > [!NOTE]\n  > x\n", "<ul>\n<li>\n<blockquote>\n<p>[!NOTE]\nx</p>\n</blockquote>\n</li>\n</ul>\n"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := toHTML(t, c.src); got != c.want {
				t.Errorf("got\n%s\nwant\n%s", got, c.want)
			}
		})
	}
}

func TestAlertKinds(t *testing.T) {
	for k := Note; k <= Caution; k++ {
		src := "> [!" + k.String() + "]\n> body\n"
		doc := md.Parser().Parse(text.NewReader([]byte(src)))
		a, ok := doc.FirstChild().(*Alert)
		if !ok || a.AlertKind != k {
			t.Fatalf("%s: first block %T", k, doc.FirstChild())
		}
		if k.Title() == "" || k.Color(false) == k.Color(true) || len(k.Icon()) == 0 {
			t.Errorf("%s: incomplete style", k)
		}
		if svg := string(SVG(k.Icon(), k.Color(false), rgb(0xffffff), 16)); !strings.HasPrefix(svg, "<svg") || !strings.Contains(svg, "fill=") {
			t.Errorf("%s: SVG %q", k, svg)
		}
	}
}

// mathOf lists the TeX of every math node in src, display ones marked.
func mathOf(src string) []string {
	doc := md.Parser().Parse(text.NewReader([]byte(src)))
	var out []string
	_ = ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering {
			return ast.WalkContinue, nil
		}
		switch m := n.(type) {
		case *InlineMath:
			if m.Display {
				out = append(out, "D:"+m.TeX)
			} else {
				out = append(out, m.TeX)
			}
		case *DisplayMath:
			out = append(out, "B:"+m.TeX([]byte(src)))
		}
		return ast.WalkContinue, nil
	})
	return out
}

func TestMath(t *testing.T) {
	cases := []struct {
		name, src string
		want      []string
	}{
		{"inline", "Euler: $e^{i\\pi}+1=0$ holds.", []string{`e^{i\pi}+1=0`}},
		{"two", "$a$ and $b$", []string{"a", "b"}},
		{"prices", "It costs $5 and $10 today.", nil},
		{"price range", "Between $5-$10.", nil},
		{"price then math", "Pay $5, then $x$ more", []string{"x"}},
		{"space after opening", "$ x$", nil},
		{"space before closing", "$x $", nil},
		{"escaped", `\$x$ and \$y\$`, nil},
		{"escaped inside", `$a\$b$`, []string{`a\$b`}},
		{"code span", "`$x$` stays code", nil},
		{"backticks", "GitHub's $`\\sqrt{3}`$ form", []string{`\sqrt{3}`}},
		{"inline display", "see $$x^2$$ here", []string{"D:x^2"}},
		{"block one line", "$$\\sum_i i$$\n", []string{`B:\sum_i i`}},
		{"block", "$$\n\\frac{a}{b}\n= c\n$$\n\nafter", []string{"B:\\frac{a}{b}\n= c\n"}},
		{"block after paragraph", "text\n$$\nx\n$$\n", []string{"B:x\n"}},
		{"one line then more", "para\n\n$$x = y$$\n\nafter $z$\n\n$$\nw\n$$\n", []string{"B:x = y", "z", "B:w\n"}},
		{"in code block", "```\n$$\nx\n$$\n```\n", nil},
		{"unclosed", "$x", nil},
		{"lone dollars", "$ $ $$", nil},
		{"table cell pipes", "| a | b |\n| --- | --- |\n| x | $\\|x\\|$ |\n", []string{"|x|"}},
		{"table cell norm", "| a |\n| --- |\n| $\\\\|x\\\\|$ |\n", []string{`\|x\|`}},
		{"pipe outside a table", `$\|x\|$`, []string{`\|x\|`}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := mathOf(c.src)
			if strings.Join(got, "|") != strings.Join(c.want, "|") {
				t.Errorf("%q: got %q, want %q", c.src, got, c.want)
			}
		})
	}
}

func TestMathHTML(t *testing.T) {
	got := toHTML(t, "a $x<y$ b\n\n$$\n1 & 2\n$$\n")
	want := "<p>a <span class=\"math math-inline\">x&lt;y</span> b</p>\n<div class=\"math math-display\">1 &amp; 2\n</div>\n"
	if got != want {
		t.Errorf("got %q\nwant %q", got, want)
	}
}

func FuzzParse(f *testing.F) {
	for _, s := range []string{"$x$", "$$\nx\n$$", "> [!NOTE]\n> a", "$`a`$", "$5 and $6", "> [!TIP]\n>\n"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		var b bytes.Buffer
		if err := md.Convert([]byte(s), &b); err != nil {
			t.Fatal(err)
		}
	})
}
