package app

import (
	"path"
	"strings"
)

// executableExts are extensions of programs, installers and scripts the
// system would run when asked to open them (Windows, macOS, Linux).
var executableExts = map[string]bool{
	".exe": true, ".com": true, ".bat": true, ".cmd": true, ".msi": true, ".msp": true,
	".scr": true, ".pif": true, ".cpl": true, ".vbs": true, ".vbe": true, ".js": true,
	".jse": true, ".wsf": true, ".wsh": true, ".ps1": true, ".psm1": true, ".hta": true,
	".lnk": true, ".reg": true, ".jar": true, ".app": true, ".command": true, ".pkg": true,
	".dmg": true, ".sh": true, ".bash": true, ".zsh": true, ".csh": true, ".run": true,
	".bin": true, ".desktop": true, ".appimage": true, ".deb": true, ".rpm": true,
	".apk": true, ".elf": true, ".so": true, ".dll": true, ".dylib": true, ".py": false,
	// Windows shortcuts, help files, installers and handlers that run what
	// they point at.
	".url": true, ".website": true, ".chm": true, ".hlp": true, ".application": true,
	".appref-ms": true, ".msix": true, ".msixbundle": true, ".appx": true, ".appxbundle": true,
	".appinstaller": true, ".settingcontent-ms": true, ".library-ms": true, ".search-ms": true,
	".searchconnector-ms": true, ".scf": true, ".inf": true, ".gadget": true, ".msc": true,
	".ws": true, ".vb": true, ".xbap": true, ".diagcab": true, ".iqy": true, ".slk": true,
	".mde": true, ".ade": true, ".ins": true, ".isp": true, ".mst": true, ".sct": true,
	".shb": true, ".shs": true, ".xll": true, ".wsc": true, ".ps1xml": true, ".psd1": true,
}

// IsExecutable reports whether a path or URL path names a program or
// script by its extension.
func IsExecutable(p string) bool {
	return executableName(p)
}

// downloadExts name files a browser downloads or shows itself: Folio hands
// them to the system instead of failing with "unsupported".
var downloadExts = map[string]bool{
	".pdf": true, ".zip": true, ".gz": true, ".tgz": true, ".tar": true, ".7z": true, ".rar": true,
	".png": true, ".jpg": true, ".jpeg": true, ".gif": true, ".webp": true, ".svg": true,
	".mp3": true, ".mp4": true, ".webm": true, ".mov": true, ".ogg": true, ".wav": true,
	".doc": true, ".docx": true, ".xls": true, ".xlsx": true, ".ppt": true, ".pptx": true,
	".epub": true, ".iso": true,
}

func isDownload(p string) bool { return downloadExts[strings.ToLower(path.Ext(p))] }
