package extractor

import (
	"context"
	"fmt"
	"net/url"

	"folio/extractor/internal/parse"
	"folio/extractor/internal/prune"
	"folio/extractor/metadata"
	"folio/extractor/rules"
	"folio/extractor/templates"
)

// Limits bounds the work done on one page. A zero field means "no limit",
// except MaxDepth, which can never exceed the HTML parser's own 512.
type Limits struct {
	MaxBytes int64 // input bytes, after decompression
	// MaxDepth bounds element nesting. A page nested deeper is read
	// flattened, as browsers read it: the tags past three quarters of the
	// depth are dropped (a block's leave a line break), their text kept,
	// and closer to the root again while the tree the parser builds
	// (with its implied tbody, reopened formatting, foreign content) is
	// still too deep. Any limit of 4 or more reads every page; a smaller
	// one can be refused with ErrTooDeep naming it.
	MaxDepth int
	// MaxNodes bounds the nodes (elements, text runs, comments) and
	// attributes of the page. It is checked while tokenizing, before the
	// tree is built, so a page over it is refused in a fraction of a second.
	MaxNodes int
	// BytesPerNode lowers MaxNodes for dense input: a page of n bytes may
	// hold at most NodeAllowance + n/BytesPerNode nodes and attributes.
	// It keeps the memory of an extraction proportional to the input
	// whatever the page's shape (a million `<td>x` cells, runs of `<br>`,
	// attribute floods); real pages hold one node per 12 bytes or more.
	BytesPerNode int
}

// NodeAllowance is the node count every page may reach whatever its size;
// Limits.BytesPerNode applies beyond it.
const NodeAllowance = parse.NodeAllowance

// DefaultLimits are generous for real pages (the largest wcxb-dev page is a
// few MB and 44,000 nodes) and keep the peak heap of one extraction under
// 30 times the input or 1.5 MB, and under 600 MB, whatever the page
// (BenchmarkShapes).
var DefaultLimits = Limits{MaxBytes: 32 << 20, MaxDepth: 512, MaxNodes: 1_200_000, BytesPerNode: parse.DefaultBytesPerNode}

// Option configures Extract.
type Option func(*config)

type config struct {
	ctx         context.Context
	pageURL     string
	profile     Profile
	contentType string
	limits      Limits
	rules       *rules.Set
	operator    *templates.Store
	learned     *templates.Cache
	ablation    *prune.Ablation // WithPruneAblation; nil runs every rule
}

// WithURL sets the page's address: it resolves relative links and images.
func WithURL(u string) Option { return func(c *config) { c.pageURL = u } }

// WithProfile chooses what reaches the output (ProfileMain by default).
func WithProfile(p Profile) Option { return func(c *config) { c.profile = p } }

// WithContentType passes the HTTP Content-Type header, whose charset
// parameter decides the decoding when the page has no byte-order mark.
func WithContentType(ct string) Option { return func(c *config) { c.contentType = ct } }

// WithLimits replaces DefaultLimits.
func WithLimits(l Limits) Option { return func(c *config) { c.limits = l } }

// WithRules replaces the platform rules run on every page (rules.Default(),
// the embedded set, unless this option says otherwise); nil runs none.
// Rules apply to every profile except ProfileAll, which converts the page
// as it is.
func WithRules(s *rules.Set) Option { return func(c *config) { c.rules = s } }

// WithTemplates serves pages from host templates before classifying them:
// the operator template of the page's host (store, hand-written, checked
// first), then a learned template whose fingerprint matches the page
// (cache), which pages classified in full also teach. Either may be nil.
// Templates need the page's host (WithURL) and select the content only, so
// they serve ProfileMain and ProfileRAG; other profiles always classify.
// Under ProfileRAG a served page also gets the context outside the
// content (breadcrumbs, related links) that the template's breadcrumb and
// related rules find (templates.Context).
func WithTemplates(store *templates.Store, cache *templates.Cache) Option {
	return func(c *config) { c.operator, c.learned = store, cache }
}

type validConfig struct {
	config
	spec   profileSpec // the profile's row of the table
	page   *url.URL
	settle settler // set once the page is parsed
	// bios are the page's descriptions of people (metadata.Read), which
	// the prune stage cuts where the content shows them.
	bios []string
	// title is the page's choice between its h1 and its structured title
	// (metadata.Read), settled once the content is known (titlechoice.go).
	title *metadata.TitleChoice
}

func newConfig(opts []Option) (validConfig, error) {
	c := config{profile: ProfileMain, limits: DefaultLimits, rules: rules.Default()}
	for _, o := range opts {
		o(&c)
	}
	v := validConfig{config: c}
	spec, ok := profiles[c.profile]
	if !ok {
		return v, unknownProfile(string(c.profile))
	}
	v.spec = spec
	if c.limits.MaxBytes < 0 || c.limits.MaxDepth < 0 || c.limits.MaxNodes < 0 || c.limits.BytesPerNode < 0 {
		return v, fmt.Errorf("%w: negative limit", ErrBadOption)
	}
	if err := checkAblation(c.ablation); err != nil {
		return v, err
	}
	if c.pageURL != "" {
		u, err := url.Parse(c.pageURL)
		if err != nil {
			return v, fmt.Errorf("%w: page URL: %v", ErrBadOption, err)
		}
		v.page = u
	}
	return v, nil
}
