package html5

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"strings"
	"testing"

	"golang.org/x/net/html"

	"folio/internal/corpus"
)

// reference parses text as the extractor did before this package:
// golang.org/x/net/html with scripting disabled.
func reference(text []byte) (*html.Node, error) {
	return html.ParseWithOptions(bytes.NewReader(text), html.ParseOptionEnableScripting(false))
}

// sameTree returns where a and b first differ, or "".
func sameTree(a, b *html.Node, path string) string {
	if a.Type != b.Type || a.DataAtom != b.DataAtom || a.Data != b.Data || a.Namespace != b.Namespace {
		return fmt.Sprintf("%s: node %v %q %q, want %v %q %q", path, b.Type, b.Namespace, trim(b.Data), a.Type, a.Namespace, trim(a.Data))
	}
	if len(a.Attr) != len(b.Attr) {
		return fmt.Sprintf("%s <%s>: attributes %v, want %v", path, a.Data, b.Attr, a.Attr)
	}
	for i := range a.Attr {
		if a.Attr[i] != b.Attr[i] {
			return fmt.Sprintf("%s <%s>: attribute %d is %q, want %q", path, a.Data, i, b.Attr[i], a.Attr[i])
		}
	}
	ca, cb, i := a.FirstChild, b.FirstChild, 0
	for ; ca != nil && cb != nil; ca, cb, i = ca.NextSibling, cb.NextSibling, i+1 {
		if cb.Parent != b || (cb.PrevSibling == nil) != (i == 0) {
			return fmt.Sprintf("%s/%d: links broken", path, i)
		}
		if d := sameTree(ca, cb, fmt.Sprintf("%s/%d%s", path, i, ca.Data)); d != "" {
			return d
		}
	}
	if ca != nil || cb != nil {
		return fmt.Sprintf("%s: child count differs after %d", path, i)
	}
	return ""
}

func trim(s string) string {
	if len(s) > 60 {
		return s[:60] + "..."
	}
	return s
}

// check parses text both ways and fails t where the trees differ.
func check(t *testing.T, name string, text []byte) {
	t.Helper()
	orig := bytes.Clone(text)
	want, werr := reference(text)
	got, gerr := Parse(context.Background(), text, 0)
	if !bytes.Equal(orig, text) {
		t.Fatalf("%s: Parse modified its input", name)
	}
	if (werr != nil) != (gerr != nil) {
		t.Fatalf("%s: error %v, want %v", name, gerr, werr)
	}
	if werr != nil {
		return
	}
	if d := sameTree(want, got, ""); d != "" {
		t.Errorf("%s: %s", name, d)
	}
}

