package gateway

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"strings"

	"folio/extractor"
	"folio/extractor/templates"
	"folio/fetch"
)

// templateRoutes registers the templates API:
//
//	GET    /templates               the templates, and files that failed to load
//	GET    /templates/{host}        one template's YAML
//	PUT    /templates/{host}        validate and write a template (YAML body), atomically
//	DELETE /templates/{host}        remove a template
//	POST   /templates/{host}/test   extract a page with it: the HTML as body, or ?url=
//	POST   /templates/reload        read the folder again
//	POST   /cache/purge[?host=H]    drop cached conversions (a template change does it for its host)
func (g *Gateway) templateRoutes(mux *http.ServeMux) {
	mux.HandleFunc("GET /templates", g.listTemplates)
	mux.HandleFunc("GET /templates/{host}", g.withHost(g.getTemplate))
	mux.HandleFunc("PUT /templates/{host}", g.withHost(g.putTemplate))
	mux.HandleFunc("DELETE /templates/{host}", g.withHost(g.deleteTemplate))
	mux.HandleFunc("POST /templates/{host}/test", g.withHost(g.testTemplate))
	mux.HandleFunc("POST /templates/reload", g.reloadTemplates)
	mux.HandleFunc("POST /cache/purge", g.purgeCache)
}

// purgeCache drops cached conversions: of ?host= (normalised), or all.
func (g *Gateway) purgeCache(w http.ResponseWriter, r *http.Request) {
	host := templates.NormHost(r.URL.Query().Get("host"))
	n := g.cache.purge(host)
	g.log.Info("cache purged", "host", host, "entries", n, "remote", r.RemoteAddr)
	writeJSON(w, http.StatusOK, map[string]int{"purged": n})
}

// withHost validates the {host} path value (a DNS name: nothing that could
// leave the folder) and that a store is configured.
func (g *Gateway) withHost(h func(http.ResponseWriter, *http.Request, string)) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		if g.store == nil {
			http.Error(w, "no template folder configured", http.StatusNotFound)
			return
		}
		host := templates.NormHost(r.PathValue("host"))
		if err := templates.ValidHost(host); err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		h(w, r, host)
	}
}

// templateSummary is one template in the list.
type templateSummary struct {
	Host        string `json:"host"`
	Description string `json:"description,omitempty"`
	Rules       int    `json:"rules"`
	Version     int    `json:"version"`
}

func (g *Gateway) listTemplates(w http.ResponseWriter, r *http.Request) {
	if g.store == nil {
		http.Error(w, "no template folder configured", http.StatusNotFound)
		return
	}
	out := struct {
		Templates []templateSummary `json:"templates"`
		Errors    map[string]string `json:"errors"`
	}{Templates: []templateSummary{}, Errors: map[string]string{}}
	for _, t := range g.store.List() {
		out.Templates = append(out.Templates, templateSummary{t.Host, t.Description, len(t.Rules), t.Version})
	}
	for file, err := range g.store.Errors() {
		out.Errors[file] = err.Error()
	}
	writeJSON(w, http.StatusOK, out)
}

func (g *Gateway) getTemplate(w http.ResponseWriter, r *http.Request, host string) {
	t, ok := g.store.Get(host)
	if !ok {
		http.Error(w, "no template for "+host, http.StatusNotFound)
		return
	}
	data, err := readTemplateFile(t.File)
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "application/yaml")
	w.Header().Set("ETag", fmt.Sprintf(`"v%d"`, t.Version))
	w.Write(data)
}

func (g *Gateway) putTemplate(w http.ResponseWriter, r *http.Request, host string) {
	data, err := io.ReadAll(http.MaxBytesReader(w, r.Body, templates.MaxFileBytes))
	if err != nil {
		http.Error(w, fmt.Sprintf("template larger than %d bytes", templates.MaxFileBytes), http.StatusRequestEntityTooLarge)
		return
	}
	t, err := g.store.PutFile(host, data)
	if err != nil {
		status := http.StatusInternalServerError
		if errors.Is(err, templates.ErrInvalid) || errors.Is(err, templates.ErrBadHost) {
			status = http.StatusUnprocessableEntity
		}
		http.Error(w, err.Error(), status)
		return
	}
	g.log.Info("template written", "host", host, "version", t.Version, "remote", r.RemoteAddr, "purged", g.cache.purge(host))
	writeJSON(w, http.StatusOK, templateSummary{t.Host, t.Description, len(t.Rules), t.Version})
}

