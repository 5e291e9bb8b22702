package extractor

import "context"

// WithContext makes Extract give up when ctx is done: it returns ctx's
// error within milliseconds, whatever the page. The work itself stops at
// its next check of ctx: the byte scan and the parse check it every few
// thousand tokens, and each later stage before it starts, so abandoned
// work frees its memory within one stage (a fraction of a second on the
// largest page DefaultLimits admit).
func WithContext(ctx context.Context) Option { return func(c *config) { c.ctx = ctx } }

// ExtractContext is Extract with WithContext(ctx).
func ExtractContext(ctx context.Context, data []byte, opts ...Option) (*Result, error) {
	return Extract(data, append(opts[:len(opts):len(opts)], WithContext(ctx))...)
}

// extractCancellable runs extract on its own goroutine when the config
// carries a context that can be cancelled, and returns when either ends.
func extractCancellable(data []byte, cfg validConfig) (*Result, error) {
	ctx := cfg.ctx
	if ctx == nil || ctx.Done() == nil {
		return extract(data, cfg)
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	type outcome struct {
		res      *Result
		err      error
		panicked any
	}
	done := make(chan outcome, 1)
	go func() {
		var o outcome
		defer func() {
			o.panicked = recover()
			done <- o
		}()
		o.res, o.err = extract(data, cfg)
	}()
	select {
	case o := <-done:
		if o.panicked != nil {
			panic(o.panicked) // on the caller's goroutine, as without a context
		}
		return o.res, o.err
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

// stopped returns the context's error once the caller gave up.
func (c *validConfig) stopped() error {
	if c.ctx == nil {
		return nil
	}
	return c.ctx.Err()
}

// context returns the config's context, never nil.
func (c *validConfig) context() context.Context {
	if c.ctx == nil {
		return context.Background()
	}
	return c.ctx
}
