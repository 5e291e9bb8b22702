package gateway

import (
	_ "embed"
	"errors"
	"fmt"
	"net/http"
	"slices"
	"strings"

	"go.yaml.in/yaml/v3"
)

// Action is what a policy rule does with the requests it matches.
type Action string

// The actions of a policy rule.
const (
	// ActionMarkdown converts the page, whatever the client's Accept says.
	ActionMarkdown Action = "markdown"
	// ActionPassthrough never converts: the upstream's answer goes out as it is.
	ActionPassthrough Action = "passthrough"
	// ActionRender converts the page as a browser shows it after its
	// scripts ran (escape level two, for client-side-rendered pages): the
	// upstream page is loaded by the renderer (WithRenderer), whatever the
	// client's Accept says.
	ActionRender Action = "render"
)

// AICrawlers names the embedded list of AI crawler User-Agent tokens in a
// rule's user_agents.
const AICrawlers = "@ai-crawlers"

// maxGlobStars bounds the wildcards in one path pattern, which bounds the
// matcher's backtracking (each star is a loop over the path).
const maxGlobStars = 4

// Rule is one policy rule. A request matches when every condition given
// matches: its host is one of Hosts, its path matches one of Paths (globs,
// see matchGlob), its method is one of Methods (GET and HEAD when empty),
// and its User-Agent contains one of UserAgents (case-insensitive
// substrings; "@ai-crawlers" stands for the embedded list).
type Rule struct {
	Name       string   `yaml:"name"`
	Hosts      []string `yaml:"hosts,omitempty"`
	Paths      []string `yaml:"paths,omitempty"`
	Methods    []string `yaml:"methods,omitempty"`
	UserAgents []string `yaml:"user_agents,omitempty"`
	Action     Action   `yaml:"action"`

	uas []string // lower-cased tokens, the list expanded
}

// Crawler is one entry of the embedded AI crawler list.
type Crawler struct {
	Token    string `yaml:"token"`
	Operator string `yaml:"operator"`
	Purpose  string `yaml:"purpose"` // training, search or user (fetches for one person)
}

//go:embed crawlers.yaml
var crawlersYAML []byte

// Crawlers returns the embedded list of AI crawlers.
func Crawlers() []Crawler {
	var out []Crawler
	if err := yaml.Unmarshal(crawlersYAML, &out); err != nil {
		panic("gateway: embedded crawlers.yaml: " + err.Error()) // a build defect, caught by tests
	}
	return out
}

// Policy decides, per request, whether the answer is Markdown. Rules are
// tried in order and the first that matches decides; when none does, the
// client's Accept header does (PrefersMarkdown).
type Policy struct {
	Rules []Rule `yaml:"rules"`
}

// Decision is what the policy says about one request.
type Decision struct {
	// Convert says to answer with Markdown.
	Convert bool
	// Render says to convert the page as the renderer (a browser) shows it.
	Render bool
	// Rule names the rule that decided ("" when the Accept header did).
	Rule string
	// Vary is the Vary value every answer to this request must carry
	// because a different Accept or User-Agent could have changed it: ""
	// when no request to this URL and method can be converted.
	Vary string
}

// Renders says whether any rule renders pages (and so needs WithRenderer).
func (p *Policy) Renders() bool {
	for _, r := range p.Rules {
		if r.Action == ActionRender {
			return true
		}
	}
	return false
}

// compile validates the rules and expands "@ai-crawlers"; it runs once.
func (p *Policy) compile() error {
	crawlers := Crawlers()
	var errs []error
	for i := range p.Rules {
		r := &p.Rules[i]
		if r.Name == "" {
			r.Name = fmt.Sprintf("rule %d", i+1)
		}
		if err := r.compile(crawlers); err != nil {
			errs = append(errs, fmt.Errorf("policy %s: %w", r.Name, err))
		}
	}
	return errors.Join(errs...)
}

func (r *Rule) compile(crawlers []Crawler) error {
	if r.Action != ActionMarkdown && r.Action != ActionPassthrough && r.Action != ActionRender {
		return fmt.Errorf("action %q: want markdown, render or passthrough", r.Action)
	}
	for _, p := range r.Paths {
		if !strings.HasPrefix(p, "/") || strings.Count(p, "*")+strings.Count(p, "?") > maxGlobStars {
			return fmt.Errorf("path %q: want an absolute path glob with at most %d wildcards", p, maxGlobStars)
		}
	}
	for i, m := range r.Methods {
		r.Methods[i] = strings.ToUpper(m)
		if r.Action != ActionPassthrough && r.Methods[i] != http.MethodGet && r.Methods[i] != http.MethodHead {
			return fmt.Errorf("method %s: only GET and HEAD can be answered with Markdown", m)
		}
	}
	for i, h := range r.Hosts {
		r.Hosts[i] = strings.ToLower(strings.TrimSuffix(h, "."))
	}
	r.uas = r.uas[:0]
	for _, ua := range r.UserAgents {
		if ua == AICrawlers {
			for _, c := range crawlers {
				r.uas = append(r.uas, strings.ToLower(c.Token))
			}
			continue
		}
		if strings.TrimSpace(ua) == "" || strings.HasPrefix(ua, "@") {
			return fmt.Errorf("user agent %q: want a substring or %s", ua, AICrawlers)
		}
		r.uas = append(r.uas, strings.ToLower(ua))
	}
	return nil
}

// convertible says whether a request method can ever get Markdown.
func convertible(method string) bool { return method == http.MethodGet || method == http.MethodHead }

// Decide applies the policy to a request for host (lower case, no port).
func (p *Policy) Decide(r *http.Request, host string) Decision {
	if !convertible(r.Method) {
		return Decision{}
	}
	usedUA := false
	for i := range p.Rules {
		rule := &p.Rules[i]
		if !rule.matchesURL(host, r.URL.Path, r.Method) {
			continue
		}
		if len(rule.uas) > 0 {
			usedUA = true
			if !rule.matchesUA(r.UserAgent()) {
				continue
			}
		}
		if rule.Action == ActionPassthrough && !usedUA {
			return Decision{Rule: rule.Name} // this URL is never converted
		}
		return Decision{Convert: rule.Action != ActionPassthrough, Render: rule.Action == ActionRender, Rule: rule.Name, Vary: vary(usedUA)}
	}
	return Decision{Convert: PrefersMarkdown(r.Header.Get("Accept")), Vary: vary(usedUA)}
}

func vary(usedUA bool) string {
	if usedUA {
		return "Accept, User-Agent"
	}
	return "Accept"
}

func (r *Rule) matchesURL(host, path, method string) bool {
	if len(r.Hosts) > 0 && !slices.Contains(r.Hosts, host) {
		return false
	}
	if len(r.Methods) > 0 && !slices.Contains(r.Methods, method) {
		return false
	}
	if len(r.Paths) == 0 {
		return true
	}
	for _, p := range r.Paths {
		if matchGlob(p, path) {
			return true
		}
	}
	return false
}

func (r *Rule) matchesUA(ua string) bool {
	if ua == "" {
		return false
	}
	ua = strings.ToLower(ua)
	for _, tok := range r.uas {
		if strings.Contains(ua, tok) {
			return true
		}
	}
	return false
}