// The cases exercise what the fork changed: names and keys in any case,
// with NUL bytes, duplicate attributes (few and many), values and text
// with character references, CR line ends and NUL, raw text elements,
// and the tree builder's clones (reopened formatting elements, the
// adoption agency).
var cases = map[string]string{
	"plain":       `<!DOCTYPE html><html><head><title>T &amp; U</title></head><body><p class=a id=b>Hello <b>world</b></p></body></html>`,
	"case":        `<DIV CLASS="X" Data-Foo=1><SPAN iD=y>t</SPAN><Custom-Tag A=B>c</Custom-Tag><MyVeryLongCustomElementNameThatIsLongerThan32>x</MyVeryLongCustomElementNameThatIsLongerThan32></DIV>`,
	"nul":         "<p\x00x a\x00b=\"c\x00d\">t\x00u</p\x00x><!-- c\x00 --><script>a\x00b</script><textarea>q\x00</textarea>",
	"dups":        `<a href=1 HREF=2 title=x href=3 Title=y>l</a>`,
	"many dups":   `<a ` + strings.Repeat(`k1=a k2=b k3=c k4=d k5=e k6=f k7=g k8=h k9=i k10=j k11=k k12=l k13=m k14=n k15=o k16=p K1=q k17=r `, 3) + `>l</a>`,
	"references":  `<a href="?a=1&copy=2&amp;b=3&region=x&lt" title='&quot;q&#34;&#x22;&notit;'>&copy; &copy2 &region &amp;&lt;&#128;&#xD800;&noti</a>`,
	"cr":          "<p title=\"a\r\nb\rc\">one\r\ntwo\rthree</p><pre>\r\nx</pre><script>a\r\nb</script><!--\r\n-->",
	"raw":         `<script>if (a<b && c>d) { x = '<p>' }</script><style>p<a{}</style><title>a<b &amp;</title><textarea>&lt;x</textarea><xmp><b>x</xmp><noscript><p>n</p></noscript><iframe><p>i</iframe><noembed>e</noembed><noframes>f</noframes>`,
	"plaintext":   `<p>a<plaintext><b>&amp;</b>`,
	"reopen":      `<div><b><i><u>x</div><p>y</p><a href=1><b>z</a>w</b>` + strings.Repeat("<b>", 5) + `<p>q`,
	"adoption":    `<a href=x><div>one<a href=y>two</a></div></a><b>1<p>2</b>3</p><b class=c>a<table><td>b</b></table>`,
	"tables":      `<table><td>a<td>b<tr><td>c</table><table>text<tr><td>d</td></tr>more</table>`,
	"foreign":     `<svg viewBox="0 0 1 1" xlink:href=a><foreignObject><p>x</p></foreignObject><clipPath/><![CDATA[c]]></svg><math><mi>x</mi><annotation-xml encoding="text/html"><p>y</p></annotation-xml></math>`,
	"frameset":    `<frameset><frame src=a></frameset>`,
	"template":    `<template><td>x</td></template><select><option>a<option>b<optgroup><option>c</select>`,
	"comments":    `<!-- c --><!doctype html><?pi?><p>x<!-- y -->z</p></><!x><!--->-->`,
	"lt in text":  `<p>1 < 2 and 3<4 and a <- b</p>`,
	"attributes":  `<a href="x>y" title='q"' data-x=1 hidden>link</a><img src=a alt="b c" /><p a=/>`,
	"unclosed":    `<p>x</p><div a b c`,
	"empty":       ``,
	"text only":   `plain`,
	"html attrs":  `<html lang=en><body class=a><html data-x=1 lang=de><body id=b class=c>`,
	"head misc":   `<head><base href=/x><meta charset=utf-8><link rel=x></head><noscript><link rel=y></noscript>`,
	"deep inline": strings.Repeat("<span>", 300) + "x",
}

func TestSameTreeAsXNetHTML(t *testing.T) {
	for name, page := range cases {
		t.Run(name, func(t *testing.T) { check(t, name, []byte(page)) })
	}
}

// Deeper than 512 open elements fails as x/net/html fails.
func TestTooDeep(t *testing.T) {
	_, err := Parse(context.Background(), []byte(strings.Repeat("<div>", 600)), 0)
	if err == nil || !strings.Contains(err.Error(), "exceeds 512") {
		t.Fatalf("err = %v", err)
	}
}

// A done context stops the parse with its error.
func TestStops(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := Parse(ctx, []byte(strings.Repeat("<p>x", 5000)), 0); !errors.Is(err, context.Canceled) {
		t.Fatalf("err = %v", err)
	}
}

// Every labelled page parses to the same tree as with x/net/html. One
// page in ten keeps the test to seconds; FOLIO_CORPUS_ALL=1 reads them all.
func TestSameTreeOnCorpus(t *testing.T) {
	step := 10
	if os.Getenv("FOLIO_CORPUS_ALL") != "" {
		step = 1
	}
	for _, name := range []string{"wcxb-dev", "scrapinghub", "trafilatura-dev", "readability-testpages"} {
		if corpus.Dir(name) == "" {
			continue
		}
		for i, path := range corpus.Pages(t, name) {
			if i%step != 0 {
				continue
			}
			check(t, path, corpus.MustRead(t, path))
		}
	}
}

func FuzzSameTree(f *testing.F) {
	for _, page := range cases {
		f.Add([]byte(page))
	}
	f.Fuzz(func(t *testing.T, text []byte) {
		check(t, "fuzz", bytes.ToValidUTF8(text, []byte("\uFFFD")))
	})
}
