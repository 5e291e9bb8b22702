#!/usr/bin/env bash
# Set up and run Folio on Debian or Ubuntu: installs the packages Fyne needs
# when they are missing, a Go toolchain when there is none recent enough,
# builds the app and opens it. Arguments are passed to Folio (a file or URL).
#
#   ./setup.sh                 # opens the welcome page
#   ./setup.sh README.md       # opens a file
#   ./setup.sh --no-run        # set up and build only
#   ./setup.sh --install       # also put Folio in the desktop's menu, as the
#                              # application for .md/.markdown/.mdown/.mkd
#   ./setup.sh --uninstall     # take that away again
#
# --install and --uninstall work for the user alone (no root), in the XDG
# folders, and may be run again: nothing changes the second time.
# FOLIO_BIN=path installs that binary instead of building one.
set -euo pipefail
cd "$(dirname "$0")"

GO_VERSION=1.26.8
PACKAGES=(gcc make pkg-config curl unzip ca-certificates
  libgl1-mesa-dev libx11-dev libxcursor-dev libxrandr-dev libxinerama-dev
  libxi-dev libxxf86vm-dev libwayland-dev libxkbcommon-dev
  poppler-utils
  fonts-noto-color-emoji) # emoji: Folio is built without Fyne's own (Makefile)
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

# --- Desktop integration (./setup.sh --install / --uninstall) -------------
# User-level only, in the XDG folders: the binary in $XDG_BIN_HOME
# (~/.local/bin), the icon, the .desktop entry and a MIME package in
# $XDG_DATA_HOME (~/.local/share), Folio as the default application for
# Markdown in $XDG_CONFIG_HOME/mimeapps.list. Running it again changes
# nothing; --uninstall removes exactly what --install wrote.
APP_ID=io.folio.reader
DATA_HOME=${XDG_DATA_HOME:-$HOME/.local/share}
BIN_HOME=${XDG_BIN_HOME:-$HOME/.local/bin}
CONFIG_HOME=${XDG_CONFIG_HOME:-$HOME/.config}
# The Markdown types Folio opens: text/markdown (with its old alias) and
# the extensions editors and wikis use for it.
MIME_TYPES="text/markdown;text/x-markdown;"
MIME_GLOBS=(md markdown mdown mkd)

desktop_entry() { # $1: the installed binary
  cat <<ENTRY
[Desktop Entry]
Type=Application
Version=1.4
Name=Folio
GenericName=Markdown Reader
Comment=Read Markdown files and web pages as Markdown
Exec="$1" %f
TryExec=$1
Icon=$APP_ID
Terminal=false
Categories=Office;Viewer;
Keywords=markdown;reader;web;
MimeType=$MIME_TYPES
StartupNotify=true
ENTRY
}

mime_package() {
  printf '<?xml version="1.0" encoding="UTF-8"?>\n'
  printf '<mime-info xmlns="http://www.freedesktop.org/standards/shared-mime-info">\n'
  printf '  <mime-type type="text/markdown">\n'
  printf '    <comment>Markdown document</comment>\n'
  printf '    <sub-class-of type="text/plain"/>\n'
  for g in "${MIME_GLOBS[@]}"; do printf '    <glob pattern="*.%s"/>\n' "$g"; done
  printf '    <alias type="text/x-markdown"/>\n'
  printf '  </mime-type>\n'
  printf '</mime-info>\n'
}

# put_file SRC DEST MODE: installs SRC as DEST unless it is there already.
put_file() {
  if [ -f "$2" ] && cmp -s "$1" "$2"; then say "Unchanged: $2"; return; fi
  mkdir -p "$(dirname "$2")"
  install -m "$3" "$1" "$2.tmp.$$" && mv -f "$2.tmp.$$" "$2"
  say "Installed: $2"
}

# put_text DEST MODE: installs standard input as DEST.
put_text() {
  local tmp; tmp=$(mktemp)
  cat >"$tmp"
  put_file "$tmp" "$1" "$2"
  rm -f "$tmp"
}

# refresh_caches tells the desktop about the new or removed files; each
# tool is optional (a minimal system lacks them and reads the files as
# they are at the next login).
refresh_caches() {
  if command -v update-mime-database >/dev/null; then update-mime-database "$DATA_HOME/mime" >/dev/null 2>&1 || true; fi
  if command -v update-desktop-database >/dev/null; then update-desktop-database -q "$DATA_HOME/applications" 2>/dev/null || true; fi
  if command -v gtk-update-icon-cache >/dev/null && [ -f "$DATA_HOME/icons/hicolor/index.theme" ]; then
    gtk-update-icon-cache -q -t "$DATA_HOME/icons/hicolor" 2>/dev/null || true
  fi
}

