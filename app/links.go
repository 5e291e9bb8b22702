package app

import (
	"folio/convert"
	"net/url"
	"path"
	"path/filepath"
	"strings"
)

// LinkKind says what following a link does.
type LinkKind int

// The kinds of link target.
const (
	// LinkAnchor scrolls the current document to the heading LinkTarget.Anchor.
	LinkAnchor LinkKind = iota
	// LinkInApp opens LinkTarget.Target (a path or http(s) URL) in Folio.
	LinkInApp
	// LinkExternal hands LinkTarget.Target to the system (browser, mail
	// client); when Confirm is set the user must agree first.
	LinkExternal
	// LinkRefused is not followed; LinkTarget.Reason says why.
	LinkRefused
)

// LinkTarget is what ResolveLink decided for one href.
type LinkTarget struct {
	Kind LinkKind
	// Target is the resolved path or URL for LinkInApp and LinkExternal.
	Target string
	// Anchor is the fragment (a heading slug) for LinkAnchor, and for
	// LinkInApp when the link points into the other document.
	Anchor string
	// Confirm is set for external targets the user must agree to open:
	// schemes other than http(s), local files opened by another program.
	Confirm bool
	// Reason explains LinkRefused in a sentence.
	Reason string
}

// ResolveLink decides what following href in doc does. It reads no file
// content (only, for local targets, where symlinks lead). Relative hrefs
// resolve against doc.URL (web pages) or doc.Dir (local files). Local
// targets may not leave the document's folder, even through a symlink;
// executables, Windows paths on web pages, network shares and handler
// schemes that run code are refused, on every platform (linksafety.go).
func ResolveLink(doc *Document, href string) LinkTarget {
	href = strings.TrimSpace(href)
	if href == "" {
		return refused("The link is empty.")
	}
	if strings.HasPrefix(href, "#") {
		return anchor(href[1:])
	}
	if uncPath(href) {
		return refused("Links to network shares are never followed.")
	}
	if windowsPath(href) {
		if doc == nil || doc.URL != nil {
			return refused("A web page may not open files on this computer.")
		}
		return fileLink(doc, &url.URL{Path: strings.ReplaceAll(href, `\`, "/")})
	}
	ref, err := url.Parse(href)
	if err != nil {
		return refused("The link address is not valid.")
	}
	switch scheme := strings.ToLower(ref.Scheme); {
	case scheme == "" && doc != nil && doc.URL != nil:
		return webLink(doc, doc.URL.ResolveReference(ref))
	case scheme == "":
		return fileLink(doc, ref)
	case scheme == "http" || scheme == "https":
		return webLink(doc, ref)
	case scheme == "file":
		if doc == nil || doc.URL != nil {
			return refused("A web page may not open files on this computer.")
		}
		return fileLink(doc, &url.URL{Path: ref.Path, Fragment: ref.Fragment})
	case refusedScheme(scheme):
		return refused("Links to " + scheme + ": addresses run code and are never followed.")
	}
	if strings.Contains(ref.Scheme, ".") && IsExecutable(ref.Scheme) {
		// "tool.exe::$DATA" parses as scheme "tool.exe": a program's name.
		return refused("Folio does not open programs (" + ref.Scheme + ").")
	}
	return LinkTarget{Kind: LinkExternal, Target: href, Confirm: true}
}

// webLink handles an absolute http(s) URL.
func webLink(doc *Document, u *url.URL) LinkTarget {
	if u.Scheme != "http" && u.Scheme != "https" {
		return ResolveLink(nil, u.String())
	}
	if IsExecutable(u.Path) {
		return refused("Folio does not download programs (" + path.Base(u.Path) + ").")
	}
	if doc != nil && doc.URL != nil && u.Fragment != "" && sameDocument(doc.URL, u) {
		return anchor(u.Fragment)
	}
	t := *u
	frag := t.Fragment
	t.Fragment, t.RawFragment = "", ""
	if isDownload(u.Path) {
		return LinkTarget{Kind: LinkExternal, Target: u.String()}
	}
	return LinkTarget{Kind: LinkInApp, Target: t.String(), Anchor: frag}
}

// fileLink handles a relative or file: link in a local document.
func fileLink(doc *Document, ref *url.URL) LinkTarget {
	if doc == nil || doc.Dir == "" {
		return refused("The link is relative, but the document has no folder to resolve it in.")
	}
	p := filePath(ref.Path)
	if !filepath.IsAbs(p) {
		p = filepath.Join(doc.Dir, p)
	}
	p = filepath.Clean(p)
	root := doc.Dir
	if doc.Root != "" && within(doc.Root, doc.Dir) {
		root = doc.Root
	}
	if !within(root, p) || !resolvedWithin(root, p) {
		return refused("Links may not leave the document's folder (" + root + ").")
	}
	if IsExecutable(p) {
		return refused("Folio does not open programs (" + filepath.Base(p) + ").")
	}
	if p == filepath.Clean(doc.Source) && ref.Fragment != "" {
		return anchor(ref.Fragment)
	}
	if opensInApp(p) {
		return LinkTarget{Kind: LinkInApp, Target: p, Anchor: ref.Fragment}
	}
	return LinkTarget{Kind: LinkExternal, Target: p, Confirm: true}
}

// within reports whether p lies inside dir (or is dir).
func within(dir, p string) bool {
	rel, err := filepath.Rel(filepath.Clean(dir), p)
	if err != nil {
		return false
	}
	return rel == "." || rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator))
}

// sameDocument reports whether u points at the page base (ignoring the
// fragment).
func sameDocument(base, u *url.URL) bool {
	a, b := *base, *u
	a.Fragment, a.RawFragment, b.Fragment, b.RawFragment = "", "", "", ""
	return a.String() == b.String()
}

// opensInApp reports whether a local file is a document Folio shows.
func opensInApp(p string) bool {
	_, _, ok := convert.KindOfFileName(filepath.Base(p))
	return ok
}

func anchor(frag string) LinkTarget {
	if f, err := url.PathUnescape(frag); err == nil {
		frag = f
	}
	return LinkTarget{Kind: LinkAnchor, Anchor: frag}
}

func refused(reason string) LinkTarget { return LinkTarget{Kind: LinkRefused, Reason: reason} }
