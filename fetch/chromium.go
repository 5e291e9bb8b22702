package fetch

import (
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
)

// chromiumNames are the commands looked up on PATH, in order: Debian's and
// Ubuntu's Chromium, Google Chrome, the headless shell.
var chromiumNames = []string{
	"chromium", "chromium-browser", "google-chrome", "google-chrome-stable",
	"chrome", "headless_shell", "headless-shell", "microsoft-edge",
}

// chromiumPlaces are the usual install places looked at when PATH has none.
func chromiumPlaces(goos string) []string {
	switch goos {
	case "darwin":
		return []string{
			"/Applications/Chromium.app/Contents/MacOS/Chromium",
			"/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
		}
	case "windows":
		var out []string
		for _, root := range []string{os.Getenv("ProgramFiles"), os.Getenv("ProgramFiles(x86)"), os.Getenv("LocalAppData")} {
			if root != "" {
				out = append(out, filepath.Join(root, `Google\Chrome\Application\chrome.exe`),
					filepath.Join(root, `Chromium\Application\chrome.exe`),
					filepath.Join(root, `Microsoft\Edge\Application\msedge.exe`))
			}
		}
		return out
	}
	return []string{
		"/usr/bin/chromium", "/usr/lib/chromium/chromium", "/usr/bin/chromium-browser",
		"/snap/bin/chromium", "/usr/bin/google-chrome", "/opt/google/chrome/chrome",
		"/usr/local/bin/chromium", "/usr/local/bin/chrome",
	}
}

// FindChromium returns the path of a Chromium or Chrome installed on the
// system: a known command name on PATH, else a usual install place. It
// never downloads one. The error is ErrNoBrowser when there is none.
func FindChromium() (string, error) {
	for _, name := range chromiumNames {
		if p, err := exec.LookPath(name); err == nil {
			return p, nil
		}
	}
	for _, p := range chromiumPlaces(runtime.GOOS) {
		if fi, err := os.Stat(p); err == nil && !fi.IsDir() {
			return p, nil
		}
	}
	return "", ErrNoBrowser
}