# set_default makes Folio the default application for Markdown in the
# user's mimeapps.list (what xdg-mime default writes), keeping the other
# lines of the file.
set_default() {
  local list="$CONFIG_HOME/mimeapps.list" type
  mkdir -p "$CONFIG_HOME"
  [ -f "$list" ] || printf '[Default Applications]\n' >"$list"
  for type in text/markdown text/x-markdown; do
    if grep -qx "$type=$APP_ID.desktop" "$list"; then continue; fi
    local tmp; tmp=$(mktemp)
    # Replace the type's line in [Default Applications], or add one at the
    # end of that section (before its trailing blank lines).
    awk -v key="$type" -v val="$type=$APP_ID.desktop" '
      function flush() { for (; blank > 0; blank--) print "" }
      /^\[/ { if (in_def && !done) { print val; done = 1 } flush(); in_def = ($0 == "[Default Applications]"); print; next }
      /^[ \t]*$/ { blank++; next }
      { flush() }
      in_def && index($0, key "=") == 1 { if (!done) { print val; done = 1 } next }
      { print }
      END { if (!done) { if (!in_def) print "[Default Applications]"; print val } flush() }
    ' "$list" >"$tmp" && mv -f "$tmp" "$list"
  done
  say "Default for Markdown: $APP_ID.desktop (in $list)"
}

# unset_default removes Folio's lines from mimeapps.list.
unset_default() {
  local list="$CONFIG_HOME/mimeapps.list"
  [ -f "$list" ] || return 0
  local tmp; tmp=$(mktemp)
  grep -vxF -e "text/markdown=$APP_ID.desktop" -e "text/x-markdown=$APP_ID.desktop" "$list" >"$tmp" || true
  if cmp -s "$tmp" "$list"; then rm -f "$tmp"; return; fi
  mv -f "$tmp" "$list"
  say "Removed Folio as the default for Markdown (in $list)"
}

install_desktop() {
  local bin=$1
  case "$BIN_HOME" in *[\"\`\$\\]*)
    echo "setup.sh: $BIN_HOME has a character a .desktop file cannot hold (\" \` \$ \\); set XDG_BIN_HOME" >&2; exit 1;;
  esac
  put_file "$bin" "$BIN_HOME/folio" 755
  put_file assets/icon.png "$DATA_HOME/icons/hicolor/512x512/apps/$APP_ID.png" 644
  desktop_entry "$BIN_HOME/folio" | put_text "$DATA_HOME/applications/$APP_ID.desktop" 644
  mime_package | put_text "$DATA_HOME/mime/packages/$APP_ID.xml" 644
  set_default
  refresh_caches
  say "Folio is in your applications menu and opens .md, .markdown, .mdown and .mkd files"
  case ":$PATH:" in *":$BIN_HOME:"*) ;; *) say "Add $BIN_HOME to PATH to run folio from a terminal";; esac
}

uninstall_desktop() {
  local f
  for f in "$BIN_HOME/folio" "$DATA_HOME/icons/hicolor/512x512/apps/$APP_ID.png" \
    "$DATA_HOME/applications/$APP_ID.desktop" "$DATA_HOME/mime/packages/$APP_ID.xml"; do
    if [ -e "$f" ]; then rm -f "$f"; say "Removed: $f"; fi
  done
  unset_default
  refresh_caches
  say "Folio is uninstalled from your desktop (your settings and library stay)"
}

mode=run
case "${1:-}" in
  --no-run) mode=build; shift;;
  --install) mode=install; shift;;
  --uninstall) uninstall_desktop; exit 0;;
esac
if [ $mode = install ] && [ -n "${FOLIO_BIN:-}" ]; then
  install_desktop "$FOLIO_BIN"
  exit 0
fi
install_packages
install_go
say "Building Folio (the first cgo build takes a few minutes)"
make build extract
case $mode in
  build) say "Built bin/folio and bin/folio-extract"; exit 0;;
  install) install_desktop bin/folio; exit 0;;
esac
say "Starting Folio"
exec ./bin/folio "$@"
