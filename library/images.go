package library

import (
	"context"
	"encoding/json"
	"fmt"
	"folio/internal/safefile"
	"mime"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"sync"

	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/text"
)

// Limits on the images one saved page keeps offline. A page with more, or
// larger ones, keeps the rest as remote links.
const (
	maxImages      = 200
	maxImageBytes  = 25 << 20
	imageFetchers  = 4 // downloads at once
	imagesManifest = "images.json"
)

// imageRefs lists the distinct image destinations of a Markdown body, as
// written, in order.
func imageRefs(body string) []string {
	src := []byte(body)
	doc := markdown.Parser().Parse(text.NewReader(src))
	seen := map[string]bool{}
	var out []string
	ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if img, ok := n.(*ast.Image); ok && entering {
			d := string(img.Destination)
			if d != "" && !seen[d] {
				seen[d] = true
				out = append(out, d)
			}
		}
		return ast.WalkContinue, nil
	})
	return out
}

// localImages downloads the body's images into folder and returns the
// body with their links rewritten to "<stem>_files/<name>" and the map of
// remote URL to file name (kept in the folder as images.json, so that
// ReExtract reuses the files). Remote images come through get (none when
// it is nil). known maps URLs already downloaded; without download only
// those are used.
func (l *Library) localImages(ctx context.Context, get Getter, body, base, folder string, known map[string]string, download bool) (string, map[string]string) {
	refs := imageRefs(body)
	got := map[string]string{}
	type job struct{ ref, abs, name string }
	var jobs []job
	next := 0
	for _, ref := range refs {
		abs := resolve(base, ref)
		if abs == "" {
			continue
		}
		if name, ok := known[abs]; ok && fileExists(filepath.Join(folder, name)) {
			got[ref] = name
			continue
		}
		local := strings.HasPrefix(abs, "file://")
		if !download || (!local && get == nil) || len(jobs) >= maxImages {
			continue
		}
		next = nextFreeImage(folder, next)
		jobs = append(jobs, job{ref: ref, abs: abs, name: imageName(next)})
	}
	var mu sync.Mutex
	var wg sync.WaitGroup
	sem := make(chan struct{}, imageFetchers)
	for _, j := range jobs {
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer func() { <-sem; wg.Done() }()
			if name, ok := fetchImage(ctx, get, j.abs, folder, j.name); ok {
				mu.Lock()
				got[j.ref] = name
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	manifest := map[string]string{}
	for _, ref := range refs {
		if name, ok := got[ref]; ok {
			manifest[resolve(base, ref)] = name
		}
	}
	return rewriteImages(body, got, filepath.Base(folder)), manifest
}

// fetchImage downloads one image and writes it as name plus the extension
// its type calls for; ok is false when it is not an image or failed.
func fetchImage(ctx context.Context, get Getter, abs, folder, name string) (string, bool) {
	var data []byte
	var ctype string
	var err error
	if u, perr := url.Parse(abs); perr == nil && u.Scheme == "file" {
		data, err = safefile.Read(filepath.FromSlash(u.Path), maxImageBytes)
		ctype = mime.TypeByExtension(filepath.Ext(u.Path))
	} else {
		data, ctype, err = get(ctx, abs, maxImageBytes)
	}
	if err != nil || len(data) == 0 {
		return "", false
	}
	ext := imageExt(ctype, data)
	if ext == "" {
		return "", false
	}
	if err := safefile.Write(filepath.Join(folder, name+ext), data, 0o644); err != nil {
		return "", false
	}
	return name + ext, true
}

// imageName numbers images: img-001, img-002...
func imageName(n int) string { return fmt.Sprintf("img-%03d", n) }

// nextFreeImage returns the first number after n whose img-NNN file does
// not exist yet in folder, so that a re-save never overwrites an image
// another version of the page still links to.
func nextFreeImage(folder string, n int) int {
	for {
		n++
		if m, _ := filepath.Glob(filepath.Join(folder, imageName(n)+".*")); len(m) == 0 {
			return n
		}
	}
}

// imageExt names the file type of an image from its Content-Type, or from
// its bytes when the server said nothing useful; "" when it is not an
// image (an HTML error page served with status 200, say).
func imageExt(ctype string, data []byte) string {
	mt, _, _ := mime.ParseMediaType(ctype)
	if !strings.HasPrefix(mt, "image/") {
		mt, _, _ = mime.ParseMediaType(http.DetectContentType(data))
	}
	switch mt {
	case "image/jpeg":
		return ".jpg"
	case "image/png":
		return ".png"
	case "image/gif":
		return ".gif"
	case "image/webp":
		return ".webp"
	case "image/avif":
		return ".avif"
	case "image/svg+xml":
		return ".svg"
	case "image/bmp":
		return ".bmp"
	case "image/x-icon", "image/vnd.microsoft.icon":
		return ".ico"
	}
	return ""
}

// resolve returns ref as an absolute http(s) URL against base, or "" for
// data: URIs, other schemes and refs that do not parse.
func resolve(base, ref string) string {
	r, err := url.Parse(ref)
	if err != nil {
		return ""
	}
	if b, err := url.Parse(base); err == nil && base != "" {
		r = b.ResolveReference(r)
	}
	switch {
	case r.Scheme == "http" || r.Scheme == "https":
		return r.String()
	case r.Scheme == "file" && strings.HasPrefix(base, "file://"):
		return r.String() // a local document's own images
	}
	return ""
}

// rewriteImages replaces each image destination in body by its local
// file, relative to the Markdown file: "(dest" becomes "(dir/name".
// Destinations are URLs, so the pattern does not occur in prose.
func rewriteImages(body string, local map[string]string, dir string) string {
	if len(local) == 0 {
		return body
	}
	pairs := make([]string, 0, 4*len(local))
	for ref, name := range local {
		rel := dir + "/" + name
		pairs = append(pairs, "("+ref+")", "("+rel+")", "("+ref+" ", "("+rel+" ",
			"(<"+ref+">", "(<"+rel+">")
	}
	return strings.NewReplacer(pairs...).Replace(body)
}

func fileExists(path string) bool {
	info, err := os.Stat(path)
	return err == nil && info.Mode().IsRegular()
}

// readManifest reads a page's images.json; a missing or damaged one is
// empty.
func readManifest(folder string) map[string]string {
	m := map[string]string{}
	data, err := safefile.Read(filepath.Join(folder, imagesManifest), 4<<20)
	if err == nil {
		json.Unmarshal(data, &m)
	}
	return m
}

// writeManifest records which file holds which remote image.
func writeManifest(folder string, m map[string]string) error {
	if len(m) == 0 {
		return nil
	}
	data, err := json.MarshalIndent(m, "", "  ")
	if err != nil {
		return err
	}
	return safefile.Write(filepath.Join(folder, imagesManifest), data, 0o644)
}
