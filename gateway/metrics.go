package gateway

import (
	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
)

// metrics are the gateway's Prometheus series, registered on its own
// registry (WithRegistry) so that several gateways in one process, as in
// tests, do not collide.
type metrics struct {
	requests    *prometheus.CounterVec   // by outcome
	conversions *prometheus.CounterVec   // by result
	cache       *prometheus.CounterVec   // by result: hit, miss, revalidated
	extraction  prometheus.Histogram     // seconds per extraction
	duration    *prometheus.HistogramVec // seconds per request, by outcome
	queue       prometheus.GaugeFunc
	inFlight    prometheus.GaugeFunc

	// Resolved children, so the hot path does no label lookup.
	hit, miss, revalidated prometheus.Counter
}

// The outcomes a request is counted under.
const (
	outMarkdown    = "markdown"
	outNotModified = "not_modified"
	outPassthrough = "passthrough"
	outOverloaded  = "overloaded"
	outError       = "error"
)

func newMetrics(reg prometheus.Registerer, g *Gateway) *metrics {
	m := &metrics{
		requests: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "folio_gateway_requests_total",
			Help: "Requests answered, by outcome (markdown, not_modified, passthrough, overloaded, error).",
		}, []string{"outcome"}),
		conversions: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "folio_gateway_conversions_total",
			Help: "Pages converted from HTML, by result (ok, empty, too_large, timeout, error).",
		}, []string{"result"}),
		cache: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "folio_gateway_cache_requests_total",
			Help: "Markdown requests by cache result (hit, miss, revalidated: the upstream answered 304).",
		}, []string{"result"}),
		extraction: prometheus.NewHistogram(prometheus.HistogramOpts{
			Name:    "folio_gateway_extraction_seconds",
			Help:    "Time to extract one page, HTML to Markdown.",
			Buckets: prometheus.ExponentialBuckets(0.0005, 2, 14), // 0.5 ms to 4 s
		}),
		duration: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name:    "folio_gateway_request_seconds",
			Help:    "Time to answer a request, by outcome.",
			Buckets: prometheus.ExponentialBuckets(0.0001, 2.5, 14), // 0.1 ms to 14 s
		}, []string{"outcome"}),
		queue: prometheus.NewGaugeFunc(prometheus.GaugeOpts{
			Name: "folio_gateway_queue_depth",
			Help: "Conversions waiting for an extraction slot.",
		}, func() float64 { return float64(g.limit.queued()) }),
		inFlight: prometheus.NewGaugeFunc(prometheus.GaugeOpts{
			Name: "folio_gateway_extractions_in_flight",
			Help: "Extractions running now.",
		}, func() float64 { return float64(g.limit.busy()) }),
	}
	m.hit, m.miss, m.revalidated = m.cache.WithLabelValues("hit"), m.cache.WithLabelValues("miss"), m.cache.WithLabelValues("revalidated")
	cacheBytes := prometheus.NewGaugeFunc(prometheus.GaugeOpts{
		Name: "folio_gateway_cache_bytes", Help: "Bytes held by the cache of converted pages.",
	}, func() float64 { b, _ := g.cache.Stats(); return float64(b) })
	cacheEntries := prometheus.NewGaugeFunc(prometheus.GaugeOpts{
		Name: "folio_gateway_cache_entries", Help: "Converted pages held by the cache.",
	}, func() float64 { _, n := g.cache.Stats(); return float64(n) })
	reg.MustRegister(m.requests, m.conversions, m.cache, m.extraction, m.duration, m.queue, m.inFlight, cacheBytes, cacheEntries)
	return m
}

// newRegistry returns a registry with the Go runtime and process collectors.
func newRegistry() *prometheus.Registry {
	reg := prometheus.NewRegistry()
	reg.MustRegister(collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	return reg
}

// outcomeSeries are one outcome's resolved request counter and histogram.
type outcomeSeries struct {
	count prometheus.Counter
	time  prometheus.Observer
}

// byOutcome resolves the series of every outcome once.
func (m *metrics) byOutcome() map[string]outcomeSeries {
	out := map[string]outcomeSeries{}
	for _, o := range []string{outMarkdown, outNotModified, outPassthrough, outOverloaded, outError} {
		out[o] = outcomeSeries{m.requests.WithLabelValues(o), m.duration.WithLabelValues(o)}
	}
	return out
}
