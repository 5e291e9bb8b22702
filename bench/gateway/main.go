// Command gateway measures the Markdown-for-agents gateway (package
// gateway) against an origin on loopback, with a bounded open-loop load
// generator: cache hits at a fixed arrival rate, throughput beside the
// origin alone, human traffic (byte-identical, added latency), misses
// (added latency beside the extraction time), a soak of mixed requests
// (errors, resident memory, goroutines) and slow-header clients. The
// origin, the gateway and the generator share this process and the
// machine's cores, so the numbers are an upper bound on the gateway's cost.
// Every run stops by itself; nothing leaves 127.0.0.1.
//
//	go run ./bench/gateway                       # every scenario, 10 s each
//	go run ./bench/gateway -run hit,human -d 5s
//	go run ./bench/gateway -page ../shared/corpus/wcxb-dev/.../page.html
package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net"
	"os"
	"strings"
	"time"

	"folio/gateway"
)

func main() {
	run := flag.String("run", "hit,throughput,human,miss,soak,slow", "scenarios to run, comma-separated")
	d := flag.Duration("d", 10*time.Second, "duration of each timed scenario")
	rate := flag.Int("rate", 2000, "arrival rate of the cache-hit scenario, requests per second")
	conns := flag.Int("conns", 200, "connections of the cache-hit and throughput scenarios")
	soakN := flag.Int("soak", 100_000, "requests of the soak")
	pageFile := flag.String("page", "", "HTML page the origin serves (default: a synthetic 40 KB article)")
	flag.Parse()
	if err := bench(strings.Split(*run, ","), *d, *rate, *conns, *soakN, *pageFile); err != nil {
		fmt.Fprintln(os.Stderr, "bench:", err)
		os.Exit(1)
	}
}

// env is the origin and the gateway in front of it.
type env struct {
	origin, gw string
	page       []byte
	g          *gateway.Gateway
}

func bench(scenarios []string, d time.Duration, rate, conns, soakN int, pageFile string) error {
	page, err := loadPage(pageFile)
	if err != nil {
		return err
	}
	origin, stopOrigin, err := startOrigin(page)
	if err != nil {
		return err
	}
	defer stopOrigin()
	cfg := gateway.Defaults()
	cfg.Upstreams = []gateway.Upstream{{Host: "*", URL: origin}}
	cfg.Cache.MaxBytes = 16 << 20 // small, so that the soak fills it and churns
	cfg.Admin.Listen = ""
	g, err := gateway.New(cfg, gateway.WithLogger(slog.New(slog.NewTextHandler(io.Discard, nil))))
	if err != nil {
		return err
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return err
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- g.Serve(ctx, ln, nil) }()
	defer func() { cancel(); <-done }()
	e := &env{origin: origin, gw: "http://" + ln.Addr().String(), page: page, g: g}
	fmt.Printf("page %d bytes; GOMAXPROCS %d; origin %s; gateway %s\n", len(page), gomaxprocs(), origin, e.gw)
	for _, s := range scenarios {
		start := time.Now()
		switch strings.TrimSpace(s) {
		case "hit":
			e.hit(ctx, d, rate, conns)
		case "throughput":
			e.throughput(d, conns)
		case "human":
			e.human(ctx, d)
		case "miss":
			e.miss(ctx, d)
		case "soak":
			e.soak(soakN)
		case "slow":
			e.slow(ctx, d)
		default:
			return fmt.Errorf("unknown scenario %q", s)
		}
		fmt.Printf("  (%s took %s)\n", s, time.Since(start).Round(time.Millisecond))
	}
	return nil
}
