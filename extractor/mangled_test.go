package extractor

import (
	"bytes"
	"errors"
	"fmt"
	"math/rand"
	"strings"
	"testing"
	"unicode/utf8"
)

// mangledPage is a small page with the constructs the stages read: a
// head with metadata, navigation, an article with headings, lists, a
// table, code, an image and multi-byte text, a script and a footer.
const mangledPage = `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>Flut im Tal – Zeitung</title>` +
	`<meta property="og:title" content="Flut im Tal"><script type="application/ld+json">{"@type":"NewsArticle","author":{"name":"Jane Roe"}}</script></head>` +
	`<body><nav><ul><li><a href="/">Start</a></li><li><a href="/news">Nachrichten</a></li></ul></nav>` +
	`<main><article><h1>Flut im Tal</h1><p class="byline">Von Jane Roe, 3. März 2024</p>` +
	`<p>Der Fluss stieg über Nacht um zwei Meter, und die unteren Straßen standen am Morgen unter Wasser. Über 300 Häuser sind betroffen – 日本語も少し。</p>` +
	`<h2>Die Brücke</h2><ul><li>Die alte Brücke hielt.<ul><li>Ingenieure prüfen sie.</li></ul></li><li>Die Schule bleibt zu.</li></ul>` +
	`<table><tr><th>Ort</th><th>Pegel</th></tr><tr><td>Nord</td><td>4,2 m</td></tr></table>` +
	`<pre><code>pegel --ort nord &amp;&amp; echo ok</code></pre><figure><img src="/flut.jpg" alt="Die Flut"><figcaption>Die Hauptstraße</figcaption></figure>` +
	`<blockquote><p>„Wir haben <em>alles</em> verloren“, sagte eine Anwohnerin.</p></blockquote></article></main>` +
	`<script>var x = "<p>nicht Inhalt</p>";</script><footer><p>© 2024 Zeitung</p></footer></body></html>`

// TestMangledInput runs the extractor on a page cut short at every byte,
// with bytes flipped, under encodings it does not have and under tight
// limits: every run returns, without a panic, valid UTF-8 or a typed limit
// error. (A run over every corpus page mangled the same ways, at sizes up
// to 5 MB, found no panic, no hang and no time worse than linear in CPU
// time; this keeps the small version of it.)
func TestMangledInput(t *testing.T) {
	page := []byte(mangledPage)
	check := func(name string, data []byte, opts ...Option) {
		t.Helper()
		res, err := Extract(data, opts...)
		if err != nil {
			var le *LimitError
			if !errors.As(err, &le) {
				t.Fatalf("%s: error %v is no *LimitError", name, err)
			}
			return
		}
		if !utf8.ValidString(res.Markdown) || !utf8.ValidString(res.Text) {
			t.Fatalf("%s: output is not valid UTF-8", name)
		}
	}
	for i := 0; i <= len(page); i++ {
		check(fmt.Sprintf("cut at %d", i), page[:i])
	}
	rng := rand.New(rand.NewSource(1))
	for k := range 300 {
		b := bytes.Clone(page)
		for range 1 + k%8 {
			b[rng.Intn(len(b))] ^= byte(1 << uint(rng.Intn(8)))
		}
		check(fmt.Sprintf("flip %d", k), b)
	}
	for _, cs := range []string{"utf-16", "utf-16be", "shift_jis", "iso-2022-jp", "x-user-defined", "replacement", "no-such-charset"} {
		check("meta "+cs, []byte(strings.Replace(mangledPage, `charset="utf-8"`, `charset="`+cs+`"`, 1)))
		check("header "+cs, page, WithContentType("text/html; charset="+cs))
	}
	check("utf-16 byte order mark", append([]byte{0xff, 0xfe}, page...))
	for _, l := range []Limits{{MaxDepth: 1}, {MaxDepth: 3}, {MaxDepth: 5}, {MaxDepth: 8}, {MaxNodes: 40}, {MaxBytes: 100}, {BytesPerNode: 400}} {
		for _, p := range []Profile{ProfileMain, ProfileAll, ProfileDebug} {
			check(fmt.Sprintf("limits %+v, profile %s", l, p), page, WithLimits(l), WithProfile(p))
		}
	}
}
