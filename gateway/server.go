package gateway

import (
	"context"
	"errors"
	"log/slog"
	"net"
	"net/http"
)

// ListenAndServe listens on the public and admin addresses and serves
// until ctx ends, then drains (see Serve).
func (g *Gateway) ListenAndServe(ctx context.Context) error {
	pub, err := net.Listen("tcp", g.cfg.Listen)
	if err != nil {
		return err
	}
	var adm net.Listener
	if g.cfg.Admin.Listen != "" {
		if adm, err = net.Listen("tcp", g.cfg.Admin.Listen); err != nil {
			pub.Close()
			return err
		}
	}
	return g.Serve(ctx, pub, adm)
}

// Serve serves the public handler on pub and the admin handler on adm
// (nil: none) until ctx ends. Then /readyz turns 503, new connections are
// refused, and requests in flight get up to Timeouts.Shutdown to finish
// before the remaining connections are closed.
func (g *Gateway) Serve(ctx context.Context, pub, adm net.Listener) error {
	servers := []*http.Server{g.newServer(g.Handler())}
	listeners := []net.Listener{pub}
	if adm != nil {
		servers = append(servers, g.newServer(g.AdminHandler()))
		listeners = append(listeners, adm)
	}
	errc := make(chan error, len(servers))
	for i, s := range servers {
		go func() { errc <- s.Serve(listeners[i]) }()
	}
	g.log.Info("gateway listening", "public", pub.Addr().String(), "admin", addrOf(adm), "upstreams", len(g.cfg.Upstreams))
	var serveErr error
	select {
	case <-ctx.Done():
	case serveErr = <-errc:
	}
	g.SetReady(false)
	g.log.Info("gateway draining", "grace", g.cfg.Timeouts.Shutdown.String())
	drain, cancel := context.WithTimeout(context.WithoutCancel(ctx), g.cfg.Timeouts.Shutdown)
	defer cancel()
	for _, s := range servers {
		if err := s.Shutdown(drain); err != nil {
			g.log.Warn("drain cut short: closing connections", "err", err)
			s.Close()
		}
	}
	if serveErr != nil && !errors.Is(serveErr, http.ErrServerClosed) {
		return serveErr
	}
	g.log.Info("gateway stopped")
	return nil
}

// newServer applies the client-side timeouts: a slow or stalled client
// (headers one byte a second, a body never finished, an answer never
// read) holds only its own connection's goroutine, and only until its
// deadline; extraction work never waits on a client.
func (g *Gateway) newServer(h http.Handler) *http.Server {
	t := g.cfg.Timeouts
	return &http.Server{
		Handler:           h,
		ReadHeaderTimeout: t.ReadHeader,
		ReadTimeout:       t.Read,
		WriteTimeout:      t.Write,
		IdleTimeout:       t.Idle,
		MaxHeaderBytes:    int(g.cfg.Limits.MaxHeaderBytes),
		ErrorLog:          slog.NewLogLogger(g.log.Handler(), slog.LevelDebug),
	}
}

func addrOf(l net.Listener) string {
	if l == nil {
		return ""
	}
	return l.Addr().String()
}