func (g *Gateway) deleteTemplate(w http.ResponseWriter, r *http.Request, host string) {
	if err := g.store.Remove(host); err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			http.Error(w, "no template for "+host, http.StatusNotFound)
			return
		}
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	g.log.Info("template removed", "host", host, "remote", r.RemoteAddr, "purged", g.cache.purge(host))
	w.WriteHeader(http.StatusNoContent)
}

func (g *Gateway) reloadTemplates(w http.ResponseWriter, r *http.Request) {
	if g.store == nil {
		http.Error(w, "no template folder configured", http.StatusNotFound)
		return
	}
	err := g.store.Reload()
	g.log.Info("templates reloaded", "templates", len(g.store.List()), "err", err, "purged", g.cache.purge(""))
	g.listTemplates(w, r)
}

// testResult is the answer of a template test.
type testResult struct {
	Served   bool   `json:"served"`
	Version  int    `json:"version"`
	Reason   string `json:"reason,omitempty"`
	Words    int    `json:"words"`
	Markdown string `json:"markdown"`
}

// testTemplate extracts a page with the host's template: the posted body,
// or the page at ?url= (a page of the same host, fetched through the
// SSRF-guarded client). 200 when the template served, 422 when it did not fit.
func (g *Gateway) testTemplate(w http.ResponseWriter, r *http.Request, host string) {
	t, ok := g.store.Get(host)
	if !ok {
		http.Error(w, "no template for "+host, http.StatusNotFound)
		return
	}
	page, ct, pageURL, status, err := g.testPage(r, host)
	if err != nil {
		http.Error(w, err.Error(), status)
		return
	}
	ctx, cancel := context.WithTimeout(r.Context(), g.cfg.Timeouts.Extract)
	defer cancel()
	res, err := extractor.ExtractContext(ctx, page, g.options(
		extractor.WithURL(pageURL), extractor.WithContentType(ct), extractor.WithLimits(g.extractLimits()),
		extractor.WithTemplates(g.store, nil))...)
	if err != nil {
		http.Error(w, err.Error(), http.StatusUnprocessableEntity)
		return
	}
	out := testResult{Served: res.Template != nil, Version: t.Version, Words: len(strings.Fields(res.Text)), Markdown: res.Markdown}
	if !out.Served {
		out.Reason = "the template does not fit the page: the classifier would be used"
		writeJSON(w, http.StatusUnprocessableEntity, out)
		return
	}
	writeJSON(w, http.StatusOK, out)
}

// testPage returns the page a test runs on, its Content-Type and URL.
func (g *Gateway) testPage(r *http.Request, host string) (page []byte, ct, pageURL string, status int, err error) {
	limit := int64(g.cfg.Limits.MaxBytes)
	raw := r.URL.Query().Get("url")
	if raw == "" {
		page, err = io.ReadAll(io.LimitReader(r.Body, limit+1))
		if err == nil && int64(len(page)) > limit {
			return nil, "", "", http.StatusRequestEntityTooLarge, fmt.Errorf("page larger than %d bytes", limit)
		}
		return page, r.Header.Get("Content-Type"), "https://" + host + "/", http.StatusBadRequest, err
	}
	u, err := url.Parse(raw)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || templates.NormHost(u.Hostname()) != host {
		return nil, "", "", http.StatusBadRequest, fmt.Errorf("url must be an http(s) page of %s", host)
	}
	ctx, cancel := context.WithTimeout(r.Context(), g.cfg.Timeouts.Fetch)
	defer cancel()
	resp, err := g.fetcher.Fetch(ctx, &fetch.Request{URL: raw, Accept: "text/html, application/xhtml+xml;q=0.9, */*;q=0.5"})
	if err != nil {
		status := http.StatusBadGateway
		if errors.Is(err, fetch.ErrBlocked) {
			status = http.StatusForbidden
		}
		return nil, "", "", status, err
	}
	if int64(len(resp.Body)) > limit {
		return nil, "", "", http.StatusBadGateway, fmt.Errorf("%w: over %d bytes", ErrTooLarge, limit)
	}
	return resp.Body, resp.ContentType, resp.URL.String(), 0, nil
}

// readTemplateFile reads a template file that the store loaded.
func readTemplateFile(path string) ([]byte, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("reading %s: %w", filepath.Base(path), err)
	}
	return data, nil
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.Encode(v)
}
