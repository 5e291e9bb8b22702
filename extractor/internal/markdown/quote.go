package markdown

import "golang.org/x/net/html"

// quote writes a block quote; every line, blank ones included, carries ">".
func (r *renderer) quote(n *html.Node) {
	if !r.openBlock(n) {
		return
	}
	r.push(container{first: "> ", rest: "> ", kind: kQuote})
	r.children(n)
	r.flushPara()
	if !r.conts[len(r.conts)-1].used {
		if !isEmptyElement(n) {
			r.pop()
			return
		}
		r.beginBlock(kQuote)
		r.line("")
	}
	r.pop()
	r.last = kQuote
}
