#!/usr/bin/env bash
# Set up and run Folio on Debian or Ubuntu: installs the packages Fyne needs
# when they are missing, a Go toolchain when there is none recent enough,
# builds the app and opens it. Arguments are passed to Folio (a file or URL).
#
#   ./setup.sh                 # opens the welcome page
#   ./setup.sh README.md       # opens a file
#   ./setup.sh --no-run        # set up and build only
set -euo pipefail
cd "$(dirname "$0")"

GO_VERSION=1.26.8
PACKAGES=(gcc make pkg-config curl unzip ca-certificates
  libgl1-mesa-dev libx11-dev libxcursor-dev libxrandr-dev libxinerama-dev
  libxi-dev libxxf86vm-dev libwayland-dev libxkbcommon-dev
  poppler-utils)
# Optional: Chromium renders pages whose scripts build the content
# (folio-extract --render, "Render with Chromium"). Ubuntu ships it as a snap,
# so a failed install only warns.
OPTIONAL_PACKAGES=(chromium)

say() { printf '\033[1m==> %s\033[0m\n' "$*"; }

as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"
  elif command -v sudo >/dev/null; then sudo "$@"
  else echo "setup.sh: need root or sudo to install: ${*: -1}" >&2; exit 1
  fi
}

install_packages() {
  command -v dpkg-query >/dev/null || { echo "setup.sh: this script needs Debian or Ubuntu (apt)." >&2; exit 1; }
  local missing=()
  for p in "${PACKAGES[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed" || missing+=("$p")
  done
  local optional=()
  for p in "${OPTIONAL_PACKAGES[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed" || optional+=("$p")
  done
  if [ ${#missing[@]} -eq 0 ] && [ ${#optional[@]} -eq 0 ]; then say "Debian packages: all present"; return; fi
  as_root env DEBIAN_FRONTEND=noninteractive apt-get update -qq
  if [ ${#missing[@]} -gt 0 ]; then
    say "Installing ${missing[*]}"
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}"
  fi
  if [ ${#optional[@]} -gt 0 ]; then
    say "Installing ${optional[*]} (optional)"
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${optional[@]}" ||
      say "Could not install ${optional[*]}: rendering with Chromium stays off"
  fi
}

# go_ok reports whether the go on PATH is at least 1.26.
go_ok() {
  command -v go >/dev/null || return 1
  local v; v=$(go env GOVERSION 2>/dev/null | sed 's/^go//')
  local major=${v%%.*} rest=${v#*.}; local minor=${rest%%.*}
  [ "${major:-0}" -gt 1 ] || { [ "${major:-0}" -eq 1 ] && [ "${minor:-0}" -ge 26 ]; }
}

install_go() {
  if go_ok; then say "Go: $(go env GOVERSION)"; return; fi
  local dir="$HOME/.local/share/folio/go$GO_VERSION"
  if [ ! -x "$dir/bin/go" ]; then
    local arch; case "$(uname -m)" in x86_64) arch=amd64;; aarch64|arm64) arch=arm64;; *) echo "setup.sh: unsupported CPU $(uname -m)" >&2; exit 1;; esac
    local mod="v0.0.1-go$GO_VERSION.linux-$arch"
    say "Installing Go $GO_VERSION (from the Go module proxy) into $dir"
    local tmp; tmp=$(mktemp -d)
    curl -fsSL "https://proxy.golang.org/golang.org/toolchain/@v/$mod.zip" -o "$tmp/go.zip"
    unzip -q "$tmp/go.zip" -d "$tmp"
    mkdir -p "$(dirname "$dir")"
    rm -rf "$dir" && mv "$tmp/golang.org/toolchain@$mod" "$dir"
    chmod +x "$dir"/bin/* "$dir"/pkg/tool/*/* 2>/dev/null || true
    rm -rf "$tmp"
  fi
  export PATH="$dir/bin:$PATH"
  say "Go: $(go env GOVERSION)"
}

run=1
[ "${1:-}" = "--no-run" ] && { run=0; shift; }
install_packages
install_go
say "Building Folio (the first cgo build takes a few minutes)"
make build extract
[ $run -eq 1 ] || { say "Built bin/folio and bin/folio-extract"; exit 0; }
say "Starting Folio"
exec ./bin/folio "$@"
