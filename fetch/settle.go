package fetch

import (
	"context"
	"time"

	"github.com/chromedp/chromedp"
)

// settlePoll is how often the page's state is read while it settles.
const settlePoll = 100 * time.Millisecond

// settle waits until the page is rendered: loaded, no request in flight
// and no DOM change for the settle time; or, for pages that keep a
// connection open (long polling, analytics beacons), at most two requests
// in flight and no DOM change for four times the settle time, as
// Puppeteer's networkidle2 allows two.
func (b *Browser) settle(ctx context.Context, p *pageState) error {
	type state struct {
		Ready     string `json:"ready"`
		Mutations int    `json:"mutations"`
	}
	const js = `({ready: document.readyState, mutations: window.__folioMutations | 0})`
	last, quietSince := -1, time.Now()
	tick := time.NewTicker(settlePoll)
	defer tick.Stop()
	for {
		s, err := chromedp.Run(ctx, chromedp.Evaluate[state](js))
		if err != nil {
			return err
		}
		now := time.Now()
		if s.Mutations != last || s.Ready != "complete" {
			last, quietSince = s.Mutations, now
		}
		quiet := now.Sub(quietSince)
		n := p.pending()
		p.mu.Lock()
		p.changing = quiet < b.cfg.settle
		p.mu.Unlock()
		if quiet >= b.cfg.settle && n == 0 || quiet >= 4*b.cfg.settle && n <= 2 {
			return nil
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-tick.C:
		}
	}
}
